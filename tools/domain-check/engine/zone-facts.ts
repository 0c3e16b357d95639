/** Where the domain's zone is: the zone cut, found once per domain from SOA lookups at a resolver. */
import { isFailed, type DnsClient, type LookupResult } from '../dns/client.ts';
import { isSameOrSubdomain } from '../dns/wire-names.ts';
import { getRegistrableDomain, nameAndAncestors } from './domain-names.ts';
import { getParentDelegation } from './delegation.ts';
import { lookupPastValidation } from '../dns/lookup-past-validation.ts';
import { FILTERING_EXTENDED_ERRORS } from './resolver-lies/knowledge.ts';
import { zoneFromDelegation } from './zone-from-delegation.ts';
import type { DomainKind } from './report.ts';
import type { RunInput } from './run-input.ts';

export interface ZoneFacts {
  readonly outcome: 'found' | 'not-registered' | 'failed';
  readonly kind: DomainKind;
  /** The zone apex (owner of the SOA) the domain lives in. */
  readonly apex: string;
  /** The registrable domain by the Public Suffix List (ICANN section), if any. */
  readonly registrableDomain: string | null;
  readonly lookups: readonly LookupResult[];
}

/**
 * The zone cut is where the SOA lives (RFC 1034 §4.2.1). Ask SOA at the name and each ancestor down to
 * the registrable domain at once; the deepest name that owns an SOA is the apex. NS queries for the
 * same names go out in the same round trip, because nameserver discovery needs them next.
 */
export async function getZoneFacts(domain: string, input: RunInput, dns: DnsClient): Promise<ZoneFacts> {
  const server = input.resolvers[0];
  const registrableDomain = getRegistrableDomain(domain);
  if (!server) throw new Error('no resolver');
  const names = nameAndAncestors(domain, registrableDomain ?? domain);
  if (!input.authoritative?.length && input.authoritativeReachable !== false) {
    for (const name of names) void dns.lookup({ server, name, type: 'NS', followCnames: false });
  }
  const lookups = await Promise.all(
    names.map((name) => lookupPastValidation(dns, { server, name, type: 'SOA', followCnames: false })),
  );
  const fallbackKind: DomainKind = registrableDomain === domain ? 'apex' : 'subdomain';
  for (const [index, name] of names.entries()) {
    const lookup = lookups[index];
    if (!lookup) continue;
    if (lookup.records.some((record) => record.type === 'SOA' && record.name === name)) {
      return { outcome: 'found', kind: name === domain ? 'apex' : 'subdomain', apex: name, registrableDomain, lookups };
    }
    if (isFailed(lookup)) {
      const past = isFilteredAnswer(lookup) ? await zonePastFilter(domain, registrableDomain, input, dns) : undefined;
      if (past) return { ...past, registrableDomain, lookups: [...lookups, ...past.lookups] };
      return { outcome: 'failed', kind: fallbackKind, apex: registrableDomain ?? domain, registrableDomain, lookups };
    }
  }
  const aliasedApex = await delegatedAlias(domain, lookups[0], input, dns);
  if (aliasedApex) {
    return { outcome: 'found', kind: 'apex', apex: domain, registrableDomain, lookups: [...lookups, aliasedApex] };
  }
  const registrableLookup = lookups.at(-1);
  // A filter that blocks the domain outright hides its zone: the registry's delegation still shows it.
  const filtered = lookups.some((lookup) => isFilteredAnswer(lookup));
  const past =
    filtered || !lookups.some(hasSoa) ? await zonePastFilter(domain, registrableDomain, input, dns) : undefined;
  if (past) return { ...past, registrableDomain, lookups: [...lookups, ...past.lookups] };
  if (registrableLookup?.status === 'nxdomain' && registrableDomain !== null && !filtered) {
    return { outcome: 'not-registered', kind: fallbackKind, apex: registrableDomain, registrableDomain, lookups };
  }
  // No SOA at any of the names: the SOA in the authority section names the enclosing zone (RFC 2308 §3).
  const soa = lookups[0]?.authority.find((record) => record.type === 'SOA');
  if (soa && isSameOrSubdomain(domain, soa.name)) {
    return {
      outcome: 'found',
      kind: soa.name === domain ? 'apex' : 'subdomain',
      apex: soa.name,
      registrableDomain,
      lookups,
    };
  }
  return { outcome: 'failed', kind: fallbackKind, apex: registrableDomain ?? domain, registrableDomain, lookups };
}

/** Any SOA in the answer: an honest resolver puts one in every negative answer (RFC 2308 §3). */
const hasSoa = (lookup: LookupResult): boolean =>
  [...lookup.answerSection, ...lookup.authority].some((record) => record.type === 'SOA');

/** The answer says itself that it was filtered: an Extended DNS Error 15–18 (RFC 8914 §4.16–§4.19). */
const isFilteredAnswer = (lookup: LookupResult): boolean =>
  lookup.extendedErrors.some((error) => FILTERING_EXTENDED_ERRORS.value.has(error.infoCode));

/** The zone facts read from the registry's delegation and the zone's own servers (not in a browser). */
async function zonePastFilter(
  domain: string,
  registrableDomain: string | null,
  input: RunInput,
  dns: DnsClient,
): Promise<Omit<ZoneFacts, 'registrableDomain'> | undefined> {
  if (input.authoritativeReachable === false) return undefined;
  const found = await zoneFromDelegation(domain, registrableDomain ?? domain, input, dns);
  if (!found) return undefined;
  return {
    outcome: 'found',
    kind: found.apex === domain ? 'apex' : 'subdomain',
    apex: found.apex,
    lookups: found.lookups,
  };
}

/**
 * A name that owns a CNAME beside the SOA and NS of its zone (RFC 1034 §3.6.2 forbids it; a DNS host
 * running its own software may keep it): a resolver that has cached the CNAME answers the SOA question
 * with it and the target's zone, hiding the apex. The registry's delegation of the name (a referral
 * from the parent zone's servers, RFC 1034 §4.3.2 step 3b) shows it is a zone apex all the same.
 * Returns that referral, or undefined when the name owns no CNAME or is not delegated.
 */
async function delegatedAlias(
  domain: string,
  soaLookup: LookupResult | undefined,
  input: RunInput,
  dns: DnsClient,
): Promise<LookupResult | undefined> {
  const server = input.resolvers[0];
  const aliased = soaLookup?.answerSection.some((record) => record.type === 'CNAME' && record.name === domain);
  if (!server || !aliased || input.authoritativeReachable === false) return undefined;
  const delegation = await getParentDelegation(dns, server, domain, input.nameserverPort ?? 53);
  return delegation.parentNs.length > 0 ? delegation.referral : undefined;
}
