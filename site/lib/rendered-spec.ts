import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { stringify } from 'yaml';

import type { DeploymentSettings } from '../../deployment/settings.ts';
import { codeSamplesFor } from './code-samples.ts';
import { readSourceSpec, type SpecDocument } from '../../spec-model/read-spec.ts';
import { createSpecModel } from '../../spec-model/spec-model.ts';
import { descriptionBesideDeprecationNotice } from '../../spec-model/deprecations.ts';

/**
 * The spec as this deployment publishes it: spec/openapi.yaml with the configured server
 * addresses, and code samples (one per language of site/lib/sample-languages.ts) generated for each
 * operation against the production address. The site renders it and offers it for download, so both always agree.
 */
export function renderSpec(settings: DeploymentSettings): SpecDocument {
  const spec = readSourceSpec();
  const [production, staging] = spec.servers ?? [];
  spec.servers = [
    { ...production, url: settings.baseUrl },
    { ...staging, url: settings.stagingBaseUrl },
  ];
  for (const operation of createSpecModel(spec).operations) {
    const written = spec.paths[operation.path]?.[operation.method];
    if (written) written['x-codeSamples'] = codeSamplesFor(settings.baseUrl, operation);
  }
  return spec;
}

export function serializeSpec(spec: SpecDocument): string {
  return stringify(spec, { lineWidth: 0 });
}

/** Where the rendered spec is written for starlight-openapi, which reads a file path. */
export const renderedSpecPath = fileURLToPath(
  new URL('../../node_modules/.cache/petstore-docs/openapi.yaml', import.meta.url),
);

/**
 * The spec as the API reference's pages render it: the published spec, less each deprecated
 * operation's "Deprecated." paragraph, since the page's deprecation notice (Deprecated.astro) says
 * it with the date and the replacement linked. The download keeps the paragraph.
 */
export function specForPages(spec: SpecDocument): SpecDocument {
  const copy = structuredClone(spec);
  for (const operation of createSpecModel(copy).operations) {
    const written = copy.paths[operation.path]?.[operation.method];
    if (written?.deprecated === true && written.description !== undefined) {
      written.description = descriptionBesideDeprecationNotice(written.description);
    }
  }
  return copy;
}

export function writeRenderedSpec(spec: SpecDocument): string {
  mkdirSync(dirname(renderedSpecPath), { recursive: true });
  writeFileSync(renderedSpecPath, serializeSpec(specForPages(spec)));
  return renderedSpecPath;
}
