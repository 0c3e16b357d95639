import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the propagation check's findings, for the findings page. */
export const PROPAGATION_DOCS = {
  PROPAGATION_OK: {
    check: 'propagation',
    title: 'Resolvers see the current record',
    explanation: 'Every resolver asked returns what the authoritative nameservers serve.',
  },
  PROPAGATING: {
    check: 'propagation',
    title: 'Correct at your DNS host, still propagating',
    explanation:
      "Your DNS host serves the right record, but a resolver still has an older answer cached. It expires with the cached record's TTL, or for a cached NXDOMAIN with the zone's negative TTL (RFC 2308 §5). Propagation can take up to 48 hours; most changes resolve within minutes.",
  },
  PROPAGATION_AUTHORITATIVE_WRONG: {
    check: 'propagation',
    title: 'Your DNS host serves the wrong record',
    explanation:
      'The authoritative nameservers themselves serve a record that is not the expected one, so waiting will not help.',
  },
  PROPAGATION_LOOKUP_FAILED: {
    check: 'propagation',
    title: 'Propagation could not be compared',
    explanation: 'The authoritative answer or a resolver answer could not be obtained, so they could not be compared.',
  },
} as const satisfies Record<string, FindingDocs>;

/** How long a cached answer has left, in words. */
export function describeWait(seconds: number | null): string {
  if (seconds === null) return 'an unknown time';
  if (seconds < 60) return 'under a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${Math.ceil(minutes / 60)} hours`;
}

export interface LookupFailedParams {
  readonly domain: string;
  readonly type: string;
  /** The resolver that failed; null when it was the zone's own nameservers that gave no answer. */
  readonly resolver: string | null;
  readonly detail: string | null;
}

export interface PropagatingParams {
  /** What the DNS host serves, and what the resolver still returns. */
  readonly expected: string;
  readonly seen: string;
  readonly resolver: string;
  /** Seconds the resolver's cached copy has left; null when unknown. */
  readonly remainingSeconds: number | null;
  /** The resolver holds a negative answer (RFC 2308 §5), cached for the zone's negative TTL. */
  readonly cachedNegative: boolean;
}

/** What each propagation finding says. */
export const PROPAGATION_WORDS = {
  PROPAGATION_LOOKUP_FAILED: {
    message: ({ domain, type, resolver, detail }: LookupFailedParams) =>
      resolver === null
        ? `Could not get the authoritative ${type} answer for ${domain} to compare with: ${detail ?? 'no nameserver found'}.`
        : `Could not compare: resolver ${resolver} failed for ${domain} ${type}: ${detail ?? 'no answer'}.`,
    fix: ({ resolver }: LookupFailedParams) =>
      resolver === null ? 'Run this again, or pass the zone’s nameservers with --authoritative IP.' : 'Run this again.',
  },
  PROPAGATION_AUTHORITATIVE_WRONG: {
    message: ({ domain, served, server }: { domain: string; type: string; served: string; server: string }) =>
      `Your DNS host itself serves ${served} for ${domain} (${server}), so waiting will not help.`,
    fix: ({ type }: { domain: string; type: string; served: string; server: string }) =>
      `Change the ${type} record at your DNS host; see the ${type === 'CNAME' ? 'cname' : 'apex'} check.`,
  },
  PROPAGATING: {
    message: ({ expected, seen, resolver, remainingSeconds, cachedNegative }: PropagatingParams) =>
      `Correct at your DNS host (${expected}), but resolver ${resolver} still returns ${seen}; ${
        cachedNegative
          ? `it cached that negative answer for the zone's negative TTL (${remainingSeconds ?? '?'} s left, RFC 2308 §5)`
          : `its cached copy has ${remainingSeconds ?? '?'} s left`
      }, so expect it to clear in ${describeWait(remainingSeconds)}. Propagation can take up to 48 hours; most changes resolve within minutes.`,
    fix: ({ remainingSeconds }: PropagatingParams) =>
      `Nothing to change at your DNS host: wait ${describeWait(remainingSeconds)}, then run this again.`,
  },
  PROPAGATION_OK: {
    message: ({ resolvers }: { resolvers: readonly string[] }) =>
      `Every resolver asked (${resolvers.join(', ')}) returns what your DNS host serves.`,
  },
} satisfies WordsOf<keyof typeof PROPAGATION_DOCS>;

/** An example of each propagation finding for its section on the findings page: the params the check would give. */
export const PROPAGATION_EXAMPLES: CheckExamples<'propagation'> = ({ domain, resolver, ns1, platformHost }) => ({
  PROPAGATION_OK: { resolvers: [resolver, '198.51.100.53'] },
  PROPAGATING: {
    expected: `${platformHost}.`,
    seen: 'NXDOMAIN',
    resolver,
    remainingSeconds: 1200,
    cachedNegative: true,
  },
  PROPAGATION_AUTHORITATIVE_WRONG: { domain, type: 'CNAME', served: 'hosting.example.net.', server: ns1.address },
  PROPAGATION_LOOKUP_FAILED: { domain, type: 'CNAME', resolver, detail: 'timeout' },
});
