import { describe, expect, test } from 'vitest';

import {
  markdownPathOf,
  renderLlmsFullTxt,
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
});
