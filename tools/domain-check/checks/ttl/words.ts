import { PROCEDURE_TTL } from '../../config/defaults.ts';
import { ttlRangeWords, type DnsHostTerms } from '../../findings/catalog/dns-host.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the ttl check's findings, for the findings page. */
export const TTL_DOCS = {
  TTL_OK: {
    check: 'ttl',
    title: `TTL is ${PROCEDURE_TTL}`,
    explanation: `The record has the TTL of ${PROCEDURE_TTL} seconds that the procedure gives.`,
  },
  TTL_DIFFERS: {
    check: 'ttl',
    title: `TTL differs from ${PROCEDURE_TTL}`,
    explanation: `The record has a TTL other than the ${PROCEDURE_TTL} seconds the procedure gives. This is informational: a lower TTL makes later changes spread faster, a higher one slower.`,
  },
} as const satisfies Record<string, FindingDocs>;

interface TtlDiffersParams {
  readonly domain: string;
  readonly type: string;
  readonly ttl: number;
  /** The zone's DNS host, when known: its panel's TTLs are named. */
  readonly dnsHost?: DnsHostTerms | null;
}

/** What each ttl finding says about the record read. */
export const TTL_WORDS = {
  TTL_OK: {
    message: ({ domain, type }: { domain: string; type: string }) =>
      `The ${type} record at ${domain} has TTL ${PROCEDURE_TTL}.`,
  },
  TTL_DIFFERS: {
    message: ({ domain, type, ttl }: TtlDiffersParams) =>
      `The ${type} record at ${domain} has TTL ${ttl}; the procedure gives ${PROCEDURE_TTL}. This is informational: ${
        ttl < PROCEDURE_TTL ? 'changes will spread faster' : 'changes will take longer to spread'
      }.`,
    fix: ({ domain, type, ttl, dnsHost }: TtlDiffersParams) =>
      `Optional: set the TTL of the ${type} record at ${domain} to ${PROCEDURE_TTL} seconds at your DNS host.${ttlRangeWords(dnsHost ?? null, ttl)}`,
  },
} satisfies WordsOf<keyof typeof TTL_DOCS>;

/** An example of each ttl finding for its section on the findings page: the params the check would give. */
export const TTL_EXAMPLES: CheckExamples<'ttl'> = ({ domain }) => ({
  TTL_OK: { domain, type: 'CNAME' },
  TTL_DIFFERS: { domain, type: 'CNAME', ttl: 300, dnsHost: null },
});
