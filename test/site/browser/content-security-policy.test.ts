/**
 * The site's Content-Security-Policy, in Chromium: every built page carries it, and nothing a reader
 * does on the site (open any page, search, run the checker) is blocked by it. A build of its own,
 * pointed at a DNS-over-HTTPS endpoint on loopback, so that the checker really sends its queries.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { PLATFORM_HOST } from '../../tools/domain-check/fixtures/expected-codes.ts';
import { startDohTestServer, type DohTestServer } from '../../tools/domain-check/support/doh-test-server.ts';
import { loadCurrentZones } from '../../tools/domain-check/support/fixture-zones.ts';
import { buildAndServeSite, type ServedBuild } from '../../support/astro-build.ts';
import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';
import { launchChromium } from '../../support/chromium.ts';
import { readCspViolations, recordCspViolations } from '../../support/csp-violations.ts';
import { fillAndCheck, type PageResult } from '../../support/checker-page.ts';

let doh: DohTestServer;
let site: ServedBuild;
let distDir: string;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  doh = await startDohTestServer({ zones: loadCurrentZones() });
  site = await buildAndServeSite('csp', { PETSTORE_DOH_ENDPOINT: doh.endpoint, PETSTORE_PLATFORM_HOST: PLATFORM_HOST });
  ({ distDir, siteUrl } = site);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await site.close();
  await doh.close();
});

/** The policy of a built page: its `<meta http-equiv="content-security-policy">`, as directives. */
function policyOf(urlPath: string): Map<string, string[]> {
  const html = readBuiltPage(distDir, urlPath);
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  if (content === undefined) throw new Error(`${urlPath} has no Content-Security-Policy meta tag`);
  return new Map(
    content
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== '')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources];
      }),
  );
}

/**
 * Runs `use` on a new page that records every `securitypolicyviolation` event from before its first
 * script, and returns them as readable lines. `use` must end on the document it wants read.
 */
async function withRecordedViolations(use: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await recordCspViolations(page);
    await use(page);
    return await readCspViolations(page);
  } finally {
    await context.close();
  }
}

describe('Content-Security-Policy', () => {
  test('every built page carries the policy: scripts by hash only, no plugins, no <base> elsewhere', () => {
    const urlPaths = listBuiltPages(distDir);
    expect(urlPaths.length).toBeGreaterThan(10);
    for (const urlPath of urlPaths) {
      const policy = policyOf(urlPath);
      expect(policy.get('script-src'), urlPath).toContain("'self'");
      expect(policy.get('script-src'), urlPath).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src'), urlPath).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src'), urlPath).toEqual(["'none'"]);
      expect(policy.get('base-uri'), urlPath).toEqual(["'self'"]);
      expect(policy.get('default-src'), urlPath).toEqual(["'self'"]);
      expect(policy.get('connect-src'), urlPath).toEqual([
        "'self'",
        doh.endpoint,
        'https://api.petstore.example/v1/',
        'https://staging.api.petstore.example/v1/',
        'http://127.0.0.1:4010/v1/',
      ]);
    }
  });

  test('no page, search or check is blocked by it', async () => {
    const violations: string[] = [];
    for (const urlPath of listBuiltPages(distDir)) {
      violations.push(
        ...(await withRecordedViolations(async (page) => {
          await page.goto(siteUrl + urlPath, { waitUntil: 'networkidle' });
        })),
      );
    }
    violations.push(
      ...(await withRecordedViolations(async (page) => {
        await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Search' }).click();
        await page.locator('#starlight__search input.pagefind-ui__search-input').fill('pets');
        await page.locator('.pagefind-ui__result-link').first().waitFor({ timeout: 10_000 });
      })),
    );
    let checked: PageResult | undefined;
    violations.push(
      ...(await withRecordedViolations(async (page) => {
        checked = await fillAndCheck(page, siteUrl, 'ok.example.com');
      })),
    );
    expect(violations).toEqual([]);
    expect(checked).toMatchObject({ error: '', status: 'ready' });
  });
});
