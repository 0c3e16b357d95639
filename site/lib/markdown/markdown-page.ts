import { absoluteMarkdownLinks } from './absolute-links.ts';

/** A page of the site as Markdown: what its twin, `llms.txt` and `llms-full.txt` are made of. */
export interface MarkdownPage {
  /** The HTML page's URL path, e.g. `/guides/limits/`. */
  pagePath: string;
  title: string;
  /** One line: what the page holds. */
  description: string;
  /** The page's content as Markdown, without its title. */
  body: string;
}

/** Where a page's Markdown twin is served: `/guides/limits/` → `/guides/limits.md`, `/` → `/index.md`. */
export function markdownPathOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The route parameter of `[...slug].md.ts` for a page: its twin's path without `/` and `.md`. */
export function markdownSlugOf(pagePath: string): string {
  return markdownPathOf(pagePath).slice(1, -'.md'.length);
}

/**
 * A twin as served: the title, the one-line description as a quote, the address of the page, the
 * body. With the site's address (PETSTORE_SITE_URL) every link is a full URL, so the text works
 * where it is pasted; without it they stay paths of the site, and the twin says so.
 */
export function renderMarkdownPage(page: MarkdownPage, siteUrl?: string): string {
  if (!siteUrl) {
    const note = `HTML page: ${page.pagePath} (links are paths of the docs site: its address, PETSTORE_SITE_URL, was not set)`;
    return `# ${page.title}\n\n> ${page.description}\n\n${note}\n\n${page.body.trim()}\n`;
  }
  const address = new URL(page.pagePath, siteUrl);
  const body = absoluteMarkdownLinks(page.body.trim(), address);
  return `# ${page.title}\n\n> ${page.description}\n\nHTML page: ${address.href}\n\n${body}\n`;
}

/** The site as `llms.txt` introduces it; `url` is its published address, when the deployment gives one. */
export interface SiteSummary {
  title: string;
  description: string;
  url?: string | undefined;
  /** The page that tells how to give an AI assistant these docs through the MCP server. */
  assistantPagePath?: string | undefined;
}

export interface LlmsTxtSection {
  heading: string;
  pages: MarkdownPage[];
}

/**
 * `/llms.txt` in the llmstxt.org format: an H1 with the site's title, a blockquote summary, then
 * one H2 per section listing each page as a link to its Markdown twin with a one-line description.
 */
export function renderLlmsTxt(site: SiteSummary, sections: LlmsTxtSection[]): string {
  const link = (path: string) => (site.url ? new URL(path, site.url).href : path);
  const parts = [
    `# ${site.title}`,
    `> ${site.description}`,
    `Every page below is a link to its Markdown twin. All of them, the API reference included, are in one file: [llms-full.txt](${link('/llms-full.txt')}). What the API description leaves open is said on each page as "not specified".`,
    ...(site.assistantPagePath
      ? [
          `To have these docs and domain-check inside an AI assistant, offline, through an MCP server: [Use with your AI assistant](${link(markdownPathOf(site.assistantPagePath))}).`,
        ]
      : []),
    ...sections.flatMap((section) => [
      `## ${section.heading}`,
      section.pages
        .map((page) => `- [${page.title}](${link(markdownPathOf(page.pagePath))}): ${page.description}`)
        .join('\n'),
    ]),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** `/llms-full.txt`: every twin, one after another, each under its own title. */
export function renderLlmsFullTxt(site: SiteSummary, pages: MarkdownPage[]): string {
  const header = `# ${site.title}\n\n> ${site.description}\n`;
  // Each page's headings go one level down, so the pages sit under the file's own title.
  const demoted = pages.map((page) => demoteHeadings(renderMarkdownPage(page, site.url)));
  return [header, ...demoted].join('\n---\n\n');
}

/** Every ATX heading one level deeper, except inside fenced code blocks (a shell comment is no heading). */
function demoteHeadings(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === undefined || marker.startsWith(fence))) {
        fence = fence === undefined ? marker : undefined;
        return line;
      }
      return fence === undefined && /^#{1,5} /.test(line) ? `#${line}` : line;
    })
    .join('\n');
}
