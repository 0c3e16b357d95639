import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';

import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const browser = useChromium();
let page: Page;

async function open(urlPath: string): Promise<Page> {
  page = await browser().newPage();
  await page.goto(siteUrl + urlPath, { waitUntil: 'networkidle' });
  return page;
}

describe('the deprecation of getPet, in Chromium', () => {
  test('the sidebar link to getPet carries a "Deprecated" text marker, and no other link does', async () => {
    await open('/api/');
    const sidebar = page.locator('#starlight__sidebar');
    const getPetLink = sidebar.getByRole('link', { name: /Get a pet/ });
    await expect(getPetLink.textContent()).resolves.toMatch(/Get a pet\s*Deprecated/);
    await expect(sidebar.getByRole('link', { name: /List pets/ }).textContent()).resolves.not.toMatch(/Deprecated/);
    await page.close();
  });

  test('the API overview and the tag page mark getPet with its removal date', async () => {
    for (const urlPath of ['/api/', '/api/operations/tags/pets/']) {
      await open(urlPath);
      const link = page.locator('main a[href="/api/operations/getpet/"]').first();
      await expect(link.textContent()).resolves.toContain('Deprecated: to be removed on 5 December 2030');
      await page.close();
    }
  });

  test('the notice gives the date and links to the replacement, which leads to listPets', async () => {
    await open('/api/operations/getpet/');
    const notice = page.locator('.deprecation-notice');
    await expect(notice.isVisible()).resolves.toBe(true);
    await expect(notice.locator('time').getAttribute('datetime')).resolves.toBe('2030-12-05');
    await expect(notice.textContent()).resolves.toContain('5 December 2030');
    await notice.locator('a[data-replacement="listPets"]').click();
    await page.waitForURL(`${siteUrl}/api/operations/listpets/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('List pets');
    await page.close();
  });

  test('the migration shows the same lookup before and after, opened by keyboard', async () => {
    await open('/api/operations/getpet/');
    const summary = page.locator('.deprecation-notice summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const migration = page.locator('.deprecation-notice-migration');
    await expect(migration.getAttribute('open')).resolves.not.toBeNull();
    const code = await migration.locator('pre').allTextContents();
    expect(code).toHaveLength(2);
    expect(code[0]).toContain('/pets/1');
    expect(code[1]).toContain('/pets?status=');
    await page.close();
  });
});

describe('the API reference, in Chromium', () => {
  test('the code-sample picker switches between the languages, curl first', async () => {
    await open('/api/operations/createpet/');
    const picker = page.locator('sl-openapi-snippet-picker select').first();
    const visibleCode = () => page.locator('.sl-openapi-snippet:not([hidden]) pre').first().textContent();
    await expect(picker.inputValue()).resolves.toMatch(/sh/);
    await expect(visibleCode()).resolves.toMatch(/^curl https:\/\/api\.petstore\.example\/v1\/pets.*--request POST/);
    await picker.selectOption({ label: 'Python (requests)' });
    await expect(visibleCode()).resolves.toContain('requests.post(');
    await picker.selectOption({ label: 'JavaScript (fetch)' });
    await expect(visibleCode()).resolves.toContain("method: 'POST'");
    await page.close();
  });

  test('the overview offers the spec for download, and it parses as OpenAPI 3.0.3 with the servers shown', async () => {
    await open('/api/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('a[href="/openapi.yaml"]').click(),
    ]);
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const spec = parse(text) as { openapi: string; servers: { url: string }[] };
    expect(spec.openapi).toBe('3.0.3');
    const shownServers = await page.locator('table.api-servers code').allTextContents();
    expect(spec.servers.map((server) => server.url)).toEqual(shownServers);
    await expect(page.locator('main').textContent()).resolves.toMatch(/bearer/);
    await page.close();
  });
});

describe('navigation with the keyboard alone, in Chromium', () => {
  test('Tab reaches the search, which opens with Enter, and then the sidebar links', async () => {
    await open('/guides/getting-started/');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return {
          text: element?.textContent.trim() ?? '',
          label: element?.getAttribute('aria-label') ?? '',
          inSidebar: !!element?.closest('#starlight__sidebar'),
          isOtherPage: element instanceof HTMLAnchorElement && element.getAttribute('aria-current') !== 'page',
        };
      });
    let reachedSearch = false;
    for (let presses = 0; presses < 10 && !reachedSearch; presses += 1) {
      await page.keyboard.press('Tab');
      reachedSearch = (await focused()).label.startsWith('Search');
    }
    expect(reachedSearch).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('dialog[open] input').waitFor();
    await page.keyboard.type('pets');
    await page.locator('.pagefind-ui__result-link').first().waitFor();
    await page.keyboard.press('Escape');

    let reachedSidebar = false;
    for (let presses = 0; presses < 30 && !reachedSidebar; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused();
      reachedSidebar = now.inSidebar && now.isOtherPage;
    }
    expect(reachedSidebar).toBe(true);
    const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
    await page.keyboard.press('Enter');
    await page.waitForURL(target);
    expect(page.url()).not.toBe(`${siteUrl}/guides/getting-started/`);
    await page.close();
  });

  test('what is typed into the search before its UI has loaded is searched, not lost', async () => {
    page = await browser().newPage();
    // Starlight's Search.astro imports Pagefind's UI in a requestIdleCallback after DOMContentLoaded:
    // hold that script back, as a slow network or a busy machine would, and open the search and type
    // before it arrives. Each step waits for an event (the request, the input's arrival), never for a
    // length of time: on a loaded machine the browser's first idle moment can come late.
    const { promise: searchUiHeld, resolve: releaseSearchUi } = Promise.withResolvers<undefined>();
    const { promise: searchUiRequested, resolve: markSearchUiRequested } = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/ui-core\.[^/]+\.js$/, async (route) => {
      markSearchUiRequested(undefined);
      await searchUiHeld;
      await route.continue();
    });
    const input = page.locator('#starlight__search input');
    try {
      // Not `load`: a browser idle before it loads everything asks for the held script first, and a
      // script still loading holds the load event back, so the page would wait for the test and the
      // test for the page. Module scripts (Starlight's search among them) have run by DOMContentLoaded.
      await page.goto(`${siteUrl}/guides/getting-started/`, { waitUntil: 'domcontentloaded' });
      await page.keyboard.press('Control+k');
      await page.locator('site-search dialog[open]').waitFor({ timeout: 0 });
      await page.keyboard.type('pets');
      await searchUiRequested;
      await expect(input.count()).resolves.toBe(0);
    } finally {
      releaseSearchUi(undefined);
    }
    // The input arrives when Pagefind's UI has loaded; the kept keys are given to it in the same task.
    // No wait of its own (Playwright's is 30 s): on a busy machine Pagefind's UI, its WebAssembly and
    // its index can take longer; the test's timeout catches a hang.
    await input.waitFor({ timeout: 0 });
    await expect(input.inputValue()).resolves.toBe('pets');
    await expect(input.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.locator('.pagefind-ui__result-link').first().waitFor({ timeout: 0 });
    await page.close();
  });
});
