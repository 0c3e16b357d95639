/**
 * Every page on a 375 px phone screen. Each table, header and code block must fit, wrap or scroll
 * on its own: content wider than its box is allowed only in a box that scrolls (the reader can
 * reach it; a table that scrolls says so with a shadow and is a named, focusable region), nothing is cut off by `overflow: hidden`, nothing reaches past the screen's edge, and a
 * wrapped code block never breaks a word (a host name, a package name) across lines.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';

import { listBuiltPages } from '../../support/built-pages.ts';
import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

/** An iPhone SE / mini-class screen: the narrowest common phone width. */
const viewport = { width: 375, height: 812 };

/** What does not fit on the page as laid out now, one line per fault (runs in the page). */
function findLayoutFaults(): string[] {
  const faults: string[] = [];
  const screenWidth = document.documentElement.clientWidth;
  const name = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .filter((c) => !c.startsWith('astro-'))
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
  };
  const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
  /**
   * The boxes a reader knows to scroll sideways: a code block and a table. Anything else that
   * scrolls (a one-line header, a label) shows a cut-off piece with nothing to say there is more.
   */
  const isBlockScroller = (element: Element) =>
    element.matches('pre, table') || (element.children.length === 1 && element.children[0]?.matches('table') === true);
  /** Inside a box the reader can scroll sideways (a code block, a wide table). */
  const inScroller = (element: Element): boolean => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body) return false;
      if (scrolls(getComputedStyle(parent)) && isBlockScroller(parent)) return true;
    }
    return false;
  };
  const shown = (element: Element): boolean => element.getClientRects().length > 0;
  /** Screen-reader-only text is clipped to 1 px on purpose. */
  const visuallyHidden = (element: Element) => element.clientWidth <= 1 || element.closest('.sr-only') !== null;

  if (document.documentElement.scrollWidth > screenWidth) {
    faults.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${screenWidth}px screen`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || visuallyHidden(element)) continue;
    // A form field scrolls its own text.
    if (element.matches('input, select, textarea, option')) continue;
    const style = getComputedStyle(element);
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
      const clipped = style.overflowX === 'hidden' || style.overflowX === 'clip';
      // Content that spills out of a box that does not clip it is still seen (unless it leaves the
      // screen, which the next check finds).
      if (clipped || (scrolls(style) && !isBlockScroller(element))) {
        const what = clipped ? 'cuts it off' : 'hides it behind a sideways scroll';
        faults.push(
          `${name(element)} holds ${element.scrollWidth}px in ${element.clientWidth}px and ${what} (overflow-x: ${style.overflowX})`,
        );
      }
    }
    // A table may scroll, but a column that starts past the edge is one the reader must be told
    // of and able to reach: the table shows a shadow at its edges (a gradient background), takes
    // keyboard focus and has a name (its caption, or the heading it sits under).
    if (element instanceof HTMLTableElement && element.scrollWidth > element.clientWidth + 1) {
      const visibleRight = element.getBoundingClientRect().left + element.clientWidth;
      const hiddenColumns = [...element.querySelectorAll('thead th')].filter(
        (header) => header.getBoundingClientRect().left + 24 > visibleRight,
      );
      const table = element;
      const named = table.caption !== null || table.hasAttribute('aria-label') || table.hasAttribute('aria-labelledby');
      const cued = style.backgroundImage.includes('gradient');
      if (hiddenColumns.length > 0 && !(table.tabIndex >= 0 && named && cued)) {
        const columns = hiddenColumns.map((header) => `"${header.textContent.trim()}"`).join(', ');
        faults.push(`${name(element)} starts its columns ${columns} off screen with no cue, focus or name`);
      }
    }
    const box = element.getBoundingClientRect();
    if (box.width > 0 && (box.right > screenWidth + 1 || box.left < -1) && !inScroller(element)) {
      if (style.position !== 'fixed' || box.left < screenWidth) {
        faults.push(`${name(element)} reaches from ${Math.round(box.left)}px to ${Math.round(box.right)}px`);
      }
    }
  }
  // A code block that wraps may break lines at spaces only: "cname.docs-" / "platform.example" is
  // not a host name anyone can read or copy by eye.
  for (const block of document.querySelectorAll('pre')) {
    if (!shown(block)) continue;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()];
        const tops = new Set(rects.map((rect) => Math.round(rect.top / 4)));
        // Only a word longer than a whole line has to break.
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (tops.size > 1 && width < block.clientWidth - 32) {
          faults.push(`${name(block)} breaks "${word[0]}" across lines`);
        }
      }
    }
  }
  return [...new Set(faults)];
}

async function faultsAt(page: Page, urlPath: string): Promise<string[]> {
  await page.goto(siteUrl + urlPath, { waitUntil: 'networkidle' });
  // Try it lays itself out only near the viewport (content-visibility: auto): bring everything in.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.try-it'))
      element.style.contentVisibility = 'visible';
  });
  return page.evaluate(findLayoutFaults);
}

describe('on a 375 px screen', () => {
  test.each(listBuiltPages(distDir))('%s has no clipped table, header or code block', async (urlPath) => {
    const context = await browser().newContext({ viewport });
    try {
      expect(await faultsAt(await context.newPage(), urlPath)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
