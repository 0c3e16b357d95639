/**
 * NSEC3 denials (RFC 5155 §8): the names are hashed (SHA-1 over WebCrypto, with the record's salt and
 * iterations, RFC 5155 §5), and a record matches a name whose hash is its owner's first label, or
 * covers one whose hash sorts between its owner's and its next hash. A name that does not exist is
 * proven by its closest encloser (RFC 5155 §8.3).
 */
import { isSameName, isStrictlyUnder, parentOf, wildcardUnder } from './canonical-order.ts';
import { base32Hex, nsec3Hash } from './delegation.ts';
import { bitmapDenies, notProven, redirectsBelow, type DeniedQuestion, type DenialVerdict } from './denial-verdict.ts';
import { parseNsec3, TYPE_CODES, type Nsec3Rdata } from './rdata.ts';
import type { WireRecord } from './wire-record.ts';
import { splitLabels } from '../wire-names.ts';

/**
 * The iterations above which validating resolvers stop hashing and call the answer insecure, as RFC
 * 9276 §3.2 lets them: 150 in Unbound's default `val-nsec3-keysize-iterations` ("1024 150 2048 150
 * 4096 150", unbound.conf(5) of Unbound 1.17.1, read 2026-11-28), which this project's test world runs.
 */
export const NSEC3_ITERATION_LIMIT = {
  value: 150,
  source: 'RFC 9276 §3.2; unbound.conf(5), val-nsec3-keysize-iterations, Unbound 1.17.1 (read 2026-11-28)',
} as const;

/** SHA-1, the only NSEC3 hash algorithm (RFC 5155 §11); records of another are ignored (§8.1). */
const SHA1 = 1;

interface ReadNsec3 {
  readonly record: WireRecord;
  readonly ownerHash: string;
  readonly nextHash: string;
  readonly nsec3: Nsec3Rdata;
}

/** Whether `hash` sorts strictly between an NSEC3's owner hash and its next hash, the chain wrapping at the end. */
function hashCovered(entry: ReadNsec3, hash: string): boolean {
  const { ownerHash, nextHash } = entry;
  return ownerHash < nextHash ? ownerHash < hash && hash < nextHash : hash > ownerHash || hash < nextHash;
}

/** The zone's NSEC3 records, each owned by one hash label right under the zone (RFC 5155 §3), flags 0 or 1 (§8.2). */
function readNsec3s(authority: readonly WireRecord[], zone: string): ReadNsec3[] {
  return authority.flatMap((record) => {
    if (record.typeCode !== TYPE_CODES.NSEC3 || !isSameName(parentOf(record.name), zone)) return [];
    try {
      const nsec3 = parseNsec3(record.rdata);
      const flags = nsec3.optOut ? 1 : 0;
      if (nsec3.hashAlgorithm !== SHA1 || (record.rdata[1] ?? 0) !== flags) return [];
      // Base32hex keeps the hashes' order (RFC 4648 §7), so hashes compare as lower-cased text.
      const ownerHash = (splitLabels(record.name)[0] ?? '').toLowerCase();
      return [{ record, ownerHash, nextHash: base32Hex(nsec3.nextHashed), nsec3 }];
    } catch {
      return [];
    }
  });
}

export async function proveWithNsec3(
  question: DeniedQuestion,
  authority: readonly WireRecord[],
): Promise<DenialVerdict> {
  const { name, typeCode, zone, nxdomain } = question;
  const nsec3s = readNsec3s(authority, zone);
  if (nsec3s.length === 0) return notProven('not-covered');
  // Past the limit a resolver hashes nothing and answers insecure; the signatures are still checked.
  if (nsec3s.some((entry) => entry.nsec3.iterations > NSEC3_ITERATION_LIMIT.value)) {
    return { outcome: 'insecure', reason: 'nsec3-iterations', records: nsec3s.map((entry) => entry.record) };
  }
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (owner: string, { salt, iterations }: Nsec3Rdata): Promise<string> => {
    const key = `${owner.toLowerCase()} ${base32Hex(salt)} ${iterations}`;
    let hash = hashes.get(key);
    if (!hash) {
      hash = nsec3Hash(owner, salt, iterations).then(base32Hex);
      hashes.set(key, hash);
    }
    return hash;
  };
  const matching = async (owner: string): Promise<ReadNsec3 | undefined> => {
    for (const entry of nsec3s) if ((await hashOf(owner, entry.nsec3)) === entry.ownerHash) return entry;
    return undefined;
  };
  const covering = async (owner: string): Promise<ReadNsec3 | undefined> => {
    for (const entry of nsec3s) if (hashCovered(entry, await hashOf(owner, entry.nsec3))) return entry;
    return undefined;
  };

  // A name that does not exist holds no delegation: no proof of NXDOMAIN makes a child insecure.
  if (typeCode === TYPE_CODES.DS && nxdomain) return notProven('not-a-delegation');
  const atName = await matching(name);
  if (atName) {
    if (nxdomain) return notProven('name-exists');
    // RFC 5155 §8.5 (NODATA), §8.6 (no DS at a delegation).
    const problem = bitmapDenies(atName.nsec3.types, typeCode);
    return problem ? notProven(problem) : { outcome: 'proven', records: [atName.record] };
  }
  const proof = await closestEncloserProof(name, zone, matching, covering);
  if ('problem' in proof) return notProven(proof.problem);
  const { encloser, nextCloser } = proof;
  const records = [encloser.entry.record, nextCloser.record];
  if (typeCode === TYPE_CODES.DS && !nxdomain) {
    // RFC 5155 §8.6: no NSEC3 at the name, so the next closer must lie in an Opt-Out span, which may
    // hold unsigned delegations: the child is insecure.
    return nextCloser.nsec3.optOut ? { outcome: 'insecure', reason: 'opt-out', records } : notProven('not-covered');
  }
  const wildcard = wildcardUnder(encloser.name);
  if (nxdomain) {
    // RFC 5155 §8.4: no wildcard at the closest encloser could have answered.
    const noWildcard = await covering(wildcard);
    if (!noWildcard) return notProven('wildcard-not-denied');
    const all = [...records, noWildcard.record];
    // An Opt-Out span may hold an unsigned delegation at the name: resolvers call that insecure.
    return nextCloser.nsec3.optOut
      ? { outcome: 'insecure', reason: 'opt-out', records: all }
      : { outcome: 'proven', records: all };
  }
  // RFC 5155 §8.7: NODATA from a wildcard: the NSEC3 matching `*.<closest encloser>` lacks the type.
  const atWildcard = await matching(wildcard);
  if (!atWildcard) return notProven('not-covered');
  const problem = bitmapDenies(atWildcard.nsec3.types, typeCode);
  return problem ? notProven(problem) : { outcome: 'proven', records: [...records, atWildcard.record] };
}

/**
 * RFC 5155 §8.8: behind a wildcard answer, the NSEC3 covering the next closer name: the ancestor of
 * the name one label longer than the closest encloser, which the RRSIG's Labels field gives.
 */
export async function proveNextCloserCovered(
  name: string,
  closestEncloser: string,
  zone: string,
  authority: readonly WireRecord[],
): Promise<DenialVerdict> {
  const nsec3s = readNsec3s(authority, zone);
  if (nsec3s.some((entry) => entry.nsec3.iterations > NSEC3_ITERATION_LIMIT.value)) {
    return { outcome: 'insecure', reason: 'nsec3-iterations', records: nsec3s.map((entry) => entry.record) };
  }
  let nextCloser = name;
  while (isStrictlyUnder(parentOf(nextCloser), closestEncloser)) nextCloser = parentOf(nextCloser);
  for (const entry of nsec3s) {
    const hash = base32Hex(await nsec3Hash(nextCloser, entry.nsec3.salt, entry.nsec3.iterations));
    if (!hashCovered(entry, hash)) continue;
    return entry.nsec3.optOut
      ? { outcome: 'insecure', reason: 'opt-out', records: [entry.record] }
      : { outcome: 'proven', records: [entry.record] };
  }
  return notProven('not-covered');
}

type ClosestEncloserProof =
  | { readonly encloser: { readonly name: string; readonly entry: ReadNsec3 }; readonly nextCloser: ReadNsec3 }
  | { readonly problem: 'not-covered' | 'delegation-record' };

/**
 * RFC 5155 §8.3: the longest ancestor of the name that an NSEC3 matches, whose child toward the name
 * (the next closer name) an NSEC3 covers. The matching record must be the zone's own: no DNAME, and
 * NS only beside SOA, or it would deny names the zone does not serve.
 */
async function closestEncloserProof(
  name: string,
  zone: string,
  matching: (owner: string) => Promise<ReadNsec3 | undefined>,
  covering: (owner: string) => Promise<ReadNsec3 | undefined>,
): Promise<ClosestEncloserProof> {
  let nextCloser = name;
  for (let candidate = parentOf(name); isStrictlyUnder(nextCloser, zone); candidate = parentOf(candidate)) {
    const entry = await matching(candidate);
    if (entry) {
      if (redirectsBelow(entry.nsec3.types)) return { problem: 'delegation-record' };
      const covered = await covering(nextCloser);
      return covered ? { encloser: { name: candidate, entry }, nextCloser: covered } : { problem: 'not-covered' };
    }
    nextCloser = candidate;
  }
  return { problem: 'not-covered' };
}
