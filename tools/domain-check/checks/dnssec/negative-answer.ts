/**
 * A negative answer from a signed zone, judged as a validating resolver judges it (RFC 4035 §5.4,
 * RFC 5155 §8): its NSEC or NSEC3 records must be there, signed by the zone, and prove what the
 * answer says: the name is absent, the type is absent at it, or (asked for a DS) the delegation has
 * none, which makes the child insecure (RFC 4035 §5.2).
 */
import type { LookupResult } from '../../dns/client.ts';
import { isStrictlyUnder } from '../../dns/dnssec/canonical-order.ts';
import { proveDenial, proveWildcardExpansion, type DenialVerdict } from '../../dns/dnssec/denial.ts';
import { TYPE_CODES, type DnskeyRdata } from '../../dns/dnssec/rdata.ts';
import { rrsigsFor, verifyRrset, type RrsetFailure } from '../../dns/dnssec/verify-rrset.ts';
import { wireRecords, type WireRecord } from '../../dns/dnssec/wire-record.ts';
import { isSameOrSubdomain, splitLabels } from '../../dns/wire-names.ts';

export interface NegativeQuestion {
  /** The zone that answered, whose keys sign its denials. */
  readonly zone: string;
  readonly name: string;
  readonly type: string;
  readonly typeCode: number;
}

/** Why the records of one zone fail validation. */
export type RecordFailure =
  /** A NODATA or NXDOMAIN answer from a signed zone without any NSEC or NSEC3 record (RFC 4035 §3.1.3). */
  | { readonly kind: 'denial-missing'; readonly zone: string; readonly name: string; readonly type: string }
  /**
   * One RRset fails its signatures (RFC 4035 §5.3), an NSEC or NSEC3 RRset among them; or a negative
   * answer's signed records prove nothing (`name` and `type` as asked, the reason a denial problem).
   */
  | {
      readonly kind: 'rrset';
      readonly zone: string;
      readonly name: string;
      readonly type: string;
      readonly reason: RrsetFailure;
    };

export type NegativeAnswerVerdict =
  | { readonly security: 'secure' }
  /** An Opt-Out span or NSEC3 iterations past what resolvers hash (RFC 5155 §8.6, RFC 9276 §3.2). */
  | { readonly security: 'insecure' }
  | { readonly security: 'bogus'; readonly failure: RecordFailure };

/** The NSEC and NSEC3 RRsets of an answer's authority section, each checked against the zone's keys. */
async function signedDenials(
  question: NegativeQuestion,
  lookup: LookupResult,
  keys: readonly DnskeyRdata[],
  now: number,
): Promise<{ readonly authority: readonly WireRecord[] } | { readonly failure: RecordFailure }> {
  const { zone, name, type } = question;
  const authority = wireRecords(lookup.authority);
  const denials = authority.filter(
    (record) => record.typeCode === TYPE_CODES.NSEC || record.typeCode === TYPE_CODES.NSEC3,
  );
  if (denials.length === 0) return { failure: { kind: 'denial-missing', zone, name, type } };
  // Every NSEC and NSEC3 RRset of the answer must validate, as a resolver validates each RRset it keeps.
  for (const owner of new Set(denials.map((record) => `${record.typeCode} ${record.name.toLowerCase()}`))) {
    const [code = '0', ownerName = ''] = owner.split(/ (.*)/);
    const set = denials.filter((record) => record.typeCode === Number(code) && record.name.toLowerCase() === ownerName);
    const verdict = await verifyRrset(set, rrsigsFor(authority, ownerName, Number(code)), keys, zone, now);
    if (verdict.outcome === 'bogus') {
      const denialType = Number(code) === TYPE_CODES.NSEC ? 'NSEC' : 'NSEC3';
      return { failure: { kind: 'rrset', zone, name: ownerName, type: denialType, reason: verdict.reason } };
    }
  }
  return { authority };
}

function verdictOf(question: NegativeQuestion, proof: DenialVerdict): NegativeAnswerVerdict {
  if (proof.outcome === 'proven') return { security: 'secure' };
  if (proof.outcome === 'insecure') return { security: 'insecure' };
  const { zone, name, type } = question;
  return { security: 'bogus', failure: { kind: 'rrset', zone, name, type, reason: proof.problem } };
}

/** The proof an answer's authority section holds, read by `prove` once every NSEC and NSEC3 RRset validates. */
async function judgeProof(
  question: NegativeQuestion,
  lookup: LookupResult,
  keys: readonly DnskeyRdata[],
  now: number,
  prove: (authority: readonly WireRecord[]) => Promise<DenialVerdict>,
): Promise<NegativeAnswerVerdict> {
  const signed = await signedDenials(question, lookup, keys, now);
  if ('failure' in signed) return { security: 'bogus', failure: signed.failure };
  return verdictOf(question, await prove(signed.authority));
}

export function judgeNegativeAnswer(
  question: NegativeQuestion,
  lookup: LookupResult,
  keys: readonly DnskeyRdata[],
  now: number,
): Promise<NegativeAnswerVerdict> {
  const { name, typeCode, zone } = question;
  const nxdomain = lookup.status === 'nxdomain';
  return judgeProof(question, lookup, keys, now, (authority) =>
    proveDenial({ name, typeCode, zone, nxdomain }, authority),
  );
}

/**
 * A positive answer whose RRSIG was made over the wildcard at `closestEncloser` (RFC 4035 §5.3.2): it
 * validates only with the signed proof that the name itself does not exist (RFC 4035 §5.3.4, RFC 5155 §8.8).
 */
export function judgeWildcardAnswer(
  question: NegativeQuestion,
  closestEncloser: string,
  lookup: LookupResult,
  keys: readonly DnskeyRdata[],
  now: number,
): Promise<NegativeAnswerVerdict> {
  return judgeProof(question, lookup, keys, now, (authority) =>
    proveWildcardExpansion(question, closestEncloser, authority),
  );
}

/**
 * The zone cut below `zone` that an answer without records refers to: NS records in its authority
 * section, owned by a name between the zone and the name asked, and no SOA (RFC 1034 §4.3.2 step 3b).
 * Such an answer is a referral, not a denial; undefined when it is none.
 */
export function referralCut(lookup: LookupResult, zone: string, name: string): string | undefined {
  if (lookup.status === 'nxdomain' || lookup.authority.some((record) => record.type === 'SOA')) return undefined;
  return lookup.authority.find(
    (record) => record.type === 'NS' && isStrictlyUnder(record.name, zone) && isSameOrSubdomain(name, record.name),
  )?.name;
}

/** The name a wildcard answer's RRSIG was made under (its Labels rightmost labels), or undefined when it signs the name itself. */
export function wildcardOwnerParent(name: string, rrsigLabels: number): string | undefined {
  const labels = splitLabels(name);
  if (rrsigLabels >= labels.length) return undefined;
  return rrsigLabels === 0 ? '.' : labels.slice(labels.length - rrsigLabels).join('.');
}
