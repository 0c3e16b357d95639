import { isFailed, type DnsRecord, type LookupResult } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import { nameAndAncestors } from '../engine/domain-names.ts';
import { evidenceOf, wordedBy } from '../engine/finding.ts';
import { CAA_WORDS } from '../findings/catalog/caa.ts';

const findingFrom = wordedBy(CAA_WORDS);

/**
 * The CAA grammar and both readings load only when there is a set to judge: most domains have none,
 * and the browser checker then never downloads them. A module-level loader, because tsc 6 does not
 * rewrite the `.ts` of an import() written inside the check's object literal.
 */
const loadCaaJudge = () => import('./caa/judge-relevant-set.ts');
/** Loaded only after a CAA lookup failed, to ask the zone's nameservers whose fault it is. */
const loadDnsHostFailure = () => import('./caa/dns-host-failure.ts');

export interface RelevantCaaSet {
  readonly outcome: 'found' | 'none' | 'failed';
  /** The name whose CAA set is relevant (RFC 8659 §3), or the name whose lookup failed. */
  readonly owner: string | undefined;
  /**
   * Where the relevant records sit: `owner`, or the end of the CNAME chain from it, since CAA(X) follows
   * aliases (RFC 8659 §3) and a name with a CNAME holds no CAA of its own (RFC 2181 §10.1).
   */
  readonly recordOwner: string | undefined;
  readonly records: readonly DnsRecord[];
  readonly lookups: readonly LookupResult[];
}

/**
 * RFC 8659 §3: the relevant set is the first non-empty CAA set climbing from the name towards the TLD.
 * All levels are asked at once; each query follows CNAMEs as normal resolution does, so for an alias
 * the set at its target counts (the target's parents do not: the climb goes on from the alias's).
 */
async function resolveCaaChain(
  lookupCaa: (name: string) => Promise<LookupResult>,
  domain: string,
): Promise<RelevantCaaSet> {
  const names = nameAndAncestors(domain);
  const lookups = await Promise.all(names.map(lookupCaa));
  for (const [index, lookup] of lookups.entries()) {
    // A failure before the relevant set is found means the CA cannot know it and must refuse.
    if (isFailed(lookup)) {
      const owner = names[index];
      return { outcome: 'failed', owner, recordOwner: owner, records: [], lookups: lookups.slice(0, index + 1) };
    }
    const records = lookup.records.filter((record) => record.type === 'CAA');
    if (records.length > 0) {
      return { outcome: 'found', owner: names[index], recordOwner: lookup.finalName, records, lookups: [lookup] };
    }
  }
  return { outcome: 'none', owner: undefined, recordOwner: undefined, records: [], lookups };
}

export default defineCheck({
  id: 'caa',
  appliesTo: 'any',
  async run(context) {
    const { domain, input } = context;
    const resolver = input.resolvers[0];
    if (!resolver) throw new Error('no resolver');
    const relevant = await resolveCaaChain(
      (name) => context.dns.lookup({ server: resolver, name, type: 'CAA' }),
      domain,
    );
    const evidence = relevant.lookups.flatMap(evidenceOf);
    if (relevant.outcome === 'failed') {
      const failedAt = relevant.owner ?? domain;
      const hostFailure = await (await loadDnsHostFailure()).blameDnsHostForCaa(context, failedAt, evidence);
      if (hostFailure) return [hostFailure];
      return [
        findingFrom({
          id: 'caa',
          status: 'error',
          code: 'CAA_LOOKUP_FAILED',
          params: { name: relevant.owner ?? domain, detail: relevant.lookups.at(-1)?.detail ?? null },
          evidence,
        }),
      ];
    }
    if (relevant.outcome === 'none') {
      return [
        findingFrom({
          id: 'caa',
          status: 'pass',
          code: 'CAA_NONE',
          params: { domain },
          evidence: relevant.lookups.slice(0, 1).flatMap(evidenceOf),
        }),
      ];
    }
    const judge = await loadCaaJudge();
    return judge.judgeRelevantSet(relevant, input, domain, evidence);
  },
});
