/**
 * The link between a parent zone and a child zone: the parent's DS against the child's DNSKEY
 * (RFC 4035 §5.2, RFC 4034 §5.1.4), and the NSEC3 hash that names in a proof of no DS are read with
 * (RFC 5155 §5; the denial proofs themselves live beside it).
 */
import { canonicalName, concatBytes } from '../wire-names.ts';
import { DS_DIGESTS, dsDigest, isKnownAlgorithm, sha1 } from './algorithms.ts';
import type { DnskeyRdata, DsRdata } from './rdata.ts';

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
