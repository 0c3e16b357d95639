import { defineScenarios } from '../scenario.ts';

const SOURCE = 'CA/B Forum Baseline Requirements §3.2.2.9 (multi-perspective validation); RFC 1034 §4.3.5';

/**
 * Every authoritative server must give the same answer: the CA validates from several network
 * perspectives, each resolver picks a server, so servers that disagree make validation fail at random.
 */
export default defineScenarios([
  {
    title: 'two DNS hosts with the same serial but different CNAMEs are never ready',
    source: SOURCE,
    zone: 'twoproviders.test',
    domain: 'docs.twoproviders.test',
    delegation: ['alpha', 'beta'],
    records: 'docs CNAME cname.platform.test.',
    recordsAt: { beta: 'docs CNAME old-host.platform.test.' },
    expect: {
      status: 'action-required',
      problems: ['NAMESERVER_ANSWERS_DIFFER'],
      // The cname check reads the first server that answers; which one that is may vary.
      mayAlsoReport: ['CNAME_MISMATCH', 'CNAME_TARGET_UNRESOLVABLE'],
    },
  },
  {
    title: 'a secondary whose zone transfers stopped (older serial, no CNAME) is never ready',
    source: SOURCE,
    zone: 'stalesecondary.test',
    domain: 'docs.stalesecondary.test',
    delegation: ['alpha', 'beta'],
    records: 'docs CNAME cname.platform.test.',
    recordsAt: { beta: 'www A 198.51.100.7' },
    serialAt: { alpha: 2, beta: 1 },
    expect: {
      status: 'action-required',
      problems: ['NAMESERVER_ANSWERS_DIFFER', 'NAMESERVER_SERIALS_DIFFER'],
      mayAlsoReport: ['CNAME_MISSING'],
    },
  },
  {
    title: 'apex A records that differ between DNS hosts are never ready',
    source: SOURCE,
    zone: 'apexdiffer.test',
    domain: 'apexdiffer.test',
    delegation: ['alpha', 'beta'],
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
    recordsAt: { beta: '@ A 198.51.100.7\n@ AAAA 2001:db8::10' },
    expect: {
      status: 'action-required',
      problems: ['NAMESERVER_ANSWERS_DIFFER'],
      mayAlsoReport: ['APEX_ADDRESSES_PARTIAL', 'APEX_FOREIGN_ADDRESS'],
    },
  },
  {
    title: 'an AAAA record served by one DNS host only is never ready',
    source: SOURCE,
    zone: 'aaaadiffer.test',
    domain: 'aaaadiffer.test',
    delegation: ['alpha', 'beta'],
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
    recordsAt: { beta: '@ A 192.0.2.10' },
    expect: {
      status: 'action-required',
      problems: ['NAMESERVER_ANSWERS_DIFFER'],
    },
  },
  {
    title: 'CAA records that differ between DNS hosts are never ready',
    source: `${SOURCE}; RFC 8659 §3`,
    zone: 'caadiffer.test',
    domain: 'docs.caadiffer.test',
    delegation: ['alpha', 'beta'],
    records: 'docs CNAME cname.platform.test.\n@ CAA 0 issue "letsencrypt.org"',
    recordsAt: { beta: 'docs CNAME cname.platform.test.\n@ CAA 0 issue "other-ca.test"' },
    expect: {
      status: 'action-required',
      problems: ['NAMESERVER_ANSWERS_DIFFER'],
      mayAlsoReport: ['CAA_BLOCKS_ISSUER'],
    },
  },
]);
