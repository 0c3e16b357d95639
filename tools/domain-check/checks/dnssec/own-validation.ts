/**
 * The dnssec check's own validation of what the certificate authority reads (RFC 8555 §8.3 and
 * RFC 8659 §3: the domain's addresses, through its CNAME, and CAA up the tree), turned into the same
 * findings a validating resolver's SERVFAIL gives: a cause never depends on whether the resolver
 * validates, nor on which Extended DNS Error it sends.
 */
import type { DnsClient } from '../../dns/client.ts';
import { IANA_ROOT_ANCHORS } from '../../dns/dnssec/trust-anchors.ts';
import { formatServer } from '../../dns/transport.ts';
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import type { CheckContext } from '../../engine/context.ts';
import { getRegistrableDomain, nameAndAncestors } from '../../engine/domain-names.ts';
import { wordedBy, type Finding } from '../../findings/finding.ts';
import { ChainOfTrust, type ChainVerdict } from './chain-of-trust.ts';
import { delegatingZone } from './delegating-zone.ts';
import { DNSSEC_SERVFAIL_WORDS } from './servfail-words.ts';

const findingFrom = wordedBy(DNSSEC_SERVFAIL_WORDS);

/** One chain per DNS client, so a run authenticates the root's and each TLD's keys once for all domains. */
const chains = new WeakMap<DnsClient, ChainOfTrust>();

async function chainFor(context: CheckContext): Promise<ChainOfTrust | undefined> {
  const { dns, input } = context;
  const resolver = input.resolvers[0];
  if (!resolver) return undefined;
  let chain = chains.get(dns);
  if (!chain) {
    const zone = input.authoritative?.length ? await context.zone() : undefined;
    chain = new ChainOfTrust({
      dns,
      resolver,
      port: input.nameserverPort ?? 53,
      anchors: input.trustAnchors ?? IANA_ROOT_ANCHORS,
      authoritativeReachable: input.authoritativeReachable !== false,
      ...(zone?.outcome === 'found' && input.authoritative
        ? { givenServers: { zone: zone.apex, servers: input.authoritative } }
        : {}),
      now: () => Date.now() / 1000,
    });
    chains.set(dns, chain);
  }
  return chain;
}

export type BogusVerdict = Extract<ChainVerdict, { security: 'bogus' }>;

/**
 * Validates the RRsets the certificate authority reads: A and AAAA at the domain (through its CNAME
 * chain) and CAA at the domain and each name above it. The first bogus one, in that order; undefined
 * when all validate, are insecure, or cannot be read.
 */
export async function validateWhatTheCaReads(context: CheckContext): Promise<BogusVerdict | undefined> {
  const chain = await chainFor(context);
  if (!chain) return undefined;
  const { domain } = context;
  const zone = await context.zone();
  const domainZone = zone.outcome === 'found' ? zone.apex : undefined;
  // The domain and each name above it down to its zone's apex lie in that zone (the apex is the
  // nearest name that owns an SOA); above it, the zone cuts say which zone holds each name.
  const zoneOfName = async (name: string): Promise<string | undefined> =>
    domainZone && isSameOrSubdomain(name, domainZone) ? domainZone : chain.zoneAt(name);
  const verdicts = await Promise.all([
    chain.validate(domain, 'A', domainZone),
    chain.validate(domain, 'AAAA', domainZone),
    ...nameAndAncestors(domain).map(async (name) => chain.validate(name, 'CAA', await zoneOfName(name))),
  ]);
  return verdicts.find((verdict): verdict is BogusVerdict => verdict.security === 'bogus');
}

/**
 * The finding for a bogus verdict, worded as for a validating resolver's SERVFAIL; `resolverValidates`
 * false when the resolver answered without failing.
 */
export async function ownValidationFinding(
  context: CheckContext,
  verdict: BogusVerdict,
  resolverValidates: boolean,
): Promise<Finding | undefined> {
  const { domain } = context;
  const resolverServer = context.input.resolvers[0];
  if (!resolverServer) return undefined;
  const resolver = formatServer(resolverServer);
  const { failure, evidence } = verdict;
  const zone = await context.zone();
  const apex = zone.outcome === 'found' ? zone.apex : undefined;
  const common = { domain, resolver, resolverValidates };
  if (!apex || failure.kind === 'anchor-mismatch') return undefined;
  if (!isSameOrSubdomain(failure.zone, apex) && !isSameOrSubdomain(apex, failure.zone)) {
    // The CNAME's target lies in another zone, whose operator alone can fix it.
    const target = 'name' in failure ? failure.name : failure.zone;
    return findingFrom({
      id: 'dnssec',
      status: 'fail',
      code: 'DNSSEC_TARGET_ZONE_BOGUS',
      params: { ...common, target, extendedErrors: [] },
      evidence,
    });
  }
  if (failure.zone !== apex && isSameOrSubdomain(apex, failure.zone) && failure.kind !== 'ds-matches-no-key') {
    // A zone above the owner's (the CAA climb reaches it, and it holds the DS of the owner's zone),
    // which the owner's DNS host does not serve.
    const ownDs = failure.type === 'DS' && failure.name.toLowerCase() === apex.toLowerCase();
    const registered = getRegistrableDomain(apex)?.toLowerCase() === apex.toLowerCase();
    return findingFrom({
      id: 'dnssec',
      status: 'fail',
      code: 'DNSSEC_PARENT_ZONE_RRSET_BOGUS',
      params: {
        ...common,
        name: failure.name,
        type: failure.type,
        zone: failure.zone,
        ownZone: apex,
        extendedErrors: [],
        ...(failure.kind === 'rrset' ? { reason: failure.reason } : {}),
        // The DS of the registered domain's zone is the registry's, published through the registrar.
        ...(ownDs ? { dsPublishedAt: registered ? ('registrar' as const) : ('parent-zone' as const) } : {}),
      },
      evidence,
    });
  }
  const server = context.input.resolvers[0] ?? resolverServer;
  const parentZone = await delegatingZone(context, server, failure.zone);
  const dnsHost = (await context.dnsHost()).terms;
  const onZone = { ...common, zone: failure.zone, dnsHost, parentZone };
  if (failure.kind === 'ds-matches-no-key') {
    if (parentZone) {
      return findingFrom({
        id: 'dnssec',
        status: 'fail',
        code: 'DNSSEC_CHILD_DS_MATCHES_NO_KEY',
        params: { ...onZone, parentZone, unsigned: failure.unsigned, unmatchedDs: failure.unmatched },
        evidence,
      });
    }
    return findingFrom({
      id: 'dnssec',
      status: 'fail',
      code: 'DNSSEC_DS_MATCHES_NO_KEY',
      params: { ...onZone, unmatchedDs: failure.unmatched },
      evidence,
    });
  }
  if (failure.kind === 'rrset' && failure.reason === 'signature-expired') {
    return findingFrom({ id: 'dnssec', status: 'fail', code: 'DNSSEC_SIGNATURE_EXPIRED', params: onZone, evidence });
  }
  const rrset = failure.kind === 'rrset' ? failure : { ...failure, reason: 'no-signature' as const };
  return findingFrom({
    id: 'dnssec',
    status: 'fail',
    code: 'DNSSEC_BOGUS',
    params: { ...onZone, rrset: { name: rrset.name, type: rrset.type, reason: rrset.reason } },
    evidence,
  });
}
