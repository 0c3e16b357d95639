/**
 * What Pagefind indexed, as its search excerpts will show it: the words of two table cells side by
 * side never run together ("OperationMethod and path" for the cells "Operation" and "Method and
 * path"). Read from the index's own fragments (gzip JSON, one per page).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { describe, expect, inject, it } from 'vitest';

import { listBuiltPages, readBuiltPage, textOf } from '../../support/built-pages.ts';

const distDir = inject('distDir');

/** Each indexed page's text, by its URL. */
function indexedText(): Map<string, string> {
  const folder = join(distDir, 'pagefind', 'fragment');
  const pages = new Map<string, string>();
  for (const file of readdirSync(folder)) {
    const data = gunzipSync(readFileSync(join(folder, file))).toString('utf8');
    const { url, content } = JSON.parse(data.slice(data.indexOf('{'))) as { url: string; content: string };
    pages.set(url, content);
  }
  return pages;
}

/** Each pair of cells that sit side by side in a table row of the page, as text. */
function adjacentCells(html: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const row of html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cells = [...(row[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
      textOf(cell[1] ?? '').trim(),
    );
    for (let index = 1; index < cells.length; index += 1) {
      const [before, after] = [cells[index - 1] ?? '', cells[index] ?? ''];
      if (/\p{L}$/u.test(before) && /^\p{L}/u.test(after)) pairs.push([before, after]);
    }
  }
  return pairs;
}

describe('the search index', () => {
  it('keeps the words of two cells of a row apart', () => {
    const indexed = indexedText();
    const runTogether: string[] = [];
    for (const path of listBuiltPages(distDir)) {
      const text = indexed.get(path);
      if (text === undefined) continue;
      for (const [before, after] of adjacentCells(readBuiltPage(distDir, path))) {
        const joined = `${before.split(/\s+/).at(-1) ?? ''}${after.split(/\s+/)[0] ?? ''}`;
        if (text.includes(`${before}${after}`)) runTogether.push(`${path}: "${joined}"`);
      }
    }
    expect(runTogether).toEqual([]);
    expect(indexed.get('/guides/versioning/')).toContain('Operation Method and path Removal date Replacement');
  });
});
