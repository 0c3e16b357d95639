/** The propagation check over real DNS messages: the resolver's answer against the zone's own servers'. */
import { describe, expect, it } from 'vitest';
import { describeWait } from '../../../../../tools/domain-check/checks/propagation/words.ts';
import { decided, dnsCheckInWorld } from '../../support/check-findings.ts';

const { world, findingsOf } = dnsCheckInWorld('propagation');

describe('the propagation check', () => {
  it('passes when every resolver answers what the zone serves', async () => {
    expect(decided(await findingsOf('ok.example.com'))).toEqual([
      { status: 'pass', code: 'PROPAGATION_OK', params: { resolvers: [world().resolver.address] } },
    ]);
  });

  it('fails when the zone’s own server does not serve the record, naming the server and what it serves', async () => {
    expect(decided(await findingsOf('a-record.example.com'))).toEqual([
      {
        status: 'fail',
        code: 'PROPAGATION_AUTHORITATIVE_WRONG',
        params: {
          domain: 'a-record.example.com',
          type: 'CNAME',
          served: 'no CNAME record',
          server: world().authoritative.address,
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
