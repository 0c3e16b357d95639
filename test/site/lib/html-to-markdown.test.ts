import { describe, expect, test } from 'vitest';

import { htmlToMarkdown } from '../../../site/lib/markdown/html-to-markdown.ts';

describe('rendered guide content turned back into Markdown', () => {
  test('keeps headings without their anchor links, and tables as GFM tables', () => {
    const html =
      '<div class="sl-heading-wrapper"><h2 id="a">Limits</h2><a class="sl-anchor-link" href="#a">' +
      '<span class="sr-only">Section titled “Limits”</span></a></div>' +
      '<table><thead><tr><th>Limit</th><th>Value</th></tr></thead><tbody><tr><td><code>limit</code> maximum</td><td>100</td></tr></tbody></table>';
    expect(htmlToMarkdown(html)).toBe(
      '## Limits\n\n| Limit           | Value |\n| --------------- | ----- |\n| `limit` maximum | 100   |',
    );
  });

  test('turns a Starlight aside into a quote with its title in bold', () => {
    const html =
      '<aside class="starlight-aside starlight-aside--caution"><p class="starlight-aside__title"><svg></svg>Removal is immediate</p>' +
      '<div class="starlight-aside__content"><p>Set up a redirect first.</p></div></aside>';
    expect(htmlToMarkdown(html)).toBe('> **Removal is immediate**\n>\n> Set up a redirect first.');
  });

  test("keeps an Expressive Code block's language and drops its copy button", () => {
    const html =
      '<div class="expressive-code"><figure><pre data-language="sh"><code><div class="ec-line">npm test</div></code></pre>' +
      '<div class="copy"><button title="Copy to clipboard">Copy</button></div></figure></div>';
    expect(htmlToMarkdown(html)).toBe('```sh\nnpm test\n```');
  });
});
