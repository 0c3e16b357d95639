/**
 * The seam between the live checks (tls, redirect, primary) and the network, like `dns/transport.ts`
 * is for DNS. The engine only sees this interface, so it stays free of `node:` imports; the Node
 * implementation (node:tls, undici) is `live/node-probe.ts`. Every probe resolves (a failure is a
 * result, never an exception) and ends by the deadline it is given.
 */
import { getOrCreate } from '../core/memoise.ts';

/** What a certificate says, as read from the handshake. */
export interface CertificateFacts {
  readonly subject: string;
  readonly issuer: string;
  /** DNS names from subjectAltName, lower-case. */
  readonly sans: readonly string[];
  /** ISO 8601. */
  readonly validFrom: string;
  readonly validTo: string;
  readonly fingerprint256: string;
  /** The issuer's organisation (O), which names the CA rather than one of its intermediates; absent without one. */
  readonly issuerOrganization?: string;
  /** The serial number's DER content bytes as hex (RFC 9773 §4.1); absent when the DER could not be read. */
  readonly serialNumber?: string;
  /** The Authority Key Identifier's keyIdentifier as hex; absent when the certificate has none. */
  readonly authorityKeyId?: string;
}

export type TlsOutcome =
  | 'valid'
  | 'expired'
  | 'not-yet-valid'
  | 'self-signed'
  | 'untrusted'
  | 'name-mismatch'
  /** Nothing listens, the connection is reset, or the server ends the handshake without a certificate. */
  | 'no-tls'
  /** The connection never left this machine: no route, or no address of that family here. */
  | 'unreachable'
  | 'timeout';

export interface TlsProbeRequest {
  /** The domain: sent as SNI and checked against the certificate. */
  readonly servername: string;
  /** The IP address to connect to (from this run's DNS answers). */
  readonly address: string;
  readonly port: number;
  /** Epoch milliseconds; the probe gives up by then. */
  readonly deadline: number;
}

export interface TlsProbeResult {
  readonly outcome: TlsOutcome;
  /** The verifier's code (`CERT_HAS_EXPIRED`, `ECONNREFUSED` …), or `null` when valid. */
  readonly errorCode: string | null;
  /** One phrase for messages: "connection refused", "certificate has expired". */
  readonly detail: string;
  /** Absent when no certificate was received. */
  readonly certificate?: CertificateFacts;
}

export interface HttpProbeRequest {
  /** `http://www.example.com/` or `https://…`; requested with GET and never followed. */
  readonly url: string;
  /** The IP address to connect to for the URL's host. */
  readonly address: string;
  /** The port to connect to (the URL's own port is ignored, so tests can move 80/443). */
  readonly port: number;
  readonly deadline: number;
}

/** `unreachable`: the request never left this machine (no route, or no address of that family here). */
export type HttpOutcome = 'response' | 'refused' | 'tls-error' | 'timeout' | 'unreachable' | 'error';

export interface HttpProbeResult {
  readonly outcome: HttpOutcome;
  /** The status code when there was a response. */
  readonly status: number | null;
  /** The raw `Location` header, when present. */
  readonly location: string | null;
  readonly detail: string;
}

/** An ACME Renewal Information question (RFC 9773 §4): when does the CA want this certificate renewed? */
export interface RenewalInfoRequest {
  /** The CA's ACME directory (RFC 8555 §7.1.1), an https URL. */
  readonly directoryUrl: string;
  /** The certificate identifier of RFC 9773 §4.1: base64url(AKI keyIdentifier) "." base64url(serial). */
  readonly certificateId: string;
  readonly deadline: number;
}

/** Where domain-check asks a CA for renewal windows: its ACME directory, for certificates it issued. */
export interface RenewalInfoSource {
  /** The CA's ACME directory (RFC 8555 §7.1.1). */
  readonly directoryUrl: string;
  /** The issuer organisations (O) of the CA's certificates; absent: asked for every certificate. */
  readonly issuerOrganizations?: readonly string[];
}

export type RenewalInfoResult =
  /** RFC 9773 §4.2: the window in which the CA suggests renewal, ISO 8601. */
  | {
      readonly outcome: 'window';
      readonly start: string;
      readonly end: string;
      /** An https page where the CA explains the window, when it gives one. */
      readonly explanationUrl: string | null;
    }
  /** The directory lists no `renewalInfo` resource: the CA does not publish ARI. */
  | { readonly outcome: 'not-published' }
  /** The CA answered 404: it does not know this certificate (another CA issued it). */
  | { readonly outcome: 'unknown-certificate' }
  /** No usable answer: the network, TLS, a status or a body that is not what RFC 9773 says. */
  | { readonly outcome: 'unreachable'; readonly detail: string };

export interface LiveProbe {
  tls(request: TlsProbeRequest): Promise<TlsProbeResult>;
  http(request: HttpProbeRequest): Promise<HttpProbeResult>;
  renewalInfo(request: RenewalInfoRequest): Promise<RenewalInfoResult>;
}

/** Ports for the live checks; 443 and 80 except in tests (`--https-port`, `--http-port`). */
export interface LivePorts {
  readonly https: number;
  readonly http: number;
}

export const DEFAULT_LIVE_PORTS: LivePorts = { https: 443, http: 80 };

/**
 * One probe per (kind, target) per run, as the DNS client memoises lookups: every redirect source
 * follows through to the primary, which is then requested once, not once per source.
 */
export function memoiseProbe(probe: LiveProbe): LiveProbe {
  const tls = new Map<string, Promise<TlsProbeResult>>();
  const http = new Map<string, Promise<HttpProbeResult>>();
  const renewalInfo = new Map<string, Promise<RenewalInfoResult>>();
  return {
    tls: (request) =>
      getOrCreate(tls, `${request.servername} ${request.address} ${request.port}`, () => probe.tls(request)),
    http: (request) =>
      getOrCreate(http, `${request.url} ${request.address} ${request.port}`, () => probe.http(request)),
    renewalInfo: (request) =>
      getOrCreate(renewalInfo, `${request.directoryUrl} ${request.certificateId}`, () => probe.renewalInfo(request)),
  };
}
