/**
 * How a reader finds their way: every page has a title of its own (in the tab, in search, in the
 * sidebar and in "Next: …"), the home page leads into the guides, and "On this page" lists every
 * section of the page.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root, RootContent } from 'hast';
import { describe, expect, inject, test } from 'vitest';

import { siteOutline } from '../../../site/lib/site-outline.ts';
import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';

const distDir = inject('distDir');
const pages = listBuiltPages(distDir).filter((urlPath) => urlPath !== '/404');

function* elements(node: Root | RootContent): Generator<Element> {
  if (node.type === 'element') yield node;
  if (node.type === 'element' || node.type === 'root') for (const child of node.children) yield* elements(child);
}

function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasClass = (element: Element, name: string) =>
  Array.isArray(element.properties.className) && element.properties.className.includes(name);

function parse(urlPath: string) {
  const tree = fromHtml(readBuiltPage(distDir, urlPath));
  const all = [...elements(tree)];
  const find = (predicate: (element: Element) => boolean) => all.find(predicate);
  const title = clean(textOf(find((element) => element.tagName === 'title') ?? tree));
  const main = find((element) => element.tagName === 'main');
  const h1 = clean(textOf(find((element) => element.tagName === 'h1') ?? tree));
  const sidebar = find((element) => element.tagName === 'nav' && element.properties.ariaLabel === 'Main');
  const sidebarLabels = sidebar
    ? [...elements(sidebar)]
        .filter((element) => element.tagName === 'a')
        // A link's label, without the badge beside it ("GET", "Deprecated").
        .map((link) =>
          clean(
            textOf({
              ...link,
              children: link.children.filter((c) => !(c.type === 'element' && hasClass(c, 'sl-badge'))),
            }),
          ),
        )
    : [];
  const toc = find((element) => element.tagName === 'starlight-toc');
  const tocTargets = toc
    ? [...elements(toc)].filter((element) => element.tagName === 'a').map((link) => String(link.properties.href))
    : undefined;
  const h2s = main
    ? [...elements(main)]
        .filter((element) => element.tagName === 'h2')
        .map((heading) => ({ id: heading.properties.id ?? '', text: clean(textOf(heading)) }))
    : [];
  const mainLinks = main
    ? [...elements(main)].filter((element) => element.tagName === 'a').map((link) => String(link.properties.href))
    : [];
  return { title, h1, sidebarLabels, tocTargets, h2s, mainLinks };
}

describe('titles', () => {
  test('no two pages share a title, in the tab or as their heading', () => {
    const byTitle = new Map<string, string[]>();
    const byH1 = new Map<string, string[]>();
    for (const urlPath of pages) {
      const { title, h1 } = parse(urlPath);
      byTitle.set(title, [...(byTitle.get(title) ?? []), urlPath]);
      byH1.set(h1, [...(byH1.get(h1) ?? []), urlPath]);
    }
    const shared = (map: Map<string, string[]>) =>
      [...map].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
    expect(shared(byTitle)).toEqual([]);
    expect(shared(byH1)).toEqual([]);
  });

  test.each(pages.filter((urlPath) => parse(urlPath).sidebarLabels.length > 0))(
    'the sidebar of %s gives every page a label of its own',
    (urlPath) => {
      const labels = parse(urlPath).sidebarLabels;
      expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    },
  );
});

describe('the home page', () => {
  test('leads to every guide, Getting started first', () => {
    const guides = [...siteOutline.apiGuides, ...siteOutline.customDomainGuides].map((id) => `/${id}/`);
    const guideLinks = parse('/').mainLinks.filter((href) => guides.includes(href));
    expect(guideLinks[0]).toBe('/guides/getting-started/');
    expect(new Set(guideLinks)).toEqual(new Set(guides));
  });
});

describe('"On this page"', () => {
  // Splash pages (the home page) have no table of contents, by Starlight's design.
  const withToc = pages.filter((urlPath) => parse(urlPath).tocTargets !== undefined);

  test('is on every page but the home page', () => {
    expect(pages.filter((urlPath) => !withToc.includes(urlPath))).toEqual(['/']);
  });

  test.each(withToc)('of %s lists every h2 of the page', (urlPath) => {
    const { h2s, tocTargets = [] } = parse(urlPath);
    expect(h2s.filter(({ id }) => !tocTargets.includes(`#${id}`))).toEqual([]);
  });
});
