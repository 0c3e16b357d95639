import { describe, expect, inject, test } from 'vitest';

import { listBuiltPages } from '../../support/built-pages.ts';
import { useChromium } from '../../support/chromium.ts';
import {
  formatScripts,
  measurePageWeight,
  preLoadJsBudgetBytes,
  stockStarlightTotalJsBytes,
  totalJsToleranceOverStock,
} from '../../support/page-weight.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

const totalBudget = Math.floor(stockStarlightTotalJsBytes * totalJsToleranceOverStock);

/**
 * The site's page weight budget, on every built page: at most 20 KiB of uncompressed JavaScript
 * (external and inline) before the load event, and once idle (search UI included) at most 10 %
 * more JavaScript than a stock Starlight page (see `stockStarlightTotalJsBytes`).
 */
describe('JavaScript weight', () => {
  test.each(listBuiltPages(distDir))('%s', async (urlPath) => {
    const weight = await measurePageWeight(browser(), siteUrl + urlPath);
    const report =
      `${urlPath}: ${weight.preLoadJsBytes} B before load (budget ${preLoadJsBudgetBytes} B), ` +
      `${weight.totalJsBytes} B once idle (budget ${totalBudget} B = ${totalJsToleranceOverStock} × stock ` +
      `Starlight's ${stockStarlightTotalJsBytes} B)\n${formatScripts(weight)}`;
    expect(weight.preLoadJsBytes, report).toBeLessThanOrEqual(preLoadJsBudgetBytes);
    expect(weight.totalJsBytes, report).toBeLessThanOrEqual(totalBudget);
    // Starlight's search UI arrives on idle: if it is missing, "once idle" was measured too early.
    expect(
      weight.scripts.some((script) => !script.beforeLoad && /\/ui-core\.[\w-]+\.js$/.test(script.source)),
      `${urlPath}: Pagefind's ui-core was not loaded after the load event\n${formatScripts(weight)}`,
    ).toBe(true);
  });
});
