import { describe, expect, test } from 'vitest';

import {
  markdownPathOf,
  renderLlmsFullTxt,
  renderMarkdownPage,
  renderLlmsTxt,
  type MarkdownPage,
} from '../../../site/lib/markdown/markdown-page.ts';

const site = { title: 'Petstore API', description: 'The summary.' };
const page = (pagePath: string, body: string): MarkdownPage => ({
  pagePath,
  title: `Title of ${pagePath}`,
  description: 'One line.',
  body,
});

describe('Markdown twins, llms.txt and llms-full.txt', () => {
  test('put a twin beside its page: /guides/limits/ at /guides/limits.md, / at /index.md', () => {
    expect(markdownPathOf('/guides/limits/')).toBe('/guides/limits.md');
    expect(markdownPathOf('/api/')).toBe('/api.md');
    expect(markdownPathOf('/')).toBe('/index.md');
  });

  test('llms.txt links to twins, absolute when the site has an address', () => {
    const text = renderLlmsTxt({ ...site, url: 'https://docs.example.com/' }, [
      { heading: 'Guides', pages: [page('/guides/limits/', '')] },
    ]);
    expect(text).toMatch(/^# Petstore API\n\n> The summary\.\n/);
    expect(text).toContain(
      '## Guides\n\n- [Title of /guides/limits/](https://docs.example.com/guides/limits.md): One line.',
    );
  });

  test('llms-full.txt moves headings one level down, but not shell comments in code blocks', () => {
    const full = renderLlmsFullTxt(site, [page('/guides/x/', '## Section\n\n```sh\n# a comment\n```')]);
    expect(full).toContain('\n## Title of /guides/x/\n');
    expect(full).toContain('\n### Section\n');
    expect(full).toContain('\n# a comment\n');
  });

  test('a twin links in full when the site has an address: pages, anchors, images; code is left alone', () => {
    const body = [
      'See [limits](/guides/limits/) and [this](#section), ![logo](/favicon.svg), [up](../errors/).',
      '',
      '| Code | Page |',
      '| ---- | ---- |',
      '| [`CNAME_OK`](/tools/domain-check/findings/cname/#cname-ok) | x |',
      '',
      '[ref]: /api/',
      '',
      'Already full: [spec](https://example.org/spec). In code: `[a](/b)`.',
      '',
      '```md',
      '[not a link](/c/)',
      '```',
    ].join('\n');
    const twin = renderMarkdownPage(page('/guides/x/', body), 'https://docs.example.com');
    expect(twin).toContain('HTML page: https://docs.example.com/guides/x/\n');
    expect(twin).toContain(
      'See [limits](https://docs.example.com/guides/limits/) and [this](https://docs.example.com/guides/x/#section), ![logo](https://docs.example.com/favicon.svg), [up](https://docs.example.com/guides/errors/).',
    );
    expect(twin).toContain(
      '| [`CNAME_OK`](https://docs.example.com/tools/domain-check/findings/cname/#cname-ok) | x |',
    );
    expect(twin).toContain('[ref]: https://docs.example.com/api/');
    expect(twin).toContain('[spec](https://example.org/spec). In code: `[a](/b)`.');
    expect(twin).toContain('```md\n[not a link](/c/)\n```');
  });

  test('without an address, a twin keeps paths and says which setting would make them full', () => {
    const twin = renderMarkdownPage(page('/guides/x/', 'See [limits](/guides/limits/).'), undefined);
    expect(twin).toContain(
      'HTML page: /guides/x/ (links are paths of the docs site: its address, PETSTORE_SITE_URL, was not set)',
    );
    expect(twin).toContain('See [limits](/guides/limits/).');
  });
});
