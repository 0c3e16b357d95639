/**
 * The apex's addresses as each source shows them (its DNS host, each resolver), each judged against
 * the platform host's addresses as that source sees them.
 */
import { isFailed, type LookupResult } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import type { CheckContext } from '../../engine/context.ts';
import type { AddressSource, ApexLookupFailure } from './words.ts';

export type Verdict = 'ok' | 'behind' | 'none' | 'partial' | 'foreign' | 'unknown';

/** The apex's addresses as one source shows them, judged against the platform host's addresses. */
export interface View {
  readonly source: AddressSource;
  readonly verdict: Verdict;
  readonly addresses: readonly string[];
  /** The platform host's addresses it was judged against. */
  readonly platform: ReadonlySet<string>;
  /** The apex addresses that are not among `platform`. */
  readonly foreign: readonly string[];
  readonly lookups: readonly LookupResult[];
  /** Why the verdict is unknown, for a resolver's view. */
  readonly failure: ApexLookupFailure | null;
}

/** A resolver's view, which names the resolver. */
export interface ResolverView extends View {
  readonly source: Extract<AddressSource, { at: 'resolver' }>;
}

/** The apex's A and AAAA as its DNS host serves them, or as the first resolver sees them. */
export async function getApexAddressLookups(context: CheckContext): Promise<LookupResult[]> {
  const { domain, input } = context;
  const [a, aaaa] = await Promise.all([
    context.askAuthoritative(domain, 'A'),
    context.askAuthoritative(domain, 'AAAA'),
  ]);
  const resolver = input.resolvers[0];
  const lookupAtResolver = (type: 'A' | 'AAAA'): Promise<LookupResult> => {
    if (!resolver) throw new Error('no resolver');
    return context.dns.lookup({ server: resolver, name: domain, type, followCnames: false });
  };
  return Promise.all([a.best ?? lookupAtResolver('A'), aaaa.best ?? lookupAtResolver('AAAA')]);
}

export const addressesOf = (lookups: readonly LookupResult[], domain: string): string[] =>
  lookups.flatMap((lookup) => lookup.records.filter((r) => r.name === domain).map((r) => r.data));

const isNonEmptySubset = (addresses: readonly string[], of: ReadonlySet<string>): boolean =>
  addresses.length > 0 && addresses.every((address) => of.has(address));

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** The lookups behind some views, each once (views share the memoised platform lookups). */
export const lookupsOf = (views: readonly View[]): LookupResult[] => [
  ...new Set(views.flatMap((view) => view.lookups)),
];

/** none, partial or foreign: how `addresses` miss `platform` (they are not a non-empty subset of it). */
function judgeMiss(addresses: readonly string[], platform: ReadonlySet<string>) {
  if (addresses.length === 0) return { verdict: 'none' as const, foreign: [] };
  const foreign = addresses.filter((address) => !platform.has(address));
  return { verdict: foreign.length < addresses.length ? ('partial' as const) : ('foreign' as const), foreign };
}

/**
 * The apex passes when its addresses are a non-empty subset of the platform host's "as seen
 * from the same resolver". A platform that answers by location gives each resolver other addresses, so
 * each resolver's view of the apex is judged against its own view of the platform, never a union.
 */
export async function viewFrom(
  context: CheckContext,
  server: DnsServer,
  dnsHost: { readonly addresses: readonly string[]; readonly known: boolean },
): Promise<ResolverView> {
  const { domain } = context;
  const [apex, platform] = await Promise.all([
    Promise.all(
      (['A', 'AAAA'] as const).map((type) => context.dns.lookup({ server, name: domain, type, followCnames: false })),
    ),
    context.platformAddresses(server),
  ]);
  const addresses = addressesOf(apex, domain);
  const view = {
    source: { at: 'resolver', server: formatServer(server) } as const,
    addresses,
    platform: platform.addresses,
    foreign: [],
    lookups: [...apex, ...platform.lookups],
    failure: null,
  };
  if (apex.every(isFailed)) {
    return {
      ...view,
      verdict: 'unknown',
      failure: { kind: 'apex-lookup', detail: apex[0]?.detail ?? 'lookup failed' },
    };
  }
  if (platform.addresses.size === 0) {
    const failed = platform.lookups.find(isFailed);
    return {
      ...view,
      verdict: 'unknown',
      failure: { kind: 'platform-host-no-address', detail: failed?.detail ?? null },
    };
  }
  if (isNonEmptySubset(addresses, platform.addresses)) return { ...view, verdict: 'ok' };
  // The resolver still caches an older answer while the DNS host already serves the right one: that
  // is the propagation check's finding, not a wrong apex.
  if (
    dnsHost.known &&
    !sameSet(dnsHost.addresses, addresses) &&
    isNonEmptySubset(dnsHost.addresses, platform.addresses)
  ) {
    return { ...view, verdict: 'behind' };
  }
  return { ...view, ...judgeMiss(addresses, platform.addresses) };
}

/**
 * What the DNS host serves now, which resolvers may not show yet: judged against every platform address
 * any resolver saw, so that a platform answering by location never makes it look wrong.
 */
export function dnsHostView(
  domain: string,
  hostLookups: readonly LookupResult[],
  resolverViews: readonly View[],
): View {
  const addresses = addressesOf(hostLookups, domain);
  const platform = new Set(resolverViews.flatMap((view) => [...view.platform]));
  const server = hostLookups.find((lookup) => !isFailed(lookup))?.server;
  const view = {
    source: { at: 'dns-host', server: server ? formatServer(server) : null } as const,
    addresses,
    platform,
    foreign: [],
    lookups: [...hostLookups, ...resolverViews.flatMap((v) => v.lookups.filter((l) => l.name !== domain))],
    failure: null,
  };
  if (hostLookups.every(isFailed) || platform.size === 0) return { ...view, verdict: 'unknown' };
  if (isNonEmptySubset(addresses, platform)) return { ...view, verdict: 'ok' };
  return { ...view, ...judgeMiss(addresses, platform) };
}
