import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { listBuiltPages, readBuiltPage } from './built-pages.ts';

/**
 * The links of a built site, read from its HTML: for test/site/build/links.test.ts, which checks
 * that every internal link reaches a built page and every `#anchor` an id on it.
 */

/** Start tags with their attributes, outside comments, scripts, styles and templates. */
export function* startTags(html: string): Generator<{ tag: string; attributes: Map<string, string> }> {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const [, tag = '', attributeText = ''] of markup.matchAll(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g,
  )) {
    const attributes = new Map<string, string>();
    for (const [, name = '', double, single, bare] of attributeText.matchAll(
      /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
    }
    yield { tag: tag.toLowerCase(), attributes };
  }
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Where the built site is served from, for resolving relative links; any origin would do. */
export const origin = 'http://site.invalid';

/** The built file a path on the site is served from, if there is one. */
function builtFile(distDir: string, pathname: string): string | undefined {
  const path = join(distDir, decodeURIComponent(pathname));
  const candidates = pathname.endsWith('/')
    ? [join(path, 'index.html')]
    : [path, `${path}.html`, join(path, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = new Set();
    for (const { tag, attributes } of startTags(readFileSync(file, 'utf8'))) {
      const id = attributes.get('id');
      if (id !== undefined) anchors.add(id);
      const name = attributes.get('name');
      if (tag === 'a' && name !== undefined) anchors.add(name);
    }
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

export interface Link {
  page: string;
  tag: string;
  href: string;
}

/** Every `href` on the site's own origin, on every built page (`<base>` aside). */
export function internalLinks(distDir: string): Link[] {
  return listBuiltPages(distDir).flatMap((page) =>
    [...startTags(readBuiltPage(distDir, page))].flatMap(({ tag, attributes }) => {
      const href = attributes.get('href');
      if (href === undefined || tag === 'base') return [];
      const url = new URL(href, origin + page);
      return url.origin === origin ? [{ page, tag, href }] : [];
    }),
  );
}

/** Why a link is broken, or undefined when it is not. */
export function brokenBecause(distDir: string, { page, href }: Link): string | undefined {
  const url = new URL(href, origin + page);
  const file = builtFile(distDir, url.pathname);
  if (!file) return `no built file for ${url.pathname}`;
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment === '' || !file.endsWith('.html')) return undefined;
  return anchorsOf(file).has(fragment) ? undefined : `no id="${fragment}" on ${url.pathname}`;
}
