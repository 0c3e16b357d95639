import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, inject, test } from 'vitest';

import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

/**
 * "Copy page as Markdown", in Chromium: its code is fetched on the first click only, and the
 * clipboard then holds the page's Markdown twin, byte for byte.
 */
describe('Copy page as Markdown', () => {
  test.each([
    ['/api/operations/getpet/', 'api/operations/getpet.md'],
    ['/guides/limits/', 'guides/limits.md'],
    ['/', 'index.md'],
  ])('on %s, copies %s once clicked, its code loaded by the click', async (urlPath, twinFile) => {
    const context = await browser().newContext();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl + urlPath, { waitUntil: 'networkidle' });
      const loadsCopyCode = () => scripts.some((script) => /\/copy-page-markdown\.[\w-]+\.js$/.test(script));
      expect(loadsCopyCode(), scripts.join('\n')).toBe(false);

      await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied' }).textContent()).resolves.toBe(
        'Copied the page as Markdown.',
      );
      expect(loadsCopyCode()).toBe(true);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(readFileSync(join(distDir, twinFile), 'utf8'));
    } finally {
      await context.close();
    }
  });

  test('the "View as Markdown" link opens the twin with no script at all', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl}/api/operations/createpet/`);
      const href = await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href');
      expect(href).toBe('/api/operations/createpet.md');
      const response = await page.request.get(siteUrl + String(href));
      expect(await response.text()).toContain('### 201: Animal added');
    } finally {
      await context.close();
    }
  });
});
