import type { Element, Root as HastRoot, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

/** Elements with nothing to read: scripts, styles, and the controls of interactive widgets. */
const droppedElements = new Set(['script', 'style', 'template', 'button', 'input', 'select', 'textarea', 'svg']);

function classesOf(element: Element): string[] {
  const className = element.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

function isDropped(node: RootContent): boolean {
  if (node.type !== 'element') return false;
  if (droppedElements.has(node.tagName)) return true;
  // Screen-reader-only text ("Section titled …") and anchor links repeat what the heading says; a
  // list of tabs repeats the headings its panels open with, and its links lead to no heading.
  const classes = classesOf(node);
  return classes.includes('sr-only') || classes.includes('sl-anchor-link') || node.properties.role === 'tablist';
}

function prune(parent: HastRoot | Element): void {
  parent.children = parent.children.filter((child) => !isDropped(child));
  for (const child of parent.children) if (child.type === 'element') prune(child);
  if (parent.type === 'element') asideToQuote(parent);
  // Expressive Code keeps a block's language on <pre data-language>; Markdown wants it on <code>.
  if (parent.type === 'element' && parent.tagName === 'pre' && typeof parent.properties.dataLanguage === 'string') {
    const code = parent.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    );
    if (code) code.properties.className = [`language-${parent.properties.dataLanguage}`];
  }
}

/** A Starlight aside (note, caution …) becomes a quote whose first line is its title, in bold. */
function asideToQuote(element: Element): void {
  if (element.tagName === 'aside' && classesOf(element).includes('starlight-aside')) element.tagName = 'blockquote';
  if (classesOf(element).includes('starlight-aside__title')) {
    element.children = [{ type: 'element', tagName: 'strong', properties: {}, children: element.children }];
  }
}

/**
 * A fragment of rendered page content as GitHub-flavoured Markdown (tables included), for the
 * Markdown twin of a page written in MDX: its components are rendered first, so the twin says what
 * the page says, generated facts and all.
 */
export function htmlToMarkdown(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  prune(tree);
  return toMarkdown(toMdast(tree), { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', rule: '-' }).trim();
}
