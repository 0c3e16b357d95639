import type { APIRoute } from 'astro';

import { getPublication } from '../lib/published-spec.ts';
import { serializeSpec } from '../lib/rendered-spec.ts';

export const prerender = true;

/** The spec as this deployment publishes it, for download from the API overview. */
export const GET: APIRoute = () =>
  new Response(serializeSpec(getPublication().spec), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
