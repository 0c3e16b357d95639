/**
 * Why a lookup through the resolver failed, found as DNS's reference tools find it (Zonemaster,
 * DNSViz): follow the delegations from the parent zone down to the domain, asking each zone's
 * servers directly, by address, over UDP with and without EDNS and over TCP. Only faults that every
 * resolver meets, the certificate authority's among them, are named; anything else stays unknown.
 */
import {
  isFailed,
  type DnsClient,
  type DnsRecord,
  type ExtendedDnsError,
  type LookupResult,
  type QueryType,
} from '../dns/client.ts';
import { formatServer, type DnsServer } from '../dns/transport.ts';
import { isSameOrSubdomain } from '../dns/wire-names.ts';
import type { AuthoritativeServer } from '../engine/authoritative-facts.ts';
import { getRegistrableDomain, nameAndAncestors } from '../engine/domain-names.ts';
import type { ProbedNameserver } from '../findings/words/lookup-cause.ts';
import { evidenceOf, type Evidence } from '../findings/finding.ts';
import { lookupPastValidation } from '../dns/lookup-past-validation.ts';
import type { RunInput } from '../engine/run-input.ts';

export type LookupCause =
  /** In-zone nameservers without glue at the parent (RFC 1034 §4.2.1): no resolver can find them. */
  | {
      readonly kind: 'missing-glue';
      readonly zone: string;
      readonly parentZone: string;
      readonly nameservers: readonly string[];
    }
  /** Every server the parent delegates the zone to refuses it or answers without authority (RFC 1912 §2.8). */
  | {
      readonly kind: 'lame-delegation';
      readonly zone: string;
      readonly parentZone: string;
      readonly servers: readonly ProbedNameserver[];
    }
  /** The servers drop queries for `name` that carry an OPT record, and answer them without one (RFC 6891 §7). */
  | { readonly kind: 'drops-edns'; readonly name: string; readonly servers: readonly ProbedNameserver[] }
  /** The answer is truncated over UDP and the servers do not answer over TCP (RFC 7766 §5). */
  | {
      readonly kind: 'no-tcp';
      readonly name: string;
      readonly type: QueryType;
      readonly servers: readonly ProbedNameserver[];
    }
  /** The servers answer a CNAME for the zone's own apex, SOA and NS included (RFC 2181 §10.1). */
  | { readonly kind: 'apex-cname'; readonly zone: string; readonly target: string }
  /**
   * One RRset fails validation while the resolver answers it with checking disabled (RFC 4035 §3.2.2):
   * its signatures are missing or broken, whatever the rest of the zone does (RFC 4035 §5.3).
   */
  | {
      readonly kind: 'rrset-bogus';
      readonly name: string;
      readonly type: QueryType;
      readonly resolver: string;
      readonly extendedErrors: readonly ExtendedDnsError[];
      /** The zone of `name` and the zone that holds its DS, when it is a child zone (RFC 4035 §2.4). */
      readonly zone?: string;
      readonly parentZone?: string;
    }
  /**
   * A NODATA answer of a signed zone comes without the NSEC or NSEC3 record that proves it
   * (RFC 4035 §3.1.3.1, RFC 5155 §7.2.3), so no validator can believe it (RFC 4035 §5.4).
   */
  | {
      readonly kind: 'denial-missing';
      readonly name: string;
      readonly type: QueryType;
      readonly resolver: string;
      readonly extendedErrors: readonly ExtendedDnsError[];
      /** The zone of `name` and the zone that holds its DS, when it is a child zone (RFC 4035 §2.4). */
      readonly zone?: string;
      readonly parentZone?: string;
    };

export interface DiagnosedCause {
  readonly cause: LookupCause;
  readonly evidence: readonly Evidence[];
}

interface Nameserver {
  readonly name: string | null;
  readonly server: DnsServer;
}

type Verdict = 'healthy' | 'lame' | 'drops-edns' | 'silent' | 'apex-cname';

interface Probe {
  readonly nameserver: Nameserver;
  readonly verdict: Verdict;
  readonly answer: string;
  readonly target?: string;
  readonly lookups: readonly LookupResult[];
}

/** Zones walked at most: a delegation chain longer than this is not a domain's. */
const MAX_DEPTH = 8;

const TIMED_OUT = new Set(['timeout', 'network', 'garbage', 'mismatch']);

const nsTargets = (records: readonly DnsRecord[], owner: string): string[] =>
  records.flatMap((record) => (record.type === 'NS' && record.name === owner && record.target ? [record.target] : []));

const probed = (probe: Probe): ProbedNameserver => ({
  name: probe.nameserver.name,
  address: formatServer(probe.nameserver.server),
  answer: probe.answer,
});

/** What a failed or odd answer was, in the words the evidence and the message use. */
function describeAnswer(lookup: LookupResult): string {
  if (lookup.status === 'refused') return 'REFUSED';
  if (lookup.status === 'servfail') return 'SERVFAIL';
  if (TIMED_OUT.has(lookup.status)) return 'no answer';
  if (isFailed(lookup)) return lookup.status;
  return lookup.authoritative ? 'an answer without the zone’s SOA' : 'an answer without the AA flag';
}

/**
 * Asks one server for the zone's SOA, as a resolver does before it trusts a delegation. A server
 * that answers only without EDNS drops EDNS; one that answers a CNAME at the apex hides the zone.
 */
async function probeZoneServer(dns: DnsClient, zone: string, nameserver: Nameserver): Promise<Probe> {
  const ask = { server: nameserver.server, name: zone, type: 'SOA', recursion: false, followCnames: false } as const;
  const [withEdns, withoutEdns] = await Promise.all([
    dns.lookup({ ...ask, protocol: 'udp' }),
    dns.lookup({ ...ask, protocol: 'udp', edns: false }),
  ]);
  const hasSoa = withEdns.records.some((record) => record.type === 'SOA' && record.name === zone);
  if (!isFailed(withEdns) && withEdns.authoritative && hasSoa) {
    return { nameserver, verdict: 'healthy', answer: 'SOA', lookups: [withEdns] };
  }
  const cname = withEdns.answerSection.find((record) => record.type === 'CNAME' && record.name === zone);
  if (!isFailed(withEdns) && cname?.target) {
    return {
      nameserver,
      verdict: 'apex-cname',
      answer: `CNAME ${cname.target}`,
      target: cname.target,
      lookups: [withEdns],
    };
  }
  if (TIMED_OUT.has(withEdns.status)) {
    if (!isFailed(withoutEdns)) {
      return {
        nameserver,
        verdict: 'drops-edns',
        answer: 'no answer with EDNS, an answer without it',
        lookups: [withEdns, withoutEdns],
      };
    }
    return { nameserver, verdict: 'silent', answer: 'no answer', lookups: [withEdns] };
  }
  return { nameserver, verdict: 'lame', answer: describeAnswer(withEdns), lookups: [withEdns] };
}

/** A and, for a name without one, AAAA records at the resolver (RFC 3596 §2.1). */
async function addressesAtResolver(dns: DnsClient, resolver: DnsServer, name: string): Promise<LookupResult[]> {
  const a = await lookupPastValidation(dns, { server: resolver, name, type: 'A' });
  if (a.records.length > 0) return [a];
  return [a, await lookupPastValidation(dns, { server: resolver, name, type: 'AAAA' })];
}

/** The parent zone to start from: the nearest ancestor of the registrable domain the resolver names servers for. */
async function startingZone(
  dns: DnsClient,
  resolver: DnsServer,
  domain: string,
  port: number,
): Promise<{ zone: string; servers: Nameserver[] } | undefined> {
  const registrable = getRegistrableDomain(domain) ?? domain;
  const ancestors = [...nameAndAncestors(registrable).slice(1), '.'];
  for (const zone of ancestors) {
    const lookup = await lookupPastValidation(dns, { server: resolver, name: zone, type: 'NS', followCnames: false });
    if (isFailed(lookup)) return undefined;
    const names = nsTargets(lookup.records, zone);
    if (names.length === 0) continue;
    const addresses = await Promise.all(names.map((name) => addressesAtResolver(dns, resolver, name)));
    const servers = addresses.flatMap((lookups, index) =>
      lookups.flatMap((found) =>
        found.records.map((record) => ({ name: names[index] ?? null, server: { host: record.data, port } })),
      ),
    );
    return servers.length > 0 ? { zone, servers } : undefined;
  }
  return undefined;
}

/** The first server's answer for the domain that is not a failure: a referral, or the zone's own answer. */
async function askWhere(
  dns: DnsClient,
  servers: readonly Nameserver[],
  domain: string,
): Promise<LookupResult | undefined> {
  for (const { server } of servers) {
    const answer = await dns.lookup({ server, name: domain, type: 'SOA', recursion: false, followCnames: false });
    if (!isFailed(answer)) return answer;
  }
  return undefined;
}

/**
 * Why the resolver could not find the domain's zone: the delegations from the parent zone down to
 * the domain, each zone's servers asked directly. Returns undefined when every delegation holds (the
 * failure was passing, or not one domain-check can name).
 */
export async function diagnoseZoneFailure(
  input: RunInput,
  dns: DnsClient,
  domain: string,
): Promise<DiagnosedCause | undefined> {
  const resolver = input.resolvers[0];
  // Only a tool that can reach the nameservers can ask them; a browser asks through its resolver.
  if (!resolver || input.authoritativeReachable === false) return undefined;
  const port = input.nameserverPort ?? 53;
  const start = await startingZone(dns, resolver, domain, port);
  if (!start) return undefined;
  let { zone, servers } = start;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const answer = await askWhere(dns, servers, domain);
    if (!answer) return undefined;
    // A referral names the child zone's servers in the authority section, without AA (RFC 1034 §4.3.2 step 3b).
    const cut = answer.authoritative
      ? undefined
      : answer.authority.find(
          (record) =>
            record.type === 'NS' &&
            record.name !== zone &&
            isSameOrSubdomain(record.name, zone) &&
            isSameOrSubdomain(domain, record.name),
        );
    if (!cut) return undefined;
    const child = cut.name;
    const from = formatServer(answer.server);
    const referralEvidence: Evidence[] = answer.authority
      .filter((record) => record.type === 'NS' && record.name === child)
      .map((record) => ({ server: from, name: record.name, type: 'NS', ttl: record.ttl, data: record.data }));
    const step = await followDelegation(dns, resolver, port, zone, child, answer);
    if ('cause' in step) return { cause: step.cause, evidence: [...referralEvidence, ...step.evidence] };
    zone = child;
    servers = step.healthy;
  }
  return undefined;
}

type DelegationStep = DiagnosedCause | { readonly healthy: Nameserver[] };

/** The servers a referral names for `child`: found (from glue or the resolver) and asked. */
async function followDelegation(
  dns: DnsClient,
  resolver: DnsServer,
  port: number,
  parentZone: string,
  child: string,
  referral: LookupResult,
): Promise<DelegationStep> {
  const names = nsTargets(referral.authority, child);
  const glue = referral.additional ?? [];
  const addressLookups: LookupResult[] = [];
  const nameservers: Nameserver[] = [];
  const missingGlue: string[] = [];
  for (const name of names) {
    const glued = glue.filter((record) => record.name === name && (record.type === 'A' || record.type === 'AAAA'));
    // A nameserver named inside the zone it serves can only be found through the glue (RFC 1034 §4.2.1).
    if (isSameOrSubdomain(name, child)) {
      if (glued.length === 0) missingGlue.push(name);
      nameservers.push(...glued.map((record) => ({ name, server: { host: record.data, port } })));
      continue;
    }
    const found = await addressesAtResolver(dns, resolver, name);
    addressLookups.push(...found);
    nameservers.push(
      ...found.flatMap((lookup) => lookup.records.map((record) => ({ name, server: { host: record.data, port } }))),
    );
  }
  const server = formatServer(referral.server);
  const glueEvidence: Evidence[] = missingGlue.map((name) => ({
    server,
    name,
    type: 'A',
    ttl: null,
    data: `no glue in the referral from ${parentZone}`,
  }));
  if (nameservers.length === 0) {
    if (missingGlue.length === 0) return { healthy: [] };
    return {
      cause: { kind: 'missing-glue', zone: child, parentZone, nameservers: missingGlue },
      evidence: glueEvidence,
    };
  }
  const probes = await Promise.all(nameservers.map((nameserver) => probeZoneServer(dns, child, nameserver)));
  const healthy = probes.filter((probe) => probe.verdict === 'healthy').map((probe) => probe.nameserver);
  if (healthy.length > 0) return { healthy };
  const evidence = [
    ...glueEvidence,
    ...addressLookups.flatMap(evidenceOf),
    ...probes.flatMap((probe) => probe.lookups.flatMap(evidenceOf)),
  ];
  const of = (verdict: Verdict) => probes.filter((probe) => probe.verdict === verdict);
  const cnames = of('apex-cname');
  if (cnames[0]?.target) return { cause: { kind: 'apex-cname', zone: child, target: cnames[0].target }, evidence };
  if (of('drops-edns').length > 0) {
    return { cause: { kind: 'drops-edns', name: child, servers: of('drops-edns').map(probed) }, evidence };
  }
  if (of('lame').length > 0) {
    return { cause: { kind: 'lame-delegation', zone: child, parentZone, servers: probes.map(probed) }, evidence };
  }
  if (missingGlue.length > 0) {
    return { cause: { kind: 'missing-glue', zone: child, parentZone, nameservers: missingGlue }, evidence };
  }
  // Every server is silent: a host that is down may come back, so it stays unknown.
  return { healthy: [] };
}

/** A lookup's evidence; a truncated answer (TC=1, RFC 1035 §4.1.1) is said to be one, not an empty answer. */
function questionEvidence(lookup: LookupResult): Evidence[] {
  if (!lookup.truncated || lookup.records.length > 0) return evidenceOf(lookup);
  const server = formatServer(lookup.server);
  return [{ server, name: lookup.name, type: lookup.type, ttl: null, data: 'truncated (TC=1): too large for UDP' }];
}

/**
 * Why one question failed at the resolver while the zone is known: each of the zone's servers asked
 * the same question over UDP with and without EDNS, and over TCP when the UDP answer is truncated.
 */
export async function diagnoseQuestionFailure(
  input: RunInput,
  dns: DnsClient,
  servers: readonly AuthoritativeServer[],
  name: string,
  type: QueryType,
): Promise<DiagnosedCause | undefined> {
  if (input.authoritativeReachable === false || servers.length === 0) return undefined;
  const probes = await Promise.all(
    servers.map(async ({ server, nsName }) => {
      // DO=1, as a validating resolver asks (RFC 4035 §4.1): the signatures count toward the size.
      const ask = { server, name, type, recursion: false, followCnames: false, dnssecOk: true } as const;
      const udp = await dns.lookup({ ...ask, protocol: 'udp' });
      const nameserver = { name: nsName, address: formatServer(server) };
      if (udp.truncated) {
        const tcp = await dns.lookup({ ...ask, protocol: 'tcp' });
        if (!TIMED_OUT.has(tcp.status))
          return { kind: 'ok', nameserver: { ...nameserver, answer: 'TCP' }, lookups: [] };
        const answer = 'a truncated answer over UDP, no answer over TCP';
        return { kind: 'no-tcp', nameserver: { ...nameserver, answer }, lookups: [udp, tcp] };
      }
      if (TIMED_OUT.has(udp.status)) {
        const withoutEdns = await dns.lookup({ ...ask, protocol: 'udp', edns: false });
        if (!isFailed(withoutEdns)) {
          const answer = 'no answer with EDNS, an answer without it';
          return { kind: 'drops-edns', nameserver: { ...nameserver, answer }, lookups: [udp, withoutEdns] };
        }
      }
      return { kind: 'ok', nameserver: { ...nameserver, answer: describeAnswer(udp) }, lookups: [udp] };
    }),
  );
  const evidence = probes.flatMap((probe) => probe.lookups.flatMap(questionEvidence));
  // A resolver tries every server before it gives up (RFC 1035 §7.2): a cause is one they all share.
  if (probes.every((probe) => probe.kind === 'no-tcp')) {
    return { cause: { kind: 'no-tcp', name, type, servers: probes.map((probe) => probe.nameserver) }, evidence };
  }
  if (probes.every((probe) => probe.kind === 'drops-edns')) {
    return { cause: { kind: 'drops-edns', name, servers: probes.map((probe) => probe.nameserver) }, evidence };
  }
  return undefined;
}

/**
 * Whether a resolver's SERVFAIL for one question is its DNSSEC validation failing for that RRset alone:
 * the same question with checking disabled (RFC 4035 §3.2.2) is answered at the name itself (a CNAME
 * into another zone is that zone's matter), and the zone's SOA at `apex` validates, so the zone's chain
 * of trust holds (RFC 4035 §5.3 validates each RRset on its own). Every validating resolver, the
 * certificate authority's among them, fails it the same way.
 */
export async function diagnoseValidationFailure(
  dns: DnsClient,
  failed: LookupResult,
  apex: string,
): Promise<DiagnosedCause | undefined> {
  if (failed.status !== 'servfail') return undefined;
  const ask = { server: failed.server, name: failed.name, type: failed.type } as const;
  const [unchecked, zoneSoa] = await Promise.all([
    dns.lookup({ ...ask, checkingDisabled: true }),
    dns.lookup({ server: failed.server, name: apex, type: 'SOA', followCnames: false }),
  ]);
  if (isFailed(unchecked) || unchecked.chain.length > 0 || isFailed(zoneSoa)) return undefined;
  const checkingDisabled = (lines: readonly Evidence[]): Evidence[] =>
    lines.map((line) => ({ ...line, server: `${line.server} (CD=1)` }));
  if (unchecked.status === 'nodata') {
    // Asked with DO=1 the zone's denial comes along in the authority section (RFC 4035 §3.1.3.1).
    const denial = await dns.lookup({ ...ask, checkingDisabled: true, dnssecOk: true });
    const proofs = denial.authority.filter((record) => record.type === 'NSEC' || record.type === 'NSEC3');
    if (denial.status === 'nodata' && proofs.length === 0) {
      const at = `${formatServer(denial.server)} (CD=1, DO=1)`;
      return {
        cause: {
          kind: 'denial-missing',
          name: failed.name,
          type: failed.type,
          resolver: formatServer(failed.server),
          extendedErrors: failed.extendedErrors,
        },
        evidence: [
          ...checkingDisabled(evidenceOf(unchecked)),
          {
            server: at,
            name: failed.name,
            type: 'NSEC',
            ttl: null,
            data: 'no NSEC or NSEC3 record in the authority section',
          },
        ],
      };
    }
  }
  return {
    cause: {
      kind: 'rrset-bogus',
      name: failed.name,
      type: failed.type,
      resolver: formatServer(failed.server),
      extendedErrors: failed.extendedErrors,
    },
    // The failed answer is the caller's evidence already; this adds what checking disabled shows.
    evidence: checkingDisabled(evidenceOf(unchecked)),
  };
}
