import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, test } from 'vitest';

import { deprecationConsistency } from '../../../site/integrations/deprecation-consistency.ts';
import { findDeprecationDisagreements } from '../../../site/lib/deprecation-consistency.ts';
import { listDeprecatedOperations } from '../../../site/lib/deprecations.ts';
import { readSourceSpec } from '../../../site/lib/openapi-document.ts';

const deprecations = listDeprecatedOperations(readSourceSpec());
const check = (html: string) => findDeprecationDisagreements([{ path: '/page/', html }], deprecations);

describe('deprecation text checked against the spec', () => {
  test.each([
    '<p>getPet is deprecated and is removed on 5 December 2030.</p>',
    '<p>Removal: December 5, 2030.</p>',
    '<td>Sunset</td><td><time datetime="2030-12-05">2030-12-05</time></td>',
    '<p>Released on 1 March 2020.</p><p>Nothing else.</p>',
    '<p>It stops working on 5 December 2030, counted from <span data-deprecation-check="ignore">21 November 2026</span>.</p>',
  ])('accepts %s', (html) => {
    expect(check(html)).toEqual([]);
  });

  test.each([
    ['<p>getPet is deprecated and is removed on 6 December 2030.</p>', '6 December 2030'],
    ['<p>Removal date: 2031-01-01</p>', '2031-01-01'],
    ['<li>GET /pets/{petId} stops working on December 4, 2030</li>', 'December 4, 2030'],
  ])('finds the wrong date in %s', (html, date) => {
    expect(check(html)).toEqual([expect.objectContaining({ path: '/page/', date, expected: ['2030-12-05'] })]);
  });

  test('fails the build with the page and the sentence', () => {
    const dist = mkdtempSync(join(tmpdir(), 'deprecation-consistency-'));
    mkdirSync(join(dist, 'guides'));
    writeFileSync(join(dist, 'index.html'), '<p>Removed on 5 December 2030.</p>');
    writeFileSync(join(dist, 'guides', 'index.html'), '<p>getPet is removed on 1 January 2031.</p>');
    const hook = deprecationConsistency(deprecations).hooks['astro:build:done'];
    const logger = { info: () => undefined } as unknown as AstroIntegrationLogger;
    expect(() => hook?.({ dir: pathToFileURL(`${dist}/`), logger } as never)).toThrow(
      /\/guides\/index\.html: "1 January 2031" is not the spec's removal date/,
    );
  });
});
