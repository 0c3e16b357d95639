import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** A link a reader can follow once the text is pasted elsewhere: `/guides/limits/`, `#x`, `../a` made full. */
function resolveAgainst(url: string, pageUrl: URL): string {
  // Already absolute (https:, mailto: …): left as written.
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return new URL(url, pageUrl).href;
}

/**
 * The Markdown with every link, image and link definition made absolute against the page's full
 * URL, so that a twin, `llms-full.txt` or a copied page keeps working outside the site. Only the
 * URLs change, in place: the rest of the text stays byte for byte (code blocks and spans included,
 * which hold no links).
 */
export function absoluteMarkdownLinks(markdown: string, pageUrl: URL): string {
  const edits: { start: number; end: number; url: string }[] = [];
  const visit = (node: Nodes): void => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position) {
      const resolved = resolveAgainst(node.url, pageUrl);
      const start = node.position.start.offset ?? 0;
      const source = markdown.slice(start, node.position.end.offset);
      // The destination as written: after `](` of an inline link, after `]:` of a definition.
      const opener = node.type === 'definition' ? source.indexOf(']:') + 2 : source.lastIndexOf(`](${node.url}`) + 2;
      const at = source.indexOf(node.url, opener);
      if (resolved !== node.url && opener >= 2 && at >= 0) {
        edits.push({ start: start + at, end: start + at + node.url.length, url: resolved });
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromMarkdown(markdown));
  let text = markdown;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.url + text.slice(edit.end);
  }
  return text;
}
