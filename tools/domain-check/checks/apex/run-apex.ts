import { isFailed, type LookupResult } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, fail, lookupError, pass, type Finding } from '../../engine/finding.ts';

/** The apex's A and AAAA as its DNS host serves them, or as the first resolver sees them. */
async function getApexAddressLookups(context: CheckContext): Promise<LookupResult[]> {
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

type Verdict = 'ok' | 'behind' | 'none' | 'partial' | 'foreign' | 'unknown';

/** The apex's addresses as one source shows them, judged against the platform host's addresses. */
interface View {
  /** Where it was seen, to start a sentence: `Seen from resolver 127.0.0.3:5353`, `At your DNS host (127.0.0.2)`. */
  readonly label: string;
  readonly verdict: Verdict;
  readonly addresses: readonly string[];
  /** The platform host's addresses it was judged against. */
  readonly platform: ReadonlySet<string>;
  /** The apex addresses that are not among `platform`. */
  readonly foreign: readonly string[];
  readonly lookups: readonly LookupResult[];
  /** Why the verdict is unknown. */
  readonly detail: string;
}

const addressesOf = (lookups: readonly LookupResult[], domain: string): string[] =>
  lookups.flatMap((lookup) => lookup.records.filter((r) => r.name === domain).map((r) => r.data));

const isNonEmptySubset = (addresses: readonly string[], of: ReadonlySet<string>): boolean =>
  addresses.length > 0 && addresses.every((address) => of.has(address));

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The lookups behind some views, each once (views share the memoised platform lookups). */
const lookupsOf = (views: readonly View[]): LookupResult[] => [...new Set(views.flatMap((view) => view.lookups))];

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
async function viewFrom(
  context: CheckContext,
  server: DnsServer,
  dnsHost: { readonly addresses: readonly string[]; readonly known: boolean },
): Promise<View> {
  const { domain, input } = context;
  const [apex, platform] = await Promise.all([
    Promise.all(
      (['A', 'AAAA'] as const).map((type) => context.dns.lookup({ server, name: domain, type, followCnames: false })),
    ),
    context.platformAddresses(server),
  ]);
  const addresses = addressesOf(apex, domain);
  const view = {
    label: `Seen from resolver ${formatServer(server)}`,
    addresses,
    platform: platform.addresses,
    foreign: [],
    lookups: [...apex, ...platform.lookups],
    detail: '',
  };
  if (apex.every(isFailed)) return { ...view, verdict: 'unknown', detail: apex[0]?.detail ?? 'lookup failed' };
  if (platform.addresses.size === 0) {
    const failed = platform.lookups.find(isFailed);
    const detail = `the platform host ${input.platformHost} has no addresses (${failed?.detail ?? 'NXDOMAIN or NODATA'})`;
    return { ...view, verdict: 'unknown', detail };
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
function dnsHostView(domain: string, hostLookups: readonly LookupResult[], resolverViews: readonly View[]): View {
  const addresses = addressesOf(hostLookups, domain);
  const platform = new Set(resolverViews.flatMap((view) => [...view.platform]));
  const server = hostLookups.find((lookup) => !isFailed(lookup))?.server;
  const view = {
    label: `At your DNS host${server ? ` (${formatServer(server)})` : ''}`,
    addresses,
    platform,
    foreign: [],
    lookups: [...hostLookups, ...resolverViews.flatMap((v) => v.lookups.filter((l) => l.name !== domain))],
    detail: '',
  };
  if (hostLookups.every(isFailed) || platform.size === 0) return { ...view, verdict: 'unknown' };
  if (isNonEmptySubset(addresses, platform)) return { ...view, verdict: 'ok' };
  return { ...view, ...judgeMiss(addresses, platform) };
}

/**
 * ALIAS/ANAME is a DNS host feature: resolvers see plain A/AAAA records copied from the platform host.
 * So compare the apex's addresses with the platform host's, both as each resolver sees them, and check
 * that what the DNS host serves now is the platform's at all.
 */
/** The apex check's run: an apex domain's ALIAS/ANAME and its addresses, as each resolver sees them. */
export async function runApex(context: CheckContext): Promise<Finding[]> {
  const { domain, input } = context;
  const platformHost = input.platformHost;
  const { best: cnameLookup } = await context.askAuthoritative(domain, 'CNAME');
  const cname = cnameLookup?.records.find((record) => record.type === 'CNAME' && record.name === domain);
  if (cnameLookup && cname) {
    // RFC 1034 §3.6.2 and RFC 2181 §10.1: the apex holds SOA and NS, so it cannot also be a CNAME. A
    // resolver that follows the CNAME finds no MX at the apex: mail to the domain is lost.
    const { best: mxLookup } = await context.askAuthoritative(domain, 'MX');
    const mx = mxLookup?.records.filter((record) => record.type === 'MX' && record.name === domain) ?? [];
    const mail =
      mx.length > 0
        ? ` Its MX records (${mx.map((record) => record.data).join(', ')}) sit beside the CNAME, so resolvers that follow the CNAME never see them: mail to addresses at ${domain} bounces or goes astray.`
        : ` Nothing else can live beside it: MX records for mail to addresses at ${domain}, and TXT records such as SPF, are hidden behind the CNAME.`;
    return [
      fail({
        id: 'apex',
        code: 'APEX_CNAME',
        message: `A CNAME (to ${cname.target ?? cname.data}) sits at the apex ${domain}, which must hold the zone's SOA and NS records (RFC 1034 §3.6.2, RFC 2181 §10.1).${mail}`,
        fix: `Delete the CNAME at ${domain} and create an ALIAS or ANAME record with the value ${platformHost} (some DNS hosts call it CNAME flattening). Not every DNS provider supports these; if yours does not, move the zone to one that does or use a subdomain.`,
        evidence: [...evidenceOf(cnameLookup), ...(mxLookup && mx.length > 0 ? evidenceOf(mxLookup) : [])],
      }),
    ];
  }
  const hostLookups = await getApexAddressLookups(context);
  const dnsHost = { addresses: addressesOf(hostLookups, domain), known: !hostLookups.every(isFailed) };
  const resolverViews = await Promise.all(input.resolvers.map((server) => viewFrom(context, server, dnsHost)));
  const views = [dnsHostView(domain, hostLookups, resolverViews), ...resolverViews];
  const evidenceOfViews = (group: readonly View[]) => lookupsOf(group).flatMap(evidenceOf);

  const problems = groupProblems(views);
  if (problems.length > 0) {
    return problems.map((group) => problemFinding(domain, platformHost, group, views));
  }
  const unknown = resolverViews.filter((view) => view.verdict === 'unknown');
  if (unknown.length > 0) {
    return [
      lookupError({
        id: 'apex',
        code: 'APEX_LOOKUP_FAILED',
        message: `Could not compare the addresses of ${domain} with ${platformHost}${resolverViews.length > 1 ? ` (${unknown.map((v) => lowerFirst(v.label)).join(', ')})` : ''}: ${unknown[0]?.detail ?? 'lookup failed'}.`,
        fix: 'Run this again; if it persists, check the platform host and try another resolver with --resolver.',
        evidence: evidenceOfViews(unknown),
      }),
    ];
  }
  const behind = resolverViews.filter((view) => view.verdict === 'behind');
  const addresses = resolverViews.find((view) => view.verdict === 'ok')?.addresses ?? dnsHost.addresses;
  const waiting =
    behind.length > 0
      ? ` (${behind.map((v) => lowerFirst(v.label)).join(', ')}, older addresses are still cached: see the propagation check)`
      : '';
  return [
    pass({
      id: 'apex',
      code: 'APEX_OK',
      message: `The addresses of ${domain} (${addresses.join(', ')}) are addresses of ${platformHost}${resolverViews.length > 1 ? ', as each resolver asked sees both' : ''}${waiting}.`,
      evidence: evidenceOfViews(views.slice(0, 1)),
    }),
  ];
}

/**
 * Views with the same problem (verdict, addresses and platform addresses) share one finding, the worst
 * problems first. With one resolver that agrees with the DNS host, that is one finding, as it always was.
 */
function groupProblems(views: readonly View[]): View[][] {
  const order: Partial<Record<Verdict, number>> = { foreign: 0, none: 1, partial: 2 };
  const groups = new Map<string, View[]>();
  for (const view of views) {
    if (order[view.verdict] === undefined) continue;
    const key = `${view.verdict}|${[...view.addresses].sort().join(' ')}|${[...view.platform].sort().join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), view]);
  }
  return [...groups.values()].sort((a, b) => (order[a[0]?.verdict ?? 'ok'] ?? 0) - (order[b[0]?.verdict ?? 'ok'] ?? 0));
}

function problemFinding(domain: string, platformHost: string, group: readonly View[], views: readonly View[]): Finding {
  const [first] = group;
  if (!first) throw new Error('empty group');
  // Name where it was seen, unless every source agrees.
  const everywhere = views.every((view) => group.includes(view) || view.verdict === 'unknown');
  const seen = (sentence: string): string =>
    everywhere
      ? sentence
      : `${group.map((view, index) => (index === 0 ? view.label : lowerFirst(view.label))).join(' and ')}: ${lowerFirst(sentence)}`;
  const evidence = lookupsOf(group).flatMap(evidenceOf);
  const alias = `Create an ALIAS or ANAME record at ${domain} with the value ${platformHost} (not every DNS provider supports it).`;
  if (first.verdict === 'none') {
    return fail({
      id: 'apex',
      code: 'APEX_NO_ADDRESS',
      message: seen(`${domain} has no A or AAAA record, so it does not point to ${platformHost}.`),
      fix: alias,
      evidence,
    });
  }
  const { foreign } = first;
  const deleteForeign = `Delete the A/AAAA record(s) ${foreign.join(', ')} at ${domain}, then ${alias.charAt(0).toLowerCase()}${alias.slice(1)}`;
  // Addresses another resolver gets for the platform host: the platform answers by location, and the
  // apex holds the addresses of one location only (copied by hand, or an ALIAS resolved in one place).
  const elsewhere = foreign.filter((address) => views.some((view) => view.platform.has(address)));
  const byLocation =
    elsewhere.length > 0
      ? ` Other resolvers do get ${elsewhere.join(', ')} for ${platformHost}: it answers by location, and ${domain} holds the addresses of one location only.`
      : '';
  const fix =
    elsewhere.length > 0
      ? `${deleteForeign} If it already is an ALIAS/ANAME, your DNS host resolves it from one place only: use a subdomain with a CNAME instead.`
      : deleteForeign;
  const isIpv6 = (address: string): boolean => address.includes(':');
  const platformHasIpv6 = [...first.platform].some(isIpv6);
  if (foreign.every(isIpv6) && !platformHasIpv6) {
    // Clients prefer IPv6 (RFC 6724 §6) and Let's Encrypt tries an AAAA first: with no IPv6 at the
    // platform, every such attempt reaches another server.
    return fail({
      id: 'apex',
      code: 'APEX_STRAY_AAAA',
      message: seen(
        `${domain} has the AAAA record(s) ${foreign.join(', ')}, but ${platformHost} has no IPv6 address: visitors on IPv6 and the certificate authority, which tries IPv6 first, reach another server.`,
      ),
      fix: `Delete the AAAA record(s) ${foreign.join(', ')} at ${domain}; keep only the addresses of ${platformHost} (or an ALIAS/ANAME record to it).`,
      evidence,
    });
  }
  if (first.verdict === 'partial') {
    // Any address that is not the platform's is reached by a share of visitors and, at random, by the
    // certificate authority's validation (RFC 8555 §8.3): a fail, not a warning.
    return fail({
      id: 'apex',
      code: 'APEX_ADDRESSES_PARTIAL',
      message: seen(
        `Only some addresses of ${domain} belong to ${platformHost}; ${foreign.join(', ')} ${foreign.length === 1 ? 'does' : 'do'} not, so some visitors and the certificate authority reach another server.${byLocation}`,
      ),
      fix,
      evidence,
    });
  }
  return fail({
    id: 'apex',
    code: 'APEX_FOREIGN_ADDRESS',
    message: seen(
      `${domain} points to ${foreign.join(', ')}, which ${foreign.length === 1 ? 'is not an address' : 'are not addresses'} of ${platformHost} (${[...first.platform].join(', ')}).${byLocation}`,
    ),
    fix,
    evidence,
  });
}
