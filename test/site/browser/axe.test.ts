import { describe, expect, inject, test } from 'vitest';

import { axeViolations, colorThemes, formatViolations } from '../../support/axe.ts';
import { listBuiltPages } from '../../support/built-pages.ts';
import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

/**
 * Accessibility: axe-core finds zero violations on every built page. Every page the build wrote,
 * in both colour themes (Starlight follows `prefers-color-scheme`), with all of axe's default rules.
 */
describe('axe-core finds zero violations', () => {
  const cases = listBuiltPages(distDir).flatMap((urlPath) => colorThemes.map((theme) => [urlPath, theme] as const));

  test.each(cases)('%s in the %s theme', async (urlPath, theme) => {
    const violations = await axeViolations(browser(), siteUrl + urlPath, theme);
    // Compared as text so that a failure prints rule id, impact, target selectors and axe's reason.
    expect(formatViolations(violations), `axe violations on ${urlPath} (${theme} theme)`).toBe('');
  });
});
