import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';

import { listBuiltPages } from '../../support/built-pages.ts';
import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

/** Opens a page and records every console error and failed request until it has loaded. */
async function openAndRecordProblems(urlPath: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser().newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(siteUrl + urlPath, { waitUntil: 'networkidle' });
  return { page, problems };
}

describe('in Chromium', () => {
  test("getPet's page shows the deprecation", async () => {
    const { page } = await openAndRecordProblems('/api/operations/getpet/');
    await expect(page.getByText('Deprecated', { exact: false }).first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  test('the search box finds "pets"', async () => {
    const { page } = await openAndRecordProblems('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('#starlight__search input.pagefind-ui__search-input').fill('pets');
    const firstResult = page.locator('.pagefind-ui__result-link').first();
    await firstResult.waitFor({ timeout: 0 });
    expect(await page.locator('.pagefind-ui__result-link').count()).toBeGreaterThan(0);
    expect(await firstResult.getAttribute('href')).toMatch(/^\/api\//);
    await page.close();
  });

  test.each(listBuiltPages(distDir).filter((urlPath) => urlPath !== '/404'))(
    '%s loads with zero console errors and zero failed requests',
    async (urlPath) => {
      const { page, problems } = await openAndRecordProblems(urlPath);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
