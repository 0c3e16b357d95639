/** The propagation check over real DNS messages: the resolver's answer against the zone's own servers'. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWait } from '../../../../../tools/domain-check/checks/propagation/words.ts';
import { decided, findingsOfCheck } from '../../support/check-findings.ts';
import { startWorld, type World } from '../../support/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
}, 120_000);
afterAll(async () => {
  await world.close();
});

describe('the propagation check', () => {
  it('passes when every resolver answers what the zone serves', async () => {
    expect(decided(await findingsOfCheck(world, 'ok.example.com', 'propagation'))).toEqual([
      { status: 'pass', code: 'PROPAGATION_OK', params: { resolvers: [world.resolver.address] } },
    ]);
  });

  it('fails when the zone’s own server does not serve the record, naming the server and what it serves', async () => {
    expect(decided(await findingsOfCheck(world, 'a-record.example.com', 'propagation'))).toEqual([
      {
        status: 'fail',
        code: 'PROPAGATION_AUTHORITATIVE_WRONG',
        params: {
          domain: 'a-record.example.com',
          type: 'CNAME',
          served: 'no CNAME record',
          server: world.authoritative.address,
        },
      },
    ]);
  });

  it('says how long a cached answer can last, rounded up: minutes under two hours, then hours', () => {
    expect([30, 60, 300, 7140, 7141, null].map(describeWait)).toEqual([
      'under a minute',
      'about 1 minute',
      'about 5 minutes',
      'about 119 minutes',
      'about 2 hours',
      'an unknown time',
    ]);
  });
});
