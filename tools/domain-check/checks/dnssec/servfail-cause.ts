/**
 * Why a validating resolver answered SERVFAIL: its Extended DNS Error (RFC 8914) when it says, else
 * the DS, DNSKEY and RRSIG records asked with checking disabled (CD=1, RFC 4035 §3.2.2). Loaded by
 * the dnssec check only when a resolver answers SERVFAIL, so the browser checker downloads it then.
 */
import { isFailed, type LookupResult } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, wordedBy, type Evidence, type Finding, type FindingCode } from '../../findings/finding.ts';
import { diagnoseQuestionFailure } from '../../diagnosis/lookup-cause.ts';
import { causeFinding } from '../../diagnosis/cause-finding.ts';
import { delegatingZone } from './delegating-zone.ts';
import { DNSSEC_SERVFAIL_WORDS } from './servfail-words.ts';
import type { UnmatchedDs } from '../../dns/dnssec/delegation.ts';
import type { RrsetFailure } from '../../dns/dnssec/verify-rrset.ts';
import type { BogusVerdict } from './own-validation.ts';

const findingFrom = wordedBy(DNSSEC_SERVFAIL_WORDS);

type Cause = 'signature-expired' | 'ds-matches-no-key' | 'bogus';

/** RFC 8914 §4 info codes that name a DNSSEC validation failure, and what each means here. */
const EDE_CAUSES: Readonly<Record<number, Cause>> = {
  1: 'bogus', // Unsupported DNSKEY Algorithm
  2: 'bogus', // Unsupported DS Digest Type
  5: 'bogus', // DNSSEC Indeterminate
  6: 'bogus', // DNSSEC Bogus
  7: 'signature-expired',
  8: 'bogus', // Signature Not Yet Valid
  9: 'ds-matches-no-key', // DNSKEY Missing: no key matches the DS
  10: 'bogus', // RRSIGs Missing
  11: 'bogus', // No Zone Key Bit Set
  12: 'bogus', // NSEC Missing
};

function causeFromResolver(answer: LookupResult): Cause | undefined {
  // The most specific cause wins: expiry and a missing key each have their own fix.
  const causes = answer.extendedErrors.flatMap((error) => EDE_CAUSES[error.infoCode] ?? []);
  return causes.find((cause) => cause !== 'bogus') ?? causes[0];
}

interface Probe {
  readonly cause: Cause | undefined;
  readonly evidence: readonly Evidence[];
}

/**
 * Without Extended DNS Errors, look for the cause with checking disabled (RFC 4035 §3.2.2): a DS at the
 * parent whose key tag and algorithm match no DNSKEY of the zone (RFC 4035 §5.2), or RRSIGs past their
 * expiration time (RFC 4034 §3.1.5).
 */
async function probeCause(context: CheckContext, server: DnsServer): Promise<Probe> {
  const { domain, dns } = context;
  const zone = await context.zone();
  const unchecked = { server, checkingDisabled: true, followCnames: false } as const;
  const [ds, dnskey, signed] = await Promise.all([
    dns.lookup({ ...unchecked, name: zone.apex, type: 'DS' }),
    dns.lookup({ ...unchecked, name: zone.apex, type: 'DNSKEY', dnssecOk: true }),
    dns.lookup({ ...unchecked, name: domain, type: 'CNAME', dnssecOk: true }),
  ]);
  const keys = dnskey.records.flatMap((record) => (record.dnskey ? [record.dnskey] : []));
  const dsRecords = ds.records.flatMap((record) => (record.ds ? [record.ds] : []));
  if (
    !isFailed(dnskey) &&
    dsRecords.length > 0 &&
    !dsRecords.some((entry) => keys.some((key) => key.keyTag === entry.keyTag && key.algorithm === entry.algorithm))
  ) {
    return { cause: 'ds-matches-no-key', evidence: [...evidenceOf(ds), ...evidenceOf(dnskey)] };
  }
  const now = Date.now() / 1000;
  const signatures = [...dnskey.answerSection, ...signed.answerSection].filter((record) => record.rrsig);
  const expired = signatures.filter((record) => (record.rrsig?.expiration ?? Infinity) < now);
  if (expired.length > 0) {
    const server = formatServer(dnskey.server);
    return {
      cause: 'signature-expired',
      evidence: expired.map((record) => ({
        server,
        name: record.name,
        type: record.type,
        ttl: record.ttl,
        data: record.data,
      })),
    };
  }
  return { cause: undefined, evidence: [] };
}

const CAUSE_CODES = {
  'signature-expired': 'DNSSEC_SIGNATURE_EXPIRED',
  'ds-matches-no-key': 'DNSSEC_DS_MATCHES_NO_KEY',
  bogus: 'DNSSEC_BOGUS',
} as const satisfies Record<Cause, FindingCode>;

/**
 * Whether the SERVFAIL comes from the CNAME's target: the resolver answers the CNAME itself, and fails
 * the target, which lies in another zone (the platform's). The customer's zone then validates, and
 * only the target zone's operator can fix its DNSSEC.
 */
async function blameTargetZone(
  context: CheckContext,
  answer: LookupResult,
  where: string,
): Promise<Finding | undefined> {
  const { domain, dns } = context;
  const zone = await context.zone();
  const cname = await dns.lookup({ server: answer.server, name: domain, type: 'CNAME', followCnames: false });
  const target = cname.records.find((record) => record.type === 'CNAME')?.target;
  if (isFailed(cname) || !target || zone.outcome !== 'found' || isSameOrSubdomain(target, zone.apex)) return undefined;
  const atTarget = await dns.lookup({ server: answer.server, name: target, type: 'A', followCnames: false });
  if (atTarget.status !== 'servfail') return undefined;
  const unchecked = await dns.lookup({
    server: answer.server,
    name: target,
    type: 'A',
    checkingDisabled: true,
    followCnames: false,
  });
  if (isFailed(unchecked)) return undefined;
  return findingFrom({
    id: 'dnssec',
    status: 'fail',
    code: 'DNSSEC_TARGET_ZONE_BOGUS',
    params: { domain, resolver: where, target, extendedErrors: atTarget.extendedErrors },
    evidence: [...evidenceOf(cname), ...evidenceOf(atTarget)],
  });
}

/**
 * Whether the zone's DNSKEY set can be read at all: a validator needs it for every answer in the zone
 * (RFC 4035 §5.3.1), and a set too large for UDP comes truncated, to be asked again over TCP
 * (RFC 1035 §4.2.1). Nameservers that do not answer over TCP then fail every validation, whatever
 * the DS at the registry says (RFC 7766 §5): the DNS host's fault, not the registrar's.
 */
async function blameKeysWithoutTcp(context: CheckContext, answer: LookupResult): Promise<Finding | undefined> {
  const zone = await context.zone();
  if (zone.outcome !== 'found') return undefined;
  const { servers } = await context.authoritative();
  const diagnosed = await diagnoseQuestionFailure(context.input, context.dns, servers, zone.apex, 'DNSKEY');
  if (diagnosed?.cause.kind !== 'no-tcp') return undefined;
  return causeFinding('dnssec', { ...diagnosed, evidence: [...evidenceOf(answer), ...diagnosed.evidence] });
}

/**
 * Whether the zone publishes no DNSKEY at all: not signed, so a DS for it can only be removed, or
 * replaced once the zone is signed (RFC 4035 §5.2). Asked as probeCause asks, so the client's memo answers.
 */
async function publishesNoKey(context: CheckContext, server: DnsServer, apex: string): Promise<boolean> {
  const dnskey = await context.dns.lookup({
    server,
    name: apex,
    type: 'DNSKEY',
    checkingDisabled: true,
    followCnames: false,
    dnssecOk: true,
  });
  return !isFailed(dnskey) && !dnskey.records.some((record) => record.type === 'DNSKEY');
}

interface OwnCause {
  readonly cause: Cause;
  readonly unmatchedDs?: readonly UnmatchedDs[];
  readonly rrset?: { readonly name: string; readonly type: string; readonly reason: RrsetFailure };
}

/**
 * The cause domain-check's own validation found in the domain's own zone: it outranks the resolver's
 * Extended DNS Error, which a resolver that has cached the failure sends as a generic "bogus"
 * (RFC 8914 §4.7), and which names a DS where a CNAME lost its signature (Unbound's EDE 9).
 */
function ownCause(own: BogusVerdict | undefined, apex: string | undefined): OwnCause | undefined {
  if (!own || !apex || own.failure.kind === 'anchor-mismatch' || own.failure.zone !== apex) return undefined;
  const { failure } = own;
  if (failure.kind === 'ds-matches-no-key') return { cause: 'ds-matches-no-key', unmatchedDs: failure.unmatched };
  if (failure.kind === 'rrset' && failure.reason === 'signature-expired') return { cause: 'signature-expired' };
  const reason = failure.kind === 'rrset' ? failure.reason : 'no-signature';
  return { cause: 'bogus', rrset: { name: failure.name, type: failure.type, reason } };
}

/** The finding for a resolver's SERVFAIL at `where`: a named DNSSEC cause, a broken chain, or no DNSSEC failure. */
export async function explainServfail(
  context: CheckContext,
  answer: LookupResult,
  where: string,
  own?: BogusVerdict,
): Promise<Finding> {
  const { domain, dns } = context;
  const targetFailure = await blameTargetZone(context, answer, where);
  if (targetFailure) return targetFailure;
  const keysWithoutTcp = await blameKeysWithoutTcp(context, answer);
  if (keysWithoutTcp) return keysWithoutTcp;
  const zone = await context.zone();
  const unchecked = await dns.lookup({
    server: answer.server,
    name: domain,
    type: 'A',
    checkingDisabled: true,
    followCnames: false,
  });
  // A specific Extended DNS Error settles it; a generic "bogus" (which Unbound also gives once the
  // zone's keys are cached as bad) or none leaves the records to tell.
  const found = ownCause(own, zone.outcome === 'found' ? zone.apex : undefined);
  const told = found?.cause ?? causeFromResolver(answer);
  const probe =
    found || (told && told !== 'bogus') || isFailed(unchecked) ? undefined : await probeCause(context, answer.server);
  const cause = probe?.cause ?? told;
  const unmatchedDs = found?.unmatchedDs;
  const rrset = found?.rrset;
  // The fix is carried out at the registrar with what the zone's DNS host gives: said in its words.
  const dnsHost = (await context.dnsHost()).terms;
  // The answer with checking disabled matters only when the resolver did not say why.
  const evidence = [
    ...evidenceOf(answer),
    ...((probe?.cause ?? !told) ? [...evidenceOf(unchecked), ...(probe?.evidence ?? [])] : []),
  ];
  // A child zone below the registered domain: its DS lives in the parent zone (RFC 4035 §2.4).
  const parentZone =
    cause || !isFailed(unchecked) ? await delegatingZone(context, answer.server, zone.apex) : undefined;
  if (parentZone && cause === 'ds-matches-no-key') {
    return findingFrom({
      id: 'dnssec',
      status: 'fail',
      code: 'DNSSEC_CHILD_DS_MATCHES_NO_KEY',
      params: {
        domain,
        resolver: where,
        zone: zone.apex,
        parentZone,
        unsigned: await publishesNoKey(context, answer.server, zone.apex),
        unmatchedDs,
      },
      evidence,
    });
  }
  if (cause) {
    return findingFrom({
      id: 'dnssec',
      status: 'fail',
      code: CAUSE_CODES[cause],
      params: { domain, resolver: where, zone: zone.apex, dnsHost, parentZone, unmatchedDs, rrset },
      evidence,
    });
  }
  if (!isFailed(unchecked)) {
    return findingFrom({
      id: 'dnssec',
      status: 'fail',
      code: 'DNSSEC_BROKEN',
      params: { domain, resolver: where, zone: zone.apex, dnsHost, parentZone },
      evidence,
    });
  }
  return findingFrom({
    id: 'dnssec',
    status: 'error',
    code: 'DNSSEC_SERVFAIL',
    params: { domain, resolver: where, extendedErrors: answer.extendedErrors },
    evidence,
  });
}
