import type { APIRoute } from 'astro';

import { getPublication } from '../lib/published-spec.ts';

export const prerender = true;

/** `/changelog.json`: the API changelog as data, newest release first (the MCP server's bundle reads it). */
export const GET: APIRoute = () =>
  new Response(`${JSON.stringify({ releases: getPublication().changelog }, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
