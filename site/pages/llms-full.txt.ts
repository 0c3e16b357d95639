import type { APIRoute } from 'astro';

import { renderLlmsFullTxt } from '../lib/markdown/markdown-page.ts';
import { listSitePages } from '../lib/markdown/site-pages.ts';
import { getPublication } from '../lib/published-spec.ts';
import { siteOutline } from '../lib/site-outline.ts';

export const prerender = true;

/** `/llms-full.txt`: every page's Markdown in one file, the API reference included. */
export const GET: APIRoute = async () => {
  const pages = (await listSitePages()).flatMap((section) => section.pages);
  return new Response(
    renderLlmsFullTxt(
      { title: siteOutline.title, description: siteOutline.description, url: getPublication().settings.siteUrl },
      pages,
    ),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
};
