/**
 * DNS-over-HTTPS (RFC 8484) through `fetch`, so the engine runs in a browser. Browser-safe: no
 * `node:` imports, no `Buffer`. Every query goes to one endpoint, whatever `server` the client
 * names: the endpoint is the resolver. Use a `DnsServer` from `dohServerFor(endpoint)` as the run's
 * only resolver, so that evidence names the endpoint.
 */
import { TransportError, type DnsExchange, type DnsServer, type DnsTransport } from '../transport.ts';

export const DNS_MESSAGE = 'application/dns-message';

export interface DohTransportOptions {
  /** The endpoint URL, such as `https://cloudflare-dns.com/dns-query`. */
  readonly endpoint: string;
  /** Defaults to the global `fetch`; tests may pass another. */
  readonly fetch?: typeof fetch;
  /** Called once per exchange with how it ended, for a page to tell "endpoint down" apart. */
  readonly onOutcome?: (outcome: DohOutcome) => void;
}

export type DohOutcome = { readonly ok: true } | { readonly ok: false; readonly error: TransportError };

/** The resolver as the engine sees it: the endpoint's host and port. */
export function dohServerFor(endpoint: string): DnsServer {
  const url = new URL(endpoint);
  return { host: url.hostname, port: Number(url.port) || (url.protocol === 'http:' ? 80 : 443) };
}

/** RFC 4648 §5 base64url without padding, as RFC 8484 §4.1 asks for the `dns` parameter. */
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The system's code under a failed fetch (Node's undici puts it on `cause`); browsers give none. */
function fetchFailureCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'FETCH_FAILED';
}

/** `fetch failed: connect ENETUNREACH 192.0.2.1:443`: Node's own words hide the reason in `cause`. */
function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/**
 * GET with `?dns=` (RFC 8484 §4.1): with only the safelisted `Accept` header it is a simple CORS
 * request, so a browser sends no preflight and each query costs one round trip. The message keeps
 * the client's random ID, so the client's ID check still applies (RFC 8484 recommends ID 0 for HTTP
 * caching, which a checker that wants fresh answers does not need).
 */
export function createDohTransport(options: DohTransportOptions): DnsTransport {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const report = (outcome: DohOutcome): void => options.onOutcome?.(outcome);
  return {
    async exchange(exchange: DnsExchange): Promise<Uint8Array> {
      const url = new URL(options.endpoint);
      url.searchParams.set('dns', toBase64Url(exchange.query));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), exchange.timeoutMs);
      try {
        let response: Response;
        let body: Uint8Array;
        try {
          response = await fetchImpl(url, {
            headers: { Accept: DNS_MESSAGE },
            signal: controller.signal,
            cache: 'no-store',
            credentials: 'omit',
            referrerPolicy: 'no-referrer',
          });
          body = new Uint8Array(await response.arrayBuffer());
        } catch (error) {
          const failure = controller.signal.aborted
            ? new TransportError('TIMEOUT', `no answer from ${options.endpoint} within ${exchange.timeoutMs} ms`)
            : new TransportError(
                'NETWORK',
                `${options.endpoint} could not be reached (${describeFetchFailure(error)})`,
                fetchFailureCode(error),
              );
          report({ ok: false, error: failure });
          throw failure;
        }
        const type = response.headers.get('Content-Type') ?? '';
        if (!response.ok || !type.toLowerCase().startsWith(DNS_MESSAGE)) {
          const failure = new TransportError(
            'NETWORK',
            `${options.endpoint} answered HTTP ${response.status}${type ? ` (${type})` : ''}, not a DNS message`,
            `HTTP ${response.status}`,
          );
          report({ ok: false, error: failure });
          throw failure;
        }
        report({ ok: true });
        if (exchange.accept(body)) return body;
        // One HTTP response per request: nothing else will arrive. The client has counted the
        // garbage or the mismatch and reports it.
        throw new TransportError('TIMEOUT', `${options.endpoint} sent no matching answer`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
