/**
 * Reading the truth behind a resolver that does not tell it. The certificate authority asks its own
 * validating resolvers, which see the zone's nameservers; so where the run's resolver answers a name
 * of the domain with a filter's sentinel, a view of its own network, an address for a name that does
 * not exist or a synthesized AAAA, the checks read what an honest resolver would give: the zone's
 * nameservers' answer, or the answer without the invented records. Each lie is noted for the report.
 * Where the nameservers cannot be asked, the lookup fails naming the resolver: nothing is known.
 */
import { isFailed, type LookupCorrector, type LookupRequest, type LookupResult } from '../../dns/client.ts';
import { normaliseName } from '../../dns/codec.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import type { CheckContext } from '../context.ts';
import type { Evidence } from '../../findings/finding.ts';
import { evidenceOf } from '../../findings/finding.ts';
import {
  filterSignOf,
  hasFilteringError,
  internalAddressesOf,
  sentinelAddressesOf,
  isRewrittenNxdomain,
  isSynthesizedAaaa,
  type ResolverTraits,
} from './traits.ts';

export type LieKind = 'filters' | 'internal-view' | 'rewrites-nxdomain' | 'dns64';

/** One lie seen while checking a domain: which resolver, what it did, to which name. */
export interface SeenLie {
  readonly resolver: string;
  readonly lie: LieKind;
  readonly name: string;
  /** What it answered, in the evidence's words. */
  readonly detail: string;
  /** Whether the zone's nameservers answered in its place. */
  readonly corrected: boolean;
  readonly evidence: readonly Evidence[];
}

type TruthSource = Pick<CheckContext, 'domain' | 'input' | 'zone' | 'askAuthoritative'>;

/**
 * The corrector of one domain's lookups: `traitsOf` gives the traits of a resolver of the run (undefined
 * for any other server), and each lie seen is pushed onto `seen`.
 */
export function lieCorrector(
  source: TruthSource,
  traitsOf: (server: DnsServer) => Promise<ResolverTraits | undefined>,
  seen: SeenLie[],
): LookupCorrector {
  const note = (lie: Omit<SeenLie, 'evidence'>, answer: LookupResult) => {
    if (!seen.some((entry) => entry.resolver === lie.resolver && entry.lie === lie.lie && entry.name === lie.name)) {
      seen.push({ ...lie, evidence: evidenceOf(answer) });
    }
  };
  const correct: LookupCorrector = async (request, lookup) => {
    const answer = lookup(request);
    // Questions to a nameserver (RD=0) and the DNSSEC checks' own questions are not a resolver's view.
    if (request.recursion === false || request.checkingDisabled) return answer;
    const name = normaliseName(request.name);
    const addresses = isSameOrSubdomain(name, source.domain)
      ? addressesBeside(request.server, name, lookup)
      : undefined;
    const result = await answer;
    // A failure is a failure, unless it says it was filtered (REFUSED with Extended DNS Error 18).
    if (isFailed(result) && !hasFilteringError(result)) return result;
    const resolver = formatServer(request.server);
    // Only an answer with addresses can be a rewritten NXDOMAIN or a synthesized AAAA: only it waits
    // for the probes that tell (sent at the run's start, beside the first lookups).
    const traits = hasAddresses(result) ? await traitsOf(request.server) : undefined;
    if (traits && isRewrittenNxdomain(result, traits)) {
      note({ resolver, lie: 'rewrites-nxdomain', name, detail: describe(result), corrected: true }, result);
      // Such a resolver rewrites NXDOMAIN only: the name does not exist (RFC 1035 §4.3.2 step 3c).
      return { ...result, status: 'nxdomain', records: [], answerSection: result.chain, finalName: result.finalName };
    }
    if (traits && isSynthesizedAaaa(result, traits)) {
      note({ resolver, lie: 'dns64', name, detail: describe(result), corrected: true }, result);
      const synthesized = new Set(result.records);
      return {
        ...result,
        status: 'nodata',
        records: [],
        answerSection: result.answerSection.filter((record) => !synthesized.has(record)),
      };
    }
    if (!addresses) return result;
    const lie = await misrepresentation(name, result, addresses);
    if (!lie) return result;
    const truth = await fromNameservers(request, name, lookup);
    note({ resolver, lie: lie.kind, name, detail: lie.detail, corrected: truth !== undefined }, lie.answer);
    return (
      truth ??
      unknown(
        result,
        `${resolver} ${lie.kind === 'filters' ? 'filters' : 'answers from its own network view for'} ${name} (${lie.detail}), and the zone's nameservers could not be asked`,
      )
    );
  };

  /**
   * The IPv4 address of a name of the domain, which shows a filter's 0.0.0.0 or an internal view's
   * private address (filters and internal views answer A for a name they take over), asked beside the
   * question. The domain's own is asked once, whatever the question. A filter's list and an internal
   * view's zone take over a name with the names under it, so a name under the domain
   * (`_acme-challenge`, `_validation-persist`) is asked for its own only where the domain's looks taken
   * over: behind an honest resolver, the common case, it costs no question and no round trip.
   * A lookup that throws is a bug the check that asked reports; here it only means nothing is known.
   */
  async function addressesBeside(
    server: DnsServer,
    name: string,
    lookup: (request: LookupRequest) => Promise<LookupResult>,
  ): Promise<LookupResult[]> {
    const addressOf = (owner: string) => lookup({ server, name: owner, type: 'A', followCnames: false });
    try {
      const domainAddress = await addressOf(source.domain);
      if (name === source.domain) return [domainAddress];
      return looksTakenOver(domainAddress) ? [await addressOf(name)] : [];
    } catch {
      return [];
    }
  }

  /** Whether the zone's nameservers can be asked about `name`: it lies in the domain's zone, found. */
  async function nameserversServe(name: string): Promise<boolean> {
    if (source.input.authoritativeReachable === false) return false;
    const zone = await source.zone();
    return zone.outcome === 'found' && isSameOrSubdomain(name, zone.apex);
  }

  /** Whether the resolver answers `name` with a filter's or an internal view's data, and its answer. */
  async function misrepresentation(
    name: string,
    result: LookupResult,
    asked: Promise<LookupResult[]>,
  ): Promise<{ kind: 'filters' | 'internal-view'; detail: string; answer: LookupResult } | undefined> {
    if (hasFilteringError(result)) return { kind: 'filters', detail: filterSignOf(result) ?? '', answer: result };
    // A filter or an internal view answers every type at a name it takes over, but shows it in the
    // addresses: its AAAA answers are read where the question was one.
    const addresses = [...(await asked), ...(result.type === 'AAAA' ? [result] : [])];
    for (const answer of addresses) {
      if (hasFilteringError(answer)) return { kind: 'filters', detail: filterSignOf(answer) ?? '', answer };
    }
    const suspect = (answer: LookupResult) => [...sentinelAddressesOf(answer), ...internalAddressesOf(answer)];
    const suspects = addresses.filter((answer) => suspect(answer).length > 0);
    if (suspects.length === 0 || !(await nameserversServe(name))) return undefined;
    for (const answer of suspects) {
      const served = (await source.askAuthoritative(name, answer.type)).best;
      if (!served) continue;
      const servedAddresses = new Set(served.records.map((record) => record.data));
      // The zone serves such an address itself (0.0.0.0 to park a name, a private address for an
      // intranet): that is its DNS, not the resolver's invention.
      if (suspect(answer).every((address) => servedAddresses.has(address))) continue;
      const filtered = sentinelAddressesOf(answer).length > 0;
      return filtered
        ? { kind: 'filters', detail: filterSignOf(answer) ?? describe(answer), answer }
        : { kind: 'internal-view', detail: describe(answer), answer };
    }
    return undefined;
  }

  /** What the zone's nameservers serve for the question, following a CNAME out of the zone as a resolver would. */
  async function fromNameservers(
    request: LookupRequest,
    name: string,
    lookup: (request: LookupRequest) => Promise<LookupResult>,
  ): Promise<LookupResult | undefined> {
    if (!(await nameserversServe(name))) return undefined;
    const served = (await source.askAuthoritative(name, request.type, { followCnames: false })).best;
    if (!served) return undefined;
    const follow = request.followCnames ?? request.type !== 'CNAME';
    const cname = served.answerSection.find((record) => record.name === name && record.type === 'CNAME');
    if (!follow || served.records.length > 0 || !cname?.target) return served;
    const rest = await correct({ ...request, name: cname.target }, lookup);
    return { ...rest, name, chain: [cname, ...rest.chain] };
  }

  return correct;
}

/** The answer carries a sign that a filter or an internal view answered it in place of the zone. */
const looksTakenOver = (lookup: LookupResult): boolean =>
  hasFilteringError(lookup) || sentinelAddressesOf(lookup).length > 0 || internalAddressesOf(lookup).length > 0;

const hasAddresses = (lookup: LookupResult): boolean =>
  lookup.records.some((record) => record.type === 'A' || record.type === 'AAAA');

function describe(lookup: LookupResult): string {
  const data = lookup.records.map((record) => record.data);
  return `${lookup.type} ${data.length > 0 ? data.join(' ') : lookup.status.toUpperCase()} for ${lookup.name}`;
}

/** The lookup, failed: the resolver's answer is known not to be the DNS, and nothing else could be asked. */
function unknown(result: LookupResult, detail: string): LookupResult {
  return { ...result, status: 'failed', records: [], detail };
}
