/**
 * Words never run into inline code or a link: "serves one at<code>http://…</code>" reads as
 * "athttp://…". A line break between a word and a tag in an .astro file is whitespace an author
 * sees, but the compiler may drop it; only the built page shows what the reader gets.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { describe, expect, inject, test } from 'vitest';

import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';

const distDir = inject('distDir');

/** Elements whose text is set apart from the sentence around it, as a word would be. */
const inlineWords = new Set(['code', 'a']);
/** Where the words are not prose: code blocks keep their own spacing; scripts and styles are not text. */
const notProse = new Set(['pre', 'script', 'style', 'template', 'svg', 'textarea']);

const letter = /\p{L}/u;

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The joins in one parent's children: a text ending in a letter, then code or a link starting with one (or the reverse). */
function joinsIn(parent: Element | Root, found: string[]): void {
  const children = parent.children.filter((child) => child.type !== 'comment');
  children.forEach((child, index) => {
    if (child.type !== 'element') return;
    if (notProse.has(child.tagName)) return;
    joinsIn(child, found);
    if (!inlineWords.has(child.tagName)) return;
    const inner = textOf(child).trim();
    if (inner === '') return;
    const before = children[index - 1];
    const after = children[index + 1];
    if (before?.type === 'text' && letter.test(before.value.at(-1) ?? '') && letter.test(inner[0] ?? '')) {
      found.push(`"…${before.value.slice(-20)}" + <${child.tagName}>${inner.slice(0, 30)}`);
    }
    if (after?.type === 'text' && letter.test(after.value[0] ?? '') && letter.test(inner.at(-1) ?? '')) {
      found.push(`<${child.tagName}>${inner.slice(-30)}</${child.tagName}> + "${after.value.slice(0, 20)}…"`);
    }
  });
}

describe('the text of every built page', () => {
  test.each(listBuiltPages(distDir))('%s joins no word to inline code or a link', (urlPath) => {
    const found: string[] = [];
    joinsIn(fromHtml(readBuiltPage(distDir, urlPath)), found);
    expect(found).toEqual([]);
  });
});
