import type { AuthoritativeFacts } from './authoritative-facts.ts';

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
