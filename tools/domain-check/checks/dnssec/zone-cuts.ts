/**
 * Where the zones above a name begin, for domain-check's own validation: a name that owns NS records
 * is the apex of a zone (RFC 1034 §4.2.1, §4.2.2), and those records name the zone's servers. Every
 * candidate is asked at once, at the first resolver, so the chain of trust walks no level after
 * another; the dnssec check asks them beside its first lookups (`askZoneCuts`), before it knows
 * whether the resolver validates, so the walk it may start then finds them answered. Small and apart
 * from the chain itself, which a run loads only when it validates on its own.
 */
import type { DnsClient, LookupResult } from '../../dns/client.ts';
import type { DnsServer } from '../../dns/transport.ts';
import { getRegistrableDomain, nameAndAncestors } from '../../engine/domain-names.ts';
import { lookupPastValidation } from '../../engine/lookup-past-validation.ts';

/** The NS records at `name`, as the resolver gives them; the one question both the walk and its prefetch ask. */
export function askNsAt(dns: DnsClient, resolver: DnsServer, name: string): Promise<LookupResult> {
  return lookupPastValidation(dns, { server: resolver, name, type: 'NS', followCnames: false });
}

/** `name`, each name above it and the root: the candidate zone cuts, nearest first. */
export function candidateCuts(name: string): string[] {
  return name === '.' ? ['.'] : [...nameAndAncestors(name), '.'];
}

/**
 * Asks the NS records of the registrable domain of `domain`, of each name above it and of the root:
 * the zone cuts the chain of trust walks down to the domain's zone (which the zone cut lookup finds).
 */
export function askZoneCuts(dns: DnsClient, resolver: DnsServer, domain: string): Promise<LookupResult[]> {
  const registrable = getRegistrableDomain(domain) ?? domain;
  return Promise.all(candidateCuts(registrable).map((name) => askNsAt(dns, resolver, name)));
}

/** Whether the NS lookup of `name` shows a zone apex there: NS records owned by the name itself. */
export function isZoneCut(lookup: LookupResult, name: string): boolean {
  if (name === '.') return true;
  return lookup.records.some((record) => record.type === 'NS' && record.name.toLowerCase() === name.toLowerCase());
}
