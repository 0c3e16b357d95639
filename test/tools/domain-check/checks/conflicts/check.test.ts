/** The conflicts check over real DNS messages to the in-process world (fixtures/zones/example.com.zone). */
import { describe, expect, it } from 'vitest';
import { decided, dnsCheckInWorld } from '../../support/check-findings.ts';

const { findingsOf } = dnsCheckInWorld('conflicts');

describe('the conflicts check', () => {
  it('passes a name that holds the CNAME alone', async () => {
    expect(decided(await findingsOf('ok.example.com'))).toEqual([
      { status: 'pass', code: 'CONFLICTS_NONE', params: { domain: 'ok.example.com' } },
    ]);
  });

  it.each([
    ['a-record.example.com', 'CONFLICTING_A_RECORD', '192.0.2.10'],
    ['mx-record.example.com', 'CONFLICTING_MX_RECORD', '10 mail.example.net.'],
  ])('fails %s, where a record sits where the CNAME belongs, naming what it holds', async (domain, code, values) => {
    expect(decided(await findingsOf(domain))).toEqual([
      { status: 'fail', code, params: { domain, values, dnsHost: null } },
    ]);
  });
});
