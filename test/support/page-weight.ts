import { gzipSync } from 'node:zlib';

import type { Browser } from 'playwright-core';

/**
 * The site's JavaScript budget ("Page weight").
 *
 * - At most 20 KiB of JavaScript, uncompressed, loaded by any page before its `load` event.
 * - All JavaScript a page has loaded once it is idle (Starlight imports Pagefind's search UI,
 *   `ui-core`, from a `requestIdleCallback` after DOMContentLoaded) at most 10 % above a stock
 *   Starlight page's.
 */
export const preLoadJsBudgetBytes = 20 * 1024;
export const totalJsToleranceOverStock = 1.1;

/**
 * All JavaScript a stock Starlight page loads once idle, uncompressed: 109,682 bytes, that is
 * 104,773 bytes of external scripts and 4,909 bytes of inline ones (34,684 bytes at gzip -6, each
 * script compressed on its own).
 *
 * Measured with `measurePageWeight` below, in the same Chromium, on the only page of a stock
 * Starlight site: `@astrojs/starlight` 0.42.4 on Astro 7.3, `starlight({ title })` and nothing
 * else, one Markdown page with two `##` headings (so the table-of-contents scripts load) and one
 * fenced code block (so Expressive Code's copy-button script loads): the scripts each of our API
 * pages also gets from Starlight. That page loads page.js (prefetch), the Search, TableOfContents
 * and MobileTableOfContents scripts, starlight-toc.js, ec.js, and on idle ui-core.js (93,819
 * bytes, Pagefind's search UI), plus Starlight's inline theme, sidebar and search-shortcut
 * scripts. The "about 100 KB raw, 31 KB gzip" is the same kind of page without a table of
 * contents or code block (our home page measures 103,065 bytes, 31,197 gzip, the same way); we
 * take the larger, like-for-like figure for pages that have both.
 *
 * `node bench/site.ts` builds that stock site from scratch in a temporary folder, measures it
 * again, and warns when the result drifts from this constant (after a Starlight upgrade, say).
 */
export const stockStarlightTotalJsBytes = 109_682;

export interface ScriptLoad {
  /** The script's address, or `inline #n` for the n-th inline script of the document. */
  source: string;
  /** Decoded (uncompressed) body size, in bytes. */
  bytes: number;
  /** Size after gzip -6, in bytes: what a server compressing on the fly would send. */
  gzipBytes: number;
  /** Whether the request started before the `load` event, so the event waited for it. */
  beforeLoad: boolean;
}

export interface PageWeight {
  url: string;
  scripts: ScriptLoad[];
  preLoadJsBytes: number;
  preLoadJsGzipBytes: number;
  totalJsBytes: number;
  totalJsGzipBytes: number;
  /** Stylesheets loaded once idle (external and inline `<style>`), uncompressed and at gzip -6. */
  cssBytes: number;
  cssGzipBytes: number;
  /** The HTML document, uncompressed and at gzip -6. */
  htmlBytes: number;
  htmlGzipBytes: number;
}

/** How long we wait, once the search UI is mounted and the network idle, for any other idle-time work. */
const defaultSettleMs = 1_000;

interface ResourceEntry {
  name: string;
  initiatorType: string;
  contentType: string;
  startTime: number;
  decodedBodySize: number;
}

interface InPageFigures {
  loadEventStart: number;
  resources: ResourceEntry[];
  inlineScripts: string[];
  inlineStyles: string[];
}

const isJavaScript = (entry: ResourceEntry) =>
  /javascript|ecmascript/.test(entry.contentType) ||
  (entry.contentType === '' && /\.m?js(\?|$)/.test(new URL(entry.name).pathname));

const isStylesheet = (entry: ResourceEntry) =>
  entry.contentType.startsWith('text/css') ||
  (entry.contentType === '' && new URL(entry.name).pathname.endsWith('.css'));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const gzipBytes = (body: Buffer) => gzipSync(body).length;

/**
 * Loads `url` in a fresh browser context (empty cache), waits for the load event, network idle,
 * Starlight's search UI (loaded on idle) and `settleMs` more, then reports every script the page loaded: external ones from the Resource
 * Timing API (uncompressed `decodedBodySize`; "before load" when the request started before
 * `loadEventStart`), and the inline `<script>` elements of the document (all parsed before load).
 * JSON data blocks (`application/json`, `application/ld+json`, `importmap`) are not JavaScript and
 * are left out. Also reports the stylesheets and the HTML document, for the benchmark.
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  { settleMs = defaultSettleMs }: { settleMs?: number } = {},
): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Buffer>();
    const measuredTypes = new Set(['document', 'script', 'stylesheet']);
    page.on('response', (response) => {
      if (!measuredTypes.has(response.request().resourceType())) return;
      response.body().then(
        (body) => bodies.set(response.url(), body),
        () => undefined, // A body that is gone (page closed) is measured from Resource Timing alone.
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Starlight's search box imports Pagefind's UI from a requestIdleCallback and mounts it in
    // #starlight__search; on a busy machine that can come later than network idle. Wait for it
    // (pages without a search box skip this), then give other idle-time work `settleMs`.
    await page.waitForFunction(
      () => {
        const search = document.querySelector('#starlight__search');
        return !search || search.childElementCount > 0;
      },
      undefined,
      { timeout: 0 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);

    const figures: InPageFigures = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      if (!navigation) throw new Error('no navigation timing entry');
      const dataTypes = new Set(['application/json', 'application/ld+json', 'importmap', 'speculationrules']);
      return {
        loadEventStart: navigation.loadEventStart,
        // `contentType` (Chromium 129+) is not in TypeScript's DOM types yet.
        resources: (
          performance.getEntriesByType('resource') as (PerformanceResourceTiming & { contentType?: string })[]
        ).map((entry) => ({
          name: entry.name,
          initiatorType: entry.initiatorType,
          contentType: entry.contentType ?? '',
          startTime: entry.startTime,
          decodedBodySize: entry.decodedBodySize,
        })),
        inlineScripts: [...document.querySelectorAll('script:not([src])')]
          .filter((script) => !dataTypes.has(script.getAttribute('type')?.toLowerCase() ?? ''))
          .map((script) => script.textContent),
        inlineStyles: [...document.querySelectorAll('style')].map((style) => style.textContent),
      };
    });
    if (figures.loadEventStart <= 0) throw new Error(`${url}: the load event never fired`);

    const scripts: ScriptLoad[] = [
      ...figures.inlineScripts.map((text, index) => {
        const body = Buffer.from(text);
        return {
          source: `inline #${index + 1}`,
          bytes: body.length,
          gzipBytes: gzipBytes(body),
          beforeLoad: true,
        };
      }),
      ...figures.resources.filter(isJavaScript).map((entry) => {
        const body = bodies.get(entry.name);
        // 0 means unknown to Resource Timing (a cross-origin script without Timing-Allow-Origin).
        const bytes = entry.decodedBodySize > 0 ? entry.decodedBodySize : (body?.length ?? 0);
        if (bytes === 0) throw new Error(`${url}: cannot tell the size of ${entry.name}`);
        return {
          source: entry.name,
          bytes,
          gzipBytes: body ? gzipBytes(body) : Number.NaN,
          beforeLoad: entry.startTime < figures.loadEventStart,
        };
      }),
    ];
    const preLoad = scripts.filter((script) => script.beforeLoad);
    const stylesheets = [
      ...figures.inlineStyles.map((text) => Buffer.from(text)),
      ...figures.resources.filter(isStylesheet).map((entry) => {
        const body = bodies.get(entry.name);
        if (!body) throw new Error(`${url}: no body recorded for ${entry.name}`);
        return body;
      }),
    ];
    const html = bodies.get(page.url());
    if (!html) throw new Error(`${url}: no body recorded for the document`);
    return {
      url,
      scripts,
      preLoadJsBytes: sum(preLoad.map((script) => script.bytes)),
      preLoadJsGzipBytes: sum(preLoad.map((script) => script.gzipBytes)),
      totalJsBytes: sum(scripts.map((script) => script.bytes)),
      totalJsGzipBytes: sum(scripts.map((script) => script.gzipBytes)),
      cssBytes: sum(stylesheets.map((body) => body.length)),
      cssGzipBytes: sum(stylesheets.map(gzipBytes)),
      htmlBytes: html.length,
      htmlGzipBytes: gzipBytes(html),
    };
  } finally {
    await context.close();
  }
}

/** A table of a page's scripts, biggest first, for failure messages and the benchmark. */
export function formatScripts(weight: PageWeight): string {
  return [...weight.scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (script) =>
        `  ${String(script.bytes).padStart(8)} B  ${script.beforeLoad ? 'before load' : 'after load '}  ` +
        script.source.replace(/^https?:\/\/[^/]+/, ''),
    )
    .join('\n');
}
