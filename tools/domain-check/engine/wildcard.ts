/**
 * Wildcard synthesis (RFC 4592): a name that does not exist in the zone gets the records of `*.parent`
 * under its own name, so an answer can look like a record at the name when there is none to edit.
 */
import { isFailed, type LookupResult, type QueryType } from '../dns/client.ts';
import type { CheckContext } from './context.ts';

/** A label no zone holds, for a child name that only a wildcard can answer. */
const PROBE_LABEL = '_domain-check-wildcard-probe';

const dataOf = (lookup: LookupResult, name: string, type: QueryType): string =>
  lookup.answerSection
    .filter((record) => record.name === name && record.type === type)
    .map((record) => record.data.toLowerCase())
    .sort()
    .join(' ');

export interface WildcardSource {
  /** The wildcard's owner, `*.example.com`. */
  readonly owner: string;
  readonly lookups: readonly LookupResult[];
}

/**
 * The wildcard that `answer` (records of `type` at `name`) was synthesized from, or `null` when the
 * records are the name's own. A child of the name is asked for: if the name existed, the child's
 * closest encloser would be the name itself and no `*.parent` could match it (RFC 4592 §3.3.1); so the
 * child getting the same data means the name does not exist and both come from one wildcard.
 */
export async function findWildcardSource(
  context: CheckContext,
  name: string,
  type: QueryType,
  answer: LookupResult,
): Promise<WildcardSource | null> {
  const seen = dataOf(answer, name, type);
  if (seen === '') return null;
  const probeName = `${PROBE_LABEL}.${name}`;
  const { best: probe } = await context.askAuthoritative(probeName, type);
  if (!probe || isFailed(probe) || dataOf(probe, probeName, type) !== seen) return null;
  const zone = await context.zone();
  const labels = name.split('.');
  for (let index = 1; index < labels.length; index += 1) {
    const parent = labels.slice(index).join('.');
    const owner = `*.${parent}`;
    const { best } = await context.askAuthoritative(owner, type);
    if (best && dataOf(best, owner, type) === seen) return { owner, lookups: [answer, probe, best] };
    if (parent === zone.apex) break;
  }
  return { owner: `a wildcard above ${name}`, lookups: [answer, probe] };
}
