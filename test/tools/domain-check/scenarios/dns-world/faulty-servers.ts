import { defineScenarios } from '../scenario.ts';

/** DNS hosts that answer wrongly: the CA cannot validate what a server will not answer. */
export default defineScenarios([
  {
    title: 'a DNS host that answers SERVFAIL for CAA stops the certificate: action required, never ready',
    source: 'RFC 8659 §3 (a CA must not issue when the CAA lookup fails)',
    zone: 'caaservfail.test',
    domain: 'docs.caaservfail.test',
    delegation: ['handmade'],
    records: 'docs CNAME cname.platform.test.',
    faults: [
      { kind: 'servfail', name: 'docs.caaservfail.test', type: 'CAA' },
      { kind: 'servfail', name: 'caaservfail.test', type: 'CAA' },
    ],
    // Zonemaster asks no CAA; DNSViz names the SERVFAIL of each CAA query.
    reference: { zonemaster: [], dnsviz: ['INVALID_RCODE'] },
    expect: { status: 'action-required', problems: ['CAA_DNS_HOST_FAILS'] },
  },
  {
    title: 'a handmade DNS host serving the CNAME correctly is ready',
    source: 'RFC 1034 §3.6.2',
    zone: 'handmadeok.test',
    domain: 'docs.handmadeok.test',
    delegation: ['handmade'],
    records: 'docs CNAME cname.platform.test.',
    reference: { zonemaster: [], dnsviz: [] },
    expect: { status: 'ready', problems: [] },
  },
]);
