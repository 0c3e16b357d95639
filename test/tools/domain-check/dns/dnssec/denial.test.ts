/**
 * What NSEC and NSEC3 records prove, read from real wire-format answers (encoded by dns-packet, decoded
 * by domain-check's codec): each rule of RFC 4035 §5.4 and RFC 5155 §8, with the record a server of the
 * zone sends and the stale or forged one that must not pass. The NSEC3 zone is RFC 5155 Appendix A's.
 */
import dnsPacket from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../../../../../tools/domain-check/dns/codec.ts';
import { compareCanonical } from '../../../../../tools/domain-check/dns/dnssec/canonical-order.ts';
import { base32Hex, nsec3Hash } from '../../../../../tools/domain-check/dns/dnssec/delegation.ts';
import { proveDenial, proveWildcardExpansion } from '../../../../../tools/domain-check/dns/dnssec/denial.ts';
import { wireRecords, type WireRecord } from '../../../../../tools/domain-check/dns/dnssec/wire-record.ts';

type Authority = dnsPacket.Answer;

/** The authority section of a real answer: encoded to wire format, decoded as the DNS client decodes it. */
function authorityOf(records: readonly Authority[], nxdomain: boolean): WireRecord[] {
  const bytes = dnsPacket.encode({
    type: 'response',
    id: 1,
    flags: dnsPacket.AUTHORITATIVE_ANSWER | (nxdomain ? 3 : 0),
    questions: [{ name: 'question.example', type: 'A', class: 'IN' }],
    authorities: [...records],
  });
  const message = decodeMessage(bytes);
  if (!message) throw new Error('the answer did not decode');
  return wireRecords(message.authorities);
}

const DS = 43;
const A = 1;
const AAAA = 28;
const MX = 15;
const TXT = 16;

async function denial(
  zone: string,
  name: string,
  typeCode: number,
  nxdomain: boolean,
  records: readonly Authority[],
): Promise<string> {
  const verdict = await proveDenial({ name, typeCode, zone, nxdomain }, authorityOf(records, nxdomain));
  if (verdict.outcome === 'not-proven') return verdict.problem;
  return verdict.outcome === 'insecure' ? `insecure: ${verdict.reason}` : verdict.outcome;
}

async function wildcardProof(
  zone: string,
  name: string,
  closestEncloser: string,
  records: readonly Authority[],
): Promise<string> {
  const verdict = await proveWildcardExpansion({ name, zone }, closestEncloser, authorityOf(records, false));
  if (verdict.outcome === 'not-proven') return verdict.problem;
  return verdict.outcome === 'insecure' ? `insecure: ${verdict.reason}` : verdict.outcome;
}

describe('the canonical order of names (RFC 4034 §6.1)', () => {
  it('sorts RFC 4034 §6.1’s example names as the RFC lists them', () => {
    const listed = [
      'example',
      'a.example',
      'yljkjljk.a.example',
      'Z.a.example',
      'zABC.a.EXAMPLE',
      'z.example',
      '\\001.z.example',
      '*.z.example',
      '\\200.z.example',
    ];
    const shuffled = [...listed].reverse();
    expect(shuffled.sort(compareCanonical)).toEqual(listed);
  });
});

describe('NSEC denials (RFC 4035 §5.4)', () => {
  // example.test's NSEC chain, in canonical order; w.example.test and x.example.test are empty
  // non-terminals (their only names lie below them), child is a signed delegation, unsigned is not.
  const ZONE = 'example.test';
  const chain: readonly [string, readonly string[]][] = [
    ['example.test', ['NS', 'SOA', 'RRSIG', 'NSEC', 'DNSKEY']],
    ['a.example.test', ['A', 'RRSIG', 'NSEC']],
    ['child.example.test', ['NS', 'DS', 'RRSIG', 'NSEC']],
    ['unsigned.example.test', ['NS', 'RRSIG', 'NSEC']],
    ['*.w.example.test', ['TXT', 'RRSIG', 'NSEC']],
    ['b.x.example.test', ['A', 'RRSIG', 'NSEC']],
    ['z.example.test', ['A', 'AAAA', 'RRSIG', 'NSEC']],
  ];
  const nsec = (owner: string, types?: readonly string[]): Authority => {
    const index = chain.findIndex(([name]) => name === owner);
    const [, listed = []] = chain[index] ?? [];
    const [next = ZONE] = chain[index + 1] ?? [];
    return { name: owner, type: 'NSEC', ttl: 300, data: { nextDomain: next, rrtypes: [...(types ?? listed)] } };
  };

  it('proves NODATA with the NSEC at the name, and refuses one that lists the type asked', async () => {
    expect(await denial(ZONE, 'a.example.test', AAAA, false, [nsec('a.example.test')])).toBe('proven');
    expect(await denial(ZONE, 'a.example.test', A, false, [nsec('a.example.test')])).toBe('type-listed');
  });

  it('refuses NODATA whose NSEC at the name lists a CNAME (the answer would be the CNAME)', async () => {
    expect(
      await denial(ZONE, 'a.example.test', AAAA, false, [nsec('a.example.test', ['CNAME', 'RRSIG', 'NSEC'])]),
    ).toBe('type-listed');
  });

  it('proves NXDOMAIN with an NSEC covering the name and one covering the wildcard at its closest encloser', async () => {
    const proof = [nsec('child.example.test'), nsec('example.test')];
    expect(await denial(ZONE, 'nope.example.test', A, true, proof)).toBe('proven');
  });

  it('refuses NXDOMAIN without the proof that no wildcard could answer (RFC 4035 §3.1.3.2)', async () => {
    expect(await denial(ZONE, 'nope.example.test', A, true, [nsec('child.example.test')])).toBe('wildcard-not-denied');
  });

  it('refuses NXDOMAIN whose NSEC spans other names (a stale span), and one at the name itself', async () => {
    expect(await denial(ZONE, 'nope.example.test', A, true, [nsec('a.example.test'), nsec('example.test')])).toBe(
      'not-covered',
    );
    expect(await denial(ZONE, 'a.example.test', A, true, [nsec('a.example.test'), nsec('example.test')])).toBe(
      'name-exists',
    );
  });

  it('refuses NXDOMAIN where a wildcard exists at the closest encloser', async () => {
    const proof = [nsec('*.w.example.test')];
    expect(await denial(ZONE, 'q.w.example.test', A, true, proof)).toBe('wildcard-not-denied');
  });

  it('proves NODATA at an empty non-terminal: the NSEC before it names a descendant next', async () => {
    expect(await denial(ZONE, 'x.example.test', A, false, [nsec('*.w.example.test')])).toBe('proven');
  });

  it('proves NODATA from a wildcard that lacks the type, and refuses it when the wildcard has it (RFC 4035 §3.1.3.4)', async () => {
    expect(await denial(ZONE, 'q.w.example.test', A, false, [nsec('*.w.example.test')])).toBe('proven');
    expect(await denial(ZONE, 'q.w.example.test', TXT, false, [nsec('*.w.example.test')])).toBe('type-listed');
  });

  it('proves that an unsigned delegation has no DS: its NSEC has NS, and neither DS nor SOA (RFC 4035 §5.2)', async () => {
    expect(await denial(ZONE, 'unsigned.example.test', DS, false, [nsec('unsigned.example.test')])).toBe('proven');
  });

  it('refuses a denial of DS whose NSEC lists DS (a signed delegation)', async () => {
    expect(await denial(ZONE, 'child.example.test', DS, false, [nsec('child.example.test')])).toBe('type-listed');
  });

  it('refuses a denial of DS by a stale NSEC without the NS bit, from when the name held an address (RFC 6840 §4.4)', async () => {
    const stale = nsec('child.example.test', ['A', 'RRSIG', 'NSEC']);
    expect(await denial(ZONE, 'child.example.test', DS, false, [stale])).toBe('not-a-delegation');
  });

  it('refuses a denial of DS by the child’s own apex NSEC (SOA set)', async () => {
    const childApex: Authority = {
      name: 'child.example.test',
      type: 'NSEC',
      ttl: 300,
      data: { nextDomain: 'www.child.example.test', rrtypes: ['NS', 'SOA', 'RRSIG', 'NSEC', 'DNSKEY'] },
    };
    expect(await denial(ZONE, 'child.example.test', DS, false, [childApex])).toBe('not-a-delegation');
  });

  it('refuses a denial of DS at an empty non-terminal or a missing name: no delegation is there', async () => {
    expect(await denial(ZONE, 'x.example.test', DS, false, [nsec('*.w.example.test')])).toBe('not-a-delegation');
    expect(await denial(ZONE, 'nope.example.test', DS, false, [nsec('child.example.test')])).toBe('not-a-delegation');
  });

  it('refuses the parent’s NSEC at a zone cut as a denial of anything but DS, at the cut or below it (RFC 4034 §4.1.2)', async () => {
    const cut = [nsec('unsigned.example.test'), nsec('example.test')];
    expect(await denial(ZONE, 'unsigned.example.test', A, false, cut)).toBe('delegation-record');
    expect(await denial(ZONE, 'www.unsigned.example.test', A, true, cut)).toBe('delegation-record');
  });

  it('proves an answer synthesized from a wildcard only with the NSEC covering the name (RFC 4035 §5.3.4)', async () => {
    const closest = 'w.example.test';
    expect(await wildcardProof(ZONE, 'q.w.example.test', closest, [nsec('*.w.example.test')])).toBe('proven');
    expect(await wildcardProof(ZONE, 'q.w.example.test', closest, [nsec('a.example.test')])).toBe('not-covered');
  });

  it('ignores NSEC records of another zone', async () => {
    const foreign: Authority = {
      name: 'a.other.test',
      type: 'NSEC',
      ttl: 300,
      data: { nextDomain: 'z.other.test', rrtypes: ['A', 'RRSIG', 'NSEC'] },
    };
    expect(await denial(ZONE, 'nope.example.test', A, true, [foreign])).toBe('not-covered');
  });
});

describe('NSEC3 denials (RFC 5155 §8), in the zone of RFC 5155 Appendix A', () => {
  const ZONE = 'example';
  const SALT = Uint8Array.from([0xaa, 0xbb, 0xcc, 0xdd]);
  const NAMES: Readonly<Record<string, readonly string[]>> = {
    example: ['NS', 'SOA', 'MX', 'RRSIG', 'DNSKEY', 'NSEC3PARAM'],
    'a.example': ['NS', 'DS', 'RRSIG'],
    'ai.example': ['A', 'HINFO', 'AAAA', 'RRSIG'],
    'ns1.example': ['A', 'RRSIG'],
    'ns2.example': ['A', 'RRSIG'],
    'w.example': [],
    '*.w.example': ['MX', 'RRSIG'],
    'x.w.example': ['MX', 'RRSIG'],
    'y.w.example': [],
    'x.y.w.example': ['MX', 'RRSIG'],
    'xx.example': ['A', 'HINFO', 'AAAA', 'RRSIG'],
  };

  interface Chain {
    /** The NSEC3 record whose original owner is `name`. */
    at(name: string, types?: readonly string[]): Authority;
    /** The NSEC3 record whose span covers the hash of `name`. */
    covering(name: string): Promise<Authority>;
  }

  async function chainOf(options: { optOut: boolean; iterations: number; hashAlgorithm?: number }): Promise<Chain> {
    const hashed = await Promise.all(
      Object.entries(NAMES).map(async ([name, types]) => {
        const bytes = await nsec3Hash(name, SALT, options.iterations);
        return { name, types, bytes, hash: base32Hex(bytes) };
      }),
    );
    hashed.sort((a, b) => (a.hash < b.hash ? -1 : 1));
    const record = (index: number, types?: readonly string[]): Authority => {
      const entry = hashed[index];
      const next = hashed[(index + 1) % hashed.length];
      if (!entry || !next) throw new Error('no such NSEC3');
      return {
        name: `${entry.hash}.${ZONE}`,
        type: 'NSEC3',
        ttl: 300,
        data: {
          algorithm: options.hashAlgorithm ?? 1,
          flags: options.optOut ? 1 : 0,
          iterations: options.iterations,
          salt: Buffer.from(SALT),
          nextDomain: Buffer.from(next.bytes),
          rrtypes: [...(types ?? entry.types)],
        },
      };
    };
    return {
      at: (name, types) =>
        record(
          hashed.findIndex((entry) => entry.name === name),
          types,
        ),
      covering: async (name) => {
        const hash = base32Hex(await nsec3Hash(name, SALT, options.iterations));
        const after = hashed.findIndex((entry) => entry.hash > hash);
        return record(after <= 0 ? hashed.length - 1 : after - 1);
      },
    };
  }

  it('proves NXDOMAIN by the closest encloser, the next closer name and the wildcard (RFC 5155 Appendix B.1)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const proof = [await zone.covering('c.x.w.example'), zone.at('x.w.example'), await zone.covering('*.x.w.example')];
    expect(await denial(ZONE, 'a.c.x.w.example', A, true, proof)).toBe('proven');
  });

  it('calls NXDOMAIN in an Opt-Out span insecure, as RFC 5155 Appendix A’s zone has it', async () => {
    const zone = await chainOf({ optOut: true, iterations: 12 });
    const proof = [await zone.covering('c.x.w.example'), zone.at('x.w.example'), await zone.covering('*.x.w.example')];
    expect(await denial(ZONE, 'a.c.x.w.example', A, true, proof)).toBe('insecure: opt-out');
  });

  it('refuses NXDOMAIN without the wildcard’s NSEC3, or without the next closer name’s', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const noWildcard = [await zone.covering('c.x.w.example'), zone.at('x.w.example')];
    expect(await denial(ZONE, 'a.c.x.w.example', A, true, noWildcard)).toBe('wildcard-not-denied');
    const noNextCloser = [zone.at('x.w.example'), await zone.covering('*.x.w.example')];
    expect(await denial(ZONE, 'a.c.x.w.example', A, true, noNextCloser)).toBe('not-covered');
  });

  it('refuses NXDOMAIN for a name whose hash an NSEC3 matches', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    expect(await denial(ZONE, 'ns1.example', A, true, [zone.at('ns1.example')])).toBe('name-exists');
  });

  it('refuses a closest encloser that is a delegation: the names below it are the child’s (RFC 5155 §8.3)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const proof = [zone.at('a.example'), await zone.covering('www.a.example'), await zone.covering('*.a.example')];
    expect(await denial(ZONE, 'www.a.example', A, true, proof)).toBe('delegation-record');
  });

  it('proves NODATA with the NSEC3 matching the name, and refuses one listing the type (RFC 5155 Appendix B.2)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    expect(await denial(ZONE, 'ns1.example', MX, false, [zone.at('ns1.example')])).toBe('proven');
    expect(await denial(ZONE, 'ns1.example', A, false, [zone.at('ns1.example')])).toBe('type-listed');
  });

  it('proves NODATA at an empty non-terminal, whose NSEC3 lists no type (RFC 5155 Appendix B.2.1)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    expect(await denial(ZONE, 'y.w.example', A, false, [zone.at('y.w.example')])).toBe('proven');
  });

  it('refuses NODATA whose NSEC3 is another name’s: the hash does not match', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    expect(await denial(ZONE, 'ns1.example', MX, false, [zone.at('ns2.example')])).toBe('not-covered');
  });

  it('proves NODATA from a wildcard lacking the type, and refuses it when the wildcard has it (RFC 5155 Appendix B.5)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const proof = [zone.at('w.example'), await zone.covering('z.w.example'), zone.at('*.w.example')];
    expect(await denial(ZONE, 'a.z.w.example', AAAA, false, proof)).toBe('proven');
    expect(await denial(ZONE, 'a.z.w.example', MX, false, proof)).toBe('type-listed');
  });

  it('calls a delegation in an Opt-Out span insecure: no DS, as for c.example (RFC 5155 Appendix B.3, §8.6)', async () => {
    const zone = await chainOf({ optOut: true, iterations: 12 });
    const proof = [zone.at('example'), await zone.covering('c.example')];
    expect(await denial(ZONE, 'c.example', DS, false, proof)).toBe('insecure: opt-out');
  });

  it('refuses the same denial of DS where the span is not Opt-Out', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const proof = [zone.at('example'), await zone.covering('c.example')];
    expect(await denial(ZONE, 'c.example', DS, false, proof)).toBe('not-covered');
  });

  it('refuses a denial of DS whose matching NSEC3 lists DS, or has no NS bit (RFC 5155 §8.6, RFC 6840 §4.4)', async () => {
    const zone = await chainOf({ optOut: true, iterations: 12 });
    expect(await denial(ZONE, 'a.example', DS, false, [zone.at('a.example')])).toBe('type-listed');
    expect(await denial(ZONE, 'ns1.example', DS, false, [zone.at('ns1.example')])).toBe('not-a-delegation');
    expect(await denial(ZONE, 'a.example', DS, false, [zone.at('a.example', ['NS', 'RRSIG'])])).toBe('proven');
  });

  it('refuses an NXDOMAIN as a proof of no DS: a name that does not exist is no delegation', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const proof = [await zone.covering('c.x.w.example'), zone.at('x.w.example'), await zone.covering('*.x.w.example')];
    expect(await denial(ZONE, 'a.c.x.w.example', DS, true, proof)).toBe('not-a-delegation');
  });

  it('calls iterations above 150 insecure, as validating resolvers do (RFC 9276 §3.2), and hashes 150', async () => {
    const many = await chainOf({ optOut: false, iterations: 151 });
    expect(await denial(ZONE, 'ns1.example', MX, false, [many.at('ns1.example')])).toBe('insecure: nsec3-iterations');
    const limit = await chainOf({ optOut: false, iterations: 150 });
    expect(await denial(ZONE, 'ns1.example', MX, false, [limit.at('ns1.example')])).toBe('proven');
    expect(await denial(ZONE, 'ns1.example', A, false, [limit.at('ns1.example')])).toBe('type-listed');
  });

  it('proves an answer synthesized from a wildcard with the NSEC3 covering the next closer name (RFC 5155 §8.8)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12 });
    const closest = 'w.example';
    expect(await wildcardProof(ZONE, 'a.z.w.example', closest, [await zone.covering('z.w.example')])).toBe('proven');
    expect(await wildcardProof(ZONE, 'a.z.w.example', closest, [zone.at('x.w.example')])).toBe('not-covered');
    const optOut = await chainOf({ optOut: true, iterations: 12 });
    expect(await wildcardProof(ZONE, 'a.z.w.example', closest, [await optOut.covering('z.w.example')])).toBe(
      'insecure: opt-out',
    );
  });

  it('ignores NSEC3 records of an unknown hash algorithm (RFC 5155 §8.1)', async () => {
    const zone = await chainOf({ optOut: false, iterations: 12, hashAlgorithm: 2 });
    expect(await denial(ZONE, 'ns1.example', MX, false, [zone.at('ns1.example')])).toBe('not-covered');
  });
});
