/**
 * Whose fault a failed CAA lookup is. When the zone's own nameservers answer CAA with SERVFAIL or
 * REFUSED while they answer an address query at the same name, the DNS host mishandles the CAA type,
 * and every lookup the certificate authority makes will fail the same way: that is a refusal to fix
 * (RFC 8659 §3), not a lookup to run again.
 */
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import { formatServer } from '../../dns/transport.ts';
import type { LookupResult } from '../../dns/client.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, wordedBy, type Evidence, type Finding } from '../../findings/finding.ts';
import { diagnoseQuestionFailure, diagnoseValidationFailure } from '../../diagnosis/lookup-cause.ts';
import { CAA_HOST_FAILURE_WORDS } from './host-failure-words.ts';
import { causeFinding } from '../../diagnosis/cause-finding.ts';

const findingFrom = wordedBy(CAA_HOST_FAILURE_WORDS);

const answeredWithError = (result: LookupResult): boolean =>
  result.status === 'servfail' || result.status === 'refused';

/** The finding that blames the DNS host, or undefined when the nameservers do not show it. */
export async function blameDnsHostForCaa(
  context: CheckContext,
  name: string,
  evidence: readonly Evidence[],
): Promise<Finding | undefined> {
  // Only the zone's own servers, asked directly, can show it; a browser asks through its resolver.
  if (context.input.authoritativeReachable === false) return undefined;
  const zone = await context.zone();
  // A name above the zone apex is another zone's (its parent's, or the TLD's): not this host's.
  if (zone.outcome !== 'found' || !isSameOrSubdomain(name, zone.apex)) return undefined;
  const [caa, address] = await Promise.all([
    context.askAuthoritative(name, 'CAA'),
    context.askAuthoritative(name, 'A'),
  ]);
  if (caa.all.length === 0 || !caa.all.every(answeredWithError) || !address.best) {
    // Not the CAA type itself: a transport every server fails on (TCP for a large set, or EDNS).
    const { servers } = await context.authoritative();
    const diagnosed = await diagnoseQuestionFailure(context.input, context.dns, servers, name, 'CAA');
    return diagnosed
      ? causeFinding('caa', { ...diagnosed, evidence: [...evidence, ...diagnosed.evidence] })
      : undefined;
  }
  return findingFrom({
    id: 'caa',
    status: 'fail',
    code: 'CAA_DNS_HOST_FAILS',
    params: {
      name,
      answers: caa.all.map((result) => ({
        server: formatServer(result.server),
        rcode: result.status === 'servfail' ? 'SERVFAIL' : 'REFUSED',
      })),
    },
    evidence: [...evidence, ...caa.all.flatMap(evidenceOf)],
  });
}

/**
 * The finding that blames DNSSEC for the CAA records alone: the resolver fails them but answers them
 * with checking disabled, though the zone's other records may validate (RFC 4035 §5.3).
 */
export async function blameValidationForCaa(
  context: CheckContext,
  failed: LookupResult,
  evidence: readonly Evidence[],
): Promise<Finding | undefined> {
  const zone = await context.zone();
  if (zone.outcome !== 'found') return undefined;
  const diagnosed = await diagnoseValidationFailure(context.dns, failed, zone.apex);
  return diagnosed ? causeFinding('caa', { ...diagnosed, evidence: [...evidence, ...diagnosed.evidence] }) : undefined;
}
