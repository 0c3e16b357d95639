/**
 * Why one RRset the certificate authority asks for fails validation while the domain's A record does
 * not: each RRset is validated on its own (RFC 4035 §5.3), so a zone whose chain of trust holds can
 * still hold one bogus RRset, and a CNAME target lies in another zone with its own chain. Loaded by the
 * dnssec check only when such a lookup answers SERVFAIL.
 */
import { isFailed, type LookupResult } from '../../dns/client.ts';
import { formatServer } from '../../dns/transport.ts';
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, wordedBy, type Finding } from '../../findings/finding.ts';
import { diagnoseValidationFailure } from '../../diagnosis/lookup-cause.ts';
import { causeFinding } from '../../diagnosis/cause-finding.ts';
import { delegatingZone, enclosingZone } from './delegating-zone.ts';
import { DNSSEC_SERVFAIL_WORDS } from './servfail-words.ts';

const findingFrom = wordedBy(DNSSEC_SERVFAIL_WORDS);

/**
 * A name above the owner's zone that the CAA climb reaches (RFC 8659 §3) lies in another zone, the
 * parent's, which the owner's DNS host does not serve: its failing RRset is named with that zone.
 */
async function explainAncestorFailure(
  context: CheckContext,
  failed: LookupResult,
  ownZone: string,
): Promise<Finding | undefined> {
  const zone = await enclosingZone(context, failed.server, failed.name);
  if (!zone) return undefined;
  const diagnosed = await diagnoseValidationFailure(context.dns, failed, zone);
  if (!diagnosed || (diagnosed.cause.kind !== 'rrset-bogus' && diagnosed.cause.kind !== 'denial-missing')) {
    return undefined;
  }
  return findingFrom({
    id: 'dnssec',
    status: 'fail',
    code: 'DNSSEC_PARENT_ZONE_RRSET_BOGUS',
    params: {
      domain: context.domain,
      resolver: formatServer(failed.server),
      name: failed.name,
      type: failed.type,
      zone,
      ownZone,
      extendedErrors: failed.extendedErrors,
    },
    evidence: [...evidenceOf(failed), ...diagnosed.evidence],
  });
}

/**
 * The finding for one failed RRset: in the owner's zone, the RRset's own cause (its signatures, or a
 * denial without its proof); at the CNAME's target outside it, the platform's zone. Undefined when
 * the RRset fails with checking disabled too: not DNSSEC, and the check that asks for it says why.
 */
export async function explainRrsetFailure(
  context: CheckContext,
  failed: LookupResult,
  target: string | undefined,
): Promise<Finding | undefined> {
  const { domain, dns } = context;
  const zone = await context.zone();
  if (zone.outcome === 'found' && isSameOrSubdomain(failed.name, zone.apex)) {
    const diagnosed = await diagnoseValidationFailure(dns, failed, zone.apex);
    if (!diagnosed) return undefined;
    // In a child zone, its own DNS host re-signs and the parent zone holds its DS (RFC 4035 §2.4).
    const parentZone = await delegatingZone(context, failed.server, zone.apex);
    const cause =
      parentZone && (diagnosed.cause.kind === 'rrset-bogus' || diagnosed.cause.kind === 'denial-missing')
        ? { ...diagnosed.cause, zone: zone.apex, parentZone }
        : diagnosed.cause;
    return causeFinding('dnssec', { cause, evidence: [...evidenceOf(failed), ...diagnosed.evidence] });
  }
  if (zone.outcome === 'found' && isSameOrSubdomain(zone.apex, failed.name)) {
    return explainAncestorFailure(context, failed, zone.apex);
  }
  if (failed.name.toLowerCase() !== target?.toLowerCase()) return undefined;
  // The target answers with checking disabled: its zone's chain fails, not the owner's (RFC 4035 §5.5).
  const unchecked = await dns.lookup({
    server: failed.server,
    name: target,
    type: failed.type,
    checkingDisabled: true,
  });
  if (isFailed(unchecked)) return undefined;
  return findingFrom({
    id: 'dnssec',
    status: 'fail',
    code: 'DNSSEC_TARGET_ZONE_BOGUS',
    params: { domain, resolver: formatServer(failed.server), target, extendedErrors: failed.extendedErrors },
    evidence: [...evidenceOf(failed), ...evidenceOf(unchecked)],
  });
}
