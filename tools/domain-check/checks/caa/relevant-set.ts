import { isFailed, type DnsRecord, type LookupResult } from '../../dns/client.ts';
import { nameAndAncestors } from '../../engine/domain-names.ts';

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
