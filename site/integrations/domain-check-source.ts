import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * The site and its tests use domain-check only through its package entries
 * (`@petstore-docs/domain-check/browser`, `…/catalogue`). Published, those entries are the built
 * JavaScript in `dist/`; in this repository each entry's `petstore-source` export condition names
 * its TypeScript source, and this plugin resolves the entries to it in every Vite environment
 * (client, server, prerender, vitest), so the site never needs the tool built first and always
 * shows its current code. tsconfig.json's `customConditions` does the same for the type checker.
 */
export const SOURCE_CONDITION = 'petstore-source';

const packageDir = new URL('../../tools/domain-check/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
  name: string;
  exports: Record<string, string | Record<string, string>>;
};

/** `@petstore-docs/domain-check/browser` → the absolute path of `browser.ts`, for each entry. */
const sourceOfEntry = new Map(
  Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'string' ? undefined : target[SOURCE_CONDITION];
    if (source === undefined) return [];
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
    return [[specifier, fileURLToPath(new URL(source, packageDir))] as const];
  }),
);

export function domainCheckSource(): Plugin {
  return {
    name: 'petstore:domain-check-source',
    enforce: 'pre',
    resolveId: (source) => sourceOfEntry.get(source) ?? null,
  };
}
