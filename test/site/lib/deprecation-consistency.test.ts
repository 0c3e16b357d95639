import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, test } from 'vitest';

import { deprecationConsistency } from '../../../site/integrations/deprecation-consistency.ts';
import { findDeprecationDisagreements } from '../../../site/lib/deprecation-consistency.ts';
import { listDeprecatedOperations, listOperationRefs } from '../../../spec-model/deprecations.ts';
import { readSourceSpecModel } from '../../../spec-model/spec-model.ts';

const spec = readSourceSpecModel();
const deprecations = listDeprecatedOperations(spec);
const operations = listOperationRefs(spec);
const check = (html: string, path = '/page/') =>
  findDeprecationDisagreements([{ path, html }], deprecations, operations);

/** Runs the integration's build hook on a dist folder holding `pages` (file path → HTML). */
function buildDone(pages: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'deprecation-consistency-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), html);
  }
  const hook = deprecationConsistency(deprecations).hooks['astro:build:done'];
  const logger = { info: () => undefined } as unknown as AstroIntegrationLogger;
  return () => hook?.({ dir: pathToFileURL(`${dist}/`), logger } as never);
}

describe('deprecation dates checked against the spec', () => {
  test.each([
    '<p>getPet is deprecated and is removed on 5 December 2030.</p>',
    '<p>Removal: December 5, 2030.</p>',
    '<td>Sunset</td><td><time datetime="2030-12-05">2030-12-05</time></td>',
    '<p>Released on 1 March 2020.</p><p>Nothing else.</p>',
    '<p>It is to be removed on 5 December 2030, counted from <span data-deprecation-check="ignore">21 November 2026</span>.</p>',
  ])('accepts %s', (html) => {
    expect(check(html)).toEqual([]);
  });

  test.each([
    ['<p>getPet is deprecated and is removed on 6 December 2030.</p>', '6 December 2030'],
    ['<p>Removal date: 2031-01-01</p>', '2031-01-01'],
    ['<li>GET /pets/{petId} stops working on December 4, 2030</li>', 'December 4, 2030'],
  ])('finds the wrong date in %s', (html, date) => {
    expect(check(html)).toEqual([
      expect.objectContaining({ kind: 'date', path: '/page/', date, expected: ['2030-12-05'] }),
    ]);
  });

  test('fails the build with the page and the sentence', () => {
    const run = buildDone({
      'index.html': '<p>Removed on 5 December 2030.</p>',
      'guides/index.html': '<p>getPet is removed on 1 January 2031.</p>',
    });
    expect(run).toThrow(/\/guides\/index\.html: "1 January 2031" is not the spec's removal date/);
  });
});

describe('deprecation replacements checked against the spec', () => {
  test.each([
    // The home page's sentence pair: the replacement in the sentence after the one naming getPet.
    '<li>Get a pet (<code>GET /pets/{petId}</code>) is deprecated. Its replacement is <code>GET /pets</code> with the <code>status</code> filter.</li>',
    '<p>Use <code>listPets</code> instead of <code>getPet</code>.</p>',
    '<p>The replacement is GET /pets (listPets) with the status filter.</p>',
    '<p>Migrate from getPet: call <code>GET /pets?status=available&amp;limit=100</code>.</p>',
    // Other operations may be named where the replacement is not the subject…
    '<ul><li>listPets (GET /pets)</li><li>createPet (POST /pets)</li><li>getPet (GET /pets/{petId}), deprecated</li></ul>',
    '<tr><th>401</th><td>Missing or invalid API key.</td><td>All: listPets, createPet, getPet</td></tr>',
    // … or where the deprecated operation is not.
    '<p>Use createPet instead of posting twice.</p>',
  ])('accepts %s', (html) => {
    expect(check(html)).toEqual([]);
  });

  test.each([
    ['<p>getPet is deprecated. Its replacement is createPet.</p>', 'createPet'],
    ['<li>GET /pets/{petId} is deprecated: use <code>POST /pets</code> instead.</li>', 'POST /pets'],
    ['<p>Migrate from getPet to GET /animals.</p>', 'GET /animals'],
  ])('finds the wrong replacement in %s', (html, named) => {
    expect(check(html)).toEqual([
      expect.objectContaining({
        kind: 'replacement',
        path: '/page/',
        operationId: 'getPet',
        named,
        expected: 'listPets (GET /pets)',
      }),
    ]);
  });

  test("reads every block of the deprecated operation's own page as being about it", () => {
    const html = '<p>Deprecated. The replacement is POST /pets.</p>';
    expect(check(html, '/api/operations/listpets/index.html')).toEqual([]);
    expect(check(html, '/api/operations/getpet/index.html')).toEqual([
      expect.objectContaining({ kind: 'replacement', named: 'POST /pets' }),
    ]);
  });

  test('fails the build with the page, the operation named and the one the spec gives', () => {
    const run = buildDone({
      'index.html': '<p>getPet is deprecated; use listPets instead.</p>',
      'guides/versioning/index.html': '<p>getPet is deprecated; use createPet instead.</p>',
    });
    expect(run).toThrow(
      /\/guides\/versioning\/index\.html: "createPet" is not the spec's replacement for getPet \(listPets \(GET \/pets\)\)/,
    );
  });
});
