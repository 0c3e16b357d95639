/**
 * The zone cut read past a resolver that hides it. A filter that blocks a domain outright answers
 * its SOA question without the SOA that every negative answer carries (RFC 2308 §3), or NXDOMAIN
 * with an Extended DNS Error that says it was filtered (RFC 8914 §4.16–§4.19); the certificate
 * authority's resolvers see the zone all the same. Where the parent zone's servers can be reached, the
 * registry's delegation names the zone's nameservers, and their SOA answer (RFC 1034 §4.3.2) says
 * where the zone's apex is, as an honest resolver would find it.
 */
import { isFailed, type DnsClient, type LookupResult } from '../dns/client.ts';
import { isSameOrSubdomain } from '../dns/wire-names.ts';
import { getParentDelegation } from './delegation.ts';
import { nameserverAddresses } from './nameserver-addresses.ts';
import type { RunInput } from './run-input.ts';

/** Delegated servers asked for the SOA, one after another until one answers with authority. */
const MAX_ZONE_SERVERS = 3;

/**
 * The apex of the zone that holds `domain`, from the servers the registry delegates `delegated` to
 * (the registrable domain): the SOA they serve at `domain`, or the SOA of their negative answer.
 * Undefined where no such server answers: then nothing is known without the resolver.
 */
export async function zoneFromDelegation(
  domain: string,
  delegated: string,
  input: RunInput,
  dns: DnsClient,
): Promise<{ readonly apex: string; readonly lookups: readonly LookupResult[] } | undefined> {
  const resolver = input.resolvers[0];
  if (!resolver || input.authoritativeReachable === false) return undefined;
  const port = input.nameserverPort ?? 53;
  const delegation = await getParentDelegation(dns, resolver, delegated, port);
  if (delegation.parentNs.length === 0) return undefined;
  const addresses = await nameserverAddresses(
    dns,
    resolver,
    delegation.parentNs.slice(0, MAX_ZONE_SERVERS),
    delegation.referral?.additional,
  );
  for (const host of addresses.slice(0, MAX_ZONE_SERVERS)) {
    const soa = await dns.lookup({
      server: { host, port },
      name: domain,
      type: 'SOA',
      recursion: false,
      followCnames: false,
    });
    if (isFailed(soa) && soa.status !== 'nxdomain') continue;
    if (!soa.authoritative) continue;
    const owner = [...soa.answerSection, ...soa.authority].find(
      (record) => record.type === 'SOA' && isSameOrSubdomain(domain, record.name),
    )?.name;
    if (owner) return { apex: owner, lookups: [...delegation.lookups, soa] };
  }
  return undefined;
}
