/**
 * One RRset against its RRSIGs and the zone's keys (RFC 4035 §5.3): the signature's fields, its
 * validity window, and the signature itself over the canonical form (RFC 4034 §3.1.8.1, §6).
 */
import { canonicalName, concatBytes, splitLabels } from '../wire-names.ts';
import { verifySignature } from './algorithms.ts';
import type { DenialProblem } from './denial-verdict.ts';
import type { WireRecord } from './wire-record.ts';
import { parseRrsig, TYPE_CODES, type DnskeyRdata, type RrsigRdata } from './rdata.ts';

export type RrsetVerdict =
  | { readonly outcome: 'secure'; readonly rrsig: RrsigRdata }
  /** Every signature is by an algorithm domain-check does not know: insecure (RFC 4035 §5.2). */
  | { readonly outcome: 'unknown-algorithm'; readonly algorithms: readonly number[] }
  | { readonly outcome: 'bogus'; readonly reason: SignatureFailure; readonly rrsig?: RrsigRdata };

/**
 * Why an RRset fails, most telling first: a signature past its expiration or before its inception
 * (RFC 4034 §3.1.5), one that does not verify, one by a key the zone does not publish, none at all;
 * or, for an RRset said not to exist, signed NSEC or NSEC3 records that do not prove it (a denial problem).
 */
export type RrsetFailure = SignatureFailure | DenialProblem;

type SignatureFailure =
  'signature-expired' | 'signature-not-yet-valid' | 'signature-invalid' | 'no-matching-key' | 'no-signature';

const FAILURE_ORDER: readonly SignatureFailure[] = [
  'signature-expired',
  'signature-not-yet-valid',
  'signature-invalid',
  'no-matching-key',
  'no-signature',
];

/** Whether an RRset failed for what its NSEC or NSEC3 records prove, not for its signatures. */
export const isDenialProblem = (reason: RrsetFailure): reason is DenialProblem =>
  !(FAILURE_ORDER as readonly RrsetFailure[]).includes(reason);

/** `a` is later than `b` in serial number arithmetic (RFC 1982 §3.2), as RFC 4034 §3.1.5 asks. */
function isLater(a: number, b: number): boolean {
  return a !== b && (a - b) >>> 0 < 0x80000000;
}

const labelCount = (name: string): number => splitLabels(name).length;

/**
 * The owner as signed: the name itself, or for an answer synthesised from a wildcard, `*.` and the
 * RRSIG's Labels rightmost labels (RFC 4035 §5.3.2).
 */
function signedOwner(name: string, labels: number): Uint8Array {
  const all = splitLabels(name);
  if (labels >= all.length) return canonicalName(name);
  return canonicalName(['*', ...all.slice(all.length - labels)].join('.'));
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** RFC 4034 §3.1.8.1: the RRSIG's fields, then each RR in canonical form and order (§6.2, §6.3), once. */
export function signedData(rrset: readonly WireRecord[], rrsig: RrsigRdata): Uint8Array {
  const first = rrset[0];
  if (!first) return rrsig.signedFields;
  const owner = signedOwner(first.name, rrsig.labels);
  const header = new Uint8Array(8);
  const fields = new DataView(header.buffer);
  fields.setUint16(0, first.typeCode);
  fields.setUint16(2, 1); // class IN
  fields.setUint32(4, rrsig.originalTtl);
  const sorted = [...rrset].map((record) => record.rdata).sort(compareBytes);
  const distinct = sorted.filter(
    (rdata, index) => index === 0 || compareBytes(rdata, sorted[index - 1] ?? rdata) !== 0,
  );
  const signerFields = concatBytes(rrsig.signedFields.subarray(0, 18), canonicalName(rrsig.signerName));
  return concatBytes(
    signerFields,
    ...distinct.flatMap((rdata) => {
      const length = new Uint8Array([rdata.length >> 8, rdata.length & 0xff]);
      return [owner, header, length, rdata];
    }),
  );
}

/** The RRSIGs of a response that cover `typeCode` at `name` (RFC 4035 §5.3.1: owner, class and type). */
export function rrsigsFor(records: readonly WireRecord[], name: string, typeCode: number): RrsigRdata[] {
  return records.flatMap((record) => {
    if (record.typeCode !== TYPE_CODES.RRSIG || record.name.toLowerCase() !== name.toLowerCase()) return [];
    try {
      const rrsig = parseRrsig(record.rdata);
      return rrsig.typeCovered === typeCode ? [rrsig] : [];
    } catch {
      return [];
    }
  });
}

/** DNSKEY flags bit 7, Zone Key: only a zone key verifies RRSIGs (RFC 4034 §2.1.1). */
const ZONE_KEY = 0x0100;

/**
 * Validates `rrset` (one owner, one type) with `rrsigs` and the zone's keys at `now` (seconds since the
 * epoch). The signer must be the zone (RFC 4035 §5.3.1); `zone` is its name.
 */
export async function verifyRrset(
  rrset: readonly WireRecord[],
  rrsigs: readonly RrsigRdata[],
  keys: readonly DnskeyRdata[],
  zone: string,
  now: number,
): Promise<RrsetVerdict> {
  const first = rrset[0];
  const failures: { reason: SignatureFailure; rrsig: RrsigRdata }[] = [];
  const unknown = new Set<number>();
  const now32 = Math.floor(now) >>> 0;
  for (const rrsig of rrsigs) {
    if (!first || rrsig.signerName.toLowerCase() !== zone.toLowerCase() || rrsig.labels > labelCount(first.name)) {
      continue;
    }
    const candidates = keys.filter(
      (key) => key.keyTag === rrsig.keyTag && key.algorithm === rrsig.algorithm && (key.flags & ZONE_KEY) !== 0,
    );
    if (candidates.length === 0) {
      failures.push({ reason: 'no-matching-key', rrsig });
      continue;
    }
    if (isLater(now32, rrsig.expiration)) {
      failures.push({ reason: 'signature-expired', rrsig });
      continue;
    }
    if (isLater(rrsig.inception, now32)) {
      failures.push({ reason: 'signature-not-yet-valid', rrsig });
      continue;
    }
    const data = signedData(rrset, rrsig);
    let verified: boolean | undefined = false;
    for (const key of candidates) {
      verified = await verifySignature(rrsig.algorithm, key.publicKey, rrsig.signature, data);
      if (verified !== false) break;
    }
    if (verified === true) return { outcome: 'secure', rrsig };
    if (verified === undefined) unknown.add(rrsig.algorithm);
    else failures.push({ reason: 'signature-invalid', rrsig });
  }
  if (failures.length === 0 && unknown.size > 0) return { outcome: 'unknown-algorithm', algorithms: [...unknown] };
  const worst = FAILURE_ORDER.flatMap((reason) => failures.filter((failure) => failure.reason === reason))[0];
  return worst
    ? { outcome: 'bogus', reason: worst.reason, rrsig: worst.rrsig }
    : { outcome: 'bogus', reason: 'no-signature' };
}
