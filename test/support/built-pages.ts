import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every HTML page of a built site, as its URL path ("/api/operations/getpet/"). */
export function listBuiltPages(distDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.push(path);
    }
  };
  walk(distDir);
  return pages
    .map((file) =>
      `/${relative(distDir, file).split(sep).join('/')}`.replace(/index\.html$/, '').replace(/\.html$/, ''),
    )
    .sort();
}

export function readBuiltPage(distDir: string, urlPath: string): string {
  const file = urlPath.endsWith('/') ? join(distDir, urlPath, 'index.html') : join(distDir, `${urlPath}.html`);
  return readFileSync(file, 'utf8');
}

/** The visible text of an HTML document, roughly: tags dropped, entities of interest decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
