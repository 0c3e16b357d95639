/**
 * Build time only: the docs bundle made from a built site (`astro build`'s output). The pages are
 * read from the twins the site serves, in the order `/llms.txt` lists them; the operations, the
 * deprecations and the "not specified" list come from the spec the site published (`/openapi.yaml`)
 * through the same modules the site's pages are written with, so the server says what the docs say.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { formatRemovalDate, listDeprecatedOperations, listOperationRefs } from '../../../site/lib/deprecations.ts';
import { listOperations, resolveRef, type OpenApiDocument } from '../../../site/lib/openapi-document.ts';
import { markdownPathOf } from '../../../site/lib/markdown/markdown-page.ts';
import { listUnspecifiedFacts } from '../../../site/lib/unspecified.ts';
import type { BundledOperation, BundledSection, DocsBundle } from './bundle.ts';

type Json = Record<string, unknown>;

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
    if (markdownPathOf(pagePath) !== markdownPath) throw new Error(`Unexpected twin path ${markdownPath}`);
    section.pages.push({
      title: link.title ?? '',
      description: link.description ?? '',
      pagePath,
      markdownPath,
      markdown: readFileSync(join(distDir, markdownPath), 'utf8'),
    });
  }
  if (sections.every((section) => section.pages.length === 0)) throw new Error('llms.txt lists no page');
  return sections;
}

/** Every `$ref` inside `value` replaced by what it points to (the spec has no cycles). */
function dereference(spec: OpenApiDocument, value: unknown): unknown {
  const resolved = resolveRef(spec, value);
  if (Array.isArray(resolved)) return resolved.map((item) => dereference(spec, item));
  if (typeof resolved !== 'object' || resolved === null) return resolved;
  return Object.fromEntries(Object.entries(resolved).map(([key, item]) => [key, dereference(spec, item)]));
}

function bundleOperations(spec: OpenApiDocument): BundledOperation[] {
  const refs = listOperationRefs(spec);
  return listOperations(spec).map(({ operation }, index) => {
    const ref = refs[index];
    if (!ref) throw new Error('The operations and their references differ in number');
    const requirements = (operation.security ?? spec.security ?? []) as Json[];
    const requestBody =
      operation.requestBody === undefined ? undefined : (dereference(spec, operation.requestBody) as Json);
    return {
      ...ref,
      description: typeof operation.description === 'string' ? operation.description.trim() : '',
      markdownPath: markdownPathOf(ref.pagePath),
      deprecated: operation.deprecated === true,
      parameters: ((operation.parameters ?? []) as unknown[]).map((parameter) => dereference(spec, parameter) as Json),
      ...(requestBody ? { requestBody } : {}),
      responses: dereference(spec, operation.responses ?? {}) as Record<string, Json>,
      security: requirements.flatMap((requirement) =>
        Object.keys(requirement).map((name) => ({
          name,
          scheme: dereference(spec, spec.components?.securitySchemes?.[name]) as Json,
        })),
      ),
      samples: (operation['x-codeSamples'] ?? []) as BundledOperation['samples'],
      servers: spec.servers ?? [],
    };
  });
}

export function buildDocsBundle(distDir: string): DocsBundle {
  const llmsTxt = readFileSync(join(distDir, 'llms.txt'), 'utf8');
  const spec = parse(readFileSync(join(distDir, 'openapi.yaml'), 'utf8')) as OpenApiDocument;
  const title = /^# (.*)$/m.exec(llmsTxt)?.[1] ?? spec.info.title;
  const description = /^> (.*)$/m.exec(llmsTxt)?.[1] ?? '';
  const siteUrl = /\]\((https?:\/\/[^)]+?)\/llms-full\.txt\)/.exec(llmsTxt)?.[1];
  return {
    schemaVersion: 1,
    site: { title, description, ...(siteUrl ? { url: siteUrl } : {}) },
    apiVersion: spec.info.version,
    sections: readSections(distDir, llmsTxt),
    operations: bundleOperations(spec),
    deprecations: listDeprecatedOperations(spec).map(({ sunset, replacement, ...ref }) => ({
      ...ref,
      removalDate: sunset.toISOString().slice(0, 10),
      removalDateText: formatRemovalDate(sunset),
      replacement,
    })),
    unspecified: listUnspecifiedFacts(spec).map(({ id, sentence, places }) => ({ id, sentence, places })),
  };
}
