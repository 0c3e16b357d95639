import type { CatalogEntry } from './entry.ts';

/** The words of the apex check's findings, for the findings page. */
export const APEX_FINDINGS = {
  APEX_OK: {
    check: 'apex',
    title: 'Apex addresses belong to the platform',
    explanation:
      "The apex's A/AAAA addresses are all addresses of the platform host, as an ALIAS/ANAME record produces (resolvers see plain A/AAAA). Each resolver is asked for both, and its view of the apex is compared with its own view of the platform host, since a platform may answer each location with other addresses.",
    fix: '',
  },
  APEX_ADDRESSES_PARTIAL: {
    check: 'apex',
    title: 'Apex has addresses that are not the platform’s',
    explanation:
      "Some of the apex's A/AAAA addresses belong to the platform host and some do not. Clients and the certificate authority pick any of them (RFC 8555 §8.3 validates by connecting to the domain), so a share of visitors and, at random, validation reach another server. A partial set fails like a wrong one.",
    fix: 'Delete the A/AAAA records that are not the platform host’s addresses, or replace them all with an ALIAS or ANAME record to the platform host.',
  },
  APEX_FOREIGN_ADDRESS: {
    check: 'apex',
    title: 'Apex has an address outside the platform',
    explanation:
      'An A or AAAA record at the apex points to an address the platform host does not use, as the same resolver sees the platform host. Visitors and the certificate authority are sent there. When other resolvers do get that address for the platform host, the platform answers by location and the apex holds the addresses of one location only: copied A records, or an ALIAS/ANAME that the DNS host resolves from one place.',
    fix: 'Delete the A/AAAA records at the apex and create an ALIAS or ANAME record to the platform host. If it already is one and the platform answers by location, use a subdomain with a CNAME instead.',
  },
  APEX_NO_ADDRESS: {
    check: 'apex',
    title: 'Apex has no address',
    explanation: 'The apex has no A or AAAA record, so it does not point to the platform.',
    fix: 'Create an ALIAS or ANAME record at the apex with the platform host as its value.',
  },
  APEX_CNAME: {
    check: 'apex',
    title: 'CNAME at the apex',
    explanation:
      'A CNAME cannot sit at a zone apex, which must hold SOA and NS records (RFC 1034 §3.6.2, RFC 2181 §10.1). Many resolvers then fail on the whole domain, mail included.',
    fix: 'Delete the CNAME at the apex and create an ALIAS or ANAME record to the platform host. Not every DNS provider supports these.',
  },
  APEX_STRAY_AAAA: {
    check: 'apex',
    title: 'AAAA record where the platform has no IPv6',
    explanation:
      "The apex has an AAAA record, but the platform host has no IPv6 address. Clients prefer IPv6 (RFC 6724 §6), and Let's Encrypt tries IPv6 first when a domain has an AAAA record, so validation and many visitors reach a server that is not the platform.",
    fix: 'Delete the AAAA record(s) at the apex; keep only the platform host’s addresses (or an ALIAS/ANAME record).',
  },
  APEX_LOOKUP_FAILED: {
    check: 'apex',
    title: 'Apex lookup failed',
    explanation: "The apex's or the platform host's addresses could not be looked up.",
    fix: 'Run the check again; if it persists, try another resolver with --resolver.',
  },
} as const satisfies Record<string, CatalogEntry>;
