/** The dnssec check over real DNS messages: a resolver that fails the lookup unless checking is disabled (RFC 4035 §3.2.2). */
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

describe('the dnssec check', () => {
  it('passes a name the resolver answers, saying it did not validate', async () => {
    expect(decided(await findingsOfCheck(world, 'ok.example.com', 'dnssec'))).toEqual([
      {
        status: 'pass',
        code: 'DNSSEC_OK',
        params: { domain: 'ok.example.com', validated: false, resolvers: [world.resolver.address] },
      },
    ]);
  });

  it('fails a name the resolver answers only with checking disabled, naming the resolver and the zone', async () => {
    expect(decided(await findingsOfCheck(world, 'dnssec.example.com', 'dnssec'))).toEqual([
      {
        status: 'fail',
        code: 'DNSSEC_BROKEN',
        params: { domain: 'dnssec.example.com', resolver: world.resolver.address, zone: 'example.com', dnsHost: null },
      },
    ]);
  });
});
