import type { APIRoute } from 'astro';

import { API_CATALOG_TYPE, apiCatalog } from '../../lib/discovery/api-catalog.ts';
import { getPublication } from '../../lib/published-spec.ts';

export const prerender = true;

/** `/.well-known/api-catalog` (RFC 9727): where the API's description and docs are. */
export const GET: APIRoute = () => {
  const { settings } = getPublication();
  return new Response(`${JSON.stringify(apiCatalog(settings), null, 2)}\n`, {
    headers: { 'Content-Type': API_CATALOG_TYPE },
  });
};
