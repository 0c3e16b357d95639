import { isFailed, type LookupResult, type QueryType } from '../../dns/client.ts';
import { formatServer } from '../../dns/transport.ts';
import { defineCheck } from '../../engine/check.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, wordedBy, skip, type Finding } from '../../findings/finding.ts';
import { awaitedLater } from '../../core/memoise.ts';
import { PROPAGATION_WORDS, PROPAGATION_EXAMPLES, PROPAGATION_DOCS } from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(PROPAGATION_WORDS);

/** The apex check's judgement of addresses; loaded only for an apex, as the apex check is. */
const loadAddressViews = () => import('../apex/address-views.ts');

/** What a lookup says about the name, as a comparable value: the sorted record data or the outcome. */
function valueOf(lookup: LookupResult, name: string): string {
  const data = lookup.records.filter((record) => record.name === name).map((record) => record.data.toLowerCase());
  if (data.length > 0) return `${lookup.type} ${data.sort().join(' ')}`;
  // A CNAME at the name answers for every type (RFC 1034 §3.6.2), whatever its target resolves to.
  const cname = lookup.answerSection.find((record) => record.name === name && record.type === 'CNAME');
  if (cname) return `CNAME ${cname.data.toLowerCase()}`;
  return lookup.status === 'nxdomain' ? 'NXDOMAIN' : `no ${lookup.type} record`;
}

/**
 * How long a resolver keeps its stale answer: the remaining TTL of the cached record, or for a cached
 * negative answer the SOA's negative TTL, min(SOA TTL, SOA MINIMUM) (RFC 2308 §5).
 */
function getRemainingCacheSeconds(lookup: LookupResult, name: string): number | null {
  const records = lookup.records.filter((record) => record.name === name);
  if (records.length > 0) return Math.max(...records.map((record) => record.ttl));
  const soa = lookup.authority.find((record) => record.type === 'SOA');
  return soa?.soa ? Math.min(soa.ttl, soa.soa.minimum) : null;
}

async function compareType(
  context: CheckContext,
  type: QueryType,
  isRight: (lookup: LookupResult) => boolean,
  /** Whether a resolver's answer that differs from the DNS host's is still its steady state. */
  isSteady: (answer: LookupResult) => Promise<boolean> = () => Promise.resolve(false),
): Promise<Finding[]> {
  const { domain } = context;
  // What resolvers hold is asked beside what the DNS host serves, not after it.
  const resolverAnswers = awaitedLater(context.askResolvers(domain, type, { followCnames: false }));
  const authoritative = await context.askAuthoritative(domain, type);
  const reference = authoritative.best;
  if (!reference) {
    const failed = authoritative.all[0];
    return [
      findingFrom({
        id: 'propagation',
        status: 'error',
        code: 'PROPAGATION_LOOKUP_FAILED',
        params: { domain, type, resolver: null, detail: failed?.detail ?? null },
        evidence: authoritative.all.flatMap(evidenceOf),
      }),
    ];
  }
  const expected = valueOf(reference, domain);
  const served = new Set(
    authoritative.all.filter((lookup) => !isFailed(lookup)).map((lookup) => valueOf(lookup, domain)),
  );
  // Servers that disagree leave no one answer to wait for: the nameservers check reports it.
  if (served.size > 1) {
    return [skip('propagation', { reason: 'nameservers-disagree', domain, type })];
  }
  if (!isRight(reference)) {
    return [
      findingFrom({
        id: 'propagation',
        status: 'fail',
        code: 'PROPAGATION_AUTHORITATIVE_WRONG',
        params: { domain, type, served: expected, server: formatServer(reference.server) },
        evidence: evidenceOf(reference),
      }),
    ];
  }
  const answers = await resolverAnswers;
  const steady = await Promise.all(
    answers.map((answer) =>
      isFailed(answer) || valueOf(answer, domain) === expected ? Promise.resolve(false) : isSteady(answer),
    ),
  );
  const findings: Finding[] = [];
  for (const [index, answer] of answers.entries()) {
    if (isFailed(answer)) {
      findings.push(
        findingFrom({
          id: 'propagation',
          status: 'error',
          code: 'PROPAGATION_LOOKUP_FAILED',
          params: { domain, type, resolver: formatServer(answer.server), detail: answer.detail },
          evidence: evidenceOf(answer),
        }),
      );
      continue;
    }
    const seen = valueOf(answer, domain);
    if (seen === expected || steady[index]) continue;
    findings.push(
      findingFrom({
        id: 'propagation',
        status: 'warn',
        code: 'PROPAGATING',
        params: {
          expected,
          seen,
          resolver: formatServer(answer.server),
          remainingSeconds: getRemainingCacheSeconds(answer, domain),
          cachedNegative: answer.records.length === 0,
        },
        evidence: [...evidenceOf(reference), ...evidenceOf(answer)],
      }),
    );
  }
  return findings;
}

export const check = defineCheck({
  id: 'propagation',
  appliesTo: 'any',
  async run(context) {
    const { domain, input } = context;
    const zone = await context.zone();
    let findings: Finding[];
    if (zone.kind === 'subdomain') {
      findings = await compareType(context, 'CNAME', (lookup) =>
        lookup.records.some((record) => record.name === domain && record.target === input.platformHost),
      );
    } else {
      const platform = await Promise.all(input.resolvers.map((server) => context.platformAddresses(server)));
      const platformAddresses = new Set(platform.flatMap(({ addresses }) => [...addresses]));
      // "Right" here means it reaches the platform at all; partial overlap is the apex check's warning.
      const overlaps = (lookup: LookupResult): boolean => {
        const records = lookup.records.filter((r) => r.name === domain);
        return records.length === 0 || records.some((record) => platformAddresses.has(record.data));
      };
      // An ALIAS (or a platform host that answers by location) gives each resolver the platform's
      // addresses as that resolver sees them: different answers that waiting never changes. Judged as
      // the apex check judges them, from the same memoised lookups; what the DNS host serves only tells
      // 'behind' from a miss, never 'ok', so it is not given.
      const { viewFrom } = await loadAddressViews();
      const isPlatformsThere = async (answer: LookupResult): Promise<boolean> =>
        (await viewFrom(context, answer.server, { addresses: [], known: false })).verdict === 'ok';
      const [a, aaaa] = await Promise.all([
        compareType(context, 'A', (lookup) => lookup.records.length > 0 && overlaps(lookup), isPlatformsThere),
        compareType(context, 'AAAA', overlaps, isPlatformsThere),
      ]);
      findings = [...a, ...aaaa];
    }
    if (findings.length > 0) return findings;
    return [
      findingFrom({
        id: 'propagation',
        status: 'pass',
        code: 'PROPAGATION_OK',
        params: { resolvers: input.resolvers.map(formatServer) },
      }),
    ];
  },
});

/** The propagation check. Whether resolvers already see what the nameservers serve. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'authoritative',
  // After caa: waiting comes after every edit.
  fixedAfter: ['caa'],
  docs: PROPAGATION_DOCS,
  words: PROPAGATION_WORDS,
  examples: PROPAGATION_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The propagation check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    propagation: typeof PROPAGATION_WORDS;
  }
}
