/**
 * The docs as a reader's assistant takes them: `/llms.txt`, the Markdown twin of every page and
 * `/llms-full.txt`, read as the built site serves them (Markdown, not HTML); and the "not
 * specified" sentences of spec-model/unspecified.ts, each on each of its pages.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, inject, test } from 'vitest';

import { parseSpec } from '../../../spec-model/read-spec.ts';
import { createSpecModel } from '../../../spec-model/spec-model.ts';
import { listUnspecifiedFacts, sentenceText } from '../../../spec-model/unspecified.ts';
import { listBuiltPages, readBuiltPage, textOf } from '../../support/built-pages.ts';

const distDir = inject('distDir');

/** The file the built site serves at an address on its own origin (`/guides/limits.md`, `/api/`). */
function builtFileAt(address: string): string | undefined {
  const { pathname } = new URL(address, 'http://site.invalid');
  const path = join(distDir, decodeURIComponent(pathname));
  const file = pathname.endsWith('/') ? join(path, 'index.html') : path;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function served(address: string): string {
  const file = builtFileAt(address);
  if (!file) throw new Error(`the built site serves nothing at ${address}`);
  return readFileSync(file, 'utf8');
}

/** Where a page's twin is: `/guides/limits/` → `/guides/limits.md`, `/` → `/index.md`. */
const twinOf = (pagePath: string) => `${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}.md`;

/** A Markdown document without its fenced code blocks and code spans. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Markdown links `[label](target)` of a document, outside code. */
function markdownLinks(markdown: string): { label: string; target: string }[] {
  const prose = withoutCode(markdown);
  return [...prose.matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, label = '', target = '']) => ({ label, target }));
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
/** Text as a reader sees it, without the spaces that dropping tags leaves before punctuation. */
const tidy = (text: string) => text.replace(/\s+([,.;:)])/g, '$1').replace(/\(\s+/g, '(');

/** Every page a reader can open, but the not-found page. */
const pages = listBuiltPages(distDir).filter((urlPath) => urlPath !== '/404');

describe('/llms.txt', () => {
  const llmsTxt = served('/llms.txt');

  test('opens with the site title as H1 and its summary as a blockquote (llmstxt.org)', () => {
    const [title, , summary] = llmsTxt.split('\n');
    expect(title).toBe('# Petstore API');
    expect(summary).toMatch(/^> Reference and guides for the Petstore API/);
  });

  test("lists every page's Markdown twin, with a one-line description", () => {
    const listed = [...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S.*$/gm)].map(([, target]) => target);
    expect(listed.sort()).toEqual(pages.map(twinOf).sort());
  });

  test('has only links that the built site resolves', () => {
    const links = markdownLinks(llmsTxt);
    expect(links.length).toBeGreaterThan(pages.length);
    expect(links.filter((link) => !builtFileAt(link.target))).toEqual([]);
  });
});

describe('the Markdown twins', () => {
  test.each(pages)('%s has a twin with its title, and every link in it resolves', (pagePath) => {
    const twin = served(twinOf(pagePath));
    expect(twin).toMatch(/^# \S/);
    // No MDX component left unrendered (`<API key>` in code is no component).
    expect(withoutCode(twin)).not.toMatch(/<[A-Z]\w*[\s/>]/);
    expect(markdownLinks(twin).filter((link) => link.target.startsWith('/') && !builtFileAt(link.target))).toEqual([]);
  });

  test('getPet says it is deprecated, its removal date and its replacement GET /pets with status', () => {
    const twin = served('/api/operations/getpet.md');
    expect(twin).toContain('`GET /pets/{petId}`');
    expect(twin).toContain(
      '> **Deprecated.** To be removed on 5 December 2030 (2030-12-05). ' +
        'Use [`GET /pets`](/api/operations/listpets.md) with the `status` filter',
    );
    expect(twin).toMatch(/\| `petId` \| path \| integer \(int64\) \| yes \|/);
    expect(twin).toContain('### 404: The resource could not be found');
  });

  test('createPet gives its required body, 201 "Animal added", 400 and 401 with their meaning and schema', () => {
    const twin = served('/api/operations/createpet.md');
    expect(twin).toContain('`POST /pets`');
    expect(twin).toMatch(/## Request body\n\nRequired\.\n\nMedia type: `application\/json`\.\n\nSchema: `NewPet`/);
    expect(twin).toMatch(/\| `name` \| string \| yes \|/);
    expect(twin).toMatch(/\| `categoryId` \| integer \(int64\) \| yes \|/);
    expect(twin).toMatch(/### 201: Animal added\n\nMedia type: `application\/json`\.\n\nSchema: `Pet`/);
    expect(twin).toMatch(/### 400: Body missing required fields or holding invalid values\n[\s\S]*?Schema: `Error`/);
    expect(twin).toMatch(/### 401: Missing or invalid API key\n[\s\S]*?Schema: `Error`/);
    expect(twin).toContain('`bearerAuth`: HTTP authentication with the `bearer` scheme');
  });

  test('listPets gives limit from 1 to 100, default 20, and the status filter with its values', () => {
    const twin = served('/api/operations/listpets.md');
    expect(twin).toContain(
      '| `limit` | query | integer | no | minimum 1, maximum 100, default 20 | Maximum number of animals returned. |',
    );
    expect(twin).toMatch(/\| `status` \| query \| `PetStatus` \(string: `available`, `pending`, `sold`\) \| no \|/);
    expect(twin).toMatch(/### 200: The animals\n[\s\S]*?Schema: array of `Pet`/);
  });

  test('a guide says what its page says, facts generated from the spec included', () => {
    const twin = served('/guides/limits.md');
    expect(twin).toContain('It is an integer from 1 to 100; without it, the value is 20.');
    expect(twin).toMatch(/\| `limit` maximum \| \[`GET \/pets`\]\(\/api\/operations\/listpets\/\) \| 100 +\|/);
  });
});

describe('/llms-full.txt', () => {
  const full = served('/llms-full.txt');

  test('holds every page, the API reference included, each under its own title', () => {
    for (const pagePath of pages) {
      const title = /^# (.+)$/m.exec(served(twinOf(pagePath)))?.[1];
      expect(full, pagePath).toContain(`\n## ${title}\n`);
    }
  });

  test("holds each operation's reference: deprecation, parameters and responses", () => {
    expect(full).toContain('To be removed on 5 December 2030 (2030-12-05)');
    expect(full).toContain('| `limit` | query | integer | no | minimum 1, maximum 100, default 20 |');
    expect(full).toContain('#### 201: Animal added');
  });
});

describe('what the API description leaves open', () => {
  const spec = createSpecModel(parseSpec(served('/openapi.yaml')));
  const placed = listUnspecifiedFacts(spec).flatMap((fact) => fact.places.map((place) => ({ fact, place })));

  test('covers what the source leaves open about the reference', () => {
    const ids = new Set(placed.map(({ fact }) => fact.id));
    for (const id of ['store-endpoints', 'stability-markers', 'response-headers', 'category-record', 'events']) {
      expect(ids).toContain(id);
    }
    expect(ids).toContain('status-when-omitted');
    expect(ids).toContain('status-transitions');
  });

  test.each(placed.map(({ fact, place }) => [fact.id, place, fact] as const))(
    '%s is said once on %s, in its HTML and in its Markdown twin',
    (_, place, fact) => {
      expect(count(served(twinOf(place)), fact.sentence)).toBe(1);
      expect(count(tidy(textOf(readBuiltPage(distDir, place))), sentenceText(fact))).toBe(1);
    },
  );
});
