/**
 * The part of `tldts` the engine uses (`getDomain`, `parse(…).publicSuffix`, ICANN section only),
 * for the browser build of the "Check your domain" page (site/integrations/domain-check-browser.ts
 * points `tldts` here). tldts carries the whole Public Suffix List, 30–47 KB gzip; the page instead
 * fetches the rules of each top-level domain it checks (a few hundred bytes, built from tldts's own
 * list by public-suffix-rules.ts) and loads them here before the run.
 * The walk mirrors tldts's: exceptions first, then the deepest rule, label by label from the right,
 * an exact label before `*`; no match means the top-level domain is the suffix (PSL's `*` rule).
 */

/** The ICANN rules under one top-level domain, as full names: `co.uk`, `*.ck`; exceptions without `!`. */
export interface TldRules {
  readonly rules: readonly string[];
  readonly exceptions: readonly string[];
}

interface TrieNode {
  rule: boolean;
  readonly children: Map<string, TrieNode>;
}

const newNode = (): TrieNode => ({ rule: false, children: new Map() });
const rulesRoot = newNode();
const exceptionsRoot = newNode();

function insert(root: TrieNode, name: string): void {
  let node = root;
  for (const label of name.split('.').reverse()) {
    let child = node.children.get(label);
    if (!child) {
      child = newNode();
      node.children.set(label, child);
    }
    node = child;
  }
  node.rule = true;
}

export function addPublicSuffixRules({ rules, exceptions }: TldRules): void {
  for (const rule of rules) insert(rulesRoot, rule);
  for (const exception of exceptions) insert(exceptionsRoot, exception);
}

/** How many labels, from the right, the deepest rule matching `labels` (reversed) covers; 0 for none. */
function walk(root: TrieNode, reversed: readonly string[]): number {
  let node = root;
  let depth = 0;
  for (const [index, label] of reversed.entries()) {
    const child = node.children.get(label) ?? node.children.get('*');
    if (!child) break;
    node = child;
    if (node.rule) depth = index + 1;
  }
  return depth;
}

export function getPublicSuffix(hostname: string): string {
  const labels = hostname.replace(/\.+$/, '').split('.');
  const reversed = [...labels].reverse();
  const exception = walk(exceptionsRoot, reversed);
  // An exception rule's suffix is the rule without its left-most label (PSL algorithm, step 5).
  const depth = exception > 0 ? exception - 1 : Math.max(1, walk(rulesRoot, reversed));
  return labels.slice(-depth).join('.');
}

export function getDomain(hostname: string, _options?: unknown): string | null {
  const name = hostname.replace(/\.+$/, '');
  const suffix = getPublicSuffix(name);
  if (suffix === name) return null;
  return name
    .split('.')
    .slice(-(suffix.split('.').length + 1))
    .join('.');
}

export function parse(hostname: string, _options?: unknown): { publicSuffix: string; domain: string | null } {
  return { publicSuffix: getPublicSuffix(hostname), domain: getDomain(hostname) };
}
