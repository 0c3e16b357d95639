import { isFailed, type LookupResult, type QueryType } from '../../dns/client.ts';
import { formatServer } from '../../dns/transport.ts';
import { defineCheck } from '../../engine/check.ts';
import type { AuthoritativeServer } from '../../engine/authoritative-facts.ts';
import type { CheckContext } from '../../engine/context.ts';
import type { DelegationFacts } from '../../engine/delegation.ts';
import { dnsHostOfNameserver } from '../../dns-hosts/index.ts';
import { getRegistrableDomain } from '../../engine/domain-names.ts';
import { evidenceOf, wordedBy, type Evidence, type FindingData } from '../../findings/finding.ts';
import {
  NAMESERVERS_WORDS,
  type AskedNameserver,
  type DnsHostFacts,
  type ServedAnswer,
  type ServedSerial,
  NAMESERVERS_EXAMPLES,
  NAMESERVERS_DOCS,
} from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(NAMESERVERS_WORDS);

/**
 * A finding of a check that reached the nameservers, as stated before it is worded: the first one is
 * then also told where the zone is served.
 */
type ServersCode = Exclude<keyof typeof NAMESERVERS_WORDS, 'NAMESERVERS_LOOKUP_FAILED'>;
type ServersFinding = { [Code in ServersCode]: FindingData<Code> }[ServersCode];

const asked = (entry: AuthoritativeServer): AskedNameserver => ({
  name: entry.nsName,
  address: formatServer(entry.server),
});

/**
 * The DNS hosts that run these nameservers, each once: a known host's name, or the nameservers' own
 * registrable domain when the host is not known.
 */
export function dnsHostsOf(nsNames: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const name of nsNames) {
    hosts.add(dnsHostOfNameserver(name)?.displayName ?? getRegistrableDomain(name) ?? name);
  }
  return [...hosts];
}

const dnsHostOf = (nameservers: readonly string[]): DnsHostFacts => ({ hosts: dnsHostsOf(nameservers), nameservers });

export const check = defineCheck({
  id: 'nameservers',
  appliesTo: 'any',
  async run(context) {
    const [zone, facts] = await Promise.all([context.zone(), context.authoritative()]);
    const apex = zone.apex;
    // Each server's serial is asked at once: the NS set a resolver holds only names the DNS host.
    const serialAnswers = Promise.all(
      facts.servers.map(async (entry) => ({
        entry,
        lookup: await context.dns.lookup({
          server: entry.server,
          name: apex,
          type: 'SOA',
          recursion: false,
          followCnames: false,
        }),
      })),
    );
    const nsLookup = await facts.nsLookup;
    const resolverNs = nsLookup?.records.flatMap((record) => (record.target ? [record.target] : [])) ?? [];
    const delegation = facts.delegation;
    // Where changes must be made: the servers the registry delegates to (and those they add), not an NS
    // set a resolver may still cache from before a move.
    const nsNames =
      delegation && delegation.parentNs.length > 0
        ? [...new Set([...delegation.parentNs, ...(facts.zoneNs ?? [])])]
        : resolverNs;
    const discoveryEvidence = [
      ...(delegation ? referralEvidence(delegation) : []),
      ...(nsLookup ? evidenceOf(nsLookup) : []),
      ...facts.addressLookups.flatMap(evidenceOf),
    ];
    if (facts.servers.length === 0) {
      return [
        findingFrom({
          id: 'nameservers',
          status: 'error',
          code: 'NAMESERVERS_LOOKUP_FAILED',
          params: { apex, detail: facts.failure ?? null },
          evidence: discoveryEvidence,
        }),
      ];
    }
    const answers = await serialAnswers;
    const findings: ServersFinding[] = delegation
      ? delegationFindings(apex, delegation, facts.zoneNs ?? [], nsLookup)
      : [];

    const silent = answers.filter(({ lookup }) =>
      ['timeout', 'network', 'garbage', 'mismatch'].includes(lookup.status),
    );
    const lame = answers.filter(
      ({ lookup }) =>
        !silent.some((s) => s.lookup === lookup) &&
        (isFailed(lookup) || !lookup.authoritative || lookup.records.length === 0),
    );
    const healthy = answers.filter(
      ({ lookup }) => !isFailed(lookup) && lookup.authoritative && lookup.records.length > 0,
    );

    const noneAnswered = silent.length === answers.length;
    for (const { entry, lookup } of silent) {
      findings.push({
        id: 'nameservers',
        // A server found in the registry's or the zone's NS set is one the CA's resolvers pick too: they
        // time out on it and retry, and some give up, so it fails. One given with --authoritative only warns.
        status: noneAnswered ? 'error' : entry.nsName === null ? 'warn' : 'fail',
        code: 'NAMESERVER_NOT_ANSWERING',
        params: { apex, server: asked(entry), detail: lookup.detail, noneAnswered },
        evidence: evidenceOf(lookup),
      });
    }
    for (const { entry, lookup } of lame) {
      findings.push({
        id: 'nameservers',
        status: 'fail',
        code: 'NAMESERVER_NOT_AUTHORITATIVE',
        params: {
          apex,
          server: asked(entry),
          delegatedByParent: entry.delegatedByParent === true,
          failure: isFailed(lookup) ? lookup.detail : null,
          authoritative: lookup.authoritative,
        },
        evidence: evidenceOf(lookup),
      });
    }
    const serials = servedSerials(healthy);
    if (serials.length > 1) {
      findings.push({
        id: 'nameservers',
        status: 'warn',
        code: 'NAMESERVER_SERIALS_DIFFER',
        params: { apex, serials },
        evidence: healthy.flatMap(({ lookup }) => evidenceOf(lookup)),
      });
    }
    findings.push(...(await answerDifferences(context, apex, healthy, serials)));
    if (findings.every((finding) => finding.status === 'pass')) {
      findings.push({
        id: 'nameservers',
        status: 'pass',
        code: 'NAMESERVERS_OK',
        params: { apex, answering: healthy.length, serials: serials.map(({ serial }) => serial) },
        evidence: healthy.flatMap(({ lookup }) => evidenceOf(lookup)),
      });
    }
    const servedBy = nsNames.length > 0 ? dnsHostOf(nsNames) : undefined;
    return findings.map((finding, index) =>
      findingFrom(index === 0 && servedBy ? { ...finding, params: { ...finding.params, servedBy } } : finding),
    );
  },
});

/** The registry's NS records for the zone, from the referral's authority section (dig shows them there). */
function referralEvidence(delegation: DelegationFacts): Evidence[] {
  const { referral } = delegation;
  if (!referral) return [];
  const server = formatServer(referral.server);
  return [...referral.authority, ...referral.answerSection]
    .filter((record) => record.type === 'NS' && delegation.parentNs.includes(record.target ?? ''))
    .map((record) => ({ server, name: record.name, type: record.type, ttl: record.ttl, data: record.data }));
}

const sameNames = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/**
 * The registry's delegation against the zone's own NS records and the resolver's cached NS set
 * (RFC 1034 §4.2.2: both copies should be the same).
 */
function delegationFindings(
  apex: string,
  delegation: DelegationFacts,
  zoneNs: readonly string[],
  resolverLookup: LookupResult | undefined,
): ServersFinding[] {
  const { parentNs } = delegation;
  if (parentNs.length === 0) return [];
  const findings: ServersFinding[] = [];
  const registry = dnsHostOf(parentNs);
  const evidence = [...referralEvidence(delegation), ...(resolverLookup ? evidenceOf(resolverLookup) : [])];
  const current = new Set([...parentNs, ...zoneNs]);
  const resolverNs = resolverLookup?.records.flatMap((record) => (record.target ? [record.target] : [])) ?? [];
  if (resolverLookup && resolverNs.some((name) => !current.has(name))) {
    // A nameserver move: the resolver keeps the NS set it cached until its TTL ends (RFC 2181 §5.4.1);
    // a resolver without it asks the registry and gets the new host at once.
    findings.push({
      id: 'nameservers',
      status: 'warn',
      code: 'DELEGATION_PROPAGATING',
      params: {
        apex,
        registry,
        resolver: formatServer(resolverLookup.server),
        cachedNs: resolverNs,
        cachedSeconds: Math.max(...resolverLookup.records.map((record) => record.ttl)),
        registryTtl: delegation.parentTtl ?? null,
      },
      evidence,
    });
  }
  if (zoneNs.length > 0 && !sameNames(zoneNs, parentNs)) {
    findings.push({
      id: 'nameservers',
      status: 'warn',
      code: 'DELEGATION_NS_DIFFER',
      params: { apex, registry, zoneNs },
      evidence,
    });
  }
  return findings;
}

interface ServerAnswer {
  readonly entry: AuthoritativeServer;
  readonly lookup: LookupResult;
}

/** The SOA serials the servers serve, each with its servers, in the order first seen. */
function servedSerials(healthy: readonly ServerAnswer[]): ServedSerial[] {
  const serials = new Map<number, AskedNameserver[]>();
  for (const { entry, lookup } of healthy) {
    const serial = lookup.records[0]?.soa?.serial;
    if (serial === undefined) continue;
    serials.set(serial, [...(serials.get(serial) ?? []), asked(entry)]);
  }
  return [...serials].map(([serial, servers]) => ({ serial, servers }));
}

/** A lookup's records at `name`, lower-cased and sorted so that answers compare (or its outcome when there are none). */
function servedAnswer(lookup: LookupResult, name: string): Omit<ServedAnswer, 'servers'> {
  const records = lookup.records
    .filter((record) => record.name === name)
    .map((record) => record.data.toLowerCase())
    .sort();
  return { records, nxdomain: records.length === 0 && lookup.status === 'nxdomain' };
}

/**
 * Every server must give the same answer for what verification and the certificate need: the CA
 * validates from several network perspectives (CA/B Forum Baseline Requirements §3.2.2.9), and each
 * resolver picks any one server (RFC 1034 §4.3.5), so servers that disagree fail validation at random.
 */
async function answerDifferences(
  context: CheckContext,
  apex: string,
  healthy: readonly ServerAnswer[],
  serials: readonly ServedSerial[],
): Promise<ServersFinding[]> {
  if (healthy.length < 2) return [];
  const { domain } = context;
  const questions: readonly (readonly [string, QueryType])[] = [
    [domain, 'CNAME'],
    [domain, 'A'],
    [domain, 'AAAA'],
    [domain, 'CAA'],
    ...(apex === domain ? [] : ([[apex, 'CAA']] as const)),
  ];
  const findings: ServersFinding[] = [];
  for (const [name, type] of questions) {
    const answers = await Promise.all(
      healthy.map(async ({ entry }) => ({
        entry,
        lookup: await context.dns.lookup({ server: entry.server, name, type, recursion: false, followCnames: false }),
      })),
    );
    if (answers.some(({ lookup }) => isFailed(lookup))) continue;
    const byValue = new Map<string, ServedAnswer>();
    for (const { entry, lookup } of answers) {
      const answer = servedAnswer(lookup, name);
      const key = JSON.stringify(answer);
      const servers = byValue.get(key)?.servers ?? [];
      byValue.set(key, { ...answer, servers: [...servers, asked(entry)] });
    }
    if (byValue.size < 2) continue;
    findings.push({
      id: 'nameservers',
      status: 'fail',
      code: 'NAMESERVER_ANSWERS_DIFFER',
      params: { apex, name, type, answers: [...byValue.values()], serials },
      evidence: answers.flatMap(({ lookup }) => evidenceOf(lookup)),
    });
  }
  return findings;
}

/** The nameservers check. The zone's nameservers, one by one: do they answer, agree, and match the registry's delegation. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'authoritative',
  // After dnssec: a zone that fails validation answers nothing its nameservers' answers could be compared with.
  fixedAfter: ['dnssec'],
  docs: NAMESERVERS_DOCS,
  words: NAMESERVERS_WORDS,
  examples: NAMESERVERS_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The nameservers check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    nameservers: typeof NAMESERVERS_WORDS;
  }
}
