/**
 * What a lookup asks and what comes back: every failure is a `LookupResult` with a status, never an
 * exception (a DNS failure is a finding, not a crash).
 */
import { normaliseName, type ClientSubnet, type DnsRecord, type ExtendedDnsError, type QueryType } from './codec.ts';
import type { DnsServer } from './transport.ts';

export type LookupStatus =
  | 'answer'
  | 'nodata'
  | 'nxdomain'
  | 'servfail'
  | 'refused'
  | 'timeout'
  | 'garbage'
  | 'mismatch'
  | 'network'
  | 'cname-loop'
  | 'failed';

/** Lookups that ended without a usable answer: the name's state is unknown. */
const FAILED_STATUSES: ReadonlySet<LookupStatus> = new Set([
  'servfail',
  'refused',
  'timeout',
  'garbage',
  'mismatch',
  'network',
  'cname-loop',
  'failed',
]);

export interface LookupRequest {
  readonly server: DnsServer;
  readonly name: string;
  readonly type: QueryType;
  /** RD bit; on for recursive resolvers (default), off when asking an authoritative server. */
  readonly recursion?: boolean;
  readonly checkingDisabled?: boolean;
  /** DO bit: ask for RRSIG records too (RFC 3225). */
  readonly dnssecOk?: boolean;
  /** Follow a CNAME chain to the records of `type`. Default: on, except for CNAME queries. */
  readonly followCnames?: boolean;
  /** Send an OPT record (RFC 6891). Default: on; off only to tell a server that drops EDNS queries. */
  readonly edns?: boolean;
  /**
   * `udp` only (a truncated answer comes back as it is, `truncated` set) or `tcp` only, to tell which
   * transport a server fails on. Default: UDP, then TCP when the answer is truncated (RFC 7766 §5).
   */
  readonly protocol?: 'udp' | 'tcp';
  /** Ask as a client in this subnet would be answered (EDNS Client Subnet, RFC 7871); none by default. */
  readonly clientSubnet?: ClientSubnet;
}

export interface LookupResult {
  readonly server: DnsServer;
  readonly name: string;
  readonly type: QueryType;
  readonly status: LookupStatus;
  /** The records of `type` at the end of the chain. */
  readonly records: readonly DnsRecord[];
  /** CNAME records followed from `name`, in order. */
  readonly chain: readonly DnsRecord[];
  /** The name the chain ended at (`name` when there was no CNAME). */
  readonly finalName: string;
  /** The authority section of the last answer: negative answers carry the zone's SOA (RFC 2308 §3). */
  readonly authority: readonly DnsRecord[];
  /** All answer records of the last message, including data for other names. */
  readonly answerSection: readonly DnsRecord[];
  /** The additional section of the last message: a referral's glue (RFC 1034 §4.3.2 step 3b). */
  readonly additional?: readonly DnsRecord[];
  /** TC was set: the answer did not fit, and was asked over UDP only. */
  readonly truncated?: boolean;
  readonly authoritative: boolean;
  /** RA: the server offers recursion (RFC 1035 §4.1.1); false when nothing came back. */
  readonly recursionAvailable: boolean;
  readonly authenticData: boolean;
  /**
   * For a `network` failure, the system's code (`ENETUNREACH`, `ECONNREFUSED`, `ECONNRESET`) or the
   * DoH endpoint's `HTTP 503`; `null` otherwise.
   */
  readonly networkError: string | null;
  /** Extended DNS Errors the server gave (RFC 8914); empty when none. */
  readonly extendedErrors: readonly ExtendedDnsError[];
  /** The answer's ECS scope (RFC 7871 §6) when the server sent the option; absent otherwise. */
  readonly clientSubnetScope?: number;
  /** One sentence for a failed lookup ("SERVFAIL from 127.0.0.1:5353"). Empty on success. */
  readonly detail: string;
}

export function rcodeFailure(rcode: string): LookupStatus | undefined {
  if (rcode === 'NOERROR' || rcode === 'NXDOMAIN') return undefined;
  if (rcode === 'SERVFAIL') return 'servfail';
  if (rcode === 'REFUSED') return 'refused';
  return 'failed';
}

export function failure(
  request: Pick<LookupRequest, 'server' | 'name' | 'type'>,
  status: LookupStatus,
  detail: string,
  networkError: string | null = null,
): LookupResult {
  return {
    server: request.server,
    name: normaliseName(request.name),
    type: request.type,
    status,
    records: [],
    chain: [],
    finalName: normaliseName(request.name),
    authority: [],
    answerSection: [],
    authoritative: false,
    recursionAvailable: false,
    authenticData: false,
    networkError,
    extendedErrors: [],
    detail,
  };
}

/** RFC 8914 §4 info codes, as the RFC names them. */
const EDE_NAMES: Readonly<Record<number, string>> = {
  0: 'Other Error',
  1: 'Unsupported DNSKEY Algorithm',
  2: 'Unsupported DS Digest Type',
  3: 'Stale Answer',
  5: 'DNSSEC Indeterminate',
  6: 'DNSSEC Bogus',
  7: 'Signature Expired',
  8: 'Signature Not Yet Valid',
  9: 'DNSKEY Missing',
  10: 'RRSIGs Missing',
  11: 'No Zone Key Bit Set',
  12: 'NSEC Missing',
  18: 'Prohibited',
  20: 'Not Authoritative',
  22: 'No Reachable Authority',
  23: 'Network Error',
};

/** ` (Extended DNS Error 7, Signature Expired: …)`, or nothing. */
export function describeExtendedErrors(errors: readonly ExtendedDnsError[]): string {
  if (errors.length === 0) return '';
  const parts = errors.map(
    (error) =>
      `Extended DNS Error ${error.infoCode}${EDE_NAMES[error.infoCode] ? `, ${EDE_NAMES[error.infoCode] ?? ''}` : ''}${error.extraText ? `: ${error.extraText}` : ''}`,
  );
  return ` (${parts.join('; ')})`;
}

export function isFailed(result: LookupResult): boolean {
  return FAILED_STATUSES.has(result.status);
}
