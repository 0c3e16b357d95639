/**
 * The verdict on a negative answer's NSEC or NSEC3 records, and the bit-map rules both kinds share
 * (RFC 4035 §5.2, §5.4; RFC 5155 §8; RFC 6840 §4.4).
 */
import { TYPE_CODES } from './rdata.ts';
import type { WireRecord } from './wire-record.ts';

/** The negative answer to read: the question, the zone that answered it, and whether it said NXDOMAIN. */
export interface DeniedQuestion {
  readonly name: string;
  readonly typeCode: number;
  /** The zone whose records deny: the signer of the NSEC or NSEC3 records. */
  readonly zone: string;
  readonly nxdomain: boolean;
}

/**
 * Why the records prove nothing, in the terms of the RFC rule they break:
 * - `type-listed`: the record at the name lists the type asked, or a CNAME (RFC 4035 §5.4; RFC 5155 §8.5, §8.6);
 * - `not-covered`: no record matches or covers the name (RFC 4035 §5.4; RFC 5155 §8.3, §8.4);
 * - `name-exists`: NXDOMAIN, but a record is at the name itself (RFC 4035 §5.4);
 * - `wildcard-not-denied`: nothing proves that no wildcard could have answered (RFC 4035 §3.1.3.2; RFC 5155 §8.4);
 * - `not-a-delegation`: a proof of no DS whose record lacks the NS bit, or holds SOA, so it shows no
 *   delegation (RFC 4035 §5.2; RFC 6840 §4.4);
 * - `delegation-record`: the parent's record at a zone cut, which speaks for DS alone, used to deny
 *   another type or a name below the cut (RFC 4034 §4.1.2; RFC 5155 §8.3).
 */
export type DenialProblem =
  'type-listed' | 'not-covered' | 'name-exists' | 'wildcard-not-denied' | 'not-a-delegation' | 'delegation-record';

export type DenialVerdict =
  /** The denial holds, resting on `records`. */
  | { readonly outcome: 'proven'; readonly records: readonly WireRecord[] }
  /**
   * Nothing secure can be said, as validating resolvers read it: an Opt-Out span, which may hold
   * unsigned delegations (RFC 5155 §6, §8.6), or NSEC3 iterations past what they hash (RFC 9276 §3.2).
   */
  | {
      readonly outcome: 'insecure';
      readonly reason: 'opt-out' | 'nsec3-iterations';
      readonly records: readonly WireRecord[];
    }
  | { readonly outcome: 'not-proven'; readonly problem: DenialProblem };

export const notProven = (problem: DenialProblem): DenialVerdict => ({ outcome: 'not-proven', problem });

/**
 * A parent's record at a zone cut: NS without SOA. The parent is authoritative there for DS and NSEC
 * only (RFC 4034 §4.1.2), so such a record denies nothing else, at the name or below it.
 */
export const isDelegationBitmap = (types: ReadonlySet<number>): boolean =>
  types.has(TYPE_CODES.NS) && !types.has(TYPE_CODES.SOA);

/** A name below a DNAME is not the zone's either (RFC 6672 §2.3). */
export const redirectsBelow = (types: ReadonlySet<number>): boolean =>
  isDelegationBitmap(types) || types.has(TYPE_CODES.DNAME);

/**
 * Whether the bit map at the name itself denies the type asked: neither it nor a CNAME is listed
 * (RFC 4035 §5.4; RFC 5155 §8.5); for DS, the record must be the parent's at a delegation, NS set and
 * SOA clear (RFC 4035 §5.2; RFC 6840 §4.4; RFC 5155 §8.6).
 */
export function bitmapDenies(types: ReadonlySet<number>, typeCode: number): DenialProblem | undefined {
  if (typeCode === TYPE_CODES.DS) {
    if (!isDelegationBitmap(types)) return 'not-a-delegation';
  } else if (isDelegationBitmap(types)) {
    return 'delegation-record';
  }
  return types.has(typeCode) || types.has(TYPE_CODES.CNAME) ? 'type-listed' : undefined;
}
