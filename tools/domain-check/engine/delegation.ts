/**
 * The delegation as the registry publishes it: the NS records of the zone in its parent zone. A
 * resolver that has never seen the zone (a CA's, after a move) starts from these, while a resolver
 * that has may still hold the zone's older NS set until its TTL ends (RFC 2181 §5.4.1).
 */
import { isFailed, type DnsClient, type LookupResult } from '../dns/client.ts';
import type { DnsServer } from '../dns/transport.ts';
import { nameAndAncestors } from './domain-names.ts';
import { lookupPastValidation } from '../dns/lookup-past-validation.ts';

export interface DelegationFacts {
  /** The parent zone (`com`, `co.uk`, `test`), or `null` when it could not be found. */
  readonly parentZone: string | null;
  /** The nameserver names the parent delegates the zone to; empty when unknown. */
  readonly parentNs: readonly string[];
  /** The TTL of the parent's NS records: how long a resolver may keep the delegation. */
  readonly parentTtl: number | undefined;
  /** The parent server's answer (a referral), for evidence. */
  readonly referral: LookupResult | undefined;
  /** Lookups that found the parent zone's servers, for evidence when that failed. */
  readonly lookups: readonly LookupResult[];
}

const NO_DELEGATION = (lookups: readonly LookupResult[]): DelegationFacts => ({
  parentZone: null,
  parentNs: [],
  parentTtl: undefined,
  referral: undefined,
  lookups,
});

/** Parent servers asked for the referral, one after another until one answers. */
const MAX_PARENT_SERVERS = 3;

const nsTargets = (records: LookupResult['records'], owner: string): string[] =>
  records.flatMap((record) => (record.type === 'NS' && record.name === owner && record.target ? [record.target] : []));

export async function getParentDelegation(
  dns: DnsClient,
  resolver: DnsServer,
  apex: string,
  port: number,
): Promise<DelegationFacts> {
  if (apex === '.' || !apex.includes('.')) return NO_DELEGATION([]);
  // The parent zone is the nearest ancestor that owns NS records (RFC 1034 §4.2.1). Every ancestor is
  // asked at once, not one level after another: the names above are few, and shared by the domains.
  const ancestors = [...nameAndAncestors(apex).slice(1), '.'];
  const answers = await Promise.all(
    ancestors.map((name) => lookupPastValidation(dns, { server: resolver, name, type: 'NS', followCnames: false })),
  );
  const lookups: LookupResult[] = [];
  let parentZone: string | undefined;
  let parentNames: string[] = [];
  for (const [index, name] of ancestors.entries()) {
    const lookup = answers[index];
    if (!lookup) break;
    lookups.push(lookup);
    if (isFailed(lookup)) return NO_DELEGATION(lookups);
    parentNames = nsTargets(lookup.records, name);
    if (parentNames.length > 0) {
      parentZone = name;
      break;
    }
  }
  if (parentZone === undefined) return NO_DELEGATION(lookups);
  const addresses = await Promise.all(
    parentNames
      .slice(0, MAX_PARENT_SERVERS)
      .map((name) => lookupPastValidation(dns, { server: resolver, name, type: 'A', followCnames: true })),
  );
  const parentServers = addresses.flatMap((lookup) => lookup.records.map((record) => record.data));
  for (const host of parentServers.slice(0, MAX_PARENT_SERVERS)) {
    const referral = await dns.lookup({
      server: { host, port },
      name: apex,
      type: 'NS',
      recursion: false,
      followCnames: false,
    });
    if (isFailed(referral)) continue;
    // A referral carries the delegation in the authority section (RFC 1034 §4.3.2 step 3b); a server
    // that also serves the child zone answers it instead.
    const fromAuthority = nsTargets(referral.authority, apex);
    const parentNs = fromAuthority.length > 0 ? fromAuthority : nsTargets(referral.answerSection, apex);
    if (parentNs.length === 0) continue;
    const ttls = [...referral.authority, ...referral.answerSection]
      .filter((record) => record.type === 'NS' && record.name === apex)
      .map((record) => record.ttl);
    return { parentZone, parentNs, parentTtl: Math.max(...ttls), referral, lookups: [...lookups, ...addresses] };
  }
  return NO_DELEGATION([...lookups, ...addresses]);
}
