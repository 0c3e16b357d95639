/**
 * What a negative answer's NSEC or NSEC3 records prove, as a validating resolver reads them: that
 * the name does not exist (NXDOMAIN), that it holds no record of the type asked (NODATA), or that a
 * delegation has no DS, which makes the child insecure (RFC 4035 §5.2, §5.4; RFC 5155 §8). Only the
 * names the records cover and the types their bit maps list are read here: their signatures are the
 * caller's to check (RFC 4035 §5.3), over every record the proof rests on.
 */
import { commonAncestor, isSameName, isStrictlyUnder, nsecSpanCovers, wildcardUnder } from './canonical-order.ts';
import { proveNextCloserCovered, proveWithNsec3 } from './denial-nsec3.ts';
import { bitmapDenies, notProven, redirectsBelow, type DeniedQuestion, type DenialVerdict } from './denial-verdict.ts';
import { parseNsec, TYPE_CODES, type NsecRdata } from './rdata.ts';
import { isSameOrSubdomain } from '../wire-names.ts';
import type { WireRecord } from './wire-record.ts';

export type { DeniedQuestion, DenialProblem, DenialVerdict } from './denial-verdict.ts';

/** Reads the NSEC or NSEC3 records of a negative answer's authority section (NSEC first, as RFC 5155 §7.2 forbids mixing). */
export function proveDenial(question: DeniedQuestion, authority: readonly WireRecord[]): Promise<DenialVerdict> {
  const nsecs = authority.flatMap((record) => {
    if (record.typeCode !== TYPE_CODES.NSEC) return [];
    try {
      return [{ record, owner: record.name, nsec: parseNsec(record.rdata) }];
    } catch {
      return [];
    }
  });
  if (nsecs.length > 0) return Promise.resolve(proveWithNsec(question, nsecs));
  return proveWithNsec3(question, authority);
}

interface ReadNsec {
  readonly record: WireRecord;
  readonly owner: string;
  readonly nsec: NsecRdata;
}

/** RFC 4035 §3.1.3 and §5.4: the NSEC at the name, or the one covering it and the wildcard's. */
function proveWithNsec(question: DeniedQuestion, all: readonly ReadNsec[]): DenialVerdict {
  const { name, typeCode, nxdomain } = question;
  const nsecs = all.filter((entry) => isSameOrSubdomain(entry.owner, question.zone));
  const at = nsecs.find((entry) => isSameName(entry.owner, name));
  if (at) {
    if (nxdomain) return notProven('name-exists');
    const problem = bitmapDenies(at.nsec.types, typeCode);
    return problem ? notProven(problem) : { outcome: 'proven', records: [at.record] };
  }
  const covering = nsecs.find((entry) => nsecSpanCovers(entry.owner, entry.nsec.nextName, name));
  if (!covering) return notProven('not-covered');
  // An NSEC whose owner is a cut or a DNAME above the name says nothing of names below it.
  if (isStrictlyUnder(name, covering.owner) && redirectsBelow(covering.nsec.types)) {
    return notProven('delegation-record');
  }
  // Before a name whose descendants exist comes the name itself (RFC 4034 §6.1): an NSEC covering it
  // whose next name lies under it shows an empty non-terminal, which holds no type (RFC 4035 §3.1.3.1).
  if (!nxdomain && isStrictlyUnder(covering.nsec.nextName, name)) {
    return typeCode === TYPE_CODES.DS
      ? notProven('not-a-delegation')
      : { outcome: 'proven', records: [covering.record] };
  }
  // The closest encloser is the longest ancestor the covering NSEC's two names share with the name.
  const fromOwner = commonAncestor(name, covering.owner);
  const fromNext = commonAncestor(name, covering.nsec.nextName);
  const closestEncloser = isStrictlyUnder(fromNext, fromOwner) ? fromNext : fromOwner;
  const wildcard = wildcardUnder(closestEncloser);
  const atWildcard = nsecs.find((entry) => isSameName(entry.owner, wildcard));
  if (nxdomain || typeCode === TYPE_CODES.DS) {
    if (typeCode === TYPE_CODES.DS) return notProven('not-a-delegation');
    // RFC 4035 §3.1.3.2: no wildcard at the closest encloser could have answered.
    if (atWildcard) return notProven('wildcard-not-denied');
    const noWildcard = nsecs.find((entry) => nsecSpanCovers(entry.owner, entry.nsec.nextName, wildcard));
    return noWildcard
      ? { outcome: 'proven', records: [covering.record, noWildcard.record] }
      : notProven('wildcard-not-denied');
  }
  // RFC 4035 §3.1.3.4: NODATA from a wildcard: the name is covered, the wildcard lacks the type.
  if (!atWildcard) return notProven('not-covered');
  const problem = bitmapDenies(atWildcard.nsec.types, typeCode);
  return problem ? notProven(problem) : { outcome: 'proven', records: [covering.record, atWildcard.record] };
}

/**
 * An answer synthesized from the wildcard at `closestEncloser` (its RRSIG's Labels field counts fewer
 * labels than the name, RFC 4035 §5.3.2) holds only where the name itself does not exist: an NSEC
 * must cover the name (RFC 4035 §5.3.4), or an NSEC3 the next closer name (RFC 5155 §8.8).
 */
export function proveWildcardExpansion(
  question: Pick<DeniedQuestion, 'name' | 'zone'>,
  closestEncloser: string,
  authority: readonly WireRecord[],
): Promise<DenialVerdict> {
  const { name, zone } = question;
  const nsecs = authority.flatMap((record) => {
    if (record.typeCode !== TYPE_CODES.NSEC || !isSameOrSubdomain(record.name, zone)) return [];
    try {
      return [{ record, nsec: parseNsec(record.rdata) }];
    } catch {
      return [];
    }
  });
  if (nsecs.length === 0) return proveNextCloserCovered(name, closestEncloser, zone, authority);
  const covering = nsecs.find(
    (entry) =>
      nsecSpanCovers(entry.record.name, entry.nsec.nextName, name) && !isStrictlyUnder(name, entry.record.name),
  );
  return Promise.resolve(covering ? { outcome: 'proven', records: [covering.record] } : notProven('not-covered'));
}
