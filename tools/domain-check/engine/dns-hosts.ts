import type { DnsHostProfile } from '../config/dns-host-profile.ts';
import { dnsHostOfNameserver } from '../dns-hosts/index.ts';
import { dnsHostTermsOf, type DnsHostReport, type DnsHostTerms } from '../findings/catalog/dns-host.ts';
import type { AuthoritativeFacts } from './authoritative-facts.ts';
import { getRegistrableDomain } from './domain-names.ts';

/**
 * The DNS hosts that run these nameservers, each once: a known host's name, or the nameservers' own
 * registrable domain when the host is not known.
 */
export function dnsHostsOf(nsNames: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const name of nsNames) {
    hosts.add(dnsHostOfNameserver(name)?.displayName ?? getRegistrableDomain(name) ?? name);
  }
  return [...hosts];
}

/**
 * The zone's NS names where changes must be made: those the registry delegates to (and those the zone
 * adds), not an NS set a resolver may still cache from before a move; the resolver's when the
 * delegation was not followed (servers given with --authoritative).
 */
export async function zoneNameservers(facts: AuthoritativeFacts): Promise<string[]> {
  const delegation = facts.delegation;
  if (delegation && delegation.parentNs.length > 0)
    return [...new Set([...delegation.parentNs, ...(facts.zoneNs ?? [])])];
  const nsLookup = await facts.nsLookup;
  return nsLookup?.records.flatMap((record) => (record.target ? [record.target] : [])) ?? [];
}

/** The zone's DNS host: known when every NS name belongs to one host in the table, never guessed. */
export interface DnsHostIdentity {
  readonly profile: DnsHostProfile | null;
  readonly nameservers: readonly string[];
}

export function identifyDnsHost(nameservers: readonly string[]): DnsHostIdentity {
  const profiles = new Set(nameservers.map((name) => dnsHostOfNameserver(name)));
  const [only] = profiles;
  return { profile: profiles.size === 1 && only ? only : null, nameservers: [...nameservers].sort() };
}

/** What a report says of the host. */
export const dnsHostReport = ({ profile, nameservers }: DnsHostIdentity): DnsHostReport => ({
  id: profile?.id ?? null,
  name: profile?.displayName ?? null,
  nameservers,
});

/** What a finding's words need of the host; null when it is not known. */
export const dnsHostTerms = ({ profile }: DnsHostIdentity): DnsHostTerms | null =>
  profile ? dnsHostTermsOf(profile) : null;
