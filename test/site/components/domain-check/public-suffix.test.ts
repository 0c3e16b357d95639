import { getDomain as tldtsGetDomain, parse as tldtsParse } from 'tldts';
import { beforeAll, describe, expect, test } from 'vitest';

import { addPublicSuffixRules, getDomain, parse } from '../../../../site/components/domain-check/public-suffix.ts';
import { getPublicSuffixRulesByTld } from '../../../../site/components/domain-check/public-suffix-rules.ts';

const groups = getPublicSuffixRulesByTld();

beforeAll(() => {
  for (const group of groups.values()) addPublicSuffixRules(group);
});

/** Names under every rule and exception: the rule itself, one label below it, two labels below. */
function namesUnder(rule: string): string[] {
  const name = rule.replaceAll('*', 'wild');
  return [name, `x.${name}`, `y.x.${name}`];
}

describe('the browser Public Suffix lookup', () => {
  test('reads a few hundred top-level domains with rules of their own from tldts', () => {
    expect(groups.size).toBeGreaterThan(150);
    expect(groups.get('uk')?.rules).toContain('co.uk');
    expect(groups.get('ck')?.exceptions).toEqual(['www.ck']);
    // No rules under .com in the ICANN section: the default rule covers it.
    expect(groups.has('com')).toBe(false);
  });

  test('agrees with tldts (ICANN section) on every rule and exception', () => {
    const names = [...groups.values()].flatMap((group) => [...group.rules, ...group.exceptions].flatMap(namesUnder));
    names.push('example.com', 'docs.example.com', 'com', 'docs.example.co.uk', 'docs.unregistered.test', 'test');
    const disagreements = names.filter((name) => {
      const expected = {
        publicSuffix: tldtsParse(name, { allowPrivateDomains: false }).publicSuffix,
        domain: tldtsGetDomain(name, { allowPrivateDomains: false }),
      };
      const actual = { publicSuffix: parse(name).publicSuffix, domain: getDomain(name) };
      return expected.publicSuffix !== actual.publicSuffix || expected.domain !== actual.domain;
    });
    expect(names.length).toBeGreaterThan(10_000);
    expect(disagreements.slice(0, 20)).toEqual([]);
  });
});
