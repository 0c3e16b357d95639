/**
 * Follows a chain of HTTP redirects hop by hop, by hand: the probe never follows a Location, so each
 * hop is one request this module chose to make. It returns what each hop answered and why the walk
 * ended, and judges nothing: the redirect check reads the walk.
 */
import type { HttpProbeResult, LivePorts, LiveProbe } from './probe.ts';

/** Browsers give up after about 20; a redirect source needs one. */
export const MAX_HOPS = 6;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface Hop {
  readonly url: string;
  /** The address and port the request went to. */
  readonly address: string;
  readonly port: number;
  readonly result: HttpProbeResult;
  /** The Location resolved against `url`, when it is a redirect with a usable Location. */
  readonly next: URL | undefined;
}

/** Why the walk stopped; `NoAddress` is what the caller's address lookup said instead of an address. */
export type WalkEnd<NoAddress> =
  | { readonly kind: 'page' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'no-address'; readonly host: string; readonly reason: NoAddress }
  | { readonly kind: 'offsite'; readonly location: URL }
  | { readonly kind: 'loop'; readonly url: string }
  | { readonly kind: 'too-many' };

export interface Walk<NoAddress> {
  readonly start: string;
  readonly hops: readonly Hop[];
  readonly end: WalkEnd<NoAddress>;
}

/** An address to connect to for a host, or the reason there is none. */
export type HostAddress<NoAddress> =
  { readonly address: string } | { readonly address?: undefined; readonly reason: NoAddress };

export interface RedirectWalkRequest<NoAddress> {
  readonly start: string;
  /** The redirect's target: once it answers, its own same-host redirects are not followed. */
  readonly target: string;
  /** The hosts a Location may lead to; any other ends the walk unrequested (never followed off the config). */
  readonly knownHosts: ReadonlySet<string>;
  readonly probe: Pick<LiveProbe, 'http'>;
  readonly ports: LivePorts;
  /** Epoch milliseconds; every request ends by then. */
  readonly deadline: number;
  addressOf(host: string): Promise<HostAddress<NoAddress>>;
}

function locationOf(url: string, result: HttpProbeResult): URL | undefined {
  if (result.status === null || !REDIRECT_STATUSES.has(result.status) || result.location === null) return undefined;
  try {
    return new URL(result.location, url);
  } catch {
    return undefined;
  }
}

/**
 * Requests `start` and follows each Location by hand, only to known hosts, and stops once the target
 * answers for itself (its own same-host redirects are the primary check's business).
 */
export async function walkRedirects<NoAddress>(request: RedirectWalkRequest<NoAddress>): Promise<Walk<NoAddress>> {
  const { start, target, knownHosts, probe, ports, deadline } = request;
  const hops: Hop[] = [];
  const seen = new Set<string>();
  let current = new URL(start);
  for (let count = 0; count < MAX_HOPS; count += 1) {
    if (seen.has(current.href)) return { start, hops, end: { kind: 'loop', url: current.href } };
    seen.add(current.href);
    const found = await request.addressOf(current.hostname);
    if (found.address === undefined) {
      return { start, hops, end: { kind: 'no-address', host: current.hostname, reason: found.reason } };
    }
    const { address } = found;
    const port = current.protocol === 'https:' ? ports.https : ports.http;
    const result = await probe.http({ url: current.href, address, port, deadline });
    const next = locationOf(current.href, result);
    hops.push({ url: current.href, address, port, result, next });
    if (result.outcome !== 'response') return { start, hops, end: { kind: 'failed' } };
    if (!next) return { start, hops, end: { kind: 'page' } };
    if (!knownHosts.has(next.hostname)) return { start, hops, end: { kind: 'offsite', location: next } };
    if (current.hostname === target && next.hostname === target && next.href !== current.href) {
      return { start, hops, end: { kind: 'page' } };
    }
    current = next;
  }
  return { start, hops, end: { kind: 'too-many' } };
}
