import { describe, expect, test } from 'vitest';

import { FINDING_CODES, formatExample } from '@petstore-docs/domain-check/catalogue';
import { findingExamples, type FindingExamples } from '../../../site/lib/domain-check/finding-examples.ts';
import { TEST_PLATFORM } from '../../tools/domain-check/support/platform.ts';

const examples = findingExamples(TEST_PLATFORM);

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

  test('read as finished sentences: each ends with a full stop, none cites one RFC twice or trails a remark after its stop', () => {
    const problems: string[] = [];
    for (const code of FINDING_CODES) {
      const { message, fix } = formatExample(code, examples[code]);
      for (const [part, text] of [
        ['message', message],
        ['fix', fix],
      ] as const) {
        if (text === null) continue;
        if (!/[.?]$/u.test(text)) problems.push(`${code} ${part} does not end with a full stop: ${text}`);
        if (text.includes('. (')) problems.push(`${code} ${part} has a parenthesis after a full stop: ${text}`);
        const citations: readonly string[] = text.match(/RFC \d+/gu) ?? [];
        const twice = citations.find((citation, index) => citations.indexOf(citation) !== index);
        if (twice && text.includes(`(${twice})`)) problems.push(`${code} ${part} cites ${twice} twice: ${text}`);
      }
    }
    expect(problems).toEqual([]);
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
