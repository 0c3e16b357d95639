import { isFailed } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import { describeDnsHost } from '../engine/dns-hosts.ts';
import { evidenceOf, fail, lookupError, pass, warn, type Finding } from '../engine/finding.ts';

export default defineCheck({
  id: 'nameservers',
  dependencies: ['zone'],
  needs: ['zone', 'authoritative'],
  appliesTo: 'any',
  async run(context) {
    const zone = await context.zone();
    const facts = await context.authoritative();
    const nsLookup = await facts.nsLookup;
    const nsNames = nsLookup?.records.flatMap((record) => (record.target ? [record.target] : [])) ?? [];
    const discoveryEvidence = [...(nsLookup ? evidenceOf(nsLookup) : []), ...facts.addressLookups.flatMap(evidenceOf)];
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
    const answers = await Promise.all(
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
    const label = (entry: (typeof answers)[number]['entry']): string =>
      entry.nsName ? `${entry.nsName} (${formatServer(entry.server)})` : formatServer(entry.server);
    const host = nsNames.length > 0 ? describeDnsHost(nsNames) : undefined;
    const hostSentence = host ? ` The zone is served by ${host} (${nsNames.join(', ')}): make DNS changes there.` : '';
    const findings: Finding[] = [];

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
      const make = allSilent ? lookupError : warn;
      findings.push(
        make({
          id: 'nameservers',
          code: 'NAMESERVER_NOT_ANSWERING',
          message: `Nameserver ${label(entry)} did not answer for ${zone.apex}: ${lookup.detail}.`,
          fix: allSilent
            ? 'Check that these are the zone’s nameservers and that they are reachable from here.'
            : `Remove ${label(entry)} from the zone’s NS records, or bring it back.`,
          evidence: evidenceOf(lookup),
        }),
      );
    }
    for (const { entry, lookup } of lame) {
      findings.push(
        fail({
          id: 'nameservers',
          code: 'NAMESERVER_NOT_AUTHORITATIVE',
          message: `Nameserver ${label(entry)} does not answer authoritatively for ${zone.apex} (${
            isFailed(lookup) ? lookup.detail : lookup.authoritative ? 'no SOA' : 'AA flag not set'
          }): a lame delegation.`,
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
    if (findings.length === 0) {
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
