import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

/** The fields of an OpenAPI 3.0 document that our own code reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [extension: `x-${string}`]: unknown;
}

/** The one copy of the API description. */
export const sourceSpecPath = fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url));

export function readSourceSpec(): OpenApiDocument {
  return parse(readFileSync(sourceSpecPath, 'utf8')) as OpenApiDocument;
}
