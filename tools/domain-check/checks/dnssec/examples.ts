import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each dnssec finding for its section on the findings page: the params the check would give. */
export const DNSSEC_EXAMPLES: CheckExamples<'dnssec'> = ({ domain, resolver, apex }) => ({
  DNSSEC_OK: { domain, validated: true, resolvers: [resolver] },
  DNSSEC_BROKEN: { domain, resolver, zone: apex, dnsHost: null },
  DNSSEC_SIGNATURE_EXPIRED: { domain, resolver, zone: apex },
  DNSSEC_DS_MATCHES_NO_KEY: { domain, resolver, zone: apex, dnsHost: null },
  DNSSEC_CHILD_DS_MATCHES_NO_KEY: {
    domain: `docs.${apex}`,
    resolver,
    zone: `docs.${apex}`,
    parentZone: apex,
    unsigned: false,
  },
  DNSSEC_BOGUS: { domain, resolver, zone: apex },
  DNSSEC_TARGET_ZONE_BOGUS: {
    domain,
    resolver,
    target: 'cname.example.net',
    extendedErrors: [{ infoCode: 7, extraText: 'signature expired' }],
  },
  DNSSEC_PARENT_ZONE_RRSET_BOGUS: {
    domain: `docs.${apex}`,
    resolver,
    name: apex,
    type: 'CAA',
    zone: apex,
    ownZone: `docs.${apex}`,
    extendedErrors: [{ infoCode: 10, extraText: 'no signatures' }],
  },
  DNSSEC_SERVFAIL: { domain, resolver, extendedErrors: [{ infoCode: 22, extraText: 'all nameservers timed out' }] },
  DNSSEC_LOOKUP_FAILED: { domain, resolver, detail: 'timeout' },
});
