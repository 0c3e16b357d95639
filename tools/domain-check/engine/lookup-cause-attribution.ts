/**
 * A permanent cause said once. When a check names why lookups fail (a lame delegation, nameservers
 * without glue, EDNS dropped, a zone whose DNSSEC chain fails, …), the other checks' failed lookups
 * that the cause explains are its consequence, not a reason to run again: each such check is skipped,
 * pointing at the check that names it, so the report holds one finding naming the cause. A failure the
 * cause does not explain (a lookup in another zone, another RRset) stays as it is, and a bug
 * (CHECK_CRASHED) is never hidden.
 */
import type { LOOKUP_CAUSE_DOCS } from '../findings/words/lookup-cause.ts';
import type { FindingParams } from '../findings/format.ts';
import { isSameOrSubdomain } from '../dns/wire-names.ts';
import { skip, type CheckId, type Finding } from '../findings/finding.ts';
import type { DomainReport } from './report.ts';

/** The DNSSEC causes that fail every lookup through a zone, the owner's or the CNAME target's. */
type DnssecChainCode =
  | 'DNSSEC_SIGNATURE_EXPIRED'
  | 'DNSSEC_DS_MATCHES_NO_KEY'
  | 'DNSSEC_CHILD_DS_MATCHES_NO_KEY'
  | 'DNSSEC_BOGUS'
  | 'DNSSEC_BROKEN'
  | 'DNSSEC_TARGET_ZONE_BOGUS'
  | 'DNSSEC_PARENT_ZONE_RRSET_BOGUS';
type CauseCode = keyof typeof LOOKUP_CAUSE_DOCS | DnssecChainCode;

/** Where a cause makes lookups fail: every name at or below `name`, or the names `name` only (of one type). */
interface Reach {
  readonly name: string;
  readonly below: boolean;
  readonly type?: string;
}

const zoneOf = (name: string): Reach => ({ name, below: true });

/** Every code of a failed lookup's cause and what it reaches; the compiler refuses one left out. */
const CAUSE_REACH: { readonly [Code in CauseCode]: (params: FindingParams<Code>) => readonly Reach[] } = {
  DELEGATION_MISSING_GLUE: ({ zone }) => [zoneOf(zone)],
  DELEGATION_LAME: ({ zone }) => [zoneOf(zone)],
  APEX_CNAME_HIDES_ZONE: ({ zone }) => [zoneOf(zone)],
  NAMESERVER_DROPS_EDNS: ({ name }) => [zoneOf(name)],
  // A DNSKEY set no resolver can read leaves every RRset of its zone unvalidated (RFC 4035 §5.3.1).
  NAMESERVER_NO_TCP: ({ name, type }) => [type === 'DNSKEY' ? zoneOf(name) : { name, below: false, type }],
  // Each RRset is validated on its own (RFC 4035 §5.3): the others in the zone are not its consequence.
  DNSSEC_RRSET_BOGUS: ({ name, type }) => [{ name, below: false, type }],
  DNSSEC_DENIAL_MISSING: ({ name, type }) => [{ name, below: false, type }],
  DNSSEC_PARENT_ZONE_RRSET_BOGUS: ({ name, type }) => [{ name, below: false, type }],
  DNSSEC_SIGNATURE_EXPIRED: ({ zone }) => [zoneOf(zone)],
  DNSSEC_DS_MATCHES_NO_KEY: ({ zone }) => [zoneOf(zone)],
  DNSSEC_CHILD_DS_MATCHES_NO_KEY: ({ zone }) => [zoneOf(zone)],
  DNSSEC_BOGUS: ({ zone }) => [zoneOf(zone)],
  DNSSEC_BROKEN: ({ zone }) => [zoneOf(zone)],
  // Every lookup at the domain follows its CNAME into the target's failing zone (RFC 1034 §3.6.2).
  DNSSEC_TARGET_ZONE_BOGUS: ({ domain, target }) => [{ name: domain, below: false }, zoneOf(target)],
};

interface NamedCause {
  readonly finding: Finding;
  readonly reach: readonly Reach[];
}

function namedCause(finding: Finding): NamedCause | undefined {
  if (finding.status !== 'fail' || !Object.hasOwn(CAUSE_REACH, finding.code)) return undefined;
  const reachOf = CAUSE_REACH[finding.code as CauseCode] as (params: unknown) => readonly Reach[];
  return { finding, reach: reachOf(finding.params) };
}

/** A name a failed lookup was about, with its type when known. */
interface Asked {
  readonly name: string;
  readonly type?: string;
}

const reaches = (reach: Reach, asked: Asked): boolean =>
  reach.below
    ? isSameOrSubdomain(asked.name, reach.name)
    : asked.name.toLowerCase() === reach.name.toLowerCase() && (!reach.type || asked.type === reach.type);

/** Whether every lookup that `inner` makes fail, `outer` makes fail too. */
const covers = (outer: Reach, inner: Reach): boolean =>
  inner.below ? outer.below && isSameOrSubdomain(inner.name, outer.name) : reaches(outer, inner);

/**
 * What a failure was about: the names of its evidence, leaving out the records that did answer (a
 * record carries its TTL; a failed lookup none), such as the platform's addresses beside the
 * domain's failed ones. A failure that shows no lookup could not ask at all (the zone's apex unknown,
 * the CNAME never read): it is about the domain checked.
 */
function askedOf(finding: Finding, domain: string): Asked[] {
  const failed = finding.evidence.filter((line) => line.ttl === null);
  const lines = failed.length > 0 ? failed : finding.evidence;
  return lines.length > 0 ? lines.map(({ name, type }) => ({ name, type })) : [{ name: domain }];
}

/** The cause that explains everything a failure was about. */
function explainedBy(finding: Finding, domain: string, causes: readonly NamedCause[]): NamedCause | undefined {
  if (finding.status !== 'error' || finding.code === 'CHECK_CRASHED') return undefined;
  const asked = askedOf(finding, domain);
  return causes.find(
    (cause) =>
      cause.finding.id !== finding.id && asked.every((entry) => cause.reach.some((reach) => reaches(reach, entry))),
  );
}

/**
 * The dnssec check's finding that names the same cause as another check's (the caa check's bogus CAA
 * RRset, say): the dnssec check judges every RRset the CA asks for, so a DNSSEC cause is its to say.
 * The same cause may read otherwise there: the dnssec check names a child zone and its parent, or the
 * parent zone that holds a failing RRset, so another check's cause for lookups it reaches is its too.
 */
function saidByDnssec(finding: Finding, causes: readonly NamedCause[]): NamedCause | undefined {
  if (finding.status !== 'fail' || finding.id === 'dnssec') return undefined;
  const params = JSON.stringify(finding.params);
  const reach = namedCause(finding)?.reach;
  return causes.find(
    (cause) =>
      cause.finding.id === 'dnssec' &&
      ((cause.finding.code === finding.code && JSON.stringify(cause.finding.params) === params) ||
        (reach?.every((inner) => cause.reach.some((outer) => covers(outer, inner))) ?? false)),
  );
}

export function attributeLookupCause(report: DomainReport): DomainReport {
  const causes = report.checks.flatMap((finding) => namedCause(finding) ?? []);
  if (causes.length === 0) return report;
  const skipped = new Set<CheckId>();
  const checks = report.checks.flatMap((finding): Finding[] => {
    const cause = explainedBy(finding, report.domain, causes) ?? saidByDnssec(finding, causes);
    if (!cause) return [finding];
    if (skipped.has(finding.id)) return [];
    skipped.add(finding.id);
    return [skip(finding.id, { reason: 'lookup-cause-named', check: cause.finding.id, code: cause.finding.code })];
  });
  return { ...report, checks };
}
