import { describe, expect, inject, test } from 'vitest';

import { listBuiltPages } from '../../support/built-pages.ts';
import { brokenBecause, internalLinks, origin } from '../../support/html-links.ts';

const distDir = inject('distDir');

/**
 * Links: zero broken internal links and anchors. starlight-links-validator
 * checks the content collection at build time but cannot see starlight-openapi's pages (they are
 * not in the collection), so this test reads the built HTML of every page instead: every `href`
 * on the site's own origin must name a file the build wrote, and its `#fragment`, if any, an `id`
 * (or an `<a name>`) on that page.
 */

describe('internal links of the built site', () => {
  const links = internalLinks(distDir);

  test('are found on every page (the parser sees the sidebar of each)', () => {
    const pages = new Set(links.map((link) => link.page));
    expect([...pages].sort()).toEqual(listBuiltPages(distDir));
  });

  test('all reach a built page, and their #anchor an id on it', () => {
    const broken = links.flatMap((link) => {
      const reason = brokenBecause(distDir, link);
      return reason ? [`${link.page}: <${link.tag} href="${link.href}"> — ${reason}`] : [];
    });
    expect(broken, `broken internal links:\n${broken.join('\n')}`).toEqual([]);
  });

  test('include links to every API operation page and to anchors on them', () => {
    const targets = new Set(links.map((link) => new URL(link.href, origin + link.page).pathname));
    const operations = listBuiltPages(distDir).filter((urlPath) => urlPath.startsWith('/api/operations/'));
    for (const operation of operations) expect(targets, operation).toContain(operation);
    expect(links.some((link) => link.page.startsWith('/api/') && link.href.includes('#'))).toBe(true);
  });
});
