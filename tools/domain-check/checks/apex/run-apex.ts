import { isFailed } from '../../dns/client.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, wordedBy, type Finding } from '../../findings/finding.ts';
import { APEX_WORDS } from './words.ts';
import type { DnsHostTerms } from '../../dns-hosts/words.ts';
import {
  addressesOf,
  dnsHostView,
  getApexAddressLookups,
  lookupsOf,
  viewFrom,
  type ResolverView,
  type Verdict,
  type View,
} from './address-views.ts';

const findingFrom = wordedBy(APEX_WORDS);

const resolverOf = (view: ResolverView): string => view.source.server;

/**
 * The apex check's run: an apex domain's ALIAS/ANAME and its addresses, as each resolver sees them.
 * ALIAS/ANAME is a DNS host feature: resolvers see plain A/AAAA records copied from the platform host.
 * So compare the apex's addresses with the platform host's, both as each resolver sees them, and check
 * that what the DNS host serves now is the platform's at all.
 */
export async function runApex(context: CheckContext): Promise<Finding[]> {
  const { domain, input } = context;
  const platformHost = input.platformHost;
  const [{ best: cnameLookup }, host] = await Promise.all([
    context.askAuthoritative(domain, 'CNAME'),
    context.dnsHost(),
  ]);
  const dnsHost = host.terms;
  const cname = cnameLookup?.records.find((record) => record.type === 'CNAME' && record.name === domain);
  if (cnameLookup && cname) {
    // RFC 1034 §3.6.2 and RFC 2181 §10.1: the apex holds SOA and NS, so it cannot also be a CNAME. A
    // resolver that follows the CNAME finds no MX at the apex: mail to the domain is lost.
    const { best: mxLookup } = await context.askAuthoritative(domain, 'MX');
    const mx = mxLookup?.records.filter((record) => record.type === 'MX' && record.name === domain) ?? [];
    return [
      findingFrom({
        id: 'apex',
        status: 'fail',
        code: 'APEX_CNAME',
        params: {
          domain,
          platformHost,
          target: cname.target ?? cname.data,
          mx: mx.map((record) => record.data),
          dnsHost,
        },
        evidence: [...evidenceOf(cnameLookup), ...(mxLookup && mx.length > 0 ? evidenceOf(mxLookup) : [])],
      }),
    ];
  }
  const hostLookups = await getApexAddressLookups(context);
  const served = { addresses: addressesOf(hostLookups, domain), known: !hostLookups.every(isFailed) };
  const resolverViews = await Promise.all(input.resolvers.map((server) => viewFrom(context, server, served)));
  const views = [dnsHostView(domain, hostLookups, resolverViews), ...resolverViews];
  const evidenceOfViews = (group: readonly View[]) => lookupsOf(group).flatMap(evidenceOf);

  const problems = groupProblems(views);
  // A proxied record answers with the host's own addresses and no CNAME (Cloudflare's "Proxied"): the
  // record is right but for its switch, so the fix is the switch, never "delete the A record".
  const [hostView] = views;
  if (dnsHost && hostView?.verdict === 'foreign' && host.answeredByProxy([...hostView.addresses])) {
    return [
      findingFrom({
        id: 'apex',
        status: 'fail',
        code: 'APEX_PROXIED',
        params: { domain, platformHost, addresses: [...hostView.addresses], dnsHost },
        evidence: lookupsOf([hostView]).flatMap(evidenceOf),
      }),
    ];
  }
  if (problems.length > 0) {
    return problems.map((group) => problemFinding(domain, platformHost, dnsHost, group, views));
  }
  const unknown = resolverViews.filter((view) => view.verdict === 'unknown');
  const [firstUnknown] = unknown;
  if (firstUnknown) {
    return [
      findingFrom({
        id: 'apex',
        status: 'error',
        code: 'APEX_LOOKUP_FAILED',
        params: {
          domain,
          platformHost,
          resolversAsked: resolverViews.length,
          failedResolvers: unknown.map(resolverOf),
          failure: firstUnknown.failure ?? { kind: 'apex-lookup', detail: 'lookup failed' },
        },
        evidence: evidenceOfViews(unknown),
      }),
    ];
  }
  return [
    findingFrom({
      id: 'apex',
      status: 'pass',
      code: 'APEX_OK',
      params: {
        domain,
        platformHost,
        addresses: resolverViews.find((view) => view.verdict === 'ok')?.addresses ?? served.addresses,
        resolversAsked: resolverViews.length,
        cachingResolvers: resolverViews.filter((view) => view.verdict === 'behind').map(resolverOf),
      },
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

function problemFinding(
  domain: string,
  platformHost: string,
  dnsHost: DnsHostTerms | null,
  group: readonly View[],
  views: readonly View[],
): Finding {
  const [first] = group;
  if (!first) throw new Error('empty group');
  // Name where it was seen, unless every source agrees.
  const everywhere = views.every((view) => group.includes(view) || view.verdict === 'unknown');
  const problem = { domain, platformHost, dnsHost, seenAt: everywhere ? null : group.map((view) => view.source) };
  const evidence = lookupsOf(group).flatMap(evidenceOf);
  if (first.verdict === 'none') {
    return findingFrom({ id: 'apex', status: 'fail', code: 'APEX_NO_ADDRESS', params: problem, evidence });
  }
  const { foreign } = first;
  // Addresses another resolver gets for the platform host: the platform answers by location, and the
  // apex holds the addresses of one location only (copied by hand, or an ALIAS resolved in one place).
  const elsewhere = foreign.filter((address) => views.some((view) => view.platform.has(address)));
  const params = { ...problem, foreign, elsewhere };
  const isIpv6 = (address: string): boolean => address.includes(':');
  // Clients prefer IPv6 (RFC 6724 §6) and Let's Encrypt tries an AAAA first: with no IPv6 at the
  // platform, every such attempt reaches another server.
  if (foreign.every(isIpv6) && ![...first.platform].some(isIpv6)) {
    return findingFrom({ id: 'apex', status: 'fail', code: 'APEX_STRAY_AAAA', params, evidence });
  }
  // Any address that is not the platform's is reached by a share of visitors and, at random, by the
  // certificate authority's validation (RFC 8555 §8.3): a fail, not a warning.
  if (first.verdict === 'partial') {
    return findingFrom({ id: 'apex', status: 'fail', code: 'APEX_ADDRESSES_PARTIAL', params, evidence });
  }
  return findingFrom({
    id: 'apex',
    status: 'fail',
    code: 'APEX_FOREIGN_ADDRESS',
    params: { ...params, platformAddresses: [...first.platform] },
    evidence,
  });
}
