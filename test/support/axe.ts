import { createRequire } from 'node:module';

import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';

/** The two colour themes Starlight renders: it follows `prefers-color-scheme` until a reader picks one. */
export const colorThemes = ['light', 'dark'] as const;
export type ColorTheme = (typeof colorThemes)[number];

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
  }
}

/**
 * Opens `url` once, in a fresh context, and runs axe-core on it in each colour theme: in the light
 * theme as loaded, then in the dark one, switched as a reader's system would switch it (Starlight
 * follows `prefers-color-scheme` until a reader picks a theme). Before each run it waits for the
 * page to settle (and, once, for `prepare`, which can bring the page into a state worth checking),
 * and runs on the whole document or the elements `include` selects. Returns axe's violations (rules
 * with at least one failing node) by theme. One load for both themes: a load costs seconds of CPU.
 */
export async function axeViolationsByTheme(
  browser: Browser,
  url: string,
  { prepare, include }: { prepare?: (page: Page) => Promise<void>; include?: string } = {},
): Promise<Record<ColorTheme, Result[]>> {
  // axe-core is injected as a script of the test's own; the site's CSP rightly refuses it.
  const context = await browser.newContext({ colorScheme: 'light', bypassCSP: true });
  try {
    const page: Page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await prepare?.(page);
    await page.addScriptTag({ path: axeScript });
    const byTheme: Partial<Record<ColorTheme, Result[]>> = {};
    for (const theme of colorThemes) {
      await page.emulateMedia({ colorScheme: theme });
      await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme, {
        timeout: 0,
      });
      await codeBlocksSettled(page);
      const results = await page.evaluate(
        (selector) => window.axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] }),
        include,
      );
      byTheme[theme] = results.violations;
    }
    return byTheme as Record<ColorTheme, Result[]>;
  } finally {
    await context.close();
  }
}

/**
 * Expressive Code makes a code block that scrolls sideways focusable (tabindex, role region) from a
 * ResizeObserver, 250 ms and an idle callback after layout: on a busy machine that is later than
 * `networkidle`. Waits until every shown block that scrolls is focusable and no other is, as a reader
 * sees the page once it has settled (a block in a closed <details> is not shown, and axe skips it).
 */
async function codeBlocksSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.expressive-code pre')].every(
        (pre) => !pre.checkVisibility() || pre.scrollWidth > pre.clientWidth === pre.hasAttribute('tabindex'),
      ),
    undefined,
    { timeout: 0 },
  );
}

/** One line per failing node: rule id, impact, CSS target, and axe's own summary of the failure. */
export function formatViolations(violations: Result[]): string {
  return violations
    .flatMap((violation) => [
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.helpUrl}`,
      ...violation.nodes.map(
        (node) =>
          `    ${node.target.map((target) => JSON.stringify(target)).join(' ')}\n` +
          `      ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`,
      ),
    ])
    .join('\n');
}
