import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * starlight-openapi renders with its own components and has no option to replace one. This Vite
 * plugin swaps a few of them for ours, by redirecting the plugin's relative imports of those files.
 * Our replacements can still render the original through `starlight-openapi-components/<path>`.
 *
 * Replaced (paths relative to starlight-openapi's `components/` folder):
 * - `Deprecated.astro`: the full deprecation notice (date, time left, replacement, migration).
 * - `overview/OverviewNavigationLink.astro`: a "Deprecated" marker on the overview and tag pages.
 * - `overview/OverviewSchema.astro`: adds servers, the deprecations and the spec download.
 * - `security/SecurityDefinitions.astro`: its "Authentication" section also gives the HTTP scheme
 *   (`scheme: bearer`, which it leaves out) and the header to send.
 * - `example/Examples.astro`: its `h5` broke the heading order (WCAG 1.3.1).
 * - `response/Responses.astro`: adds what the spec leaves open about the operation.
 * - `operation/Operation.astro`: lays out the operation in two columns on a wide screen, then adds
 *   the "Try it" panel.
 * - `operation/OperationDescription.astro`: the column of samples (a link to "Try it", the request
 *   samples, the response examples).
 * - `operation/OperationSnippetPicker.astro`, `operation/OperationSnippets.astro`: the reader's
 *   choice of sample language shows in every group of samples and every picker on the page, the
 *   "Try it" panel's included.
 */
const replacements: Record<string, string> = {
  'Deprecated.astro': 'Deprecated.astro',
  'overview/OverviewNavigationLink.astro': 'OverviewNavigationLink.astro',
  'overview/OverviewSchema.astro': 'OverviewSchema.astro',
  'security/SecurityDefinitions.astro': 'SecurityDefinitions.astro',
  'example/Examples.astro': 'Examples.astro',
  'response/Responses.astro': 'Responses.astro',
  'operation/Operation.astro': 'Operation.astro',
  'operation/OperationDescription.astro': 'OperationDescription.astro',
  'operation/OperationSnippetPicker.astro': 'OperationSnippetPicker.astro',
  'operation/OperationSnippets.astro': 'OperationSnippets.astro',
};

export const originalComponentsPrefix = 'starlight-openapi-components/';

const ourComponents = fileURLToPath(new URL('../components/openapi/', import.meta.url));

function pluginFolder(): string {
  const require = createRequire(import.meta.url);
  return dirname(realpathSync(require.resolve('starlight-openapi/package.json')));
}

export function openAPIComponentOverrides(): Plugin {
  const pluginRoot = pluginFolder();
  const pluginComponents = join(pluginRoot, 'components');
  const redirects = new Map(
    Object.entries(replacements).map(([original, ours]) => [
      join(pluginComponents, original),
      join(ourComponents, ours),
    ]),
  );
  return {
    name: 'petstore:openapi-component-overrides',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(originalComponentsPrefix)) {
        return join(pluginComponents, source.slice(originalComponentsPrefix.length));
      }
      if (!importer || !source.startsWith('.')) return null;
      const importerPath = importer.split('?')[0] ?? importer;
      if (!importerPath.startsWith(pluginRoot)) return null;
      const [target = source, query] = source.split('?');
      const replacement = redirects.get(resolve(dirname(importerPath), target));
      if (!replacement) return null;
      return query === undefined ? replacement : `${replacement}?${query}`;
    },
  };
}
