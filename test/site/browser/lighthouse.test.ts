import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import {
  formatLighthouseFailures,
  formFactors,
  lighthouseCategories,
  lighthousePages,
  runLighthouse,
  startDebuggableChromium,
  type DebuggableChromium,
} from '../../support/lighthouse.ts';

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

/**
 * Lighthouse 100 in performance, accessibility, best practices and SEO, mobile
 * and desktop, on the home page, one guide and every API operation page. One Chromium, one page at
 * a time (Lighthouse cannot share a browser between concurrent runs), default throttling.
 */
describe('Lighthouse scores 100', () => {
  const cases = lighthousePages(distDir).flatMap((urlPath) =>
    formFactors.map((formFactor) => [urlPath, formFactor] as const),
  );

  // Up to three runs of ~10 s each when performance wobbles; see runLighthouse.
  test.each(cases)(
    '%s on %s',
    async (urlPath, formFactor) => {
      const run = await runLighthouse(chromium.port, siteUrl + urlPath, formFactor);
      const failures = formatLighthouseFailures(run);
      for (const category of lighthouseCategories) expect(run.scores[category], failures).toBe(1);
    },
    120_000,
  );
});
