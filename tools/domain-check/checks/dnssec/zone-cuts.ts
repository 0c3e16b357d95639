/**
 * Where the zones above a name begin, for domain-check's own validation: a name that owns NS records
 * is the apex of a zone (RFC 1034 §4.2.1, §4.2.2), and those records name the zone's servers. Every
 * candidate is asked at once, at the first resolver, so the chain of trust walks no level after
 * another; the dnssec check asks the same questions beside its first lookups, before it knows whether
 * the resolver validates, so the walk it may start then finds them answered.
 */
import type { DnsClient, LookupResult } from '../../dns/client.ts';
import type { DnsServer } from '../../dns/transport.ts';
import { nameAndAncestors } from '../../engine/domain-names.ts';
import { lookupPastValidation } from '../../dns/lookup-past-validation.ts';

/** The NS records at `name`, as the resolver gives them; the one question both the walk and its prefetch ask. */
export function askNsAt(dns: DnsClient, resolver: DnsServer, name: string): Promise<LookupResult> {
  return lookupPastValidation(dns, { server: resolver, name, type: 'NS', followCnames: false });
}

/** `name`, each name above it and the root: the candidate zone cuts, nearest first. */
export function candidateCuts(name: string): string[] {
  return name === '.' ? ['.'] : [...nameAndAncestors(name), '.'];
}

/** Whether the NS lookup of `name` shows a zone apex there: NS records owned by the name itself. */
export function isZoneCut(lookup: LookupResult, name: string): boolean {
  if (name === '.') return true;
  return lookup.records.some((record) => record.type === 'NS' && record.name.toLowerCase() === name.toLowerCase());
}
