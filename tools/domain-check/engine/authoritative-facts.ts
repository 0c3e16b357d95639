/** Who serves the domain's zone: its authoritative nameservers, found once per domain. */
import { isFailed, type DnsClient, type LookupResult } from '../dns/client.ts';
import type { DnsServer } from '../dns/transport.ts';
import { awaitedLater } from '../core/memoise.ts';
import { getParentDelegation, type DelegationFacts } from './delegation.ts';
import { lookupPastValidation } from '../dns/lookup-past-validation.ts';
import type { RunInput } from './run-input.ts';
import type { ZoneFacts } from './zone-facts.ts';
import { resolveNameserverAddresses } from './nameserver-addresses.ts';

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

/**
 * The zone's authoritative servers: those given with --authoritative, or found from the registry's
 * delegation and the zone's own NS records, with their addresses.
 */
export async function getAuthoritativeFacts(
  input: RunInput,
  dns: DnsClient,
  zoneFacts: () => Promise<ZoneFacts>,
): Promise<AuthoritativeFacts> {
  const resolver = input.resolvers[0];
  if (!resolver) throw new Error('no resolver');
  if (input.authoritative?.length) {
    // Given servers need no discovery: the NS lookup only names the DNS host, so it must not delay them.
    const nsLookup = awaitedLater(
      zoneFacts().then((zone) =>
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
  const zone = await zoneFacts();
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
  const addressesOf = (names: readonly string[]) => resolveNameserverAddresses(dns, resolver, names);
  /** The zone's NS records as each server of the named nameservers serves them. */
  const zoneNsServedBy = async (names: readonly string[]): Promise<LookupResult[]> =>
    Promise.all(
      (await addressesOf(names)).flatMap((lookup) =>
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
  const nsLookupAtResolver = lookupPastValidation(dns, {
    server: resolver,
    name: zone.apex,
    type: 'NS',
    followCnames: false,
  });
  // The resolver's NS names are nearly always those the registry delegates to: their addresses and
  // their NS answers are asked while the referral is read, and the same questions below are answered
  // from the DNS client's memo. During a move the resolver may still name the old servers: they are
  // asked too (and waited for, so that no lookup outlives the run), but only the registry's and the
  // zone's own servers are read.
  const ahead = nsLookupAtResolver.then((ns) => zoneNsServedBy(targetsOf(ns)));
  const [nsLookup, delegation] = await Promise.all([
    nsLookupAtResolver,
    getParentDelegation(dns, resolver, zone.apex, port),
    ahead,
  ]);
  const resolverNs = targetsOf(nsLookup);
  // The servers the CA's resolvers will ask: those the registry delegates to, and those the zone's own
  // NS records (as they serve them) add, which resolvers prefer once they have seen them (RFC 2181 §5.4.1).
  // The resolver's NS set may be older (a move in progress): it is compared, not asked.
  let nsNames = resolverNs;
  let zoneNs: string[] | undefined;
  if (delegation.parentNs.length > 0) {
    const answers = await zoneNsServedBy(delegation.parentNs);
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

const targetsOf = (lookup: LookupResult): string[] =>
  lookup.records.flatMap((record) => (record.target ? [record.target] : []));
