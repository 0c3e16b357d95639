import { defineCheck } from '../../engine/check.ts';
import type { CheckContext } from '../../engine/context.ts';
import { nameAndAncestors } from '../../engine/domain-names.ts';
import { evidenceOf, skip, wordedBy, type Evidence, type Finding } from '../../findings/finding.ts';
import type { QueryType } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import { defineCheckFolder } from '../check-folder.ts';
import { ACME_CHALLENGE_LABEL, PERSIST_LABEL } from '../validation/persist-record.ts';
import { askEveryRegion, type Question, type ServerAnswers } from './ask-regions.ts';
import { corroborationRuleOn, judgeQuorum } from './corroboration-rule.ts';
import { RIR_REGIONS, type Rir } from './rir-regions.ts';
import { PERSPECTIVES_EXAMPLES, PERSPECTIVES_DOCS, PERSPECTIVES_WORDS, type RegionView } from './words.ts';

const findingFrom = wordedBy(PERSPECTIVES_WORDS);

/**
 * Every perspective the CA has: each question the CA asks, to every address of every nameserver, as
 * from each regional internet registry's region; answers that depend on the region are judged by the
 * CA's quorum rule in force on the day of the run (Baseline Requirements §3.2.2.9).
 */
export const check = defineCheck({
  id: 'perspectives',
  appliesTo: 'any',
  async run(context) {
    const { domain, dns } = context;
    const [zone, facts] = await Promise.all([context.zone(), context.authoritative()]);
    if (zone.outcome !== 'found' || facts.servers.length === 0) {
      const detail = facts.failure ?? 'no nameserver to ask';
      return [skip('perspectives', { reason: 'lookup-failed', name: zone.apex, type: 'NS', detail })];
    }
    const known = facts.servers.map((entry) => entry.server);
    const addressTypes: QueryType[] = zone.kind === 'subdomain' ? ['CNAME'] : ['A', 'AAAA'];
    const questions: Question[] = [
      ...addressTypes.map((type) => ({ name: domain, type })),
      // CAA along the climb inside this zone: the names above its apex are other servers' (RFC 8659 §3).
      ...nameAndAncestors(domain, zone.apex).map((name) => ({ name, type: 'CAA' as const })),
      { name: `${PERSIST_LABEL}.${domain}`, type: 'TXT' },
      { name: `${ACME_CHALLENGE_LABEL}.${domain}`, type: 'TXT' },
    ];
    // The known addresses are asked at once; the IPv6 ones as soon as their AAAA records come back.
    const [first, second] = await Promise.all([
      askEveryRegion(dns, known, questions),
      ipv6Addresses(context, facts.servers).then((more) => askEveryRegion(dns, more, questions)),
    ]);
    const results = [...first.results, ...second.results];
    const queriesPerServer = new Map([...first.queriesPerServer, ...second.queriesPerServer]);
    const addresses = known.length + second.queriesPerServer.size;
    const rule = corroborationRuleOn(Date.now());
    const [resolver] = context.input.resolvers;
    const platform = resolver ? (await context.platformAddresses(resolver)).addresses : new Set<string>();
    const findings: Finding[] = [];
    // A CAA question at a name with a CNAME is answered by the CNAME: the same difference, said once.
    const said = new Set<string>();
    for (const question of questions) {
      const differing = results.filter(
        (result) =>
          result.question === question &&
          new Set(result.answers.map((a) => a.answer)).size > 1 &&
          !allThePlatforms(result, platform),
      );
      for (const group of groupByViews(differing)) {
        const { views, disagreeing, asked } = group;
        const fact = JSON.stringify([question.name, group.servers, views]);
        if (said.has(fact)) continue;
        said.add(fact);
        const quorum = rule ? judgeQuorum(rule, asked, disagreeing.length) : null;
        findings.push(
          findingFrom({
            id: 'perspectives',
            status: quorum?.holds === false ? 'fail' : 'warn',
            code: 'PERSPECTIVES_DIFFER',
            params: {
              domain,
              ...question,
              servers: group.servers,
              views,
              disagreeing,
              asked,
              quorumHolds: quorum?.holds ?? true,
              rule,
            },
            evidence: group.evidence,
          }),
        );
      }
    }
    if (findings.length > 0) return findings;
    const params = {
      domain,
      regions: RIR_REGIONS.map((region) => region.rir),
      addresses,
      questions: questions.length,
      extraQueriesPerServer: Math.max(0, ...queriesPerServer.values()),
    };
    return [findingFrom({ id: 'perspectives', status: 'pass', code: 'PERSPECTIVES_AGREE', params })];
  },
});

/** Each nameserver's IPv6 addresses that discovery left out (it asks AAAA only for IPv6-only names). */
async function ipv6Addresses(
  context: CheckContext,
  known: readonly { readonly server: DnsServer; readonly nsName: string | null }[],
): Promise<DnsServer[]> {
  const [resolver] = context.input.resolvers;
  if (!resolver) return [];
  const port = context.input.nameserverPort ?? 53;
  const names = [...new Set(known.flatMap((entry) => (entry.nsName ? [entry.nsName] : [])))];
  const lookups = await Promise.all(names.map((name) => context.dns.lookup({ server: resolver, name, type: 'AAAA' })));
  const seen = new Set(known.map((entry) => formatServer(entry.server)));
  const servers = new Map<string, DnsServer>();
  for (const record of lookups.flatMap((lookup) => lookup.records)) {
    const server = { host: record.data, port };
    if (!seen.has(formatServer(server))) servers.set(formatServer(server), server);
  }
  return [...servers.values()];
}

/**
 * Addresses that differ by region but are all the platform's (a platform that steers its own addresses
 * by location, answered through an ALIAS or a flattened CNAME) are what the CA connects to anyway.
 */
function allThePlatforms(result: ServerAnswers, platform: ReadonlySet<string>): boolean {
  if (result.question.type !== 'A' && result.question.type !== 'AAAA') return false;
  const addresses = result.answers.map(({ lookup }) =>
    lookup.answerSection.filter((record) => record.type === result.question.type).map((record) => record.data),
  );
  return addresses.every((set) => set.length > 0 && set.every((address) => platform.has(address)));
}

interface DifferingGroup {
  readonly servers: string[];
  readonly views: RegionView[];
  readonly disagreeing: Rir[];
  readonly asked: number;
  readonly evidence: Evidence[];
}

/** Servers that split the regions alike, as one finding: the largest view is what most regions see. */
function groupByViews(results: readonly ServerAnswers[]): DifferingGroup[] {
  const groups = new Map<string, DifferingGroup>();
  for (const result of results) {
    const byAnswer = new Map<string, Rir[]>();
    for (const { region, answer } of result.answers)
      byAnswer.set(answer, [...(byAnswer.get(answer) ?? []), region.rir]);
    const views = [...byAnswer.entries()]
      .map(([answer, regions]) => ({ regions, answer }))
      .sort((a, b) => b.regions.length - a.regions.length);
    const key = JSON.stringify(views);
    const evidence = result.answers.flatMap(({ region, lookup }) =>
      evidenceOf(lookup).map((line) => ({
        ...line,
        data: `${line.data} (asked as from ${region.rir}, client subnet ${region.subnet.address}/${String(region.subnet.prefixLength)})`,
      })),
    );
    const group = groups.get(key);
    if (group) {
      group.servers.push(result.server);
      group.evidence.push(...evidence);
      continue;
    }
    groups.set(key, {
      servers: [result.server],
      views,
      disagreeing: views.slice(1).flatMap((view) => view.regions),
      asked: result.answers.length,
      evidence,
    });
  }
  return [...groups.values()];
}

/** The perspectives check: what the CA's remote perspectives see, region by region. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'authoritative',
  // The same records as the cname, apex and caa checks, as the CA's perspectives see them.
  fixedAfter: ['nameservers'],
  docs: PERSPECTIVES_DOCS,
  words: PERSPECTIVES_WORDS,
  examples: PERSPECTIVES_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The perspectives check's words, for the types of the layers below the checks. */
  interface CheckWords {
    perspectives: typeof PERSPECTIVES_WORDS;
  }
}
