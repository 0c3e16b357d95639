import { getPublication } from '../published-spec.ts';
import { siteOutline } from '../site-outline.ts';
import { listUnspecifiedFacts } from '../../../spec-model/unspecified.ts';
import { apiReferencePages } from './api-reference.ts';
import { docsMarkdownPages } from './docs-pages.ts';
import { findingMarkdownPages } from './finding-pages.ts';
import type { LlmsTxtSection } from './markdown-page.ts';

let sections: Promise<LlmsTxtSection[]> | undefined;

/**
 * Every page of the site as Markdown, grouped as the sidebar groups them: the guides (written in
 * MDX), the API reference (generated from the published spec) and the tools.
 */
export function listSitePages(): Promise<LlmsTxtSection[]> {
  sections ??= (async () => {
    const { model } = getPublication();
    const [docs, findingPages] = await Promise.all([docsMarkdownPages(), findingMarkdownPages()]);
    const inOrder = (ids: string[]) =>
      ids.map((id) => {
        const page = docs.find((candidate) => candidate.pagePath === `/${id}/`);
        if (!page) throw new Error(`The guide ${id} is in the sidebar but not in the docs collection`);
        return page;
      });
    return [
      { heading: 'Start', pages: docs.filter((page) => page.pagePath === '/') },
      { heading: 'Guides', pages: inOrder(siteOutline.apiGuides) },
      { heading: 'Custom domains', pages: inOrder(siteOutline.customDomainGuides) },
      { heading: 'API reference', pages: apiReferencePages(model, listUnspecifiedFacts(model)) },
      {
        heading: 'Tools',
        pages: [...docs.filter((page) => page.pagePath.startsWith(`/${siteOutline.toolsDirectory}/`)), ...findingPages],
      },
    ];
  })();
  return sections;
}
