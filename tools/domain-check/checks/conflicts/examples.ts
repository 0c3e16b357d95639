import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each conflicts finding for its section on the findings page: the params the check would give. */
export const CONFLICTS_EXAMPLES: CheckExamples<'conflicts'> = ({ domain, apex, dnsHost, platformHost }) => ({
  CONFLICTS_NONE: { domain },
  CONFLICTING_A_RECORD: { domain, values: '192.0.2.80', dnsHost: null },
  CONFLICTING_AAAA_RECORD: { domain, values: '2001:db8::80', dnsHost: null },
  CONFLICTING_MX_RECORD: { domain, values: '10 mail.example.com.', dnsHost: null },
  CONFLICTING_TXT_RECORD: { domain, values: '"v=spf1 -all"', dnsHost: null },
  CONFLICT_PROXIED: {
    domain,
    recordName: `docs (${domain})`,
    platformHost,
    addresses: ['104.16.0.10', '104.16.0.11'],
    dnsHost,
  },
  CONFLICT_FROM_WILDCARD: { domain, answers: [{ type: 'A', values: '192.0.2.80' }], wildcard: `*.${apex}` },
  CONFLICTS_LOOKUP_FAILED: { domain, type: 'A', detail: 'SERVFAIL' },
});
