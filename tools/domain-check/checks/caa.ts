import { isFailed, type DnsRecord, type LookupResult } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import { nameAndAncestors } from '../engine/context.ts';
import { evidenceOf, fail, lookupError, pass } from '../engine/finding.ts';

/** Property tags a CA understands (RFC 8659 §4, RFC 8657 adds parameters, not tags). */
const KNOWN_TAGS = new Set(['issue', 'issuewild', 'iodef', 'contactemail', 'contactphone']);

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
export async function resolveCaaChain(
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

/** `letsencrypt.org; validationmethods=http-01` → `letsencrypt.org`; `;` → `` (nobody). RFC 8659 §4.2. */
export function getCaaIssuer(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase().replace(/\.$/, '');
}

export default defineCheck({
  id: 'caa',
  dependencies: ['hostname'],
  needs: ['resolvers', 'caIssuers'],
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
    const caList = cas.join(', ');
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
    const critical = relevant.records.filter(
      (record) => record.caa && (record.caa.flags & 128) !== 0 && !KNOWN_TAGS.has(record.caa.tag.toLowerCase()),
    );
    if (critical.length > 0) {
      // RFC 8659 §4.1: bit 7 of the flags (value 128) is "critical"; an unknown critical tag forbids issuance.
      return [
        fail({
          id: 'caa',
          code: 'CAA_CRITICAL_UNKNOWN_TAG',
          message: `The CAA set at ${where} has a critical property the CA does not know (${critical.map((r) => r.data).join(', ')}), so no certificate is issued.`,
          fix: `Remove the critical flag (128) from that record at ${owner}, or delete it.${aliasNote}`,
          evidence,
        }),
      ];
    }
    // RFC 8659 §4.2–4.3: for a non-wildcard name only `issue` counts; `issuewild` is for wildcards.
    const issue = relevant.records.filter((record) => record.caa?.tag.toLowerCase() === 'issue');
    if (issue.length === 0) {
      return [
        pass({
          id: 'caa',
          code: 'CAA_ALLOWS_ISSUER',
          message: `The CAA set at ${where} has no "issue" property, so it does not restrict issuance for ${domain}.`,
          evidence,
        }),
      ];
    }
    const issuers = issue.map((record) => getCaaIssuer(record.caa?.value ?? ''));
    const allowed = cas.filter((ca) => issuers.includes(ca));
    if (allowed.length > 0) {
      return [
        pass({
          id: 'caa',
          code: 'CAA_ALLOWS_ISSUER',
          message: `The CAA set at ${where} allows ${allowed.join(', ')}.`,
          evidence,
        }),
      ];
    }
    const allowsNobody = issuers.every((issuer) => issuer === '');
    return [
      fail({
        id: 'caa',
        code: 'CAA_BLOCKS_ISSUER',
        message: allowsNobody
          ? `The CAA set at ${where} is "issue ;", which allows no certificate authority, so ${caList} cannot issue.`
          : `The CAA set at ${where} allows only ${issuers.filter(Boolean).join(', ')}, not ${caList}, so the certificate cannot be issued.`,
        fix: `Add the CAA record ${owner}. CAA 0 issue "${cas[0] ?? 'letsencrypt.org'}" at ${alias ? `the DNS host of ${owner}` : 'your DNS host'} (keep the others you need).${aliasNote}`,
        evidence,
      }),
    ];
  },
});
