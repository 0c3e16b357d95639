/**
 * The JavaScript a built site's pages load, measured as test/site/browser/page-weight.test.ts
 * measures it. Run with `node bench/page-weight.ts DIST [URL-PATH …]` on a folder that
 * `astro build` wrote (every page when no path is given). Prints, per page, the uncompressed bytes
 * loaded before the load event and once idle, with the before-load budget.
 */
import { listBuiltPages } from '../test/support/built-pages.ts';
import { launchChromium } from '../test/support/chromium.ts';
import { formatScripts, measurePageWeight, preLoadJsBudgetBytes } from '../test/support/page-weight.ts';
import { serveStatic } from '../test/support/static-server.ts';

const [distDir, ...paths] = process.argv.slice(2);
if (!distDir) {
  console.error('usage: node bench/page-weight.ts DIST [URL-PATH …]');
  process.exit(2);
}

const { url, server } = await serveStatic(distDir);
const browser = await launchChromium();
try {
  for (const urlPath of paths.length > 0 ? paths : listBuiltPages(distDir)) {
    const weight = await measurePageWeight(browser, url + urlPath);
    const share = ((weight.preLoadJsBytes / preLoadJsBudgetBytes) * 100).toFixed(1);
    console.log(
      `${urlPath}: ${weight.preLoadJsBytes} B before load (${share} % of ${preLoadJsBudgetBytes} B), ` +
        `${weight.totalJsBytes} B once idle`,
    );
    if (process.env.VERBOSE) console.log(formatScripts(weight));
  }
} finally {
  await browser.close();
  server.close();
}
