import { describe, expect, it } from 'vitest';

import { defineCheckFolder } from '../../../../tools/domain-check/checks/check-folder.ts';
import {
  FINDING_CODES,
  FINDING_DOCS,
  findingExamples,
  formatExample,
} from '../../../../tools/domain-check/catalogue.ts';
import ttl from '../../../../tools/domain-check/checks/ttl/check.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

const examples = findingExamples(TEST_PLATFORM);

describe('the words of a finding code', () => {
  it('give each code one fix, its words’: the findings page entry holds only a title and an explanation', () => {
    const withMore = FINDING_CODES.filter(
      (code) => Object.keys(FINDING_DOCS[code]).sort().join() !== 'check,explanation,title',
    );
    expect(withMore).toEqual([]);
  });

  it('are refused by the compiler when a findings page entry words a fix of its own', () => {
    const twoFixes = defineCheckFolder({
      ...ttl,
      docs: {
        ...ttl.docs,
        // @ts-expect-error: TTL_OK's fix is its words' alone.
        TTL_OK: { ...ttl.docs.TTL_OK, fix: 'Nothing to do.' },
      },
    });
    expect(twoFixes.check.id).toBe('ttl');
  });

  it('make the message, and the fix where there is one, of every code from its example params', () => {
    const unworded = FINDING_CODES.filter((code) => formatExample(code, examples[code]).message.trim() === '');
    expect(unworded).toEqual([]);
    expect(formatExample('CONFLICTS_LOOKUP_FAILED', examples.CONFLICTS_LOOKUP_FAILED).fix).toBe('Run this again.');
  });
});
