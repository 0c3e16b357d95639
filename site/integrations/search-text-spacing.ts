import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

/**
 * Puts a space between adjacent table cells in the built pages, before Pagefind indexes them.
 * Astro writes a table's cells with nothing between them (`</th><th>`), and Pagefind, which reads
 * a cell as inline text, ran their words together in its search excerpts: "OperationMethod and
 * pathRemoval dateReplacement". A space between two cells changes nothing a browser shows.
 *
 * It must be listed before Starlight, whose own `astro:build:done` runs Pagefind: Astro runs the
 * integrations' hooks in the order they are listed.
 */
const ADJACENT_CELLS = /<\/(t[dh])><(t[dh])([\s>])/g;

export function spaceTableCells(html: string): string {
  return html.replace(ADJACENT_CELLS, '</$1> <$2$3');
}

function* htmlFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export function searchTextSpacing(): AstroIntegration {
  return {
    name: 'petstore:search-text-spacing',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const spaced = spaceTableCells(html);
          if (spaced !== html) writeFileSync(file, spaced);
        }
      },
    },
  };
}
