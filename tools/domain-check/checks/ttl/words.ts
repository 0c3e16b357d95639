import { ttlRangeWords, type DnsHostTerms } from '../../dns-hosts/words.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the ttl check's findings, for the findings page. */
export const TTL_DOCS = {
  TTL_OK: {
    check: 'ttl',
    title: 'TTL is the procedure’s',
    explanation: 'The record has the TTL that the procedure gives.',
  },
  TTL_DIFFERS: {
    check: 'ttl',
    title: 'TTL differs from the procedure’s',
    explanation:
      'The record has a TTL other than the one the procedure gives. This is informational: a lower TTL makes later changes spread faster, a higher one slower.',
  },
} as const satisfies Record<string, FindingDocs>;

/** The record read, and the TTL the procedure gives (the platform profile's). */
interface TtlFacts {
  readonly domain: string;
  readonly type: string;
  readonly procedureTtl: number;
}

interface TtlDiffersParams extends TtlFacts {
  readonly ttl: number;
  /** The zone's DNS host, when known: its panel's TTLs are named. */
  readonly dnsHost?: DnsHostTerms | null;
}

/** What each ttl finding says about the record read. */
export const TTL_WORDS = {
  TTL_OK: {
    message: ({ domain, type, procedureTtl }: TtlFacts) => `The ${type} record at ${domain} has TTL ${procedureTtl}.`,
  },
  TTL_DIFFERS: {
    message: ({ domain, type, ttl, procedureTtl }: TtlDiffersParams) =>
      `The ${type} record at ${domain} has TTL ${ttl}; the procedure gives ${procedureTtl}. This is informational: ${
        ttl < procedureTtl ? 'changes will spread faster' : 'changes will take longer to spread'
      }.`,
    fix: ({ domain, type, ttl, procedureTtl, dnsHost }: TtlDiffersParams) =>
      `Optional: set the TTL of the ${type} record at ${domain} to ${procedureTtl} seconds at your DNS host.${ttlRangeWords(dnsHost ?? null, ttl)}`,
  },
} satisfies WordsOf<keyof typeof TTL_DOCS>;

/** An example of each ttl finding for its section on the findings page: the params the check would give. */
export const TTL_EXAMPLES: CheckExamples<'ttl'> = ({ domain, platform }) => ({
  TTL_OK: { domain, type: 'CNAME', procedureTtl: platform.recordTtl },
  TTL_DIFFERS: { domain, type: 'CNAME', ttl: 300, procedureTtl: platform.recordTtl, dnsHost: null },
});
