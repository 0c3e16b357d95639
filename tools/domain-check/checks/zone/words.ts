import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the zone check's findings, for the findings page. */
export const ZONE_DOCS = {
  ZONE_APEX: {
    check: 'zone',
    title: 'Apex domain',
    explanation:
      'The domain is the apex of its DNS zone (its SOA record lives there). An apex cannot hold a CNAME, so it needs an ALIAS or ANAME record.',
  },
  ZONE_SUBDOMAIN: {
    check: 'zone',
    title: 'Subdomain',
    explanation: 'The domain is a name inside a zone, so it takes a CNAME record pointing to the platform host.',
  },
  ZONE_DELEGATED_SUBDOMAIN: {
    check: 'zone',
    title: 'Delegated subdomain',
    explanation:
      'The Public Suffix List says this is a subdomain, but DNS delegates it as a zone of its own, so it is the apex of that zone. domain-check trusts DNS: the domain cannot hold a CNAME and needs an ALIAS or ANAME record at the DNS host of that zone.',
  },
  ZONE_NOT_REGISTERED: {
    check: 'zone',
    title: 'Domain not registered?',
    explanation:
      'The registrable domain does not exist in DNS (NXDOMAIN). It is either not registered, expired, or its nameservers are not set at the registrar.',
  },
  ZONE_LOOKUP_FAILED: {
    check: 'zone',
    title: 'Zone lookup failed',
    explanation: 'The SOA lookups that find the zone cut failed, so it is not known whether the domain is an apex.',
  },
} as const satisfies Record<string, FindingDocs>;

/** What each zone finding says; `registrable` is the name the Public Suffix List calls registrable. */
export const ZONE_WORDS = {
  ZONE_NOT_REGISTERED: {
    message: ({ name }: { name: string }) => `${name} does not exist in DNS (NXDOMAIN). Is the domain registered?`,
    fix: ({ name }: { name: string }) =>
      `Check that ${name} is registered and that its nameservers are set at the registrar.`,
  },
  ZONE_LOOKUP_FAILED: {
    message: ({ domain, detail }: { domain: string; detail: string | null }) =>
      `Could not find the zone of ${domain}: ${detail ?? 'no SOA record was found'}.`,
    fix: () => 'Run this again; if it persists, try another resolver with --resolver.',
  },
  ZONE_DELEGATED_SUBDOMAIN: {
    message: ({ domain, registrable }: { domain: string; registrable: string }) =>
      `${domain} is a subdomain of ${registrable} by the Public Suffix List, but DNS delegates it as its own zone, so it is a zone apex. Trusting DNS: it needs an ALIAS/ANAME record, not a CNAME.`,
  },
  ZONE_APEX: {
    message: ({ domain }: { domain: string }) =>
      `${domain} is an apex domain (the SOA of its zone is here): it needs an ALIAS/ANAME record.`,
  },
  ZONE_SUBDOMAIN: {
    message: ({ domain, zone }: { domain: string; zone: string }) =>
      `${domain} is a subdomain in the zone ${zone}: it needs a CNAME record.`,
  },
} satisfies WordsOf<keyof typeof ZONE_DOCS>;

/** An example of each zone finding for its section on the findings page: the params the check would give. */
export const ZONE_EXAMPLES: CheckExamples<'zone'> = ({ domain, apex }) => ({
  ZONE_APEX: { domain: apex },
  ZONE_SUBDOMAIN: { domain, zone: apex },
  ZONE_DELEGATED_SUBDOMAIN: { domain: 'docs.team.example.com', registrable: apex },
  ZONE_NOT_REGISTERED: { name: apex },
  ZONE_LOOKUP_FAILED: { domain, detail: 'SERVFAIL' },
});
