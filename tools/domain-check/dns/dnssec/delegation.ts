/**
 * The link between a parent zone and a child zone: the parent's DS against the child's DNSKEY
 * (RFC 4035 §5.2, RFC 4034 §5.1.4), and the NSEC or NSEC3 proof that there is no DS, which makes the
 * child insecure rather than bogus (RFC 4035 §5.2, RFC 5155 §8.6).
 */
import { canonicalName, concatBytes, splitLabels } from '../wire-names.ts';
import { DS_DIGESTS, dsDigest, isKnownAlgorithm, sha1 } from './algorithms.ts';
import { parseNsec, parseNsec3, TYPE_CODES, type DnskeyRdata, type DsRdata, type Nsec3Rdata } from './rdata.ts';
import type { WireRecord } from './verify-rrset.ts';

/** A DS that no DNSKEY of the child answers: why, in the words DNSViz and Zonemaster use. */
export interface UnmatchedDs {
  readonly keyTag: number;
  readonly algorithm: number;
  readonly digestType: number;
  /**
   * `digest-mismatch`: a DNSKEY with the DS's key tag and algorithm is there, its digest differs
   * (DNSViz DIGEST_INVALID); `no-key-with-tag`: no DNSKEY has that key tag and algorithm
   * (Zonemaster DS02_NO_MATCH_DS_DNSKEY, DNSViz NO_SEP).
   */
  readonly problem: 'digest-mismatch' | 'no-key-with-tag';
}

export type DsMatch =
  | { readonly outcome: 'matched'; readonly keys: readonly DnskeyRdata[] }
  /** No DS uses an algorithm and digest type domain-check knows: insecure (RFC 4035 §5.2). */
  | { readonly outcome: 'unknown-algorithm' }
  | { readonly outcome: 'no-match'; readonly unmatched: readonly UnmatchedDs[] };

const equalBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

/** RFC 4034 §5.1.4: digest = digest_algorithm(DNSKEY owner name | DNSKEY RDATA). */
export function dsDigestOf(zone: string, key: DnskeyRdata, digestType: number): Promise<Uint8Array | undefined> {
  return dsDigest(digestType, concatBytes(canonicalName(zone), key.rdata));
}

/** The child's keys that a DS of the parent authenticates, or why none is. */
export async function matchDs(zone: string, dsSet: readonly DsRdata[], keys: readonly DnskeyRdata[]): Promise<DsMatch> {
  const usable = dsSet.filter((ds) => isKnownAlgorithm(ds.algorithm) && ds.digestType in DS_DIGESTS);
  if (usable.length === 0) return { outcome: 'unknown-algorithm' };
  const matched: DnskeyRdata[] = [];
  const unmatched: UnmatchedDs[] = [];
  for (const ds of usable) {
    const sameTag = keys.filter((key) => key.keyTag === ds.keyTag && key.algorithm === ds.algorithm);
    let found = false;
    for (const key of sameTag) {
      const digest = await dsDigestOf(zone, key, ds.digestType);
      if (digest && equalBytes(digest, ds.digest)) {
        matched.push(key);
        found = true;
      }
    }
    if (!found) {
      const { keyTag, algorithm, digestType } = ds;
      unmatched.push({
        keyTag,
        algorithm,
        digestType,
        problem: sameTag.length > 0 ? 'digest-mismatch' : 'no-key-with-tag',
      });
    }
  }
  return matched.length > 0 ? { outcome: 'matched', keys: matched } : { outcome: 'no-match', unmatched };
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/** RFC 4648 §7, lower-case, without padding: how an NSEC3 owner's first label spells a hash. */
export function base32Hex(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32HEX.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32HEX.charAt((value << (5 - bits)) & 31);
  return text;
}

/** RFC 5155 §5: IH(salt, x, 0) = H(x || salt); IH(salt, x, k) = H(IH(salt, x, k-1) || salt). */
export async function nsec3Hash(name: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  let digest = await sha1(concatBytes(canonicalName(name), salt));
  for (let round = 0; round < iterations; round += 1) digest = await sha1(concatBytes(digest, salt));
  return digest;
}

/** Whether `hash` lies strictly between an NSEC3's owner hash and its next hash, the chain wrapping at the end. */
function covers(ownerHash: string, nextHash: string, hash: string): boolean {
  return ownerHash < nextHash ? ownerHash < hash && hash < nextHash : hash > ownerHash || hash < nextHash;
}

/** Iterations above which a validator may treat NSEC3 as insecure (RFC 9276 §3.2): not worth hashing. */
const MAX_NSEC3_ITERATIONS = 150;

/**
 * How the parent's NODATA answer for `child DS` proves there is no DS: an NSEC at the child without DS
 * in its bit map (RFC 4035 §5.4), an NSEC3 matching the child's hash without DS (RFC 5155 §8.6), or an
 * Opt-Out NSEC3 covering it (RFC 5155 §8.6, §6). Returns the record that proves it, whose signature
 * the caller checks, or `undefined` when the answer carries no such proof.
 */
export async function dsAbsenceProof(
  child: string,
  authority: readonly WireRecord[],
): Promise<{ readonly kind: 'nsec' | 'nsec3' | 'nsec3-opt-out'; readonly record: WireRecord } | undefined> {
  for (const record of authority) {
    if (record.typeCode !== TYPE_CODES.NSEC || record.name.toLowerCase() !== child.toLowerCase()) continue;
    const nsec = parseNsec(record.rdata);
    if (!nsec.types.has(TYPE_CODES.DS) && !nsec.types.has(TYPE_CODES.CNAME)) return { kind: 'nsec', record };
  }
  const nsec3s = authority.flatMap((record) => {
    if (record.typeCode !== TYPE_CODES.NSEC3) return [];
    try {
      return [{ record, nsec3: parseNsec3(record.rdata) }];
    } catch {
      return [];
    }
  });
  const hashes = new Map<string, string>();
  const hashOf = async (nsec3: Nsec3Rdata): Promise<string> => {
    const key = `${base32Hex(nsec3.salt)} ${nsec3.iterations}`;
    const known = hashes.get(key);
    if (known) return known;
    const hash = base32Hex(await nsec3Hash(child, nsec3.salt, nsec3.iterations));
    hashes.set(key, hash);
    return hash;
  };
  for (const { record, nsec3 } of nsec3s) {
    if (nsec3.hashAlgorithm !== 1 || nsec3.iterations > MAX_NSEC3_ITERATIONS) continue;
    const ownerHash = splitLabels(record.name)[0]?.toLowerCase() ?? '';
    const hash = await hashOf(nsec3);
    if (ownerHash === hash && !nsec3.types.has(TYPE_CODES.DS) && !nsec3.types.has(TYPE_CODES.CNAME)) {
      return { kind: 'nsec3', record };
    }
    // For a delegation directly below the parent's apex, the next closer name of RFC 5155 §8.6's
    // closest-encloser proof is the child itself.
    if (nsec3.optOut && covers(ownerHash, base32Hex(nsec3.nextHashed), hash)) {
      return { kind: 'nsec3-opt-out', record };
    }
  }
  return undefined;
}
