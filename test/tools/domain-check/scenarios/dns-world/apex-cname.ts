import { defineScenarios } from '../scenario.ts';

const SOURCE = 'RFC 1034 §3.6.2; RFC 2181 §10.1';

/** A CNAME at the apex, which NSD refuses to load and some DNS hosts store beside SOA and NS. */
export default defineScenarios([
  {
    title: 'a CNAME at the apex is named, with the ALIAS fix and the mail it breaks',
    source: SOURCE,
    zone: 'apexcname.test',
    domain: 'apexcname.test',
    delegation: ['handmade'],
    records: '@ CNAME cname.platform.test.\n@ MX 10 mail.apexcname.test.\nmail A 198.51.100.25',
    expect: { status: 'action-required', problems: ['APEX_CNAME'], mayAlsoReport: ['PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'a CNAME at the apex to another host is named too',
    source: SOURCE,
    zone: 'apexcnameother.test',
    domain: 'apexcnameother.test',
    delegation: ['handmade'],
    records: '@ CNAME old-host.platform.test.',
    expect: { status: 'action-required', problems: ['APEX_CNAME'], mayAlsoReport: ['PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title:
      'a CNAME kept beside the SOA at the apex is named, though the resolver has cached the CNAME and answers SOA questions with it',
    source: `${SOURCE}; RFC 1034 §4.3.2 (a referral names the zone's servers)`,
    zone: 'apexcnamecached.test',
    domain: 'apexcnamecached.test',
    delegation: ['handmade'],
    // The handmade host answers SOA and NS questions with the SOA and NS, every other type with the CNAME.
    records: '@ CNAME cname.platform.test.',
    askedBefore: ['A'],
    expect: { status: 'action-required', problems: ['APEX_CNAME'], mayAlsoReport: ['PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
]);
