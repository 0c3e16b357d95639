import { describe, expect, inject, test } from 'vitest';

import { FINDING_CODES, FINDING_DOCS } from '../../../tools/domain-check/checks/every-code.ts';
import { findingDocsPath } from '../../../tools/domain-check/findings/docs-path.ts';
import { useChromium } from '../../support/chromium.ts';
import { readCspViolations, recordCspViolations } from '../../support/csp-violations.ts';

const siteUrl = inject('siteUrl');
const browser = useChromium();

/**
 * The findings are one page per check. Links into the single page that came before (printed by
 * older versions of domain-check: `/tools/domain-check/findings/#cname-mismatch`) still land on the
 * code's section: the fragment never reaches the server, so the old page's script forwards it.
 */
describe('the findings pages', () => {
  test.each([
    ['#cname-mismatch', '/tools/domain-check/findings/cname/', 'cname-mismatch'],
    ['#check-skipped', '/tools/domain-check/findings/any-check/', 'check-skipped'],
    ['#remove-safe', '/tools/domain-check/findings/redirect/', 'remove-safe'],
    ['#caa-blocks-issuer', '/tools/domain-check/findings/caa/', 'caa-blocks-issuer'],
  ])('an old link to %s lands on %s at that section', async (fragment, newPage, anchor) => {
    const page = await browser().newPage();
    try {
      await recordCspViolations(page);
      await page.goto(`${siteUrl}/tools/domain-check/findings/${fragment}`);
      await page.waitForURL(`${siteUrl}${newPage}#${anchor}`);
      const heading = page.locator(`h2#${anchor}`);
      await expect(heading.count()).resolves.toBe(1);
      await heading.waitFor({ state: 'visible' });
      await expect(heading.evaluate((element) => element.getBoundingClientRect().top)).resolves.toBeLessThan(400);
      await expect(readCspViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('an old link to a group lands on its page, and a link to the index itself stays', async () => {
    const page = await browser().newPage();
    try {
      await page.goto(`${siteUrl}/tools/domain-check/findings/#check-dnssec`);
      await page.waitForURL(`${siteUrl}/tools/domain-check/findings/dnssec/`);
      await page.goto(`${siteUrl}/tools/domain-check/findings/#json-output`);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/tools/domain-check/findings/');
    } finally {
      await page.close();
    }
  });

  test('each check has a page in the sidebar under domain-check, holding each of its codes', async () => {
    const page = await browser().newPage();
    try {
      await page.goto(`${siteUrl}/tools/domain-check/findings/zone/`);
      const sidebar = page.locator('nav[aria-label="Main"]');
      const current = sidebar.locator('a[aria-current="page"]');
      await expect(current.textContent()).resolves.toMatch(/^\s*zone\s*$/);
      const hrefs = await sidebar
        .locator('a[href^="/tools/domain-check/findings/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const pages = new Set(FINDING_CODES.map((code) => findingDocsPath(code, FINDING_DOCS[code].check).split('#')[0]));
      expect(new Set(hrefs)).toEqual(new Set(['/tools/domain-check/findings/', ...pages]));
      // Previous and Next read them in report order.
      await expect(page.getAttribute('a[rel="prev"]', 'href')).resolves.toBe('/tools/domain-check/findings/hostname/');
      await expect(page.getAttribute('a[rel="next"]', 'href')).resolves.toBe(
        '/tools/domain-check/findings/nameservers/',
      );
    } finally {
      await page.close();
    }
  });
});
