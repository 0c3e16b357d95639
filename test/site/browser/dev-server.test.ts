/**
 * `npm run dev` (`astro dev`), where authors write the docs. The dev server compiles each module on
 * request and pre-bundles dependencies instead of building, so what works in the build can break
 * here: every page the build writes must render, and the checker page must check a domain.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { PLATFORM_HOST } from '../../tools/domain-check/scenarios/zone-files.ts';
import { startDohTestServer, type DohTestServer } from '../../tools/domain-check/support/doh-test-server.ts';
import { loadCurrentZones } from '../../tools/domain-check/support/fixture-zones.ts';
import { WORLD_FAULTS } from '../../tools/domain-check/support/world.ts';
import { startAstroDev, type AstroDevServer } from '../../support/astro-dev.ts';
import { listBuiltPages } from '../../support/built-pages.ts';
import { expectedOnPage, fillAndCheck, scenario } from '../../support/checker-page.ts';
import { launchChromium } from '../../support/chromium.ts';

const distDir = inject('distDir');
let doh: DohTestServer;
let dev: AstroDevServer;
let browser: Browser;

beforeAll(async () => {
  doh = await startDohTestServer({ zones: loadCurrentZones(), faults: WORLD_FAULTS });
  dev = await startAstroDev({ PETSTORE_DOH_ENDPOINT: doh.endpoint, PETSTORE_PLATFORM_HOST: PLATFORM_HOST });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await dev.stop();
  await doh.close();
});

describe('the dev server (npm run dev)', () => {
  // One test per page: the dev server compiles each on first request, which on a busy machine can
  // take many seconds a page.
  test.each(listBuiltPages(distDir).filter((path) => path !== '/404'))(
    'renders %s as the build does',
    async (urlPath) => {
      const response = await fetch(dev.url + urlPath);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<h1');
    },
  );

  test('serves llms.txt, llms-full.txt and Markdown twins of guides and operations, in UTF-8', async () => {
    const failures: string[] = [];
    for (const urlPath of [
      '/llms.txt',
      '/llms-full.txt',
      '/index.md',
      '/guides/limits.md',
      '/api/operations/getpet.md',
    ]) {
      const response = await fetch(dev.url + urlPath);
      const text = await response.text();
      if (response.status !== 200 || !text.startsWith('# ')) failures.push(`${urlPath}: HTTP ${response.status}`);
      // Without the charset a browser reads the text as windows-1252 ("deploymentâ€™s").
      const type = response.headers.get('content-type') ?? '';
      if (!type.endsWith('; charset=utf-8')) failures.push(`${urlPath}: Content-Type ${type}`);
    }
    expect(failures).toEqual([]);
  });

  test.each(['ok.example.com', 'a-record.example.com'])(
    'runs the checker on %s with the codes the CLI gives',
    async (domain) => {
      const context = await browser.newContext();
      try {
        const result = await fillAndCheck(await context.newPage(), dev.url, domain);
        const expected = expectedOnPage(scenario(domain));
        expect(result.error).toBe('');
        expect({ status: result.status, problems: result.problems }).toEqual({
          status: expected.status,
          problems: expected.problems,
        });
      } finally {
        await context.close();
      }
    },
    // The dev server compiles the checker and its dependencies on first use: on a busy machine that
    // alone can take a minute. A timeout for a hang, not a speed budget.
    180_000,
  );
});
