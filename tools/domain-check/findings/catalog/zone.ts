import type { CatalogEntry } from './entry.ts';

/** The words of the zone check's findings, for the findings page. */
export const ZONE_FINDINGS = {
  ZONE_APEX: {
    check: 'zone',
    title: 'Apex domain',
    explanation:
      'The domain is the apex of its DNS zone (its SOA record lives there). An apex cannot hold a CNAME, so it needs an ALIAS or ANAME record.',
    fix: '',
  },
  ZONE_SUBDOMAIN: {
    check: 'zone',
    title: 'Subdomain',
    explanation: 'The domain is a name inside a zone, so it takes a CNAME record pointing to the platform host.',
    fix: '',
  },
  ZONE_DELEGATED_SUBDOMAIN: {
    check: 'zone',
    title: 'Delegated subdomain',
    explanation:
      'The Public Suffix List says this is a subdomain, but DNS delegates it as a zone of its own, so it is the apex of that zone. domain-check trusts DNS: the domain cannot hold a CNAME and needs an ALIAS or ANAME record at the DNS host of that zone.',
    fix: 'Create an ALIAS or ANAME record at the apex of the delegated zone, at the DNS host that serves it.',
  },
  ZONE_NOT_REGISTERED: {
    check: 'zone',
    title: 'Domain not registered?',
    explanation:
      'The registrable domain does not exist in DNS (NXDOMAIN). It is either not registered, expired, or its nameservers are not set at the registrar.',
    fix: 'Check the registration at your registrar, and that its nameservers point to your DNS host.',
  },
  ZONE_LOOKUP_FAILED: {
    check: 'zone',
    title: 'Zone lookup failed',
    explanation: 'The SOA lookups that find the zone cut failed, so it is not known whether the domain is an apex.',
    fix: 'Run the check again; if it persists, try another resolver with --resolver.',
  },
} as const satisfies Record<string, CatalogEntry>;
