import { isFailed, type DnsRecord, type LookupResult } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import { nameAndAncestors } from '../engine/context.ts';
import { evidenceOf, fail, lookupError, pass, warn } from '../engine/finding.ts';
import { boulderProfile, getCaProfile, rfcProfile, type CaProfile } from './caa/ca-profile.ts';
import { describeVerdict } from './caa/describe-verdict.ts';
import { judgeCaaSet } from './caa/judge-caa-set.ts';

const STATUS_RANK = { fail: 0, warn: 1, pass: 2 } as const;

/** The reading a finding compares with: the strict RFC for Let's Encrypt, Boulder's for anyone else. */
const otherReading = (profile: CaProfile): CaProfile =>
  profile.reading === 'boulder' ? rfcProfile(profile.issuer) : boulderProfile(profile.issuer);

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
    const cas = input.caIssuers.map((ca) => ca.toLowerCase());
    const relevant = await resolveCaaChain(
      (name) => context.dns.lookup({ server: resolver, name, type: 'CAA' }),
      domain,
    );
    const evidence = relevant.lookups.flatMap(evidenceOf);
    if (relevant.outcome === 'failed') {
      const failed = relevant.lookups.at(-1);
      return [
        lookupError({
          id: 'caa',
          code: 'CAA_LOOKUP_FAILED',
          message: `The CAA lookup at ${relevant.owner ?? domain} failed (${failed?.detail ?? 'unknown'}). The certificate authority treats this as a refusal, so the certificate would not be issued.`,
          fix: `Make CAA queries at ${relevant.owner ?? domain} answer (often a broken DNSSEC chain or a DNS host that mishandles CAA), then run this again.`,
          evidence,
        }),
      ];
    }
    if (relevant.outcome === 'none') {
      return [
        pass({
          id: 'caa',
          code: 'CAA_NONE',
          message: `No CAA records at ${domain} or its parents: any certificate authority may issue.`,
          evidence: relevant.lookups.slice(0, 1).flatMap(evidenceOf),
        }),
      ];
    }
    const owner = relevant.recordOwner ?? relevant.owner ?? domain;
    const alias = relevant.owner !== undefined && relevant.owner !== owner ? relevant.owner : undefined;
    // The set is where the records sit; through a CNAME, say so, since that name may not be the user's.
    const where = alias ? `${owner} (the CNAME target of ${alias})` : owner;
    const aliasNote = alias
      ? ` CAA follows the CNAME at ${alias} to ${owner}: if ${owner} is not yours, ask whoever runs it, or point ${alias} straight at ${input.platformHost}.`
      : '';
    const properties = relevant.records.flatMap((record) => (record.caa ? [record.caa] : []));
    const settings = { accountUri: input.caaAccountUri, validationMethod: input.caaValidationMethod };
    const place = { domain, where, owner, aliasNote };
    // Several CAs may serve the platform: the one the set treats best decides.
    const judged = cas.map((ca) => {
      const profile = getCaProfile(ca);
      const words = describeVerdict(judgeCaaSet(properties, profile, settings), profile, place);
      return { profile, words };
    });
    const best = judged.reduce((a, b) => (STATUS_RANK[b.words.status] > STATUS_RANK[a.words.status] ? b : a));
    const other = otherReading(best.profile);
    const otherWords = describeVerdict(judgeCaaSet(properties, other, settings), other, place);
    const difference =
      otherWords.status === best.words.status
        ? ''
        : ` ${best.profile.reading === 'boulder' ? 'The strict RFC 8659/8657 reading' : 'Let’s Encrypt’s reading'} would be a ${otherWords.status} (${otherWords.code}).`;
    const init = { id: 'caa' as const, code: best.words.code, message: best.words.message + difference, evidence };
    const fix = best.words.fix;
    if (best.words.status === 'pass') return [pass(init)];
    return [best.words.status === 'warn' ? warn({ ...init, fix }) : fail({ ...init, fix })];
  },
});
