import { defineScenarios } from '../scenario.ts';

/** Correct setups: "ready" only because every server, the resolver and the CA agree. */
export default defineScenarios([
  {
    title: 'a subdomain with the CNAME at its only DNS host is ready',
    source: 'RFC 1034 §3.6.2',
    zone: 'plain.test',
    domain: 'docs.plain.test',
    delegation: ['alpha'],
    records: 'docs CNAME cname.platform.test.',
    reference: { zonemaster: [], dnsviz: [] },
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'a subdomain served alike by two DNS hosts is ready',
    source: 'RFC 1034 §4.2.2',
    zone: 'twohosts.test',
    domain: 'docs.twohosts.test',
    delegation: ['alpha', 'beta'],
    records: 'docs CNAME cname.platform.test.',
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'an apex whose ALIAS gives exactly the platform’s addresses is ready',
    source: 'RFC 1034 §3.6.2 (no CNAME at the apex, so ALIAS/ANAME)',
    zone: 'apexok.test',
    domain: 'apexok.test',
    delegation: ['alpha'],
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'a subdomain without a CNAME needs one',
    source: 'RFC 1034 §3.6.2',
    zone: 'nocname.test',
    domain: 'docs.nocname.test',
    delegation: ['alpha'],
    records: 'www A 198.51.100.7',
    expect: { status: 'action-required', problems: ['CNAME_MISSING', 'PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'an A record where the CNAME belongs is named for deletion',
    source: 'RFC 2181 §10.1',
    zone: 'hasa.test',
    domain: 'docs.hasa.test',
    delegation: ['alpha'],
    records: 'docs A 198.51.100.7',
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_A_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
]);
