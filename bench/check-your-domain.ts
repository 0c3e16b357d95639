/**
 * The "Check your domain" page's checker: how much JavaScript it loads (raw and gzip -6), beyond what
 * another guide page loads, and the page's Lighthouse scores. It builds the site first, into a
 * folder of its own, unless given a built site:
 *
 *   npm run bench:check-your-domain            (node bench/check-your-domain.ts)
 *   node bench/check-your-domain.ts dist       (an existing build)
 *
 * The checker's budget is for what it loads up to its first report: the page's script, the checker
 * and their static imports (what a check of a subdomain that passes loads). What loads only on demand
 * after that (a failure's cause and words, the apex check, the DNS host table after the first report)
 * is listed apart; the DNS host table has a budget of its own. The Chromium test
 * (test/site/browser/check-your-domain.test.ts) asserts both budgets; this prints the figures.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildSite, makeBuildDir } from '../test/support/astro-build.ts';
import { readBuiltPage } from '../test/support/built-pages.ts';
import {
  asHundred,
  formatLighthouseFailures,
  formFactors,
  lighthouseCategories,
  runLighthouse,
  startDebuggableChromium,
} from '../test/support/lighthouse.ts';
import { serveStatic } from '../test/support/static-server.ts';

const givenDistDir = process.argv[2];
let distDir: string;
if (givenDistDir) {
  distDir = resolve(givenDistDir);
} else {
  distDir = makeBuildDir('bench-checker');
  console.log(`building the site into ${distDir} …`);
  await buildSite(distDir);
}
const page = '/guides/custom-domains/check-your-domain/';
const otherPage = '/guides/custom-domains/';
if (!existsSync(join(distDir, page, 'index.html'))) throw new Error(`No ${page} in ${distDir}: run astro build first.`);

const STATIC_IMPORT = /from\s*["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]/g;

/** The scripts reached from `roots` through `imports` (static, dynamic or both), as dist paths. */
function closure(roots: readonly string[], imports: readonly RegExp[]): Set<string> {
  const pending = [...roots];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop() ?? '';
    if (seen.has(path) || !path.startsWith('/')) continue;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    const directory = path.slice(0, path.lastIndexOf('/') + 1);
    for (const pattern of imports) {
      for (const match of code.matchAll(pattern)) pending.push(directory + (match[1] ?? '').slice(2));
    }
  }
  return seen;
}

const pageScripts = (urlPath: string): string[] =>
  [...readBuiltPage(distDir, urlPath).matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');

/** Every script a page's HTML loads, with each module's static and dynamic imports. */
const scriptClosure = (urlPath: string): Set<string> => closure(pageScripts(urlPath), [STATIC_IMPORT, DYNAMIC_IMPORT]);

const BUDGET = 37 * 1024;
// zod is shared with the reader of a pasted domains.json: a chunk of its own, compressed apart.
const HOST_TABLE_BUDGET = 12 * 1024;
const shared = scriptClosure(otherPage);
const checker = [...scriptClosure(page)].filter((path) => !shared.has(path)).sort();
// Up to the first report: the page's scripts, the checker (checker-run) and what they import statically.
const checkerRun = checker.filter((path) => /\/checker-run\.[^/]+\.js$/.test(path));
const firstReport = closure([...pageScripts(page), ...checkerRun], [STATIC_IMPORT]);
const totals = { first: { raw: 0, gzip: 0 }, later: { raw: 0, gzip: 0 } };
console.log(`JavaScript of ${page} that ${otherPage} does not load:`);
for (const path of checker) {
  const body = readFileSync(join(distDir, path));
  const zipped = gzipSync(body).length;
  const first = firstReport.has(path);
  const total = first ? totals.first : totals.later;
  total.raw += body.length;
  total.gzip += zipped;
  const when = !first
    ? 'on demand: a failure, an apex, or the DNS host after the first report'
    : checkerRun.includes(path) || !pageScripts(page).includes(path)
      ? 'on a check (submit or shared link, after load)'
      : 'with the page';
  console.log(`  ${String(body.length).padStart(7)} B raw  ${String(zipped).padStart(6)} B gzip  ${path}  (${when})`);
}
const line = (label: string, { raw, gzip }: { raw: number; gzip: number }) =>
  `  ${String(raw).padStart(7)} B raw  ${String(gzip).padStart(6)} B gzip  ${label}`;
console.log(line(`up to the first report (budget ${BUDGET} B gzip)`, totals.first));
console.log(line('on demand, after or instead of it', totals.later));
// The DNS host table, after the first report: its chunk and what it alone imports.
const hostTable = [
  ...closure(
    checker.filter((path) => /\/checker-dns-hosts\.[^/]+\.js$/.test(path)),
    [STATIC_IMPORT],
  ),
]
  .filter((path) => !firstReport.has(path))
  .map((path) => readFileSync(join(distDir, path)));
console.log(
  line(`of which the DNS host table (budget ${HOST_TABLE_BUDGET} B gzip)`, {
    raw: hostTable.reduce((sum, body) => sum + body.length, 0),
    gzip: hostTable.reduce((sum, body) => sum + gzipSync(body).length, 0),
  }),
);

const { url, server } = await serveStatic(distDir);
const chromium = await startDebuggableChromium();
try {
  for (const formFactor of formFactors) {
    const run = await runLighthouse(chromium.port, url + page, formFactor, lighthouseCategories);
    const scores = lighthouseCategories.map((category) => `${category} ${asHundred(run.scores[category] ?? 0)}`);
    console.log(`Lighthouse ${formFactor} (one run): ${scores.join(', ')}`);
    if (lighthouseCategories.some((category) => (run.scores[category] ?? 0) < 1)) {
      console.log(formatLighthouseFailures(run));
    }
  }
} finally {
  await chromium.close();
  server.close();
  if (!givenDistDir) rmSync(distDir, { recursive: true, force: true });
}
