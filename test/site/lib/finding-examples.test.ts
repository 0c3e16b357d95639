import { describe, expect, test } from 'vitest';

import { FINDING_CODES, formatExample } from '@petstore-docs/domain-check/catalogue';
import { findingExamples, type FindingExamples } from '../../../site/lib/domain-check/finding-examples.ts';

const examples = findingExamples('cname.docs-platform.example');

describe('the findings page examples', () => {
  test('give one example for every finding code and no other', () => {
    expect(Object.keys(examples).sort()).toEqual([...FINDING_CODES].sort());
  });

  test('are made into a message by the tool’s formatter for every code', () => {
    for (const code of FINDING_CODES) {
      const { message } = formatExample(code, examples[code]);
      expect(message, code).toMatch(/\S/);
    }
  });

  test('are refused by the compiler when a code has none, or its params do not fit the words', () => {
    const { CNAME_MISMATCH: _left, ...withoutOne } = examples;
    // @ts-expect-error: CNAME_MISMATCH has no example.
    const missing: FindingExamples = withoutOne;
    // @ts-expect-error: CNAME_MISMATCH's words need the CNAME's target.
    const misfit: FindingExamples['CNAME_MISMATCH'] = { domain: 'docs.example.com', platformHost: 'x.example' };
    expect([missing, misfit]).toHaveLength(2);
  });
});
