import type { APIRoute } from 'astro';

import { CHANGELOG_FEED_TYPE, renderChangelogFeed } from '../lib/changelog/changelog-feed.ts';
import { getPublication } from '../lib/published-spec.ts';
import { siteOutline } from '../lib/site-outline.ts';

export const prerender = true;

/** `/changelog.atom`: the API changelog as an Atom feed, named in every page's head. */
export const GET: APIRoute = () => {
  const { changelog, settings } = getPublication();
  return new Response(renderChangelogFeed(changelog, { title: siteOutline.title, ...settings }), {
    headers: { 'Content-Type': `${CHANGELOG_FEED_TYPE}; charset=utf-8` },
  });
};
