import { describeExtendedErrors } from '../../dns/lookup-result.ts';
import type { DnsHostTerms } from '../../findings/catalog/dns-host.ts';
import type { ExtendedDnsError } from '../../dns/codec.ts';
import type { DNSSEC_FINDINGS, ResolverVerdict } from './words.ts';

/**
 * A verdict on the domain's own zone, whose chain of trust fails: every lookup in `zone` fails with it.
 * The zone's DNS host, when known, gives the words of a fix carried out in its panel.
 */
type ZoneVerdict = ResolverVerdict & { readonly zone: string; readonly dnsHost?: DnsHostTerms | null };
import type { WordsOf } from '../../findings/catalog/words.ts';

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

/** Every validating resolver fails the same way, so the sentence names the certificate authority's too. */
const servfail = ({ domain, resolver }: ResolverVerdict): string =>
  `Resolver ${resolver} answers SERVFAIL for ${domain}, as every validating resolver will, the certificate authority's among them`;

/**
 * What the dnssec check says of a SERVFAIL: its cause from Extended DNS Errors or the records, or
 * that DNSSEC is not to blame. Only a failing answer loads these words.
 */
export const DNSSEC_SERVFAIL_WORDS = {
  DNSSEC_SIGNATURE_EXPIRED: {
    message: (params: ZoneVerdict) =>
      `${servfail(params)}: the zone's DNSSEC signatures have expired (RFC 4034 §3.1.5). Your DNS host's signer has stopped re-signing the zone.`,
    fix: () =>
      'Ask your DNS host to re-sign the zone (or turn its DNSSEC signing back on). If you no longer want DNSSEC, remove the DS record at your registrar first.',
  },
  DNSSEC_DS_MATCHES_NO_KEY: {
    message: (params: ZoneVerdict) =>
      `${servfail(params)}: the DS record at the registry matches none of the zone's DNSKEY records (RFC 4035 §5.2), as after a move to another DNS host or a key change.`,
    fix: ({ dnsHost }: ZoneVerdict) =>
      `At your registrar, replace the DS record with ${dsFromHostWords(dnsHost ?? null)}, or remove the DS record to turn DNSSEC off.`,
  },
  DNSSEC_BOGUS: {
    message: (params: ZoneVerdict) =>
      `${servfail(params)}: it rejected the signed answer as bogus (RFC 4035 §5.5), for another reason than expiry or a missing key.`,
    fix: () =>
      'Ask your DNS host to re-sign the zone; if it persists, remove the DS record at your registrar to turn DNSSEC off until it is fixed.',
  },
  DNSSEC_CHILD_DS_MATCHES_NO_KEY: {
    message: (params: ZoneVerdict & { parentZone: string }) =>
      `${servfail(params)}: ${params.zone} is a zone of its own, delegated from ${params.parentZone}, and the DS record for it in ${params.parentZone} matches none of its DNSKEY records (RFC 4035 §5.2).`,
    fix: ({ zone, parentZone }: { zone: string; parentZone: string }) =>
      `The DS record for ${zone} lives in the zone ${parentZone} (RFC 4035 §2.4), not at your registrar: at the DNS host of ${parentZone}, replace it with the DS that the DNS host of ${zone} shows, or remove it to turn DNSSEC off for ${zone}.`,
  },
  DNSSEC_BROKEN: {
    message: ({ domain, resolver }: ZoneVerdict) =>
      `Resolver ${resolver} answers SERVFAIL for ${domain}, but answers with checking disabled (CD=1): the DNSSEC chain is broken, often by a stale DS record at the registrar.`,
    fix: ({ dnsHost }: ZoneVerdict) =>
      `Remove the DS record at your registrar, or replace it with ${dsFromHostWords(dnsHost ?? null)}, then run this again.`,
  },
  DNSSEC_TARGET_ZONE_BOGUS: {
    message: ({
      domain,
      resolver,
      target,
      extendedErrors,
    }: ResolverVerdict & { target: string; extendedErrors: readonly ExtendedDnsError[] }) =>
      `Resolver ${resolver} answers the CNAME of ${domain} but SERVFAIL for its target ${target}, which it answers with checking disabled (CD=1): the DNSSEC of the target's zone is broken, not yours${describeExtendedErrors(extendedErrors)}. Every validating resolver fails it, the certificate authority's too.`,
    fix: ({ target }: { target: string }) =>
      `Nothing to change in your DNS: tell the operator of ${target} (the platform) that its zone fails DNSSEC validation, with this evidence.`,
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
} satisfies WordsOf<keyof typeof DNSSEC_FINDINGS>;
