import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

/** The fields of an OpenAPI 3.0 document that our own code reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [extension: `x-${string}`]: unknown;
}

/**
 * The one copy of the API description, found by walking up from this module: when Astro bundles
 * this file for prerendering, it runs from a folder under dist/, no longer from site/lib/.
 */
export const sourceSpecPath = findUpwards(dirname(fileURLToPath(import.meta.url)), join('spec', 'openapi.yaml'));

function findUpwards(from: string, relativePath: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, relativePath);
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) throw new Error(`${relativePath} not found above ${from}`);
  }
}

export function readSourceSpec(): OpenApiDocument {
  return parse(readFileSync(sourceSpecPath, 'utf8')) as OpenApiDocument;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export interface OperationEntry {
  path: string;
  /** Lower case, as the spec writes it. */
  method: string;
  operation: Record<string, unknown>;
}

/** Every operation of the document, in document order. */
export function listOperations(spec: OpenApiDocument): OperationEntry[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => ({ path, method, operation: operation as Record<string, unknown> })),
  );
}

/** Follows a local `$ref` ("#/components/schemas/Pet"), as often as needed; other values pass through. */
export function resolveRef(spec: OpenApiDocument, value: unknown): unknown {
  let current = value;
  while (typeof current === 'object' && current !== null && '$ref' in current) {
    const pointer = String(current.$ref);
    if (!pointer.startsWith('#/')) throw new Error(`Only local references are supported, got ${pointer}`);
    current = pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec);
    if (current === undefined) throw new Error(`Unresolved reference ${pointer} in the spec`);
  }
  return current;
}
