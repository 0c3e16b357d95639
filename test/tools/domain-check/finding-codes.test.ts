/**
 * Every finding code is produced by a test: some report or removal plan made during this run (by the
 * engine in a test's process, or printed by the CLI a test ran) carries it. A code that a test only
 * names, or that a table only expects, does not count. This file runs in a project of its own after
 * the unit project (vitest.config.ts), and reads the codes its tests' reports carried
 * (support/produced-codes.ts): it re-runs nothing.
 */
import { describe, expect, it } from 'vitest';

import { FINDING_CODES } from '../../../tools/domain-check/checks/every-code.ts';
import type { FindingCode } from '../../../tools/domain-check/findings/codes.ts';
import { producedCodes } from './support/produced-codes.ts';

/**
 * Codes no test can make the tool produce, each with the reason. The test fails when a new code joins
 * them unnoticed, and when a test starts producing one of them (then it leaves the list).
 */
const NOT_PRODUCED_BY_A_TEST: Readonly<Partial<Record<FindingCode, string>>> = {};

describe('the finding codes', () => {
  const produced = producedCodes();

  it('are read from the reports of the unit project’s tests, run before this one', () => {
    // Alone (`vitest run finding-codes`), this file has no report to read: run it with the unit
    // project (`npm run test:unit`).
    expect(produced.size).toBeGreaterThan(0);
  });

  it('are each carried by a report or plan that a test produced, but for the few listed with a reason', () => {
    const notProduced = FINDING_CODES.filter((code) => !produced.has(code) && !(code in NOT_PRODUCED_BY_A_TEST));
    expect(notProduced).toEqual([]);
  });

  it('that are listed as never produced are indeed produced by no test', () => {
    const producedAfterAll = Object.keys(NOT_PRODUCED_BY_A_TEST).filter((code) => produced.has(code));
    expect(producedAfterAll).toEqual([]);
  });
});
