import type { CatalogEntry } from './entry.ts';

/** The words of the ttl check's findings, for the findings page. */
export const TTL_FINDINGS = {
  TTL_OK: {
    check: 'ttl',
    title: 'TTL is 3600',
    explanation: 'The record has the TTL of 3600 seconds that the procedure gives.',
    fix: '',
  },
  TTL_DIFFERS: {
    check: 'ttl',
    title: 'TTL differs from 3600',
    explanation:
      'The record has a TTL other than the 3600 seconds the procedure gives. This is informational: a lower TTL makes later changes spread faster, a higher one slower.',
    fix: '',
  },
} as const satisfies Record<string, CatalogEntry>;
