import mdxRenderer from '@astrojs/mdx/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getCollection, render, type CollectionEntry } from 'astro:content';

import { htmlToMarkdown } from './html-to-markdown.ts';
import type { MarkdownPage } from './markdown-page.ts';

/** The URL path Starlight serves a docs entry at: `guides/limits` → `/guides/limits/`, `index` → `/`. */
export function docsPagePath(entry: CollectionEntry<'docs'>): string {
  return entry.id === 'index' ? '/' : `/${entry.id}/`;
}

let container: Promise<AstroContainer> | undefined;

/** The one Astro container that renders pages for their twins, with MDX's renderer. */
export function markdownContainer(): Promise<AstroContainer> {
  container ??= AstroContainer.create({ renderers: [{ name: 'astro:jsx', ssr: mdxRenderer }] });
  return container;
}

/**
 * Every page written in Markdown or MDX, as Markdown: its source rendered (so the components that
 * print facts from the spec and the settings say them here too), then turned back into Markdown.
 */
export async function docsMarkdownPages(): Promise<MarkdownPage[]> {
  const renderer = await markdownContainer();
  const entries = await getCollection('docs', (entry) => entry.id !== '404');
  return Promise.all(
    entries.map(async (entry) => {
      const { Content } = await render(entry);
      const pagePath = docsPagePath(entry);
      const html = await renderer.renderToString(Content, { request: new Request(`http://localhost${pagePath}`) });
      return {
        pagePath,
        title: entry.data.title,
        description: entry.data.description ?? entry.data.title,
        body: htmlToMarkdown(html),
      };
    }),
  );
}
