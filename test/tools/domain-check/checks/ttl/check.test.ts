/** The ttl check over real DNS messages to the in-process world (fixtures/zones/example.com.zone). */
import { describe, expect, it } from 'vitest';
import { decided, dnsCheckInWorld } from '../../support/check-findings.ts';

const { findingsOf } = dnsCheckInWorld('ttl');

describe('the ttl check', () => {
  it('passes a CNAME whose TTL is the procedure’s', async () => {
    const findings = await findingsOf('ok.example.com');
    expect(decided(findings)).toEqual([
      { status: 'pass', code: 'TTL_OK', params: { domain: 'ok.example.com', type: 'CNAME', procedureTtl: 3600 } },
    ]);
  });

  it('notes a TTL other than the procedure’s, with the TTL the zone serves', async () => {
    const [finding] = await findingsOf('short-ttl.example.com');
    expect(finding).toMatchObject({
      status: 'pass',
      code: 'TTL_DIFFERS',
      params: { domain: 'short-ttl.example.com', type: 'CNAME' },
    });
    expect(finding?.params).toHaveProperty('ttl', 300);
  });
});
