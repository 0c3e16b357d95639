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
        | { readonly kind: 'not-resolving'; readonly answer: 'refused' | 'servfail' | 'no-recursion' };
    };

export type UnhealthyResolver = Extract<ResolverHealth, { ok: false }>;

/** An answer to the root-zone probe (data, NODATA or NXDOMAIN) with RA set: a recursive resolver. */
export function resolvesRecursively(probe: LookupResult): boolean {
  // RFC 1035 §4.1.1: RA says whether the server offers recursion; without it, it is authoritative only.
  return ANSWERED.has(probe.status) && probe.recursionAvailable;
}

const ANSWERED: ReadonlySet<LookupResult['status']> = new Set(['answer', 'nodata', 'nxdomain', 'cname-loop']);
