/**
 * The API changelog in both test builds: its page in the sidebar, its Atom feed (RFC 4287) read by a
 * feed parser, the feed named in every page's head, the Markdown twin and llms.txt, and the
 * versioning guide that tells a reader how to follow it. Today's one release is 1.0.0, whose change
 * is the deprecation of getPet.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseAtomFeed } from 'feedsmith';
import { describe, expect, inject, it } from 'vitest';

import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';
import { startTags } from '../../support/html-links.ts';
import { renderedPage } from '../../support/rendered-page.ts';

const distDir = inject('distDir');
const { distDir: deployedDir, settings } = inject('testDeployment');

const GET_PET_ENTRY =
  'GET /pets/{petId} (getPet): Deprecated. To be removed on 5 December 2030; use GET /pets with the status filter instead.';

const feedOf = (dist: string) => parseAtomFeed(readFileSync(join(dist, 'changelog.atom'), 'utf8'));

describe('the changelog page', () => {
  const page = renderedPage(distDir, '/guides/changelog/');

  it('shows release 1.0.0 with its date not specified and getPet under Deprecated, linked to its page', () => {
    expect(page.section('1.0.0')).toContain('Release date: not specified.');
    // The section runs to the page's end, so it ends with the links to the pages before and after.
    expect(page.section('Deprecated').replace(/ Previous .*$/, '')).toBe(GET_PET_ENTRY);
    const links = [...startTags(page.sectionHtml('Deprecated').split('</ul>')[0] ?? '')]
      .filter(({ tag }) => tag === 'a')
      .map(({ attributes }) => attributes.get('href'));
    expect(links).toEqual(['/api/operations/getpet/', '/api/operations/listpets/']);
    for (const group of ['Breaking', 'Added', 'Changed']) expect(page.text).not.toContain(`\n${group}\n`);
  });

  it('is in the sidebar, after the versioning guide', () => {
    const sidebar = readBuiltPage(distDir, '/guides/versioning/');
    const guides = [
      ...sidebar.matchAll(/<a href="(\/guides\/[^"]+)"[^>]*aria-current|<a href="(\/guides\/[^"]+)"/g),
    ].map((match) => match[1] ?? match[2]);
    expect(guides.indexOf('/guides/changelog/')).toBe(guides.indexOf('/guides/versioning/') + 1);
  });
});

describe('the changelog feed', () => {
  it('is an Atom feed with the elements RFC 4287 requires, and one entry: 1.0.0', () => {
    const feed = feedOf(distDir);
    expect(feed.id).toBe('tag:api.petstore.example,2026-11-28:changelog');
    expect(feed.title?.value).toBe('Petstore API changelog');
    expect(feed.updated).toBeDefined();
    expect(feed.authors?.[0]?.name).toBe('Petstore API');
    expect(feed.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'self', href: '/changelog.atom', type: 'application/atom+xml' }),
        expect.objectContaining({ rel: 'alternate', href: '/guides/changelog/' }),
      ]),
    );
    expect(feed.entries).toHaveLength(1);
    const [entry] = feed.entries ?? [];
    expect(entry).toMatchObject({
      id: 'tag:api.petstore.example,2026-11-28:changelog/1.0.0',
      title: { value: 'Petstore API 1.0.0' },
      links: [expect.objectContaining({ rel: 'alternate', href: '/guides/changelog/#release-1-0-0' })],
    });
    expect(entry?.updated).toBeDefined();
    // The release date is not specified, so the entry has no <published>.
    expect(entry?.published).toBeUndefined();
    expect(entry?.content).toMatchObject({ type: 'html' });
    expect(entry?.content?.value).toContain('<h3>Deprecated</h3>');
    expect(entry?.content?.value).toContain(
      '<a href="/api/operations/getpet/">GET /pets/{petId} (getPet): Deprecated. To be removed on 5 December 2030',
    );
  });

  it('links full addresses where the deployment has its own, and names its ids by its API host', () => {
    const feed = feedOf(deployedDir);
    const site = settings.PETSTORE_SITE_URL;
    expect(feed.id).toBe(`tag:${new URL(settings.PETSTORE_BASE_URL).hostname},2026-11-28:changelog`);
    expect(feed.links).toEqual(
      expect.arrayContaining([expect.objectContaining({ rel: 'self', href: new URL('/changelog.atom', site).href })]),
    );
    expect(feed.entries?.[0]?.content?.value).toContain(`<a href="${new URL('/api/operations/getpet/', site).href}">`);
  });

  it('is named in the head of every page', () => {
    for (const path of listBuiltPages(distDir)) {
      const head = readBuiltPage(distDir, path).split('</head>')[0] ?? '';
      const feeds = [...startTags(head)].filter(
        ({ tag, attributes }) => tag === 'link' && attributes.get('type') === 'application/atom+xml',
      );
      expect(
        feeds.map(({ attributes }) => [attributes.get('rel'), attributes.get('href')]),
        path,
      ).toEqual([['alternate', '/changelog.atom']]);
    }
  });
});

describe('the changelog for assistants and readers of Markdown', () => {
  it('is listed in llms.txt with its twin, which holds the 1.0.0 entry and its links', () => {
    expect(readFileSync(join(distDir, 'llms.txt'), 'utf8')).toMatch(
      /^- \[API changelog\]\(\/guides\/changelog\.md\): /m,
    );
    const twin = readFileSync(join(distDir, 'guides', 'changelog.md'), 'utf8');
    expect(twin).toContain('## 1.0.0');
    expect(twin).toContain(
      '- [`GET /pets/{petId}`](/api/operations/getpet/) (`getPet`): Deprecated. To be removed on 5 December 2030; use [`GET /pets`](/api/operations/listpets/) with the `status` filter instead.',
    );
    expect(twin).toContain('[Atom feed](/changelog.atom)');
  });

  it('is the same data at /changelog.json', () => {
    const { releases } = JSON.parse(readFileSync(join(distDir, 'changelog.json'), 'utf8')) as {
      releases: { version: string; entries: { group: string; operation?: { operationId: string } }[] }[];
    };
    expect(releases.map((release) => release.version)).toEqual(['1.0.0']);
    expect(releases[0]?.entries).toMatchObject([{ group: 'deprecated', operation: { operationId: 'getPet' } }]);
  });
});

describe('the versioning guide', () => {
  it('links the changelog and says how to follow it: its Atom feed', () => {
    const guide = renderedPage(distDir, '/guides/versioning/');
    expect(guide.section('Changelog')).toContain('add its Atom feed to a feed reader');
    const links = [...startTags(guide.sectionHtml('Changelog'))]
      .filter(({ tag }) => tag === 'a')
      .map(({ attributes }) => attributes.get('href'))
      .filter((href) => !href?.startsWith('#'));
    expect(links).toEqual(['/guides/changelog/', '/changelog.atom']);
  });
});
