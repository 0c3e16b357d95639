/**
 * The "Try it" panel of the operation pages, in Chromium, against the mock of the API (the one
 * `npm run mock` serves) on a free loopback port. The site is built with that mock as its mock
 * server, so its Content-Security-Policy names it, as a deployment's names the default one.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { axeViolationsByTheme, colorThemes, formatViolations } from '../../support/axe.ts';
import { launchChromium } from '../../support/chromium.ts';
import { readCspViolations, recordCspViolations } from '../../support/csp-violations.ts';

// The test deployment (test/support/built-site.global.ts): its mock server is a mock of the API on
// loopback, and its production and staging servers are its own.
const { siteUrl, mockBaseUrl, settings } = inject('testDeployment');
const production = settings.PETSTORE_BASE_URL;
const staging = settings.PETSTORE_STAGING_BASE_URL;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

const API_KEY = 'reader-key-7f3a';

/**
 * Opens an operation page in a fresh context that records CSP violations and every request sent to
 * the mock, runs `use`, then checks that no violation happened and that the key stayed in memory.
 */
async function onOperationPage(
  operationId: string,
  use: (page: Page, sentToMock: string[]) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await recordCspViolations(page);
    const sentToMock: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(mockBaseUrl) && request.method() !== 'OPTIONS') sentToMock.push(request.url());
    });
    await page.goto(`${siteUrl}/api/operations/${operationId}/`);
    await use(page, sentToMock);
    expect(await readCspViolations(page)).toEqual([]);
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''),
      ),
    );
    expect(stored.join('\n')).not.toContain(API_KEY);
    expect(page.url()).not.toContain(API_KEY);
    expect(await page.textContent('.try-it-samples')).not.toContain(API_KEY);
  } finally {
    await context.close();
  }
}

/** The text of the panel's sample in one language of site/lib/sample-languages.ts, shown or not. */
async function sample(page: Page, languageId: string): Promise<string> {
  return (await page.textContent(`[data-sample="${languageId}"]`)) ?? '';
}

/**
 * The sample once it shows `text`. The panel's code arrives on the first interaction and then
 * renders the fields as they are; on a busy machine a test's first read can come before that. Waits
 * on the page's own state, to the test's timeout, never on time.
 */
async function sampleShowing(page: Page, languageId: string, text: string): Promise<string> {
  await page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector)?.textContent.includes(expected) ?? false,
    [`[data-sample="${languageId}"]`, text] as const,
    { timeout: 0 },
  );
  return sample(page, languageId);
}

const tryItPicker = '.try-it-samples sl-openapi-snippet-picker select';
const headerPicker = '.sl-openapi-operation-description sl-openapi-snippet-picker select';

/** Clicks Send and waits for the panel's answer; returns the status line, or '' when nothing was sent. */
async function sendAndReadStatus(page: Page): Promise<string> {
  await page.evaluate(() => document.getElementById('try-it-result')?.replaceChildren());
  await page.click('#try-it-form button[type="submit"]');
  await page.waitForSelector(
    '#try-it-result .try-it-status, #try-it-result h3:text-matches("Not sent|No server answered|Answer hidden")',
  );
  return page.evaluate(() => document.querySelector('#try-it-result .try-it-status')?.textContent ?? '');
}

/** Presses Tab until the element matching `selector` has the focus. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('Try it', () => {
  test('loads none of its code before the reader touches the panel', async () => {
    await onOperationPage('listpets', async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.reload({ waitUntil: 'networkidle' });
      expect(scripts.filter((url) => url.includes('try-it-panel'))).toEqual([]);
      await page.focus('#try-it-key');
      await page.waitForResponse((response) => response.url().includes('try-it-panel'));
    });
  });

  test('listPets by keyboard only: limit and status, the mock as server, any key, 200', async () => {
    await onOperationPage('listpets', async (page, sentToMock) => {
      await tabTo(page, '#try-it-server');
      // A closed select changes its value with the arrow keys: Production, Staging, the mock.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await page.inputValue('#try-it-server')).toBe(mockBaseUrl);
      // The "another URL" field is hidden while a listed server is chosen: the next stop is the key.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('try-it-key');
      await page.keyboard.type(API_KEY);
      await tabTo(page, '#try-it-param-limit');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('5');
      await tabTo(page, '#try-it-param-status');
      await page.keyboard.press('ArrowDown');
      expect(await page.inputValue('#try-it-param-status')).toBe('available');
      const url = `'${mockBaseUrl}/pets?limit=5&status=available'`;
      expect(await sampleShowing(page, 'curl', url)).toContain(url);
      expect(await sample(page, 'curl')).toContain('Bearer $PETSTORE_API_KEY');
      await tabTo(page, '#try-it-form button[type="submit"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#try-it-result .try-it-status');
      expect(await page.textContent('#try-it-result .try-it-status')).toBe('200 OK');
      expect(await page.textContent('#try-it-result')).toContain('content-type: application/json');
      expect(await page.textContent('#try-it-result')).toContain('"name": "Rex"');
      expect(sentToMock).toEqual([`${mockBaseUrl}/pets?limit=5&status=available`]);
    });
  });

  test('the samples in every language follow the fields as the reader types', async () => {
    await onOperationPage('listpets', async (page) => {
      await page.fill('#try-it-param-limit', '42');
      await page.selectOption('#try-it-param-status', 'sold');
      await page.selectOption('#try-it-server', { label: `Staging: ${staging}` });
      const url = `${staging}/pets?limit=42&status=sold`;
      expect(await sampleShowing(page, 'curl', `'${url}'`)).toContain(`'${url}'`);
      expect(await sample(page, 'fetch')).toContain(`fetch('${url}'`);
      expect(await sample(page, 'python')).toMatch(/params=\{\s*"limit": "42",\s*"status": "sold"\s*\}/);
      for (const languageId of ['node', 'go', 'java', 'csharp', 'ruby', 'php', 'httpie']) {
        expect(await sample(page, languageId)).toContain(url);
      }
      await page.selectOption(tryItPicker, { label: 'Python (requests)' });
      expect(await page.isVisible('[data-sample="python"]')).toBe(true);
      expect(await page.isVisible('[data-sample="curl"]')).toBe(false);
    });
  });

  test('the language is chosen once: every picker and sample on the page follows, and the next page opens in it', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await recordCspViolations(page);
      await page.goto(`${siteUrl}/api/operations/listpets/`);
      // curl until the reader chooses.
      expect(await page.inputValue(tryItPicker)).toBe(await page.inputValue(headerPicker));
      expect(await page.isVisible('[data-sample="curl"]')).toBe(true);
      await page.selectOption(tryItPicker, { label: 'Go (net/http)' });
      const go = await page.inputValue(tryItPicker);
      expect(await page.inputValue(headerPicker)).toBe(go);
      expect(
        await page.locator('.sl-openapi-operation-description .sl-openapi-snippet:not([hidden])').textContent(),
      ).toContain('package main');
      // The next page, before any interaction with it: no script of the panel has loaded.
      await page.goto(`${siteUrl}/api/operations/createpet/`);
      expect(await page.inputValue(headerPicker)).toBe(go);
      expect(await page.inputValue(tryItPicker)).toBe(go);
      expect(await page.isVisible('[data-sample="go"]')).toBe(true);
      expect(await page.isVisible('[data-sample="curl"]')).toBe(false);
      await page.selectOption(headerPicker, { label: 'Ruby (Net::HTTP)' });
      expect(await page.isVisible('[data-sample="ruby"]')).toBe(true);
      expect(await page.isVisible('[data-sample="go"]')).toBe(false);
      expect(await readCspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('refuses 101 for limit before sending, with the reason', async () => {
    await onOperationPage('listpets', async (page, sentToMock) => {
      await page.selectOption('#try-it-server', mockBaseUrl);
      await page.fill('#try-it-param-limit', '101');
      // The panel's code loads when the reader first touches it: the reason appears once it has run.
      await page.waitForSelector('#try-it-param-limit-problem:not(:empty)');
      expect(await page.textContent('#try-it-param-limit-problem')).toBe('limit must be at most 100.');
      expect(await page.getAttribute('#try-it-param-limit', 'aria-invalid')).toBe('true');
      await sendAndReadStatus(page);
      expect(await page.textContent('#try-it-result')).toContain('Not sent');
      expect(await page.textContent('#try-it-result')).toContain('limit must be at most 100.');
      expect(sentToMock).toEqual([]);
    });
  });

  test('sends without a key and shows the 401 with its Error body', async () => {
    await onOperationPage('listpets', async (page) => {
      await page.selectOption('#try-it-server', mockBaseUrl);
      expect(await sendAndReadStatus(page)).toBe('401 Unauthorized');
      expect(await page.textContent('#try-it-result')).toContain('"status": 401');
    });
  });

  test('createPet: the body is prefilled from the spec, 201 with it and 400 without name', async () => {
    await onOperationPage('createpet', async (page) => {
      expect(JSON.parse(await page.inputValue('#try-it-body'))).toEqual({ name: 'Rex', categoryId: 1 });
      await page.selectOption('#try-it-server', mockBaseUrl);
      await page.fill('#try-it-key', API_KEY);
      expect(await sendAndReadStatus(page)).toBe('201 Created');
      await page.fill('#try-it-body', '{ "categoryId": 1 }');
      expect(await sample(page, 'curl')).toMatch(/--data '\{\s*"categoryId": 1\s*\}'/);
      expect(await sendAndReadStatus(page)).toBe('400 Bad Request');
      await page.fill('#try-it-body', '{ "name": ');
      expect(await page.textContent('#try-it-body-problem')).toMatch(/^The body is not valid JSON/);
    });
  });

  test('getPet: the deprecation is repeated beside Send, and petId is a required integer', async () => {
    await onOperationPage('getpet', async (page) => {
      const notice = (await page.textContent('.try-it-send .try-it-deprecated')) ?? '';
      expect(notice.replace(/\s+/g, ' ')).toContain('to be removed on 5 December 2030');
      expect(await page.getAttribute('.try-it-send .try-it-deprecated a', 'href')).toBe('/api/operations/listpets/');
      expect(await page.getAttribute('#try-it-param-petId', 'type')).toBe('number');
      expect(await page.getAttribute('#try-it-param-petId', 'step')).toBe('1');
      await page.selectOption('#try-it-server', mockBaseUrl);
      await page.fill('#try-it-key', API_KEY);
      await sendAndReadStatus(page);
      expect(await page.textContent('#try-it-result')).toContain('petId is required.');
      await page.fill('#try-it-param-petId', '7');
      expect(await sendAndReadStatus(page)).toBe('200 OK');
    });
  });

  test('says when no server answers at the address, with the curl command', async () => {
    await onOperationPage('listpets', async (page) => {
      // Production is on a reserved name: the request is refused here, before any network.
      await page.route(`${production}/**`, (route) => route.abort('connectionrefused'));
      await page.fill('#try-it-key', API_KEY);
      await sendAndReadStatus(page);
      const result = (await page.textContent('#try-it-result')) ?? '';
      expect(result).toContain(`No server answered at ${production}.`);
      expect(result).toContain(`curl '${production}/pets?limit=20'`);
      expect(result).not.toContain('npm run mock');
      expect(result).not.toContain(API_KEY);
    });
  });

  test('when the mock is down, says so and asks whether npm run mock is running', async () => {
    await onOperationPage('listpets', async (page) => {
      // What Chromium gets from a loopback port where nothing listens.
      await page.route(`${mockBaseUrl}/**`, (route) => route.abort('connectionrefused'));
      await page.selectOption('#try-it-server', mockBaseUrl);
      await sendAndReadStatus(page);
      expect(await page.textContent('#try-it-result h3')).toBe('No server answered');
      const result = (await page.textContent('#try-it-result')) ?? '';
      expect(result).toContain(`No server answered at ${mockBaseUrl}.`);
      expect(result).toContain('is npm run mock running?');
      expect(await page.textContent('#try-it-result code')).toBe('npm run mock');
      expect(result).toContain(`curl '${mockBaseUrl}/pets?limit=20'`);
    });
  });

  test('has no axe violations with an answer shown, in the light and the dark theme', async () => {
    const violations = await axeViolationsByTheme(browser, `${siteUrl}/api/operations/createpet/`, {
      include: '.try-it',
      prepare: async (page) => {
        await page.selectOption('#try-it-server', mockBaseUrl);
        await page.fill('#try-it-key', API_KEY);
        await page.click('#try-it-form button[type="submit"]');
        await page.waitForSelector('#try-it-result .try-it-status');
      },
    });
    for (const theme of colorThemes) expect.soft(formatViolations(violations[theme]), `${theme} theme`).toBe('');
  });

  test('a URL outside the policy is not sent: the reason and the curl command instead', async () => {
    await onOperationPage('listpets', async (page) => {
      await page.selectOption('#try-it-server', '');
      await page.fill('#try-it-server-url', 'https://api.other.example/v1');
      const outside = "'https://api.other.example/v1/pets?limit=20'";
      expect(await sampleShowing(page, 'curl', outside)).toContain(outside);
      await sendAndReadStatus(page);
      const result = (await page.textContent('#try-it-result')) ?? '';
      expect(result).toContain('security policy');
      expect(result).toContain("curl 'https://api.other.example/v1/pets?limit=20'");
    });
  });
});
