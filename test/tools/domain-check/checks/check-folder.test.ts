import { describe, expect, it } from 'vitest';

import { FINDING_DOCS, findingExamples } from '../../../../tools/domain-check/checks/every-code.ts';
import { defineCheckFolder } from '../../../../tools/domain-check/checks/check-folder.ts';
import { CHECK_FOLDERS } from '../../../../tools/domain-check/checks/index.ts';
import ttl from '../../../../tools/domain-check/checks/ttl/check.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

describe('a check’s folder', () => {
  it('is refused by the compiler when it lacks its words, its examples, or an example of one code', () => {
    const { words: _words, ...withoutWords } = ttl;
    // @ts-expect-error: the ttl check's words are missing.
    const noWords = defineCheckFolder(withoutWords);
    const { examples: _examples, ...withoutExamples } = ttl;
    // @ts-expect-error: its examples are missing.
    const noExamples = defineCheckFolder(withoutExamples);
    const oneExample = defineCheckFolder({
      ...ttl,
      // @ts-expect-error: TTL_DIFFERS has no example.
      examples: ({ domain }) => ({ TTL_OK: { domain, type: 'A' } }),
    });
    expect([noWords, noExamples, oneExample]).toHaveLength(3);
  });

  it('holds each of its codes alone: words, an entry on the findings page in its group, and an example', () => {
    const codes = CHECK_FOLDERS.flatMap((folder) => Object.keys(folder.docs));
    expect(new Set(codes).size).toBe(codes.length);
    const examples = findingExamples({ ...TEST_PLATFORM, cnameHost: 'cname.platform.example' });
    for (const folder of CHECK_FOLDERS) {
      expect(Object.keys(folder.words).sort()).toEqual(Object.keys(folder.docs).sort());
      for (const code of Object.keys(folder.docs) as FindingCode[]) {
        expect(FINDING_DOCS[code].check, code).toBe(folder.check.id);
        expect(examples[code], code).toBeDefined();
      }
    }
  });
});
