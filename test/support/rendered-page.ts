/**
 * A built page read as a reader sees it, for the build tests: the text of its content (`<main>`),
 * of one section under a heading, its tables cell by cell, and its code blocks as the copy button
 * copies them. Tests assert on these rather than on HTML substrings.
 */
import { startTags } from './html-links.ts';
import { readBuiltPage, textOf } from './built-pages.ts';

/** Visible text with the spaces that tags leave before punctuation taken out: "named `x`:" → "named x:". */
export function plainText(html: string): string {
  return textOf(
    html
      // Starlight's heading anchors say "Section titled …" to screen readers; it is not content.
      .replace(/<span class="sr-only"[^>]*>Section titled[^<]*<\/span>/g, '')
      // A code block's text is read from its copy button (see codeBlocks), not from its highlighting.
      .replace(/<div class="expressive-code">[\s\S]*?<\/figure><\/div>/g, ' '),
  )
    .replace(/\s+([.,:;)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/’/g, "'")
    .trim();
}

export interface Table {
  /** The table's `aria-label` or `<caption>` text. */
  name: string;
  /** The rows, header row first, each as the plain text of its cells. */
  rows: string[][];
}

export interface RenderedPage {
  /** The HTML of `<main>`: the page's content, without the sidebar and the header. */
  main: string;
  /** The plain text of `<main>`. */
  text: string;
  /** The plain text under the heading whose text is `heading`, up to the next heading of its level or higher. */
  section(heading: string): string;
  /** The HTML of that section. */
  sectionHtml(heading: string): string;
  tables(html?: string): Table[];
  /** The one table named `name` (by aria-label or caption). */
  table(name: string | RegExp): Table;
  /** The code blocks, as their copy buttons copy them (lines joined with "\n"). */
  codeBlocks(html?: string): string[];
}

export function renderedPage(distDir: string, urlPath: string): RenderedPage {
  const html = readBuiltPage(distDir, urlPath);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  const sectionHtml = (heading: string): string => {
    const headings = [...main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)];
    const index = headings.findIndex((match) => plainText(match[2] ?? '') === heading);
    const start = headings[index];
    if (!start) {
      const found = headings.map((match) => plainText(match[2] ?? ''));
      throw new Error(`${urlPath} has no heading "${heading}"; it has: ${found.join(' | ')}`);
    }
    const level = Number(start[1]);
    const end = headings.slice(index + 1).find((match) => Number(match[1]) <= level);
    return main.slice(start.index + start[0].length, end?.index ?? main.length);
  };

  const tables = (scope = main): Table[] =>
    [...scope.matchAll(/<table\b([^>]*)>([\s\S]*?)<\/table>/g)].map(([, attributes = '', body = '']) => {
      const label = /aria-label="([^"]*)"/.exec(attributes)?.[1];
      const caption = /<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(body)?.[1];
      return {
        name: label ?? plainText(caption ?? ''),
        rows: [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row = '']) =>
          [...row.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => plainText(cell)),
        ),
      };
    });

  return {
    main,
    text: plainText(main),
    section: (heading) => plainText(sectionHtml(heading)),
    sectionHtml,
    tables,
    table(name) {
      const all = tables();
      const matching = all.filter((table) => (typeof name === 'string' ? table.name === name : name.test(table.name)));
      const [found] = matching;
      if (!found || matching.length > 1) {
        throw new Error(
          `${urlPath}: ${matching.length} tables named ${String(name)}; it has: ${all.map((t) => t.name).join(' | ')}`,
        );
      }
      return found;
    },
    codeBlocks: (scope = main) =>
      [...startTags(scope)]
        .filter(({ tag, attributes }) => tag === 'button' && attributes.has('data-code'))
        // Expressive Code joins the lines of its copy text with U+007F.
        .map(({ attributes }) => (attributes.get('data-code') ?? '').replaceAll('\u007f', '\n')),
  };
}
