import type { CatalogEntry } from './entry.ts';

/** The words of the propagation check's findings, for the findings page. */
export const PROPAGATION_FINDINGS = {
  PROPAGATION_OK: {
    check: 'propagation',
    title: 'Resolvers see the current record',
    explanation: 'Every resolver asked returns what the authoritative nameservers serve.',
    fix: '',
  },
  PROPAGATING: {
    check: 'propagation',
    title: 'Correct at your DNS host, still propagating',
    explanation:
      "Your DNS host serves the right record, but a resolver still has an older answer cached. It expires with the cached record's TTL, or for a cached NXDOMAIN with the zone's negative TTL (RFC 2308 §5). Propagation can take up to 48 hours; most changes resolve within minutes.",
    fix: 'Nothing to change: wait for the estimated time, then run this again.',
  },
  PROPAGATION_AUTHORITATIVE_WRONG: {
    check: 'propagation',
    title: 'Your DNS host serves the wrong record',
    explanation:
      'The authoritative nameservers themselves serve a record that is not the expected one, so waiting will not help.',
    fix: 'Change the record at your DNS host.',
  },
  PROPAGATION_LOOKUP_FAILED: {
    check: 'propagation',
    title: 'Propagation could not be compared',
    explanation: 'The authoritative answer or a resolver answer could not be obtained, so they could not be compared.',
    fix: 'Run the check again, or pass the nameservers with --authoritative.',
  },
} as const satisfies Record<string, CatalogEntry>;
