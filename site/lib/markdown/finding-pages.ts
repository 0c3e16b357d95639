import FindingsCatalog from '../../components/tools/FindingsCatalog.astro';
import { findingGroups } from '../domain-check/finding-groups.ts';
import { markdownContainer } from './docs-pages.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import type { MarkdownPage } from './markdown-page.ts';

/** Each check's findings page as Markdown, rendered by the same component as its HTML page. */
export async function findingMarkdownPages(): Promise<MarkdownPage[]> {
  const renderer = await markdownContainer();
  return Promise.all(
    findingGroups().map(async (group) => {
      const html = await renderer.renderToString(FindingsCatalog, {
        props: { group },
        request: new Request(`http://localhost${group.pagePath}`),
      });
      return {
        pagePath: group.pagePath,
        title: group.title,
        description: group.description,
        body: htmlToMarkdown(html),
      };
    }),
  );
}
