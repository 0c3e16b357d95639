import { describe, expect, it } from 'vitest';
import {
  IANA_ROOT_ANCHORS,
  parseTrustAnchors,
  TrustAnchorError,
} from '../../../../../tools/domain-check/dns/dnssec/trust-anchors.ts';

describe('root trust anchors', () => {
  it('holds IANA’s KSK-2017 and KSK-2024 by default (root-anchors.xml)', () => {
    expect(IANA_ROOT_ANCHORS.anchors.map((anchor) => (anchor.kind === 'ds' ? anchor.keyTag : 0))).toEqual([
      20326, 38696,
    ]);
  });

  it('reads DS and DNSKEY lines of the root as Unbound’s trust-anchor-file holds them', () => {
    const set = parseTrustAnchors(
      [
        '; the lab root',
        '. IN DS 20326 8 2 E06D44B80B8F1D39A95C0B0D7C65D08458E880409BBC683457104237C7F8EC8D',
        '.\t3600\tIN\tDNSKEY\t257 3 13 RmgUexPZPvVUmJt9uU2WOCdvHASzC3aw5JaCazGJikVwUTKuFZP8763W c0wJd2eImLEWsj5dlbFfBsHt07PCQQ==',
        '',
      ].join('\n'),
      'root.anchor',
    );
    expect(set.anchors.map((anchor) => [anchor.kind, anchor.algorithm])).toEqual([
      ['ds', 8],
      ['dnskey', 13],
    ]);
    const key = set.anchors[1];
    expect(key?.kind === 'dnskey' ? key.publicKey.length : 0).toBe(64);
  });

  it('refuses a line that is not the root’s DS or DNSKEY, naming the line', () => {
    expect(() => parseTrustAnchors('example.com. IN DS 1 8 2 AB', 'anchors.txt')).toThrow(
      new TrustAnchorError('anchors.txt, line 1: not a DS or DNSKEY record of the root (.)'),
    );
    expect(() => parseTrustAnchors('; nothing\n', 'empty.txt')).toThrow(/holds no DS or DNSKEY record/);
  });
});
