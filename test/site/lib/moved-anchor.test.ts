import { describe, expect, test } from 'vitest';

import { oldFindingAnchors } from '../../../site/lib/domain-check/finding-groups.ts';
import { movedAnchorTarget } from '../../../site/lib/domain-check/moved-anchor.ts';
import { FINDING_CODES, FINDING_DOCS } from '../../../tools/domain-check/checks/every-code.ts';
import { findingDocsPath } from '../../../tools/domain-check/findings/docs-path.ts';

const page = (ids: string[]) => ({ getElementById: (id: string) => (ids.includes(id) ? ({} as HTMLElement) : null) });

describe('links into the findings page as it was before it was split per check', () => {
  const moved = oldFindingAnchors();

  test("lead every code's old anchor to the section its documentation link names now", () => {
    for (const code of FINDING_CODES) {
      const [oldPage = '', anchor = ''] = findingDocsPath(code, FINDING_DOCS[code].check).split('#');
      expect(oldPage).not.toBe('/tools/domain-check/findings/');
      expect(movedAnchorTarget(`#${anchor}`, moved, page([]))).toBe(`${oldPage}#${anchor}`);
    }
  });

  test("lead a group's old anchor to its page", () => {
    expect(movedAnchorTarget('#check-cname', moved, page([]))).toBe('/tools/domain-check/findings/cname/');
    expect(movedAnchorTarget('#check-any', moved, page([]))).toBe('/tools/domain-check/findings/any-check/');
  });

  test('leave a section still on the page, an unknown fragment, and a malformed one where they are', () => {
    expect(movedAnchorTarget('#json-output', moved, page(['json-output']))).toBeUndefined();
    expect(movedAnchorTarget('#no-such-code', moved, page([]))).toBeUndefined();
    expect(movedAnchorTarget('#%E0%A4%A', moved, page([]))).toBeUndefined();
    expect(movedAnchorTarget('#constructor', moved, page([]))).toBeUndefined();
    expect(movedAnchorTarget('', moved, page([]))).toBeUndefined();
  });
});
