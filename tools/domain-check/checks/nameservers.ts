import { isFailed, type LookupResult, type QueryType } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import type { AuthoritativeServer, CheckContext } from '../engine/context.ts';
import type { DelegationFacts } from '../engine/delegation.ts';
import { describeDnsHost } from '../engine/dns-hosts.ts';
import { describeWait } from '../findings/catalog/propagation.ts';
import { evidenceOf, fail, lookupError, pass, warn, type Evidence, type Finding } from '../engine/finding.ts';

export default defineCheck({
  id: 'nameservers',
  appliesTo: 'any',
  async run(context) {
    const [zone, facts] = await Promise.all([context.zone(), context.authoritative()]);
    // Each server's serial is asked at once: the NS set a resolver holds only names the DNS host.
    const serialAnswers = Promise.all(
      facts.servers.map(async (entry) => ({
        entry,
        lookup: await context.dns.lookup({
          server: entry.server,
          name: zone.apex,
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
        lookupError({
          id: 'nameservers',
          code: 'NAMESERVERS_LOOKUP_FAILED',
          message: `Could not find the nameservers of ${zone.apex}: ${facts.failure ?? 'none found'}.`,
          fix: 'Run this again, or pass the zone’s nameservers with --authoritative IP.',
          evidence: discoveryEvidence,
        }),
      ];
    }
    const answers = await serialAnswers;
    const label = (entry: (typeof answers)[number]['entry']): string =>
      entry.nsName ? `${entry.nsName} (${formatServer(entry.server)})` : formatServer(entry.server);
    const host = nsNames.length > 0 ? describeDnsHost(nsNames) : undefined;
    const hostSentence = host ? ` The zone is served by ${host} (${nsNames.join(', ')}): make DNS changes there.` : '';
    const findings: Finding[] = delegation
      ? delegationFindings(zone.apex, delegation, facts.zoneNs ?? [], nsLookup)
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

    for (const { entry, lookup } of silent) {
      const allSilent = silent.length === answers.length;
      // A server found in the registry's or the zone's NS set is one the CA's resolvers pick too: they
      // time out on it and retry, and some give up, so it fails. One given with --authoritative only warns.
      const make = allSilent ? lookupError : entry.nsName === null ? warn : fail;
      findings.push(
        make({
          id: 'nameservers',
          code: 'NAMESERVER_NOT_ANSWERING',
          message: `Nameserver ${label(entry)} did not answer for ${zone.apex}: ${lookup.detail}.${
            entry.nsName === null || allSilent
              ? ''
              : ' Resolvers and the certificate authority that pick it wait, retry another, and some give up.'
          }`,
          fix: allSilent
            ? 'Check that these are the zone’s nameservers and that they are reachable from here.'
            : `Remove ${label(entry)} from the NS records at your registrar and your DNS host, or bring it back.`,
          evidence: evidenceOf(lookup),
        }),
      );
    }
    for (const { entry, lookup } of lame) {
      findings.push(
        fail({
          id: 'nameservers',
          code: 'NAMESERVER_NOT_AUTHORITATIVE',
          message: `Nameserver ${label(entry)}${entry.delegatedByParent ? ', to which the registry delegates the zone,' : ''} does not answer authoritatively for ${zone.apex} (${
            isFailed(lookup) ? lookup.detail : lookup.authoritative ? 'no SOA' : 'AA flag not set'
          }): a lame delegation (RFC 1912 §2.8). Resolvers and the certificate authority that ask it get no answer, so lookups fail at random.`,
          fix: `Make the NS records of ${zone.apex} (at the registrar and the DNS host) list only servers that serve the zone.`,
          evidence: evidenceOf(lookup),
        }),
      );
    }
    const serials = new Map<number, string[]>();
    for (const { entry, lookup } of healthy) {
      const serial = lookup.records[0]?.soa?.serial;
      if (serial === undefined) continue;
      serials.set(serial, [...(serials.get(serial) ?? []), label(entry)]);
    }
    if (serials.size > 1) {
      const list = [...serials].map(([serial, servers]) => `${serial} at ${servers.join(', ')}`).join('; ');
      findings.push(
        warn({
          id: 'nameservers',
          code: 'NAMESERVER_SERIALS_DIFFER',
          message: `The nameservers of ${zone.apex} serve different SOA serials (${list}): a change has not reached all of them.`,
          fix: 'Wait for the nameservers to catch up (zone transfer), or ask your DNS host why one is behind.',
          evidence: healthy.flatMap(({ lookup }) => evidenceOf(lookup)),
        }),
      );
    }
    findings.push(...(await answerDifferences(context, zone.apex, healthy, label, serials)));
    if (findings.every((finding) => finding.status === 'pass')) {
      findings.push(
        pass({
          id: 'nameservers',
          code: 'NAMESERVERS_OK',
          message: `${healthy.length} nameserver(s) of ${zone.apex} answer authoritatively with serial ${[...serials.keys()].join(', ')}.${hostSentence}`,
          evidence: healthy.flatMap(({ lookup }) => evidenceOf(lookup)),
        }),
      );
    } else if (hostSentence) {
      const first = findings[0];
      if (first) findings[0] = { ...first, message: `${first.message}${hostSentence}` };
    }
    return findings;
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
): Finding[] {
  const { parentNs } = delegation;
  if (parentNs.length === 0) return [];
  const findings: Finding[] = [];
  const registry = `${describeDnsHost(parentNs)} (${parentNs.join(', ')})`;
  const evidence = [...referralEvidence(delegation), ...(resolverLookup ? evidenceOf(resolverLookup) : [])];
  const current = new Set([...parentNs, ...zoneNs]);
  const resolverNs = resolverLookup?.records.flatMap((record) => (record.target ? [record.target] : [])) ?? [];
  if (resolverLookup && resolverNs.some((name) => !current.has(name))) {
    // A nameserver move: the resolver keeps the NS set it cached until its TTL ends (RFC 2181 §5.4.1);
    // a resolver without it asks the registry and gets the new host at once.
    const cached = Math.max(...resolverLookup.records.map((record) => record.ttl));
    const wait = describeWait(Math.max(cached, delegation.parentTtl ?? 0));
    findings.push(
      warn({
        id: 'nameservers',
        code: 'DELEGATION_PROPAGATING',
        message: `The registry delegates ${apex} to ${registry}, but resolver ${formatServer(resolverLookup.server)} still uses ${resolverNs.join(', ')} from its cache (${cached} s left); resolvers that ask the registry afresh, the certificate authority's among them, already go to the new host. The registry's NS TTL is ${delegation.parentTtl ?? '?'} s: expect every resolver to follow within ${wait}.`,
        fix: `Make every DNS change at ${describeDnsHost(parentNs)} (${parentNs.join(', ')}), the host the registry delegates to; then wait ${wait} and run this again.`,
        evidence,
      }),
    );
  }
  if (zoneNs.length > 0 && !sameNames(zoneNs, parentNs)) {
    findings.push(
      warn({
        id: 'nameservers',
        code: 'DELEGATION_NS_DIFFER',
        message: `The registry delegates ${apex} to ${parentNs.join(', ')}, but the zone's own NS records name ${zoneNs.join(', ')}. Resolvers use either list, so every server on both must serve the zone alike.`,
        fix: `Make the two lists the same: set the nameservers at your registrar, or edit the NS records at ${describeDnsHost(parentNs)}, so that both name only servers that serve ${apex}.`,
        evidence,
      }),
    );
  }
  return findings;
}

/** A lookup's records at `name` as one comparable value (or its outcome when there are none). */
function answerValue(lookup: LookupResult, name: string): string {
  const data = lookup.records.filter((record) => record.name === name).map((record) => record.data.toLowerCase());
  if (data.length > 0) return data.sort().join(' ');
  return lookup.status === 'nxdomain' ? 'NXDOMAIN' : `no ${lookup.type} record`;
}

/**
 * Every server must give the same answer for what verification and the certificate need: the CA
 * validates from several network perspectives (CA/B Forum Baseline Requirements §3.2.2.9), and each
 * resolver picks any one server (RFC 1034 §4.3.5), so servers that disagree fail validation at random.
 */
async function answerDifferences(
  context: CheckContext,
  apex: string,
  healthy: readonly { readonly entry: AuthoritativeServer; readonly lookup: LookupResult }[],
  label: (entry: AuthoritativeServer) => string,
  serials: ReadonlyMap<number, readonly string[]>,
): Promise<Finding[]> {
  if (healthy.length < 2) return [];
  const { domain } = context;
  const questions: readonly (readonly [string, QueryType])[] = [
    [domain, 'CNAME'],
    [domain, 'A'],
    [domain, 'AAAA'],
    [domain, 'CAA'],
    ...(apex === domain ? [] : ([[apex, 'CAA']] as const)),
  ];
  const findings: Finding[] = [];
  for (const [name, type] of questions) {
    const answers = await Promise.all(
      healthy.map(async ({ entry }) => ({
        entry,
        lookup: await context.dns.lookup({ server: entry.server, name, type, recursion: false, followCnames: false }),
      })),
    );
    if (answers.some(({ lookup }) => isFailed(lookup))) continue;
    const byValue = new Map<string, string[]>();
    for (const { entry, lookup } of answers) {
      const value = answerValue(lookup, name);
      byValue.set(value, [...(byValue.get(value) ?? []), label(entry)]);
    }
    if (byValue.size < 2) continue;
    const list = [...byValue].map(([value, servers]) => `${value} at ${servers.join(', ')}`).join('; ');
    const behind =
      serials.size > 1
        ? ` The SOA serials differ too (${[...serials].map(([serial, servers]) => `${serial} at ${servers.join(', ')}`).join('; ')}): the server with the older serial has likely stopped taking zone transfers.`
        : ' They serve the same SOA serial, so the zone is edited in two places (two DNS hosts with different data).';
    findings.push(
      fail({
        id: 'nameservers',
        code: 'NAMESERVER_ANSWERS_DIFFER',
        message: `The nameservers of ${apex} answer differently for ${name} ${type}: ${list}. Each resolver, and each of the certificate authority's validation perspectives, picks one of them, so verification and the certificate fail at random.${behind}`,
        fix: `Make every nameserver of ${apex} serve the same ${type} record at ${name}: correct it where it is wrong${serials.size > 1 ? ', and ask the DNS host of the server that is behind to fix its zone transfers' : ''}.`,
        evidence: answers.flatMap(({ lookup }) => evidenceOf(lookup)),
      }),
    );
  }
  return findings;
}
