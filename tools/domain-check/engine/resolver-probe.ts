/**
 * Whether a resolver resolves at all, from one question about the root zone: a name outside any zone
 * a DNS host serves for a customer, which every recursive resolver answers, from its cache. Only the
 * healthy case is decided here, on every run; any other answer is judged, and said, by
 * `resolver-health.ts`, which a run whose resolvers resolve never loads (a browser's first report).
 */
import type { LookupResult } from '../dns/client.ts';
import type { ResolverFailure } from '../findings/catalog/network.ts';

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
