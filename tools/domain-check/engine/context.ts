/**
 * Facts several checks need (the zone cut, the authoritative servers, the platform's addresses),
 * computed once per domain and shared. Every fact is a memoised promise, so checks run concurrently
 * and the lookups behind a fact are sent once.
 */
import { getDomain } from 'tldts';
import { isFailed, type DnsClient, type LookupRequest, type LookupResult, type QueryType } from '../dns/client.ts';
import type { DnsServer } from '../dns/transport.ts';
import { isSameOrSubdomain, splitLabels } from '../dns/wire-names.ts';
import type { DomainKind, DomainRole } from './report.ts';
import { getParentDelegation, type DelegationFacts } from './delegation.ts';
import { awaitedLater, getOrCreate } from '../core/memoise.ts';

export interface RunInput {
  readonly domains: readonly { readonly domain: string; readonly role: DomainRole }[];
  /** The seed's `{platform_host}`: the CNAME / ALIAS target. */
  readonly platformHost: string;
  /** CAA issuer domains of the certificate authority (`letsencrypt.org`). */
  readonly caIssuers: readonly string[];
  /** The platform's ACME account URI, compared with CAA `accounturi` (RFC 8657 §3); unknown when absent. */
  readonly caaAccountUri?: string;
  /** The platform's ACME validation method, compared with CAA `validationmethods` (RFC 8657 §4). */
  readonly caaValidationMethod?: string;
  /** Recursive resolvers (RD=1). */
  readonly resolvers: readonly DnsServer[];
  /** Authoritative servers to ask instead of discovering the zone's nameservers. */
  readonly authoritative?: readonly DnsServer[];
  /** Epoch milliseconds: the whole run ends by then. */
  readonly deadline: number;
  /** Port for discovered nameservers; 53 except in tests. */
  readonly nameserverPort?: number;
  /**
   * `false` where nameservers cannot be asked directly (a browser, over DNS-over-HTTPS): checks then
   * read zone data from the first resolver, and the nameservers and propagation checks, which
   * compare with the nameservers, mean nothing and should be left out. Default `true`.
   */
  readonly authoritativeReachable?: boolean;
}

export interface ZoneFacts {
  readonly outcome: 'found' | 'not-registered' | 'failed';
  readonly kind: DomainKind;
  /** The zone apex (owner of the SOA) the domain lives in. */
  readonly apex: string;
  /** The registrable domain by the Public Suffix List (ICANN section), if any. */
  readonly registrableDomain: string | null;
  readonly lookups: readonly LookupResult[];
}

export interface AuthoritativeServer {
  readonly server: DnsServer;
  /** The NS name it was found through; `null` when given with --authoritative. */
  readonly nsName: string | null;
  /** Whether the registry (the parent zone) delegates to it; `null` when the parent was not asked. */
  readonly delegatedByParent?: boolean | null;
}

export interface AuthoritativeFacts {
  readonly source: 'option' | 'discovered';
  readonly servers: readonly AuthoritativeServer[];
  /** The zone's NS records as a resolver sees them (names the DNS host). */
  readonly nsLookup: Promise<LookupResult | undefined>;
  readonly addressLookups: readonly LookupResult[];
  /** Set when discovery failed. */
  readonly failure: string | undefined;
  /** The registry's delegation, when the parent zone's servers were asked. */
  readonly delegation?: DelegationFacts;
  /** The zone's NS records as the delegated servers serve them (authoritative data). */
  readonly zoneNs?: readonly string[];
}

export interface AuthoritativeAnswers {
  /** The first answer that is not a failure, preferring authoritative (AA) ones. */
  readonly best: LookupResult | undefined;
  readonly all: readonly LookupResult[];
}

export interface CheckContext {
  readonly domain: string;
  readonly role: DomainRole;
  readonly input: RunInput;
  readonly dns: DnsClient;
  zone(): Promise<ZoneFacts>;
  authoritative(): Promise<AuthoritativeFacts>;
  /** Ask every authoritative server (RD=0) and keep all answers. */
  askAuthoritative(name: string, type: QueryType, options?: { followCnames?: boolean }): Promise<AuthoritativeAnswers>;
  /** Ask every resolver. */
  askResolvers(name: string, type: QueryType, options?: { followCnames?: boolean }): Promise<LookupResult[]>;
  /** A and AAAA of the platform host at one resolver. */
  platformAddresses(server: DnsServer): Promise<{ readonly addresses: Set<string>; readonly lookups: LookupResult[] }>;
}

/** `docs.eu.example.com` → [`docs.eu.example.com`, `eu.example.com`, `example.com`] down to `stopAt`. */
export function nameAndAncestors(name: string, stopAt?: string): string[] {
  const labels = splitLabels(name);
  const names: string[] = [];
  for (let i = 0; i < labels.length; i += 1) {
    const candidate = labels.slice(i).join('.');
    names.push(candidate);
    if (candidate === stopAt) break;
  }
  return names;
}

/**
 * A resolver lookup for finding the zone and its servers. A validating resolver answers SERVFAIL when
 * the DNSSEC chain is broken; asked again with checking disabled (RFC 4035 §3.2.2) it still shows
 * where the zone is and who serves it, so the other checks can run and the dnssec check names the cause.
 */
export async function lookupPastValidation(dns: DnsClient, request: LookupRequest): Promise<LookupResult> {
  const lookup = await dns.lookup(request);
  return lookup.status === 'servfail' ? dns.lookup({ ...request, checkingDisabled: true }) : lookup;
}

/** The registrable domain by the ICANN section of the Public Suffix List. */
export function getRegistrableDomain(name: string): string | null {
  return getDomain(name, { allowPrivateDomains: false });
}

export function createCheckContext(
  domain: string,
  role: DomainRole,
  input: RunInput,
  dns: DnsClient,
  platformCache: Map<string, ReturnType<CheckContext['platformAddresses']>>,
): CheckContext {
  const resolver = input.resolvers[0];
  let zonePromise: Promise<ZoneFacts> | undefined;
  let authoritativePromise: Promise<AuthoritativeFacts> | undefined;

  const context: CheckContext = {
    domain,
    role,
    input,
    dns,
    zone() {
      zonePromise ??= awaitedLater(getZoneFacts(domain, input, dns));
      return zonePromise;
    },
    authoritative() {
      authoritativePromise ??= awaitedLater(getAuthoritativeFacts(context));
      return authoritativePromise;
    },
    async askAuthoritative(name, type, options = {}) {
      if (input.authoritativeReachable === false && resolver) {
        const all = [await dns.lookup({ server: resolver, name, type, followCnames: options.followCnames ?? false })];
        return { best: all.find((result) => !isFailed(result)), all };
      }
      const { servers } = await context.authoritative();
      const all = await Promise.all(
        servers.map(({ server }) =>
          dns.lookup({ server, name, type, recursion: false, followCnames: options.followCnames ?? false }),
        ),
      );
      const usable = all.filter((result) => !isFailed(result));
      return { best: usable.find((result) => result.authoritative) ?? usable[0], all };
    },
    askResolvers(name, type, options = {}) {
      return Promise.all(
        input.resolvers.map((server) => dns.lookup({ server, name, type, followCnames: options.followCnames ?? true })),
      );
    },
    platformAddresses(server) {
      return getOrCreate(platformCache, `${server.host}:${server.port}`, () =>
        Promise.all([
          dns.lookup({ server, name: input.platformHost, type: 'A' }),
          dns.lookup({ server, name: input.platformHost, type: 'AAAA' }),
        ]).then((lookups) => ({
          addresses: new Set(lookups.flatMap((lookup) => lookup.records.map((record) => record.data))),
          lookups,
        })),
      );
    },
  };
  if (resolver === undefined) throw new Error('runChecks needs at least one resolver');
  return context;
}

/**
 * The zone cut is where the SOA lives (RFC 1034 §4.2.1). Ask SOA at the name and each ancestor down to
 * the registrable domain at once; the deepest name that owns an SOA is the apex. NS queries for the
 * same names go out in the same round trip, because nameserver discovery needs them next.
 */
async function getZoneFacts(domain: string, input: RunInput, dns: DnsClient): Promise<ZoneFacts> {
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
      return { outcome: 'failed', kind: fallbackKind, apex: registrableDomain ?? domain, registrableDomain, lookups };
    }
  }
  const registrableLookup = lookups.at(-1);
  if (registrableLookup?.status === 'nxdomain' && registrableDomain !== null) {
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

async function getAuthoritativeFacts(context: CheckContext): Promise<AuthoritativeFacts> {
  const { input, dns } = context;
  const resolver = input.resolvers[0];
  if (!resolver) throw new Error('no resolver');
  if (input.authoritative?.length) {
    // Given servers need no discovery: the NS lookup only names the DNS host, so it must not delay them.
    const nsLookup = awaitedLater(
      context
        .zone()
        .then((zone) =>
          zone.outcome === 'found'
            ? dns.lookup({ server: resolver, name: zone.apex, type: 'NS', followCnames: false })
            : undefined,
        ),
    );
    return {
      source: 'option',
      servers: input.authoritative.map((server) => ({ server, nsName: null })),
      nsLookup,
      addressLookups: [],
      failure: undefined,
    };
  }
  const zone = await context.zone();
  const port = input.nameserverPort ?? 53;
  if (zone.outcome !== 'found') {
    return {
      source: 'discovered',
      servers: [],
      nsLookup: Promise.resolve(undefined),
      addressLookups: [],
      failure: 'the zone apex is unknown',
    };
  }
  const [nsLookup, delegation] = await Promise.all([
    lookupPastValidation(dns, { server: resolver, name: zone.apex, type: 'NS', followCnames: false }),
    getParentDelegation(dns, resolver, zone.apex, port),
  ]);
  const resolverNs = nsLookup.records.flatMap((record) => (record.target ? [record.target] : []));
  // The servers the CA's resolvers will ask: those the registry delegates to, and those the zone's own
  // NS records (as they serve them) add, which resolvers prefer once they have seen them (RFC 2181 §5.4.1).
  // The resolver's NS set may be older (a move in progress): it is compared, not asked.
  const addressesOf = (names: readonly string[]) => resolveNameserverAddresses(dns, resolver, names);
  let nsNames = resolverNs;
  let zoneNs: string[] | undefined;
  if (delegation.parentNs.length > 0) {
    const parentServers = await addressesOf(delegation.parentNs);
    const answers = await Promise.all(
      parentServers.flatMap((lookup) =>
        lookup.records.map((record) =>
          dns.lookup({
            server: { host: record.data, port },
            name: zone.apex,
            type: 'NS',
            recursion: false,
            followCnames: false,
          }),
        ),
      ),
    );
    zoneNs = [
      ...new Set(
        answers.flatMap((answer) =>
          answer.authoritative ? answer.records.flatMap((record) => (record.target ? [record.target] : [])) : [],
        ),
      ),
    ];
    nsNames = [...new Set([...delegation.parentNs, ...zoneNs])];
  }
  if (nsNames.length === 0) {
    return {
      source: 'discovered',
      servers: [],
      nsLookup: Promise.resolve(nsLookup),
      addressLookups: [],
      failure: isFailed(nsLookup) ? nsLookup.detail : `no NS records at ${zone.apex}`,
      delegation,
    };
  }
  const addressLookups = await addressesOf(nsNames);
  const parentNs = new Set(delegation.parentNs);
  const servers = addressLookups.flatMap((lookup) =>
    lookup.records.map((record) => ({
      server: { host: record.data, port },
      nsName: lookup.name,
      delegatedByParent: parentNs.size > 0 ? parentNs.has(lookup.name) : null,
    })),
  );
  return {
    source: 'discovered',
    servers,
    nsLookup: Promise.resolve(nsLookup),
    addressLookups,
    failure: servers.length === 0 ? `no addresses for the nameservers ${nsNames.join(', ')}` : undefined,
    delegation,
    ...(zoneNs ? { zoneNs } : {}),
  };
}

/** A and, for IPv6-only nameservers, AAAA lookups of each name, at the resolver. */
async function resolveNameserverAddresses(
  dns: DnsClient,
  resolver: DnsServer,
  names: readonly string[],
): Promise<LookupResult[]> {
  const lookups = await Promise.all(
    names.map(async (name) => {
      const a = await lookupPastValidation(dns, { server: resolver, name, type: 'A' });
      // An IPv6-only nameserver has AAAA records only (RFC 3596 §2.1). Ask for them only then, so that a
      // dual-stack nameserver is still asked over IPv4 from a machine without IPv6.
      if (a.records.length > 0) return [a];
      return [a, await lookupPastValidation(dns, { server: resolver, name, type: 'AAAA' })];
    }),
  );
  return lookups.flat();
}
