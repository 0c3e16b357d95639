/**
 * Build time only: the docs bundle made from a built site (`astro build`'s output). The pages are
 * read from the twins the site serves, in the order `/llms.txt` lists them; the operations, the
 * deprecations and the "not specified" list come from the spec the site published (`/openapi.yaml`)
 * read by the same model the site's pages are written from (spec-model/), and the changelog from
 * the site's `/changelog.json`, so the server says what the docs say. Nothing here imports the site: what the site made reaches it as files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { formatRemovalDate, listDeprecatedOperations, listOperationRefs } from '../../../spec-model/deprecations.ts';
import { parseSpec } from '../../../spec-model/read-spec.ts';
import { createSpecModel, type SpecModel } from '../../../spec-model/spec-model.ts';
import { listUnspecifiedFacts } from '../../../spec-model/unspecified.ts';
import type { ChangelogRelease } from '../../../spec-model/changelog.ts';
import type { BundledOperation, BundledSection, DocsBundle } from './bundle.ts';

/** A heading as a reader sees it: no code spans' backticks, links as their text, spaces collapsed. */
const plainHeading = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replaceAll('`', '')
    .replace(/\s+/g, ' ')
    .trim();

const decodeEntities = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/**
 * The anchor of each `##`/`###` heading of a twin on its HTML page: the page's heading with the same
 * text. A heading the HTML page does not have (the twin adds it) gets none, so no link points at an
 * anchor that is not there.
 */
export function headingAnchors(markdown: string, html: string): Record<string, string> {
  const ids = new Map<string, string>();
  for (const match of html.matchAll(/<h[23][^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>/g)) {
    const text = plainHeading(decodeEntities((match[2] ?? '').replace(/<[^>]+>/g, '')));
    if (match[1] && !ids.has(text)) ids.set(text, match[1]);
  }
  const anchors: Record<string, string> = {};
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = plainHeading(heading);
    const id = ids.get(text);
    if (id) anchors[heading.replaceAll('`', '')] = id;
  }
  return anchors;
}

/** `- [Title](/guides/limits.md): One line.` under `## Section` headings: the llmstxt.org list. */
const LINK_LINE = /^- \[(?<title>[^\]]+)\]\((?<href>[^)]+\.md)\): (?<description>.*)$/;

export function readSections(distDir: string, llmsTxt: string): BundledSection[] {
  const sections: { heading: string; pages: BundledSection['pages'][number][] }[] = [];
  for (const line of llmsTxt.split('\n')) {
    if (line.startsWith('## ')) sections.push({ heading: line.slice(3).trim(), pages: [] });
    const link = LINK_LINE.exec(line)?.groups;
    const section = sections.at(-1);
    if (link?.href === undefined || !section) continue;
    // With a site address set, the links are absolute; the twin sits at the same path in dist/.
    const markdownPath = new URL(link.href, 'https://site.invalid').pathname;
    const pagePath = markdownPath === '/index.md' ? '/' : `${markdownPath.slice(0, -'.md'.length)}/`;
    const markdown = readFileSync(join(distDir, markdownPath), 'utf8');
    const htmlFile = join(distDir, pagePath, 'index.html');
    section.pages.push({
      title: link.title ?? '',
      description: link.description ?? '',
      pagePath,
      markdownPath,
      markdown,
      anchors: existsSync(htmlFile) ? headingAnchors(markdown, readFileSync(htmlFile, 'utf8')) : {},
    });
  }
  if (sections.every((section) => section.pages.length === 0)) throw new Error('llms.txt lists no page');
  return sections;
}

function bundleOperations(spec: SpecModel, sections: readonly BundledSection[]): BundledOperation[] {
  const twins = new Map(sections.flatMap((section) => section.pages.map((page) => [page.pagePath, page.markdownPath])));
  const refs = listOperationRefs(spec);
  return spec.operations.map(({ operation, parameters }, index) => {
    const ref = refs[index];
    if (!ref) throw new Error('The operations and their references differ in number');
    const markdownPath = twins.get(ref.pagePath);
    if (!markdownPath) throw new Error(`llms.txt lists no Markdown twin of ${ref.pagePath}`);
    const requirements = operation.security ?? spec.resolved.security ?? [];
    const schemes = spec.resolved.components?.securitySchemes ?? {};
    return {
      ...ref,
      description: operation.description?.trim() ?? '',
      markdownPath,
      deprecated: operation.deprecated === true,
      parameters,
      ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
      responses: operation.responses,
      security: requirements.flatMap((requirement) =>
        Object.keys(requirement).map((name) => ({ name, scheme: schemes[name] ?? {} })),
      ),
      samples: operation['x-codeSamples'] ?? [],
      servers: spec.resolved.servers ?? [],
    };
  });
}

export function buildDocsBundle(distDir: string): DocsBundle {
  const llmsTxt = readFileSync(join(distDir, 'llms.txt'), 'utf8');
  const spec = createSpecModel(parseSpec(readFileSync(join(distDir, 'openapi.yaml'), 'utf8')));
  const title = /^# (.*)$/m.exec(llmsTxt)?.[1] ?? spec.resolved.info.title;
  const description = /^> (.*)$/m.exec(llmsTxt)?.[1] ?? '';
  const sections = readSections(distDir, llmsTxt);
  const siteUrl = /\]\((https?:\/\/[^)]+?)\/llms-full\.txt\)/.exec(llmsTxt)?.[1];
  return {
    schemaVersion: 2,
    site: { title, description, ...(siteUrl ? { url: siteUrl } : {}) },
    apiVersion: spec.resolved.info.version,
    sections,
    operations: bundleOperations(spec, sections),
    deprecations: listDeprecatedOperations(spec).map(({ sunset, replacement, ...ref }) => ({
      ...ref,
      removalDate: sunset.toISOString().slice(0, 10),
      removalDateText: formatRemovalDate(sunset),
      replacement,
    })),
    unspecified: listUnspecifiedFacts(spec).map(({ id, sentence, places }) => ({ id, sentence, places })),
    changelog: (JSON.parse(readFileSync(join(distDir, 'changelog.json'), 'utf8')) as { releases: ChangelogRelease[] })
      .releases,
  };
}
