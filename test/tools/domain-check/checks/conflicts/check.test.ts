/** The conflicts check over real DNS messages to the in-process world (fixtures/zones/example.com.zone). */
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

describe('the conflicts check', () => {
  it('passes a name that holds the CNAME alone', async () => {
    expect(decided(await findingsOfCheck(world, 'ok.example.com', 'conflicts'))).toEqual([
      { status: 'pass', code: 'CONFLICTS_NONE', params: { domain: 'ok.example.com' } },
    ]);
  });

  it.each([
    ['a-record.example.com', 'CONFLICTING_A_RECORD', '192.0.2.10'],
    ['mx-record.example.com', 'CONFLICTING_MX_RECORD', '10 mail.example.net.'],
  ])('fails %s, where a record sits where the CNAME belongs, naming what it holds', async (domain, code, values) => {
    expect(decided(await findingsOfCheck(world, domain, 'conflicts'))).toEqual([
      { status: 'fail', code, params: { domain, values, dnsHost: null } },
    ]);
  });
});
