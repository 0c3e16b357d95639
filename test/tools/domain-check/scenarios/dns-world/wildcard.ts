import { defineScenarios } from '../scenario.ts';

/** Answers synthesized from `*.zone` (RFC 4592) are not records at the name: nothing to delete there. */
export default defineScenarios([
  {
    title: 'an address synthesized from a wildcard is not called an A record to delete',
    source: 'RFC 4592 §2.2.1; RFC 1034 §4.3.3',
    zone: 'wild.test',
    domain: 'docs.wild.test',
    delegation: ['alpha'],
    records: '* A 198.51.100.7\nwww A 198.51.100.8',
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICT_FROM_WILDCARD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'a CNAME synthesized from a wildcard is overridden by creating the CNAME, not edited',
    source: 'RFC 4592 §2.2.1, §4.3',
    zone: 'wildcname.test',
    domain: 'docs.wildcname.test',
    delegation: ['alpha'],
    records: '* CNAME parking.platform.test.',
    expect: { status: 'action-required', problems: ['CNAME_FROM_WILDCARD', 'PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'a wildcard CNAME that already points to the platform host is ready',
    source: 'RFC 4592 §2.2.1',
    zone: 'wildok.test',
    domain: 'docs.wildok.test',
    delegation: ['alpha'],
    records: '* CNAME cname.platform.test.',
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'a real A record beside a wildcard is still named for deletion',
    source: 'RFC 4592 §2.2.1 (a name that exists is not matched by the wildcard); RFC 2181 §10.1',
    zone: 'wildreal.test',
    domain: 'docs.wildreal.test',
    delegation: ['alpha'],
    records: '* A 198.51.100.7\ndocs A 198.51.100.7',
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_A_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
]);
