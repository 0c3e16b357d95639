import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, inject, test } from 'vitest';

import { listBuiltPages, readBuiltPage, textOf } from '../../support/built-pages.ts';

const distDir = inject('distDir');
const page = (urlPath: string) => readBuiltPage(distDir, urlPath);
const text = (urlPath: string) => textOf(page(urlPath));

describe('the built site', () => {
  test('has the home page, the API overview, the tag page and one page per operation', () => {
    expect(listBuiltPages(distDir)).toEqual(
      expect.arrayContaining([
        '/',
        '/404',
        '/api/',
        '/api/operations/tags/pets/',
        '/api/operations/listpets/',
        '/api/operations/createpet/',
        '/api/operations/getpet/',
      ]),
    );
  });

  test('home page says what the docs cover', () => {
    expect(text('/')).toContain('A pet-store inventory interface that lists, creates and reads animals');
    expect(page('/')).toContain('href="/api/"');
  });

  test('API overview names the API and its version', () => {
    expect(text('/api/')).toMatch(/Petstore API\s*1\.0\.0/);
  });

  test.each([
    ['listpets', 'GET', '/pets', 'List pets'],
    ['createpet', 'POST', '/pets', 'Create a pet'],
    ['getpet', 'GET', '/pets/{petId}', 'Get a pet'],
  ])('operation page %s shows %s %s', (slug, method, path, title) => {
    const content = text(`/api/operations/${slug}/`);
    expect(content).toContain(title);
    expect(content).toContain(method);
    expect(content).toContain(path);
  });

  test('operation pages show their parameters and responses', () => {
    expect(text('/api/operations/listpets/')).toMatch(/limit[\s\S]*status/);
    expect(text('/api/operations/createpet/')).toMatch(/201[\s\S]*400[\s\S]*401/);
    expect(text('/api/operations/getpet/')).toMatch(/petId[\s\S]*200[\s\S]*401[\s\S]*404/);
  });

  test("getPet's page shows the deprecation", () => {
    expect(text('/api/operations/getpet/')).toContain('Deprecated');
    expect(text('/api/operations/getpet/')).toContain('5 December 2030');
    // The sidebar's "Deprecated" badge is on every page; the content of listPets says nothing of it.
    const mainOf = (html: string) => textOf(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    expect(mainOf(page('/api/operations/listpets/'))).not.toContain('Deprecated');
  });

  test('every page has a meta description', () => {
    for (const urlPath of listBuiltPages(distDir)) {
      expect(page(urlPath), urlPath).toMatch(/<meta name="description" content="[^"]{20,}"/);
    }
  });

  test('ships the favicon that every page links', () => {
    expect(existsSync(join(distDir, 'favicon.svg'))).toBe(true);
    expect(page('/')).toContain('href="/favicon.svg"');
  });
});
