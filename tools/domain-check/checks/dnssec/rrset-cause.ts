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
import { evidenceOf, wordedBy, type Finding } from '../../engine/finding.ts';
import { diagnoseValidationFailure } from '../../engine/lookup-cause.ts';
import { causeFinding } from '../lookup-cause/cause-finding.ts';
import { DNSSEC_SERVFAIL_WORDS } from './servfail-words.ts';

const findingFrom = wordedBy(DNSSEC_SERVFAIL_WORDS);

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
    return (
      diagnosed && causeFinding('dnssec', { ...diagnosed, evidence: [...evidenceOf(failed), ...diagnosed.evidence] })
    );
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
