import { describe, expect, inject, test } from 'vitest';

import { axeViolationsByTheme, colorThemes, formatViolations } from '../../support/axe.ts';
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
  // Two axe runs on one load; the findings page alone is long. The timeout is for a hang on a
  // loaded machine, not a speed budget.
  test.each(listBuiltPages(distDir))(
    '%s in the light and the dark theme',
    async (urlPath) => {
      const violations = await axeViolationsByTheme(browser(), siteUrl + urlPath);
      // Compared as text so that a failure prints rule id, impact, target selectors and axe's reason.
      for (const theme of colorThemes) {
        expect.soft(formatViolations(violations[theme]), `axe violations on ${urlPath} (${theme} theme)`).toBe('');
      }
    },
    180_000,
  );
});
