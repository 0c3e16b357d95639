import { describeExtendedErrors } from '../../dns/lookup-result.ts';
import type { DnsHostTerms } from '../../dns-hosts/words.ts';
import type { ExtendedDnsError } from '../../dns/codec.ts';
import type { DNSSEC_DOCS, ResolverVerdict } from './words.ts';
import type { UnmatchedDs } from '../../dns/dnssec/delegation.ts';
import { isDenialProblem, type RrsetFailure } from '../../dns/dnssec/verify-rrset.ts';

/**
 * A verdict on the domain's own zone, whose chain of trust fails: every lookup in `zone` fails with it.
 * The zone's DNS host, when known, gives the words of a fix carried out in its panel.
 */
type ZoneVerdict = ResolverVerdict & {
  readonly zone: string;
  readonly dnsHost?: DnsHostTerms | null;
  /** The zone that delegates `zone` when it is a child zone below the registered domain, and holds its DS. */
  readonly parentZone?: string | undefined;
  /** The DS records that authenticate no key, as domain-check's own comparison found them (RFC 4035 §5.2). */
  readonly unmatchedDs?: readonly UnmatchedDs[] | undefined;
  /** The RRset whose signatures fail, as domain-check's own validation found it (RFC 4035 §5.3). */
  readonly rrset?: { readonly name: string; readonly type: string; readonly reason: RrsetFailure } | undefined;
};

/** What went wrong with one RRset's signatures (RFC 4035 §5.3.1, RFC 4034 §3.1.5). */
const RRSET_FAILURE_WORDS: Readonly<Record<RrsetFailure, string>> = {
  'signature-expired': 'its RRSIG has expired (RFC 4034 §3.1.5)',
  'signature-not-yet-valid': 'its RRSIG is not valid yet: its inception time lies ahead (RFC 4034 §3.1.5)',
  'signature-invalid': 'its RRSIG does not verify with the zone’s key (RFC 4035 §5.3.3)',
  'no-matching-key': 'its RRSIG names a key the zone does not publish (RFC 4035 §5.3.1)',
  'no-signature': 'it carries no RRSIG at all (RFC 4035 §5.3.1)',
  'type-listed':
    'the NSEC or NSEC3 record that denies them lists that type, or a CNAME, at the name (RFC 4035 §5.4, RFC 5155 §8.5)',
  'not-covered': 'no NSEC or NSEC3 record of the answer matches or covers the name (RFC 4035 §5.4, RFC 5155 §8.3)',
  'name-exists':
    'the answer says the name does not exist, but its NSEC or NSEC3 record is the name’s own (RFC 4035 §5.4)',
  'wildcard-not-denied':
    'the answer says the name does not exist, but nothing proves that no wildcard could answer for it (RFC 4035 §3.1.3.2, RFC 5155 §8.4)',
  'not-a-delegation':
    'the NSEC or NSEC3 record that denies a DS there has no NS bit, or has the SOA bit: it shows no delegation (RFC 4035 §5.2, RFC 6840 §4.4)',
  'delegation-record':
    'they are denied by the parent zone’s record at a zone cut, which speaks for the DS alone (RFC 4034 §4.1.2, RFC 5155 §8.3)',
};

const rrsetWords = ({ name, type, reason }: NonNullable<ZoneVerdict['rrset']>): string =>
  `the ${type} records at ${name} fail validation: ${RRSET_FAILURE_WORDS[reason]}`;

/**
 * A record set in the zone above the owner's that fails validation: the CAA climb reaches it
 * (RFC 8659 §3), or it is the DS of the owner's zone, which that zone holds (RFC 4035 §2.4).
 */
type ParentZoneRrset = ResolverVerdict & {
  readonly name: string;
  readonly type: string;
  /** The zone above the owner's that holds the record set. */
  readonly zone: string;
  readonly ownZone: string;
  readonly extendedErrors: readonly ExtendedDnsError[];
  /** What domain-check's own validation found wrong; absent when only the resolver's SERVFAIL tells. */
  readonly reason?: RrsetFailure | undefined;
  /**
   * Where the DS of the owner's zone is published when `zone` denies it: at the registrar (`zone` is
   * the registry's) or in `zone` at its DNS host (a child zone below the registered domain).
   */
  readonly dsPublishedAt?: 'registrar' | 'parent-zone' | undefined;
};

/**
 * The zone above denies the DS of the owner's zone with NSEC or NSEC3 records that prove no such
 * thing, as one left from before the delegation does (RFC 4035 §5.2, RFC 6840 §4.4): the fix is the
 * DS or the delegation, not new signatures over the same records.
 */
const deniesOwnDs = ({ type, name, ownZone, reason }: ParentZoneRrset): boolean =>
  type === 'DS' && name.toLowerCase() === ownZone.toLowerCase() && reason !== undefined && isDenialProblem(reason);

/** Where the failing record set lies, and why it stops the certificate although your zone is not its zone. */
function whereParentRrsetLies({ type, name, zone, ownZone }: ParentZoneRrset): string {
  if (type === 'DS' && name.toLowerCase() === ownZone.toLowerCase())
    return `The DS records of your zone ${ownZone} live in the zone above it, ${zone}, served by the DNS host of ${zone} (RFC 4035 §2.4): without them, or a valid proof that there are none, no validator trusts any answer of ${ownZone} (RFC 4035 §5.2).`;
  const climb =
    type === 'CAA'
      ? 'the certificate authority climbs to it for CAA (RFC 8659 §3) and treats the failure as a refusal'
      : 'validators read it on their way to your records, and the certificate authority treats the failure as a refusal';
  return `${name} is in the zone ${zone}, above your zone ${ownZone} and served by the DNS host of ${zone}, not by yours; ${climb}.`;
}

/** Each DS that authenticates no key, named as DNSViz (DIGEST_INVALID) and Zonemaster (DS02_NO_MATCH_DS_DNSKEY) name it. */
function unmatchedDsWords(unmatched: readonly UnmatchedDs[] | undefined): string {
  if (!unmatched?.length) return '';
  const each = unmatched.map(({ keyTag, algorithm, digestType, problem }) =>
    problem === 'digest-mismatch'
      ? `the DS ${keyTag} ${algorithm} ${digestType} names a key the zone publishes (key tag ${keyTag}), but its digest is not that key’s digest`
      : `the DS ${keyTag} ${algorithm} ${digestType} names key tag ${keyTag}, which no DNSKEY of the zone has`,
  );
  return ` In detail: ${each.join('; ')}.`;
}
import type { WordsOf } from '../../findings/finding-words.ts';

/**
 * "the one Cloudflare gives for the zone (on the DNS Settings page: Enable DNSSEC if it is not on,
 * then DS record on the DNSSEC card)": where the zone's DS record comes from, at a host that signs the
 * zone in one step; "the one your current DNS host shows for the zone" elsewhere.
 */
function dsFromHostWords(host: DnsHostTerms | null): string {
  const signing = host?.dnssecSigning;
  if (!host || !signing) return 'the one your current DNS host shows for the zone';
  return `the one ${host.name} gives for the zone (on ${signing.where}: ${signing.enable} if it is not on, which signs the zone; then ${signing.showsDs})`;
}

/**
 * Where the zone's DS record is changed: at the registrar for the registered domain's zone, in the
 * parent zone at its DNS host for a child zone (RFC 4035 §2.4).
 */
export const dsRecordAt = (zone: string, parentZone: string | undefined): string =>
  parentZone
    ? `the DS record for ${zone} in the zone ${parentZone}, at the DNS host of ${parentZone} (RFC 4035 §2.4)`
    : 'the DS record at your registrar';

/** Who signs the zone: the owner's DNS host, or the DNS host of a child zone, named. */
const signerOf = ({ zone, parentZone }: { zone: string; parentZone?: string | undefined }): string =>
  parentZone ? `the DNS host of ${zone}` : 'your DNS host';

/** Every validating resolver fails the same way, so the sentence names the certificate authority's too. */
const servfail = ({ domain, resolver, resolverValidates }: ResolverVerdict): string =>
  resolverValidates === false
    ? `Resolver ${resolver} answers for ${domain} without validating DNSSEC, but domain-check's own validation from the root's trust anchor fails, as every validating resolver's will, the certificate authority's among them`
    : `Resolver ${resolver} answers SERVFAIL for ${domain}, as every validating resolver will, the certificate authority's among them`;

/**
 * What the dnssec check says of a SERVFAIL: its cause from Extended DNS Errors or the records, or
 * that DNSSEC is not to blame. Only a failing answer loads these words.
 */
export const DNSSEC_SERVFAIL_WORDS = {
  DNSSEC_SIGNATURE_EXPIRED: {
    message: (params: ZoneVerdict) =>
      `${servfail(params)}: the DNSSEC signatures of ${params.zone} have expired (RFC 4034 §3.1.5). The signer at ${signerOf(params)} has stopped re-signing the zone.`,
    fix: (params: ZoneVerdict) =>
      `Ask ${signerOf(params)} to re-sign ${params.zone} (or turn its DNSSEC signing back on). If you no longer want DNSSEC for it, first remove ${dsRecordAt(params.zone, params.parentZone)}.`,
  },
  DNSSEC_DS_MATCHES_NO_KEY: {
    message: (params: ZoneVerdict) =>
      `${servfail(params)}: the DS record at the registry matches none of the zone's DNSKEY records (RFC 4035 §5.2), as after a move to another DNS host or a key change.${unmatchedDsWords(params.unmatchedDs)}`,
    fix: ({ dnsHost }: ZoneVerdict) =>
      `At your registrar, replace the DS record with ${dsFromHostWords(dnsHost ?? null)}, or remove the DS record to turn DNSSEC off.`,
  },
  DNSSEC_BOGUS: {
    message: (params: ZoneVerdict) =>
      params.rrset
        ? `${servfail(params)}: ${rrsetWords(params.rrset)}.`
        : `${servfail(params)}: it rejected the signed answer as bogus (RFC 4035 §5.5), for another reason than expiry or a missing key.`,
    fix: (params: ZoneVerdict) =>
      `Ask ${signerOf(params)} to re-sign ${params.zone}; if it persists, remove ${dsRecordAt(params.zone, params.parentZone)} to turn DNSSEC off until it is fixed.`,
  },
  DNSSEC_CHILD_DS_MATCHES_NO_KEY: {
    message: (params: ZoneVerdict & { parentZone: string; unsigned: boolean }) =>
      `${servfail(params)}: ${params.zone} is a zone of its own, delegated from ${params.parentZone}, and the DS record for it in ${params.parentZone} ${
        params.unsigned
          ? `names a key, but ${params.zone} is not signed: it publishes no DNSKEY record`
          : 'matches none of its DNSKEY records'
      } (RFC 4035 §5.2).${params.unsigned ? '' : unmatchedDsWords(params.unmatchedDs)}`,
    fix: ({ zone, parentZone, unsigned }: { zone: string; parentZone: string; unsigned: boolean }) =>
      unsigned
        ? `The DS record for ${zone} lives in the zone ${parentZone} (RFC 4035 §2.4), not at your registrar: at the DNS host of ${parentZone}, remove it; or have the DNS host of ${zone} sign the zone, then replace the DS with the one it shows.`
        : `The DS record for ${zone} lives in the zone ${parentZone} (RFC 4035 §2.4), not at your registrar: at the DNS host of ${parentZone}, replace it with the DS that the DNS host of ${zone} shows, or remove it to turn DNSSEC off for ${zone}.`,
  },
  DNSSEC_BROKEN: {
    message: ({ domain, resolver, zone, parentZone }: ZoneVerdict) =>
      `Resolver ${resolver} answers SERVFAIL for ${domain}, but answers with checking disabled (CD=1): the DNSSEC chain ${
        parentZone
          ? `of ${zone}, a zone of its own delegated from ${parentZone}, is broken: its signatures do not verify, or the DS record for it in ${parentZone} is stale`
          : 'is broken, often by a stale DS record at the registrar'
      }.`,
    fix: ({ dnsHost, zone, parentZone }: ZoneVerdict) =>
      parentZone
        ? `Ask the DNS host of ${zone} to re-sign it; if the DS is stale, replace ${dsRecordAt(zone, parentZone)} with the DS the DNS host of ${zone} shows, or remove it; then run this again.`
        : `Remove the DS record at your registrar, or replace it with ${dsFromHostWords(dnsHost ?? null)}, then run this again.`,
  },
  DNSSEC_TARGET_ZONE_BOGUS: {
    message: ({
      domain,
      resolver,
      target,
      extendedErrors,
      resolverValidates,
    }: ResolverVerdict & { target: string; extendedErrors: readonly ExtendedDnsError[] }) =>
      resolverValidates === false
        ? `Resolver ${resolver} answers for ${domain} without validating DNSSEC, but domain-check's own validation from the root's trust anchor fails at the CNAME's target ${target}: the DNSSEC of the target's zone is broken, not yours. Every validating resolver fails it, the certificate authority's too.`
        : `Resolver ${resolver} answers the CNAME of ${domain} but SERVFAIL for its target ${target}, which it answers with checking disabled (CD=1): the DNSSEC of the target's zone is broken, not yours${describeExtendedErrors(extendedErrors)}. Every validating resolver fails it, the certificate authority's too.`,
    fix: ({ target }: { target: string }) =>
      `Nothing to change in your DNS: tell the operator of ${target} (the platform) that its zone fails DNSSEC validation, with this evidence.`,
  },
  DNSSEC_PARENT_ZONE_RRSET_BOGUS: {
    message: (params: ParentZoneRrset) => {
      const { resolver, name, type, extendedErrors, reason, resolverValidates } = params;
      const failure = reason
        ? RRSET_FAILURE_WORDS[reason]
        : 'their DNSSEC signatures, or the proof that there are none, are missing or broken (RFC 4035 §5.3, §5.4)';
      const found =
        resolverValidates === false
          ? `${servfail(params)}: the ${type} records at ${name} fail validation: ${failure}`
          : `Resolver ${resolver} answers SERVFAIL for the ${type} records at ${name} and answers them with checking disabled (CD=1): ${failure}${describeExtendedErrors(extendedErrors)}`;
      return `${found}. ${whereParentRrsetLies(params)}`;
    },
    fix: (params: ParentZoneRrset) => {
      const { name, type, zone, ownZone, dsPublishedAt } = params;
      if (!deniesOwnDs(params))
        return `Nothing to change in your zone: whoever runs the zone ${zone} must have the DNS host of ${zone} re-sign it so that the ${type} records at ${name} validate. Tell them, with this evidence.`;
      return dsPublishedAt === 'registrar'
        ? `If ${ownZone} is signed, publish ${dsRecordAt(ownZone, undefined)}: the one your DNS host shows for ${ownZone}, which the registry then puts in ${zone} in place of its denial. If ${ownZone} is not signed, tell the registry of ${zone} that its proof of no DS for ${ownZone} shows no delegation, with this evidence.`
        : `At the DNS host of ${zone}: if ${ownZone} is signed, publish ${dsRecordAt(ownZone, zone)}, the one the DNS host of ${ownZone} shows; if it is not, have ${zone} re-signed with the delegation of ${ownZone} (its NS records), so that its NSEC or NSEC3 records show the delegation.`;
    },
  },
  DNSSEC_SERVFAIL: {
    message: ({
      domain,
      resolver,
      extendedErrors,
    }: ResolverVerdict & { extendedErrors: readonly ExtendedDnsError[] }) =>
      `Resolver ${resolver} answers SERVFAIL for ${domain} even with checking disabled (CD=1), so it is not a DNSSEC failure: the zone's nameservers may not be serving it${describeExtendedErrors(extendedErrors)}.`,
    fix: () => 'See the nameservers check; run this again.',
  },
} satisfies WordsOf<keyof typeof DNSSEC_DOCS>;
