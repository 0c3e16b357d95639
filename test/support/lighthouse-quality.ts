import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import {
  formatLighthouseFailures,
  lighthousePages,
  qualityCategories,
  runLighthouse,
  startDebuggableChromium,
  type DebuggableChromium,
  type FormFactor,
} from './lighthouse.ts';

/**
 * Lighthouse 100 in accessibility, best practices and SEO on `formFactor`, on the home page, one
 * guide and every API operation page. One Chromium, one page at a time (Lighthouse cannot share a
 * browser, nor a process, between concurrent runs). Performance is not asserted: its score is
 * simulated from timings of the machine that runs it, so `npm run bench:site` measures it (medians
 * of several runs).
 */
export function describeLighthouseQuality(formFactor: FormFactor): void {
  const distDir = inject('distDir');
  // The shared build, served with gzip as in production (see test/support/static-server.ts).
  const siteUrl = inject('siteUrl');
  let chromium: DebuggableChromium;

  beforeAll(async () => {
    chromium = await startDebuggableChromium();
  });
  afterAll(async () => {
    await chromium.close();
  });

  describe(`Lighthouse scores 100 in accessibility, best practices and SEO on ${formFactor}`, () => {
    // Each run starts when the one before it has ended, also when that one's test timed out (the
    // run goes on), so a slow run cannot make the next ones fail. A run takes seconds; the timeout
    // is for a hang on a loaded machine, not a speed budget.
    let previousRun: Promise<unknown> = Promise.resolve();
    test.each(lighthousePages(distDir))(
      '%s',
      async (urlPath) => {
        const run = previousRun
          .catch(() => undefined)
          .then(() => runLighthouse(chromium.port, siteUrl + urlPath, formFactor, qualityCategories));
        previousRun = run;
        const result = await run;
        const failures = formatLighthouseFailures(result);
        for (const category of qualityCategories) expect(result.scores[category], failures).toBe(1);
      },
      300_000,
    );
  });
}
