/**
 * Every page read on a phone and a small tablet (320, 375 and 768 px), in the light and the dark
 * theme: no word in a table cell or a piece of code is broken inside itself across two lines
 * ("TT" / "L", "getP" / "et"), and the page has a menu button and a theme switch in that menu.
 *
 * A break beside a dot, a hyphen, a slash or an underscore (a host name that wraps at its dots, a
 * package name at its hyphen, a finding code at its underscores) is allowed: only a run of letters
 * and digits must stay on one line. One browser page per width, reused for every built page; the theme changes in place,
 * as Starlight's own theme switch does, without a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { listBuiltPages } from '../../support/built-pages.ts';
import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const browser = useChromium();

/** The narrowest phones still sold, the most common phone width, and a portrait tablet. */
const WIDTHS = [320, 375, 768] as const;
const THEMES = ['light', 'dark'] as const;

/** Words split across lines in table cells and code, one line per split (runs in the page). */
function findSplitWords(): string[] {
  const faults: string[] = [];
  // A word is what must never break: a run of letters and digits.
  const wordPattern = /[\p{L}\p{N}]+/gu;
  const describe = (element: Element): string => {
    const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}> "${text}"`;
  };
  // Try it lays itself out only near the viewport (content-visibility: auto): bring everything in.
  for (const element of document.querySelectorAll<HTMLElement>('.try-it')) element.style.contentVisibility = 'visible';
  const containers = document.querySelectorAll('main :is(td, th, code)');
  const checked = new Set<Node>();
  for (const container of containers) {
    if (container.getClientRects().length === 0) continue;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (checked.has(node)) continue;
      checked.add(node);
      const text = node.textContent ?? '';
      for (const word of text.matchAll(wordPattern)) {
        if (word[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length < 2) continue;
        // Two boxes on one line (a bidi run) are not a split; boxes a line apart are.
        const first = rects[0];
        const last = rects.at(-1);
        if (first && last && last.top - first.top > first.height / 2) {
          faults.push(`${describe(node.parentElement ?? container)} breaks "${word[0]}" across lines`);
        }
      }
    }
  }
  return [...new Set(faults)];
}

/** Whether the page shows a menu button, and a theme switch once the menu is open. */
async function menuAndThemeSwitch(page: Page): Promise<{ menuButton: boolean; themeSwitch: boolean }> {
  const menuButton = page.locator('button.sl-menu-button');
  if ((await menuButton.count()) === 0 || !(await menuButton.isVisible())) {
    return { menuButton: false, themeSwitch: false };
  }
  await menuButton.click();
  const themeSwitch = page.locator('starlight-theme-select select').filter({ visible: true });
  return { menuButton: true, themeSwitch: (await themeSwitch.count()) > 0 };
}

const pages = listBuiltPages(distDir);

describe.each(WIDTHS)('at %i px', (width) => {
  let page: Page | undefined;
  beforeAll(async () => {
    const context = await browser().newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test.each(pages)('%s breaks no word inside itself and has the menu and the theme switch', async (urlPath) => {
    if (!page) throw new Error('no page');
    await page.goto(siteUrl + urlPath, { waitUntil: 'load' });
    for (const theme of THEMES) {
      await page.evaluate((name) => {
        document.documentElement.dataset.theme = name;
      }, theme);
      expect(await page.evaluate(findSplitWords), `${theme} theme`).toEqual([]);
    }
    expect(await menuAndThemeSwitch(page)).toEqual({ menuButton: true, themeSwitch: true });
  });
});
