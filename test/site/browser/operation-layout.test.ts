/**
 * The layout of an operation page, as Scalar, Redoc and Stripe lay theirs out: on a desktop screen
 * the request sample and the response examples stand in a column beside the operation's text and
 * stay in view as the reader scrolls; "Try it" is one click from the top; on a phone and a tablet
 * the page is one column, and each response shows its example under it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { listBuiltPages } from '../../support/built-pages.ts';
import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

/** One page per operation (the tag pages live under /api/operations/tags/). */
const operationPages = listBuiltPages(distDir).filter((path) => /^\/api\/operations\/(?!tags\/)[^/]+\/$/.test(path));

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where the page's parts are, in the viewport (runs in the page). */
function measure(): Record<'samples' | 'sample' | 'responseExamples' | 'text' | 'inlineExample', Box | null> {
  const boxOf = (selector: string): Box | null => {
    const element = document.querySelector(selector);
    if (!element || element.getClientRects().length === 0) return null;
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  };
  return {
    samples: boxOf('.petstore-operation-samples'),
    sample: boxOf('.petstore-operation-samples .sl-openapi-snippet:not([hidden]) pre'),
    responseExamples: boxOf('.petstore-operation-samples .petstore-response-example pre'),
    text: boxOf('.petstore-operation > .sl-heading-wrapper:has(> #responses)'),
    inlineExample: boxOf('.sl-heading-wrapper:has(> #responses) ~ .sl-openapi-section .sl-openapi-examples pre'),
  };
}

/** One browser page at this width for the tests of a block, closed after them. */
function usePageAt(width: number): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await (await browser().newContext({ viewport: { width, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('usePageAt() must be called in a describe block');
    return page;
  };
}

describe('on a 1440 px desktop screen', () => {
  const currentPage = usePageAt(1440);

  test.each(operationPages)('%s shows the request sample and response examples beside the text', async (path) => {
    const page = currentPage();
    await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
    const top = await page.evaluate(measure);
    expect(top.samples, 'the column of samples').not.toBeNull();
    expect(top.sample, 'the request sample').not.toBeNull();
    expect(top.responseExamples, 'the response examples').not.toBeNull();
    expect(top.text, 'the Responses heading').not.toBeNull();
    expect(top.samples?.left).toBeGreaterThanOrEqual(top.text?.right ?? Infinity);
    // The sample starts in the first screenful, not under the text.
    expect(top.sample?.top).toBeLessThan(900);
    // Each example shows once: in the column, not also under its response.
    expect(top.inlineExample).toBeNull();

    // Scrolled down to the responses, the column is still in view.
    await page.locator('#responses').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.scrollBy(0, 400);
    });
    const scrolled = await page.evaluate(measure);
    expect(scrolled.samples?.top).toBeGreaterThanOrEqual(0);
    expect(scrolled.samples?.top).toBeLessThan(200);
  });

  test.each(operationPages)('%s has Try it one click from the top', async (path) => {
    const page = currentPage();
    await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
    // In the page's content, in the first screenful (not only in the "On this page" list).
    const link = page.locator('main').getByRole('link', { name: /^Try it/ });
    await expect(link.isVisible()).resolves.toBe(true);
    expect((await link.boundingBox())?.y).toBeLessThan(900);
    await link.click();
    await page.waitForFunction(() => {
      const heading = document.getElementById('try-it-heading');
      if (!heading) return false;
      const { top } = heading.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(new URL(page.url()).hash).toBe('#try-it-heading');
  });
});

describe.each([375, 1024])('on a %i px screen', (width) => {
  const currentPage = usePageAt(width);

  test.each(operationPages)('%s is one column, each response with its example under it', async (path) => {
    const page = currentPage();
    await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
    const parts = await page.evaluate(measure);
    expect(parts.samples, 'the request sample box').not.toBeNull();
    expect(parts.text).not.toBeNull();
    // The sample sits above the text, not beside it.
    expect(parts.samples?.bottom).toBeLessThanOrEqual(parts.text?.top ?? -Infinity);
    expect(parts.responseExamples, 'the column of response examples').toBeNull();
    expect(parts.inlineExample, 'an example under a response').not.toBeNull();
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /^Try it/ })
        .isVisible(),
    ).resolves.toBe(true);
  });
});
