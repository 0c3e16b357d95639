import type { Plugin } from 'vite';

import { serializePublication, type Publication } from '../lib/publication.ts';

const moduleId = 'virtual:petstore/publication';
const resolvedModuleId = `\0${moduleId}`;

/**
 * Hands the publication computed once in astro.config.mjs (settings, rendered spec, build time) to
 * the pages as `virtual:petstore/publication`, whose default export is its JSON. Pages so never
 * read files at render time, where bundling has moved them away from the source tree.
 */
export function publicationModule(publication: Publication): Plugin {
  return {
    name: 'petstore:publication-module',
    resolveId: (id) => (id === moduleId ? resolvedModuleId : null),
    load: (id) =>
      id === resolvedModuleId ? `export default ${JSON.stringify(serializePublication(publication))};` : null,
  };
}
