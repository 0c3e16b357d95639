import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each apex finding for its section on the findings page: the params the check would give. */
export const APEX_EXAMPLES: CheckExamples<'apex'> = ({ apex, resolver, dnsHost, platformHost }) => ({
  APEX_OK: { domain: apex, platformHost, addresses: ['192.0.2.10'], resolversAsked: 2, cachingResolvers: [] },
  APEX_ADDRESSES_PARTIAL: {
    domain: apex,
    platformHost,
    foreign: ['192.0.2.80'],
    elsewhere: [],
    seenAt: null,
    dnsHost: null,
  },
  APEX_FOREIGN_ADDRESS: {
    domain: apex,
    platformHost,
    foreign: ['192.0.2.80'],
    elsewhere: [],
    seenAt: null,
    dnsHost: null,
    platformAddresses: ['192.0.2.10'],
  },
  APEX_NO_ADDRESS: { domain: apex, platformHost, seenAt: null, dnsHost: null },
  APEX_CNAME: { domain: apex, platformHost, target: platformHost, mx: ['10 mail.example.com.'], dnsHost: null },
  APEX_STRAY_AAAA: {
    domain: apex,
    platformHost,
    foreign: ['2001:db8::80'],
    elsewhere: [],
    seenAt: null,
    dnsHost: null,
  },
  APEX_PROXIED: { domain: apex, platformHost, addresses: ['104.16.0.10', '104.16.0.11'], dnsHost },
  APEX_LOOKUP_FAILED: {
    domain: apex,
    platformHost,
    resolversAsked: 2,
    failedResolvers: [resolver],
    failure: { kind: 'apex-lookup', detail: 'timeout' },
  },
});
