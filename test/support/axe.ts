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
 * Opens `url` in a fresh context emulating `theme`, waits for the page to settle (and for `prepare`,
 * which can bring the page into a state worth checking), and runs axe-core on the whole document,
 * or on the elements `include` selects. Returns axe's violations (rules with at least one failing node).
 */
export async function axeViolations(
  browser: Browser,
  url: string,
  theme: ColorTheme,
  { prepare, include }: { prepare?: (page: Page) => Promise<void>; include?: string } = {},
): Promise<Result[]> {
  // axe-core is injected as a script of the test's own; the site's CSP rightly refuses it.
  const context = await browser.newContext({ colorScheme: theme, bypassCSP: true });
  try {
    const page: Page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const applied = await page.evaluate(() => document.documentElement.dataset.theme);
    if (applied !== theme) throw new Error(`${url}: asked for the ${theme} theme, the page shows ${String(applied)}`);
    await codeBlocksSettled(page);
    await prepare?.(page);
    await page.addScriptTag({ path: axeScript });
    const results = await page.evaluate(
      (selector) => window.axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] }),
      include,
    );
    return results.violations;
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
