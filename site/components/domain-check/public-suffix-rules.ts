/**
 * Build time only: the ICANN rules of the Public Suffix List grouped by top-level domain, read from
 * the list that `tldts` (the CLI's copy) carries, so that the browser page and the CLI agree. The
 * page fetches one group per top-level domain it checks (site/pages/tools/domain-check/
 * public-suffixes/[tld].json.ts). test/site/components/domain-check/public-suffix.test.ts compares the result with
 * tldts on every rule, so a change in tldts's internal format fails a test, not a reader.
 */
import {
  edgeChild,
  edgeLength,
  edgeStart,
  exceptionsRoot,
  labelText,
  nodeFlags,
  rulesRoot,
} from 'tldts/dist/es6/src/data/trie.js';

import type { TldRules } from './public-suffix.ts';

/** tldts's rule-type flag of a trie node that ends an ICANN-section rule. */
const ICANN = 1;

/** Every rule below `root`, as a name (`co.uk`), from the flat trie (edges store labels right to left). */
function listRules(root: number): string[] {
  const edgeOffset: number[] = [];
  for (let edge = 0, offset = 0; edge < edgeLength.length; edge += 1) {
    edgeOffset.push(offset);
    offset += edgeLength[edge] ?? 0;
  }
  const rules: string[] = [];
  const visit = (node: number, labels: readonly string[]): void => {
    for (let edge = edgeStart[node] ?? 0; edge < (edgeStart[node + 1] ?? 0); edge += 1) {
      const start = edgeOffset[edge] ?? 0;
      const label = labelText.slice(start, start + (edgeLength[edge] ?? 0));
      const child = edgeChild[edge] ?? 0;
      const childLabels = [label, ...labels];
      if (((nodeFlags[child] ?? 0) & ICANN) !== 0) rules.push(childLabels.join('.'));
      visit(child, childLabels);
    }
  };
  visit(root, []);
  return rules;
}

let grouped: Map<string, TldRules> | undefined;

/**
 * The rules of each top-level domain that has rules besides itself. A top-level domain left out
 * needs none: the PSL's default `*` rule already makes it the public suffix.
 */
export function getPublicSuffixRulesByTld(): ReadonlyMap<string, TldRules> {
  if (grouped) return grouped;
  const byTld = new Map<string, { rules: string[]; exceptions: string[] }>();
  const entry = (name: string) => {
    const tld = name.slice(name.lastIndexOf('.') + 1);
    let group = byTld.get(tld);
    if (!group) {
      group = { rules: [], exceptions: [] };
      byTld.set(tld, group);
    }
    return group;
  };
  for (const rule of listRules(rulesRoot)) entry(rule).rules.push(rule);
  for (const exception of listRules(exceptionsRoot)) entry(exception).exceptions.push(exception);
  grouped = new Map(
    [...byTld]
      .filter(([tld, group]) => group.exceptions.length > 0 || group.rules.some((rule) => rule !== tld))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tld, group]) => [tld, { rules: group.rules.sort(), exceptions: group.exceptions.sort() }]),
  );
  return grouped;
}
