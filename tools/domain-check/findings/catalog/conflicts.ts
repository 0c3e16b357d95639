import type { CatalogEntry } from './entry.ts';

/** The words of the conflicts check's findings, for the findings page. */
export const CONFLICTS_FINDINGS = {
  CONFLICTS_NONE: {
    check: 'conflicts',
    title: 'No conflicting records',
    explanation: 'No other records sit at the name that must be a CNAME.',
    fix: '',
  },
  CONFLICTING_A_RECORD: {
    check: 'conflicts',
    title: 'A record where the CNAME belongs',
    explanation:
      'An A record exists at the subdomain. A CNAME cannot coexist with other data (RFC 2181 §10.1), so the DNS host refuses the CNAME or serves the old address.',
    fix: 'Delete the A record, then create the CNAME.',
  },
  CONFLICTING_AAAA_RECORD: {
    check: 'conflicts',
    title: 'AAAA record where the CNAME belongs',
    explanation:
      'An AAAA record exists at the subdomain. Besides blocking the CNAME, it sends IPv6 visitors and the certificate authority to another server.',
    fix: 'Delete the AAAA record, then create the CNAME.',
  },
  CONFLICTING_MX_RECORD: {
    check: 'conflicts',
    title: 'MX record where the CNAME belongs',
    explanation: 'An MX record exists at the subdomain; a CNAME cannot coexist with it (RFC 2181 §10.1).',
    fix: 'Move mail to another name or delete the MX record, then create the CNAME.',
  },
  CONFLICTING_TXT_RECORD: {
    check: 'conflicts',
    title: 'TXT record where the CNAME belongs',
    explanation: 'A TXT record exists at the subdomain; a CNAME cannot coexist with it (RFC 2181 §10.1).',
    fix: 'Delete the TXT record (or move it to another name), then create the CNAME.',
  },
  CONFLICT_FROM_WILDCARD: {
    check: 'conflicts',
    title: 'Answer comes from a wildcard',
    explanation:
      'The address (or other data) returned for the subdomain is synthesized from a wildcard record such as *.example.com (RFC 4592 §2.2.1): no record exists at the name itself, so there is nothing there to delete. Creating the CNAME at the name overrides the wildcard for that name only.',
    fix: 'Create the CNAME at the subdomain; leave the wildcard as it is unless you no longer need it.',
  },
  CONFLICTS_LOOKUP_FAILED: {
    check: 'conflicts',
    title: 'Conflict lookup failed',
    explanation: 'The records at the domain could not all be looked up, so conflicts are unknown.',
    fix: 'Run the check again.',
  },
} as const satisfies Record<string, CatalogEntry>;
