import type { APIRoute } from 'astro';

import { renderLlmsTxt } from '../lib/markdown/markdown-page.ts';
import { listSitePages } from '../lib/markdown/site-pages.ts';
import { getPublication } from '../lib/published-spec.ts';
import { siteOutline } from '../lib/site-outline.ts';

export const prerender = true;

/** `/llms.txt` (llmstxt.org): the site's title and summary, then every page's Markdown twin. */
export const GET: APIRoute = async () =>
  new Response(
    renderLlmsTxt(
      {
        title: siteOutline.title,
        description: siteOutline.description,
        url: getPublication().settings.siteUrl,
        assistantPagePath: `/${siteOutline.assistantGuide}/`,
      },
      await listSitePages(),
    ),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
