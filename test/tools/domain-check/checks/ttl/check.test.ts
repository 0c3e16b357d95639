/** The ttl check over real DNS messages to the in-process world (fixtures/zones/example.com.zone). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decided, findingsOfCheck } from '../../support/check-findings.ts';
import { startWorld, type World } from '../../support/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
}, 120_000);
afterAll(async () => {
  await world.close();
});

describe('the ttl check', () => {
  it('passes a CNAME whose TTL is the procedure’s', async () => {
    const findings = await findingsOfCheck(world, 'ok.example.com', 'ttl');
    expect(decided(findings)).toEqual([
      { status: 'pass', code: 'TTL_OK', params: { domain: 'ok.example.com', type: 'CNAME' } },
    ]);
  });

  it('notes a TTL other than the procedure’s, with the TTL the zone serves', async () => {
    const [finding] = await findingsOfCheck(world, 'short-ttl.example.com', 'ttl');
    expect(finding).toMatchObject({
      status: 'pass',
      code: 'TTL_DIFFERS',
      params: { domain: 'short-ttl.example.com', type: 'CNAME' },
    });
    expect(finding?.params).toHaveProperty('ttl', 300);
  });
});
