/** The zone check over real DNS messages to the in-process world: where the zone cut is, across a public suffix. */
import { describe, expect, it } from 'vitest';
import { decided, dnsCheckInWorld } from '../../support/check-findings.ts';

const { findingsOf } = dnsCheckInWorld('zone');

describe('the zone check', () => {
  it.each([
    ['docs.example.co.uk', 'ZONE_SUBDOMAIN', { domain: 'docs.example.co.uk', zone: 'example.co.uk' }],
    ['team.example.com', 'ZONE_DELEGATED_SUBDOMAIN', { domain: 'team.example.com', registrable: 'example.com' }],
    ['apex-ok.com', 'ZONE_APEX', { domain: 'apex-ok.com' }],
  ])('finds where %s sits: %s', async (domain, code, params) => {
    expect(decided(await findingsOf(domain))).toEqual([{ status: 'pass', code, params }]);
  });

  it('fails a domain whose registrable name does not exist, naming that name', async () => {
    expect(decided(await findingsOf('docs.unregistered.com'))).toEqual([
      { status: 'fail', code: 'ZONE_NOT_REGISTERED', params: { name: 'unregistered.com' } },
    ]);
  });
});
