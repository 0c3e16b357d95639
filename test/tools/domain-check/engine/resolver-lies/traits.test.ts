/** The DNS64 prefix read from ipv4only.arpa's synthesized AAAA records, at each length RFC 6052 §2.2 allows. */
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../../../../tools/domain-check/dns/client.ts';
import { dns64PrefixesOf } from '../../../../../tools/domain-check/engine/resolver-lies/traits.ts';

function aaaaAnswer(addresses: readonly string[]): LookupResult {
  const records = addresses.map((data) => ({ name: 'ipv4only.arpa', type: 'AAAA' as const, ttl: 300, data }));
  return {
    server: { host: '192.0.2.53', port: 53 },
    name: 'ipv4only.arpa',
    type: 'AAAA',
    status: 'answer',
    records,
    chain: [],
    finalName: 'ipv4only.arpa',
    authority: [],
    answerSection: records,
    authoritative: false,
    recursionAvailable: true,
    authenticData: false,
    networkError: null,
    extendedErrors: [],
    detail: '',
  };
}

describe('the DNS64 prefix of a resolver, from ipv4only.arpa (RFC 7050 §3)', () => {
  it('finds the well-known prefix 64:ff9b::/96 (RFC 6052 §2.1)', () => {
    expect(dns64PrefixesOf(aaaaAnswer(['64:ff9b::c000:aa', '64:ff9b::c000:ab']))).toEqual(['64:ff9b::/96']);
  });

  it('finds a network-specific /64 prefix, the IPv4 address after the zero octet of bits 64–71', () => {
    // 2001:db8:100:200::/64 with 192.0.0.170 in bits 72–103 (RFC 6052 §2.2 table, /64 row).
    expect(dns64PrefixesOf(aaaaAnswer(['2001:db8:100:200:c0:0:aa00:0']))).toEqual(['2001:db8:100:200::/64']);
  });

  it('finds a /32 prefix, the IPv4 address right after it', () => {
    expect(dns64PrefixesOf(aaaaAnswer(['2001:db8:c000:ab::']))).toEqual(['2001:db8::/32']);
  });

  it('finds none in addresses that embed no well-known address', () => {
    expect(dns64PrefixesOf(aaaaAnswer(['2001:db8::1']))).toEqual([]);
  });
});
