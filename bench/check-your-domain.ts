/**
 * The "Check your domain" page's checker: how much JavaScript it loads (raw and gzip -6), beyond what
 * another guide page loads, and the page's Lighthouse scores. It builds the site first, into a
 * folder of its own, unless given a built site:
 *
 *   npm run bench:check-your-domain            (node bench/check-your-domain.ts)
 *   node bench/check-your-domain.ts dist       (an existing build)
 *
 * The checker's budget is 34 KB of JavaScript (gzip) for the checker; the Chromium test
 * (test/site/browser/check-your-domain.test.ts) asserts it, this prints the figures.
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

/** Every script a page's HTML loads, with each module's static and dynamic imports, as dist paths. */
function scriptClosure(urlPath: string): Set<string> {
  const html = readBuiltPage(distDir, urlPath);
  const pending = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop() ?? '';
    if (seen.has(path) || !path.startsWith('/')) continue;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    const directory = path.slice(0, path.lastIndexOf('/') + 1);
    for (const match of code.matchAll(/(?:from|import\()\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      pending.push(directory + (match[1] ?? '').slice(2));
    }
  }
  return seen;
}

const shared = scriptClosure(otherPage);
const checker = [...scriptClosure(page)].filter((path) => !shared.has(path)).sort();
let raw = 0;
let gzip = 0;
console.log(`JavaScript of ${page} that ${otherPage} does not load:`);
for (const path of checker) {
  const body = readFileSync(join(distDir, path));
  const zipped = gzipSync(body).length;
  raw += body.length;
  gzip += zipped;
  const when = path.includes('checker-run') ? 'on demand (submit or shared link, after load)' : 'with the page';
  console.log(`  ${String(body.length).padStart(7)} B raw  ${String(zipped).padStart(6)} B gzip  ${path}  (${when})`);
}
console.log(
  `  ${String(raw).padStart(7)} B raw  ${String(gzip).padStart(6)} B gzip  total (budget ${34 * 1024} B gzip)`,
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
