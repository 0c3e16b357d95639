import { describe, expect, it } from 'vitest';
import { crashed, skip } from '../../../../../tools/domain-check/findings/finding.ts';
import { ANY_CHECK_DOCS, type SkipReason } from '../../../../../tools/domain-check/findings/words/any-check.ts';

/** One skip of each reason: a reason left out here is a type error, so the list stays whole. */
const ONE_SKIP_OF_EACH_REASON = {
  'hostname-invalid': { reason: 'hostname-invalid' },
  'domain-not-registered': { reason: 'domain-not-registered' },
  'kind-does-not-apply': { reason: 'kind-does-not-apply', appliesTo: 'apex', domain: 'docs.example.com' },
  'role-does-not-apply': { reason: 'role-does-not-apply', appliesTo: 'redirect' },
  'no-record': { reason: 'no-record', domain: 'docs.example.com', type: 'CNAME' },
  'nameservers-disagree': { reason: 'nameservers-disagree', domain: 'docs.example.com', type: 'CNAME' },
  'no-redirect-configured': { reason: 'no-redirect-configured', domain: 'www.example.com' },
  'resolver-failed': { reason: 'resolver-failed', resolver: '192.0.2.53', check: 'zone' },
  'lookup-cause-named': { reason: 'lookup-cause-named', check: 'zone', code: 'DELEGATION_LAME' },
  'lookup-failed': {
    reason: 'lookup-failed',
    name: '_validation-persist.docs.example.com',
    type: 'TXT',
    detail: 'SERVFAIL',
  },
} as const satisfies { [Reason in SkipReason['reason']]: Extract<SkipReason, { reason: Reason }> };

describe('the words of a skipped or crashed check', () => {
  it('says why each check was skipped, from its reason alone', () => {
    const messages = Object.values(ONE_SKIP_OF_EACH_REASON).map((reason) => skip('ttl', reason).message);
    expect(messages).toEqual([
      'Skipped: the hostname is not valid.',
      'Skipped: the domain does not exist in DNS (see the zone check).',
      'Applies to apex domains only; docs.example.com is a subdomain.',
      'Applies to redirect sources only.',
      'No CNAME record at docs.example.com to read a TTL from.',
      'Skipped for CNAME: the nameservers of docs.example.com serve different CNAME answers (see the nameservers check), so there is no one answer to wait for.',
      'No redirect is configured for www.example.com (pass --config).',
      'Skipped: the resolver 192.0.2.53 failed, so nothing it answered is read as your DNS (see the zone check).',
      'Skipped: its lookups fail for the cause the zone check names (DELEGATION_LAME).',
      'Skipped: the lookup of _validation-persist.docs.example.com TXT failed (SERVFAIL), so nothing is claimed either way.',
    ]);
  });

  it('names every reason a check can be skipped for in the findings page section', () => {
    for (const reason of Object.keys(ONE_SKIP_OF_EACH_REASON)) {
      expect(ANY_CHECK_DOCS.CHECK_SKIPPED.explanation).toContain(reason);
    }
  });

  it('keeps a skip and a crash as data: the reason or cause is the finding’s params', () => {
    expect(skip('apex', ONE_SKIP_OF_EACH_REASON['kind-does-not-apply'])).toMatchObject({
      status: 'skip',
      code: 'CHECK_SKIPPED',
      fix: null,
      params: { reason: 'kind-does-not-apply', appliesTo: 'apex', domain: 'docs.example.com' },
    });
    expect(crashed('caa', { check: 'caa', cause: 'deadline' })).toEqual({
      id: 'caa',
      status: 'error',
      code: 'CHECK_CRASHED',
      message: "The caa check did not finish before the run's deadline.",
      fix: 'Run this again with a longer --timeout.',
      evidence: [],
      params: { check: 'caa', cause: 'deadline' },
    });
  });
});
