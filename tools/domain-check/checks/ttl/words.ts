import { PROCEDURE_TTL } from '../../config/defaults.ts';
import type { CatalogEntry } from '../../findings/catalog/entry.ts';
import type { WordsOf } from '../../findings/catalog/words.ts';

/** The words of the ttl check's findings, for the findings page. */
export const TTL_FINDINGS = {
  TTL_OK: {
    check: 'ttl',
    title: `TTL is ${PROCEDURE_TTL}`,
    explanation: `The record has the TTL of ${PROCEDURE_TTL} seconds that the procedure gives.`,
    fix: '',
  },
  TTL_DIFFERS: {
    check: 'ttl',
    title: `TTL differs from ${PROCEDURE_TTL}`,
    explanation: `The record has a TTL other than the ${PROCEDURE_TTL} seconds the procedure gives. This is informational: a lower TTL makes later changes spread faster, a higher one slower.`,
    fix: '',
  },
} as const satisfies Record<string, CatalogEntry>;

/** What each ttl finding says about the record read. */
export const TTL_WORDS = {
  TTL_OK: {
    message: ({ domain, type }: { domain: string; type: string }) =>
      `The ${type} record at ${domain} has TTL ${PROCEDURE_TTL}.`,
  },
  TTL_DIFFERS: {
    message: ({ domain, type, ttl }: { domain: string; type: string; ttl: number }) =>
      `The ${type} record at ${domain} has TTL ${ttl}; the procedure gives ${PROCEDURE_TTL}. This is informational: ${
        ttl < PROCEDURE_TTL ? 'changes will spread faster' : 'changes will take longer to spread'
      }.`,
  },
} satisfies WordsOf<keyof typeof TTL_FINDINGS>;
