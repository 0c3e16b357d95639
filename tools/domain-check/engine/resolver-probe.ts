/**
 * Whether a resolver resolves at all, from one question about the root zone: a name outside any zone
 * a DNS host serves for a customer, which every recursive resolver answers, from its cache. Only the
 * healthy case is decided here, on every run; any other answer is judged, and said, by
 * `resolver-health.ts`, which a run whose resolvers resolve never loads (a browser's first report).
 */
import type { DnsClient, LookupResult } from '../dns/client.ts';
import type { DnsServer } from '../dns/transport.ts';
import type { ResolverFailure } from '../findings/words/network.ts';

export type ResolverHealth =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly resolver: string;
      readonly probe: LookupResult;
      readonly fault:
        | { readonly kind: 'unreachable'; readonly failure: ResolverFailure; readonly errorCode: string | null }
        | {
            readonly kind: 'not-resolving';
            readonly answer: 'refused' | 'servfail' | 'no-recursion' | 'nxdomain-root' | 'no-root';
          };
    };

export type UnhealthyResolver = Extract<ResolverHealth, { ok: false }>;

/**
 * The root zone's SOA, with RA set: a recursive resolver. The root exists and has an SOA, so NXDOMAIN
 * or NODATA for it is a resolver that answers every name so, whatever the truth.
 */
export function resolvesRecursively(probe: LookupResult): boolean {
  // RFC 1035 §4.1.1: RA says whether the server offers recursion; without it, it is authoritative only.
  return probe.status === 'answer' && probe.recursionAvailable;
}

/**
 * The one question every run asks each resolver about itself: the root's SOA, with DO set so that the
 * answer also shows whether it validates (AD on signed data, RFC 4035 §3.2.3). The engine asks it
 * beside the first lookups; a check that needs the answer asks the same question and gets the DNS
 * client's memoised answer, never a second query.
 */
export function askRootSoa(dns: DnsClient, server: DnsServer): Promise<LookupResult> {
  return dns.lookup({ server, name: '.', type: 'SOA', dnssecOk: true });
}
