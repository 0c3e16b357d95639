/**
 * search_docs held to real questions: for each, the first hit is a section a person would open to
 * answer it (search-questions.ts). Runs on the built site's docs bundle, as the server ships it.
 */
import { describe, expect, inject, it } from 'vitest';

import { buildDocsBundle } from '../../../tools/mcp/docs/build-bundle.ts';
import { createDocsIndex } from '../../../tools/mcp/docs/search.ts';
import { opensSection, SEARCH_QUESTIONS } from './search-questions.ts';

const bundle = buildDocsBundle(inject('distDir'));
const index = createDocsIndex(bundle);

describe('search_docs on questions readers ask', () => {
  it('puts a section that answers the question first, for at least 9 questions in 10', () => {
    const answered = SEARCH_QUESTIONS.map((question) => {
      const [first] = index.search(question.question, 1);
      return {
        question: question.question,
        first: first && `${first.pagePath} § ${first.heading}`,
        hit: first !== undefined && opensSection(question, first),
      };
    });
    const hits = answered.filter((answer) => answer.hit).length;
    expect(
      hits,
      JSON.stringify(
        answered.filter((answer) => !answer.hit),
        null,
        2,
      ),
    ).toBeGreaterThanOrEqual(Math.ceil(SEARCH_QUESTIONS.length * 0.9));
  });

  it('gives each section the anchor its HTML page has, or none', () => {
    for (const section of bundle.sections)
      for (const page of section.pages)
        for (const anchor of Object.values(page.anchors ?? {})) expect(anchor).toMatch(/^[\w-]+$/);
    const [pagination] = index.search('pagination', 1);
    expect(pagination).toMatchObject({ pagePath: '/guides/limits/', heading: 'Pagination', anchor: 'pagination' });
  });

  it('ranks domain-check’s findings catalogue first only when the question names a finding', () => {
    const [code] = index.search('CNAME_MISMATCH', 1);
    expect(code?.pagePath.startsWith('/tools/domain-check/findings')).toBe(true);
    const [apex] = index.search('can I put a CNAME at the apex of my domain', 1);
    expect(apex?.pagePath).toBe('/guides/custom-domains/');
  });
});
