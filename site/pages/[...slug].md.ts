import type { APIRoute, GetStaticPaths } from 'astro';

import { listSitePages } from '../lib/markdown/site-pages.ts';
import { markdownSlugOf, renderMarkdownPage, type MarkdownPage } from '../lib/markdown/markdown-page.ts';
import { getPublication } from '../lib/published-spec.ts';

export const prerender = true;

/** The Markdown twin of every page: `/guides/limits/` → `/guides/limits.md`, `/` → `/index.md`. */
export const getStaticPaths = (async () =>
  (await listSitePages()).flatMap((section) =>
    section.pages.map((page) => ({ params: { slug: markdownSlugOf(page.pagePath) }, props: { page } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: MarkdownPage }> = ({ props }) =>
  new Response(renderMarkdownPage(props.page, getPublication().settings.siteUrl), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
