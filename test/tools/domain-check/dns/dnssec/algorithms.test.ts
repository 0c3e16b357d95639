/**
 * The signature algorithms, DS digests and NSEC3 hashes against the examples their RFCs publish:
 * RFC 5702 §6 (RSASHA256, RSASHA512), RFC 6605 §6 (ECDSA P-256, P-384), RFC 8080 §6 with verified
 * erratum 4935 (Ed25519: its signatures over Labels 2), RFC 4034 §5.4 (DS, key tag), RFC 5155
 * Appendix A (NSEC3 hashes). Ed448 has no usable example in RFC 8080 (erratum 4935 concerns it too):
 * a key made here signs, and the verifier must agree.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32Hex, dsDigestOf, matchDs, nsec3Hash } from '../../../../../tools/domain-check/dns/dnssec/delegation.ts';
import {
  parseDnskey,
  parseDs,
  parseRrsig,
  type RrsigRdata,
} from '../../../../../tools/domain-check/dns/dnssec/rdata.ts';
import { signedData, verifyRrset } from '../../../../../tools/domain-check/dns/dnssec/verify-rrset.ts';
import type { WireRecord } from '../../../../../tools/domain-check/dns/dnssec/wire-record.ts';
import { canonicalName, concatBytes } from '../../../../../tools/domain-check/dns/wire-names.ts';

const b64 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'base64'));
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

function dnskey(flags: number, algorithm: number, key: string | Uint8Array) {
  const publicKey = typeof key === 'string' ? b64(key) : key;
  return parseDnskey(concatBytes(new Uint8Array([flags >> 8, flags & 0xff, 3, algorithm]), publicKey));
}

interface RrsigFields {
  readonly type: number;
  readonly algorithm: number;
  readonly labels: number;
  readonly ttl: number;
  readonly expiration: number;
  readonly inception: number;
  readonly keyTag: number;
  readonly signer: string;
  readonly signature: Uint8Array;
}

function rrsig(fields: RrsigFields): RrsigRdata {
  const head = new Uint8Array(18);
  const view = new DataView(head.buffer);
  view.setUint16(0, fields.type);
  view.setUint8(2, fields.algorithm);
  view.setUint8(3, fields.labels);
  view.setUint32(4, fields.ttl);
  view.setUint32(8, fields.expiration);
  view.setUint32(12, fields.inception);
  view.setUint16(16, fields.keyTag);
  return parseRrsig(concatBytes(head, canonicalName(fields.signer), fields.signature));
}

const A = 1;
const MX = 15;
const aRecord = (name: string, address: string): WireRecord => ({
  name,
  typeCode: A,
  rdata: Uint8Array.from(address.split('.').map(Number)),
});
const mxRecord: WireRecord = {
  name: 'example.com',
  typeCode: MX,
  rdata: concatBytes(new Uint8Array([0, 10]), canonicalName('mail.example.com')),
};

interface Vector {
  readonly title: string;
  readonly algorithm: number;
  readonly flags: number;
  readonly key: string;
  readonly keyTag: number;
  readonly record: WireRecord;
  readonly zone: string;
  readonly labels: number;
  readonly inception: number;
  readonly expiration: number;
  readonly signature: string;
}

const RFC5702_WINDOW = { inception: 946684800, expiration: 1893456000 };
const RFC6605_RECORD = aRecord('www.example.net', '192.0.2.1');
const RFC8080_WINDOW = { inception: 1438207200, expiration: 1440021600 };

const VECTORS: readonly Vector[] = [
  {
    title: 'RSASHA256 (8), RFC 5702 §6.1',
    algorithm: 8,
    flags: 256,
    key: 'AwEAAcFcGsaxxdgiuuGmCkVImy4h99CqT7jwY3pexPGcnUFtR2Fh36BponcwtkZ4cAgtvd4Qs8PkxUdp6p/DlUmObdk=',
    keyTag: 9033,
    record: aRecord('www.example.net', '192.0.2.91'),
    zone: 'example.net',
    labels: 3,
    ...RFC5702_WINDOW,
    signature: 'kRCOH6u7l0QGy9qpC9l1sLncJcOKFLJ7GhiUOibu4teYp5VE9RncriShZNz85mwlMgNEacFYK/lPtPiVYP4bwg==',
  },
  {
    title: 'RSASHA512 (10), RFC 5702 §6.2',
    algorithm: 10,
    flags: 256,
    key: 'AwEAAdHoNTOW+et86KuJOWRDp1pndvwb6Y83nSVXXyLA3DLroROUkN6X0O6pnWnjJQujX/AyhqFDxj13tOnD9u/1kTg7cV6rklMrZDtJCQ5PCl/D7QNPsgVsMu1J2Q8gpMpztNFLpPBz1bWXjDtaR7ZQBlZ3PFY12ZTSncorffcGmhOL',
    keyTag: 3740,
    record: aRecord('www.example.net', '192.0.2.91'),
    zone: 'example.net',
    labels: 3,
    ...RFC5702_WINDOW,
    signature:
      'tsb4wnjRUDnB1BUi+t6TMTXThjVnG+eCkWqjvvjhzQL1d0YRoOe0CbxrVDYd0xDtsuJRaeUw1ep94PzEWzr0iGYgZBWm/zpq+9fOuagYJRfDqfReKBzMweOLDiNa8iP5g9vMhpuv6OPlvpXwm9Sa9ZXIbNl1MBGk0fthPgxdDLw=',
  },
  {
    title: 'ECDSAP256SHA256 (13), RFC 6605 §6.1',
    algorithm: 13,
    flags: 257,
    key: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==',
    keyTag: 55648,
    record: RFC6605_RECORD,
    zone: 'example.net',
    labels: 3,
    inception: 1281607479,
    expiration: 1284026679,
    signature: 'qx6wLYqmh+l9oCKTN6qIc+bw6ya+KJ8oMz0YP107epXAyGmt+3SNruPFKG7tZoLBLlUzGGus7ZwmwWep666VCw==',
  },
  {
    title: 'ECDSAP384SHA384 (14), RFC 6605 §6.2',
    algorithm: 14,
    flags: 257,
    key: 'xKYaNhWdGOfJ+nPrL8/arkwf2EY3MDJ+SErKivBVSum1w/egsXvSADtNJhyem5RCOpgQ6K8X1DRSEkrbYQ+OB+v8/uX45NBwY8rp65F6Glur8I/mlVNgF6W/qTI37m40',
    keyTag: 10771,
    record: RFC6605_RECORD,
    zone: 'example.net',
    labels: 3,
    inception: 1281608425,
    expiration: 1284027625,
    signature:
      '/L5hDKIvGDyI1fcARX3z65qrmPsVz73QD1Mr5CEqOiLP95hxQouuroGCeZOvzFaxsT8Glr74hbavRKayJNuydCuzWTSSPdz7wnqXL5bdcJzusdnI0RSMROxxwGipWcJm',
  },
  {
    title: 'ED25519 (15), RFC 8080 §6.1 first example (erratum 4935)',
    algorithm: 15,
    flags: 257,
    key: 'l02Woi0iS8Aa25FQkUd9RMzZHJpBoRQwAQEX1SxZJA4=',
    keyTag: 3613,
    record: mxRecord,
    zone: 'example.com',
    labels: 2,
    ...RFC8080_WINDOW,
    signature: 'oL9krJun7xfBOIWcGHi7mag5/hdZrKWw15jPGrHpjQeRAvTdszaPD+QLs3fx8A4M3e23mRZ9VrbpMngwcrqNAg==',
  },
  {
    title: 'ED25519 (15), RFC 8080 §6.1 second example (erratum 4935)',
    algorithm: 15,
    flags: 257,
    key: 'zPnZ/QwEe7S8C5SPz2OfS5RR40ATk2/rYnE9xHIEijs=',
    keyTag: 35217,
    record: mxRecord,
    zone: 'example.com',
    labels: 2,
    ...RFC8080_WINDOW,
    signature: 'zXQ0bkYgQTEFyfLyi9QoiY6D8ZdYo4wyUhVioYZXFdT410QPRITQSqJSnzQoSm5poJ7gD7AQR0O7KuI5k2pcBg==',
  },
];

const signatureOf = (vector: Vector, signature = b64(vector.signature)): RrsigRdata =>
  rrsig({
    type: vector.record.typeCode,
    algorithm: vector.algorithm,
    labels: vector.labels,
    ttl: 3600,
    inception: vector.inception,
    expiration: vector.expiration,
    keyTag: vector.keyTag,
    signer: vector.zone,
    signature,
  });

describe('DNSSEC signature algorithms against the RFCs’ examples', () => {
  for (const vector of VECTORS) {
    it(`verifies ${vector.title}, and refuses it once one bit of the signature flips`, async () => {
      const key = dnskey(vector.flags, vector.algorithm, vector.key);
      expect(key.keyTag).toBe(vector.keyTag);
      const during = (vector.inception + vector.expiration) / 2;
      const good = await verifyRrset([vector.record], [signatureOf(vector)], [key], vector.zone, during);
      expect(good.outcome).toBe('secure');
      const damaged = b64(vector.signature);
      damaged[5] = (damaged[5] ?? 0) ^ 1;
      const bad = await verifyRrset([vector.record], [signatureOf(vector, damaged)], [key], vector.zone, during);
      expect(bad).toMatchObject({ outcome: 'bogus', reason: 'signature-invalid' });
    });
  }

  it('says a signature past its expiration is expired, and one before its inception not yet valid (RFC 4034 §3.1.5)', async () => {
    const vector = VECTORS[2];
    if (!vector) throw new Error('no vector');
    const key = dnskey(vector.flags, vector.algorithm, vector.key);
    const signature = [signatureOf(vector)];
    expect(await verifyRrset([vector.record], signature, [key], vector.zone, vector.expiration + 1)).toMatchObject({
      outcome: 'bogus',
      reason: 'signature-expired',
    });
    expect(await verifyRrset([vector.record], signature, [key], vector.zone, vector.inception - 1)).toMatchObject({
      outcome: 'bogus',
      reason: 'signature-not-yet-valid',
    });
  });

  it('says an RRset without a signature, or signed by a key the zone lacks, is bogus (RFC 4035 §5.3.1)', async () => {
    const vector = VECTORS[2];
    if (!vector) throw new Error('no vector');
    const key = dnskey(vector.flags, vector.algorithm, vector.key);
    const during = vector.inception + 10;
    expect(await verifyRrset([vector.record], [], [key], vector.zone, during)).toMatchObject({
      reason: 'no-signature',
    });
    expect(await verifyRrset([vector.record], [signatureOf(vector)], [], vector.zone, during)).toMatchObject({
      reason: 'no-matching-key',
    });
  });

  it('calls an algorithm it does not know unknown, not bogus (RFC 4035 §5.2)', async () => {
    const vector = { ...VECTORS[2], algorithm: 253 } as Vector;
    const key = dnskey(257, 253, vector.key);
    const unknown = await verifyRrset(
      [vector.record],
      [signatureOf({ ...vector, keyTag: key.keyTag })],
      [key],
      vector.zone,
      vector.inception + 10,
    );
    expect(unknown).toEqual({ outcome: 'unknown-algorithm', algorithms: [253] });
  });

  it('verifies ED448 (16) with a key made here, as node:crypto signs (RFC 8080 §3)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed448');
    const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
    const key = dnskey(257, 16, Uint8Array.from(raw));
    const fields = {
      type: MX,
      algorithm: 16,
      labels: 2,
      ttl: 3600,
      ...RFC8080_WINDOW,
      keyTag: key.keyTag,
      signer: 'example.com',
    };
    const unsigned = rrsig({ ...fields, signature: new Uint8Array() });
    const signature = sign(null, signedData([mxRecord], unsigned), privateKey);
    const verdict = await verifyRrset([mxRecord], [rrsig({ ...fields, signature })], [key], 'example.com', 1439000000);
    expect(verdict.outcome).toBe('secure');
  });
});

describe('DS digests and key tags', () => {
  it('computes the SHA-1 DS digest and key tag of RFC 4034 §5.4, whatever the owner name’s case', async () => {
    const key = dnskey(
      256,
      5,
      'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==',
    );
    expect(key.keyTag).toBe(60485);
    expect(hex((await dsDigestOf('DSKEY.Example.COM', key, 1)) ?? new Uint8Array())).toBe(
      '2bb183af5f22588179a53b0a98631fad1a292118',
    );
  });

  it('computes the SHA-256 DS digests of RFC 8080 §6.1', async () => {
    const first = dnskey(257, 15, 'l02Woi0iS8Aa25FQkUd9RMzZHJpBoRQwAQEX1SxZJA4=');
    const second = dnskey(257, 15, 'zPnZ/QwEe7S8C5SPz2OfS5RR40ATk2/rYnE9xHIEijs=');
    expect(hex((await dsDigestOf('example.com', first, 2)) ?? new Uint8Array())).toBe(
      '3aa5ab37efce57f737fc1627013fee07bdf241bd10f3b1964ab55c78e79a304b',
    );
    expect(hex((await dsDigestOf('example.com', second, 2)) ?? new Uint8Array())).toBe(
      '401781b934e392de492ec77ae2e15d70f6575a1c0bc59c5275c04ebe80c6614c',
    );
  });

  it('names a DS whose digest matches no key apart from a DS whose key tag matches no key', async () => {
    const key = dnskey(257, 15, 'l02Woi0iS8Aa25FQkUd9RMzZHJpBoRQwAQEX1SxZJA4=');
    const ds = (tag: number, digest: string) =>
      parseDs(concatBytes(new Uint8Array([tag >> 8, tag & 0xff, 15, 2]), Uint8Array.from(Buffer.from(digest, 'hex'))));
    const right = '3aa5ab37efce57f737fc1627013fee07bdf241bd10f3b1964ab55c78e79a304b';
    const wrong = '3aa5ab37efce57f737fc1627013fee07bdf241bd10f3b1964ab55c78e79a304c';
    expect(await matchDs('example.com', [ds(3613, right)], [key])).toMatchObject({ outcome: 'matched' });
    expect(await matchDs('example.com', [ds(3613, wrong), ds(4242, right)], [key])).toEqual({
      outcome: 'no-match',
      unmatched: [
        { keyTag: 3613, algorithm: 15, digestType: 2, problem: 'digest-mismatch' },
        { keyTag: 4242, algorithm: 15, digestType: 2, problem: 'no-key-with-tag' },
      ],
    });
  });
});

describe('NSEC3 hashes (RFC 5155 Appendix A: SHA-1, 12 iterations, salt AABBCCDD)', () => {
  const salt = Uint8Array.from([0xaa, 0xbb, 0xcc, 0xdd]);
  const hashes = {
    example: '0p9mhaveqvm6t7vbl5lop2u3t2rp3tom',
    'a.example': '35mthgpgcu1qg68fab165klnsnk3dpvl',
    'ns1.example': '2t7b4g4vsa5smi47k61mv5bv1a22bojr',
    '*.w.example': 'r53bq7cc2uvmubfu5ocmm6pers9tk9en',
    'x.y.w.example': '2vptu5timamqttgl4luu9kg21e0aor3s',
    'A.EXAMPLE': '35mthgpgcu1qg68fab165klnsnk3dpvl',
  };
  for (const [name, hash] of Object.entries(hashes)) {
    it(`hashes ${name}`, async () => {
      expect(base32Hex(await nsec3Hash(name, salt, 12))).toBe(hash);
    });
  }
});
