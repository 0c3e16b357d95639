/**
 * The site's Content-Security-Policy, in Chromium: every built page carries it, and nothing a reader
 * does on the site (open any page, search, run the checker) is blocked by it. On the test deployment,
 * pointed at a DNS-over-HTTPS endpoint on loopback, so that the checker really sends its queries.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';
import { launchChromium } from '../../support/chromium.ts';
import { readCspViolations, recordCspViolations } from '../../support/csp-violations.ts';
import { fillAndCheck, type PageResult } from '../../support/checker-page.ts';

// The test deployment (test/support/built-site.global.ts): its checker really sends its queries, to
// a DNS-over-HTTPS endpoint on loopback, and every server it names is its own.
const { distDir, siteUrl, settings, dohEndpoint, mockBaseUrl } = inject('testDeployment');
const defaultBuild = inject('distDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

/** The policy of a built page: its `<meta http-equiv="content-security-policy">`, as directives. */
function policyOf(urlPath: string, build = distDir): Map<string, string[]> {
  const html = readBuiltPage(build, urlPath);
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
        dohEndpoint,
        `${settings.PETSTORE_BASE_URL}/`,
        `${settings.PETSTORE_STAGING_BASE_URL}/`,
        `${mockBaseUrl}/`,
      ]);
    }
  });

  test('a build with the default settings lets the page reach the default servers, and no others', () => {
    const defaults = loadDeploymentSettings({});
    for (const urlPath of listBuiltPages(defaultBuild)) {
      expect(policyOf(urlPath, defaultBuild).get('connect-src'), urlPath).toEqual([
        "'self'",
        defaults.dohEndpoint,
        `${defaults.baseUrl}/`,
        `${defaults.stagingBaseUrl}/`,
        `${defaults.mockBaseUrl}/`,
      ]);
    }
  });

  test.each(listBuiltPages(distDir))('opening %s is not blocked by it', async (urlPath) => {
    const violations = await withRecordedViolations(async (page) => {
      await page.goto(siteUrl + urlPath, { waitUntil: 'networkidle' });
    });
    expect(violations).toEqual([]);
  });

  test('a search is not blocked by it', async () => {
    const violations = await withRecordedViolations(async (page) => {
      await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Search' }).click();
      await page.locator('#starlight__search input.pagefind-ui__search-input').fill('pets');
      await page.locator('.pagefind-ui__result-link').first().waitFor({ timeout: 0 });
    });
    expect(violations).toEqual([]);
  });

  test('a check of a domain is not blocked by it', async () => {
    let checked: PageResult | undefined;
    const violations = await withRecordedViolations(async (page) => {
      checked = await fillAndCheck(page, siteUrl, 'ok.example.com');
    });
    expect(violations).toEqual([]);
    expect(checked).toMatchObject({ error: '', status: 'ready' });
  });
});
