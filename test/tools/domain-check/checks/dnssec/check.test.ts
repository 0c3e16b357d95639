/** The dnssec check over real DNS messages: a resolver that fails the lookup unless checking is disabled (RFC 4035 §3.2.2). */
import { describe, expect, it } from 'vitest';
import { decided, dnsCheckInWorld } from '../../support/check-findings.ts';

const { world, findingsOf } = dnsCheckInWorld('dnssec');

describe('the dnssec check', () => {
  it('passes a name the resolver answers, saying it did not validate', async () => {
    expect(decided(await findingsOf('ok.example.com'))).toEqual([
      {
        status: 'pass',
        code: 'DNSSEC_OK',
        params: { domain: 'ok.example.com', validated: false, resolvers: [world().resolver.address] },
      },
    ]);
  });

  it('fails a name the resolver answers only with checking disabled, naming the resolver and the zone', async () => {
    expect(decided(await findingsOf('dnssec.example.com'))).toEqual([
      {
        status: 'fail',
        code: 'DNSSEC_BROKEN',
        params: {
          domain: 'dnssec.example.com',
          resolver: world().resolver.address,
          zone: 'example.com',
          dnsHost: null,
        },
      },
    ]);
  });
});
