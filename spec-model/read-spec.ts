import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { OpenAPIV3 } from 'openapi-types';
import { parse } from 'yaml';

/** A code sample as the `x-codeSamples` extension (Redocly's) writes it. */
export interface CodeSampleExtension {
  lang: string;
  label: string;
  source: string;
}

/** The extensions our operations carry, beside OpenAPI 3.0's own fields. */
export interface OperationExtensions {
  /** The removal date of a deprecated operation (ISO 8601, a day): the docs' one source for it. */
  'x-sunset'?: string;
  /** The operation to use instead of a deprecated one, and the parameters it is used with. */
  'x-replacement'?: { operationId?: string; parameters?: string[] };
  /** Written by the site when it publishes the spec, one per language. */
  'x-codeSamples'?: CodeSampleExtension[];
}

/** spec/openapi.yaml as written, `$ref`s and all (OpenAPI 3.0, typed by `openapi-types`). */
export type SpecDocument = OpenAPIV3.Document<OperationExtensions>;

/**
 * The one copy of the API description, found by walking up from this module: when Astro bundles
 * this file for prerendering, it runs from a folder under dist/, no longer from spec-model/.
 */
export const sourceSpecPath = findUpwards(dirname(fileURLToPath(import.meta.url)), join('spec', 'openapi.yaml'));

function findUpwards(from: string, relativePath: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, relativePath);
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) throw new Error(`${relativePath} not found above ${from}`);
  }
}

/** A fresh copy of spec/openapi.yaml, as written: each call parses the file again. */
export function readSourceSpec(): SpecDocument {
  return parseSpec(readFileSync(sourceSpecPath, 'utf8'));
}

export function parseSpec(yaml: string): SpecDocument {
  return parse(yaml) as SpecDocument;
}
