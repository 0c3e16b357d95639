import { describe, expect, it } from 'vitest';

import type { CheckFolder } from '../../../../tools/domain-check/checks/check-folder.ts';
import { CHECK_FOLDERS } from '../../../../tools/domain-check/checks/index.ts';
import { fixOrder } from '../../../../tools/domain-check/scripts/write-check-registry.ts';

const folders: readonly CheckFolder[] = CHECK_FOLDERS;

/** A folder that states only what the order reads. */
const folder = (id: string, fixedAfter: readonly string[]) => ({ check: { id }, fixedAfter }) as unknown as CheckFolder;

describe('what is derived from the list of checks', () => {
  it('orders the fixes as the folders say: the zone before its records, DNS before anything live', () => {
    const order = fixOrder(folders);
    const before = (first: string, then: string) => order.indexOf(first) < order.indexOf(then);
    expect(order).toHaveLength(folders.length);
    expect(before('conflicts', 'cname')).toBe(true);
    expect(before('dnssec', 'nameservers')).toBe(true);
    for (const live of ['tls', 'primary', 'redirect']) {
      for (const dns of folders.filter((f) => f.runsOver !== 'http')) expect(before(dns.check.id, live)).toBe(true);
    }
  });

  it('puts a check after every check it names, and keeps report order among the rest', () => {
    expect(fixOrder([folder('a', ['c']), folder('b', []), folder('c', [])])).toEqual(['b', 'c', 'a']);
  });

  it('refuses fixes that name each other, or a check the list lacks', () => {
    expect(() => fixOrder([folder('a', ['b']), folder('b', ['a'])])).toThrow(/circle: a → b → a/);
    expect(() => fixOrder([folder('a', ['missing'])])).toThrow(/missing/);
  });
});
