import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, type FindingCode } from '../../../tools/domain-check/findings/catalog.ts';

const TEST_DIR = fileURLToPath(new URL('../../', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * Codes no test yet makes the tool produce, each for a stated reason. The test below fails both when
 * a new code joins them unnoticed and when a test starts producing one of them (then it leaves).
 */
const NOT_YET_PRODUCED_BY_A_TEST: readonly FindingCode[] = [];

/** Every quoted finding code in the test sources (suites, scenarios, fixtures), but this file's. */
function codesNamedInTests(): Set<string> {
  const named = new Set<string>();
  const pattern = /'([A-Z][A-Z0-9_]+)'/g;
  for (const entry of readdirSync(TEST_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = `${entry.parentPath}/${entry.name}`;
    if (path === THIS_FILE) continue;
    for (const [, code] of readFileSync(path, 'utf8').matchAll(pattern)) if (code) named.add(code);
  }
  return named;
}

describe('the finding codes', () => {
  it('are each expected by some test, but for the few listed with a reason', () => {
    const named = codesNamedInTests();
    expect(FINDING_CODES.filter((code) => !named.has(code))).toEqual(NOT_YET_PRODUCED_BY_A_TEST);
  });
});
