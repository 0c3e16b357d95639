import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeForTerminal } from '../../../../tools/domain-check/reporters/terminal-text.ts';
import { visibleWidth, wrapAfter, wrapWords } from '../../../../tools/domain-check/reporters/terminal-wrap.ts';

const words = (text: string): string[] => text.split(/ +/).filter((word) => word !== '');

describe('wrapping for a terminal', () => {
  it('breaks only at spaces, keeps every word whole and in order, and fills no row past its width', () => {
    const text = fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), { maxLength: 30 });
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 120 }), (parts, width) => {
        const line = parts.map((part) => part.replaceAll(' ', '')).join(' ');
        const rows = wrapWords(line, width);
        expect(rows.flatMap(words)).toEqual(words(line));
        // Only a word wider than a row may overflow it, and it then stands alone.
        for (const row of rows) if (visibleWidth(row) > width) expect(words(row)).toHaveLength(1);
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it('hangs continuation rows under the text, and keeps the escapes of hostile text whole', () => {
    const hostile = escapeForTerminal(
      'the stale answer \u001b]0;pwned\u0007 for docs.example.com\u202e expires in 300 s',
    );
    const rows = wrapAfter('  … docs.example.com  ', hostile, 50);
    expect(rows).toEqual([
      '  … docs.example.com  the stale answer',
      '                      \\x1b]0;pwned\\x07 for',
      '                      docs.example.com\\u202e',
      '                      expires in 300 s',
    ]);
  });

  it('indents less, rather than let the terminal split a host name wider than the hanging column', () => {
    const host = 'a-long-redirect-source-that-is-still-one-name.docs.example.com';
    const rows = wrapAfter('  ✗ cname  ', `No CNAME at ${host} yet.`, 60);
    expect(rows).toEqual(['  ✗ cname  No CNAME at', `      ${host}`, '      yet.']);
    // Also when the long word comes first: a documentation link stays whole, on a row of its own.
    const link = '/tools/domain-check/findings/#propagation-authoritative-wrong';
    expect(wrapAfter('                 Docs: ', `${link} (PROPAGATION_AUTHORITATIVE_WRONG)`, 80)).toEqual([
      '                 Docs:',
      `      ${link}`,
      '      (PROPAGATION_AUTHORITATIVE_WRONG)',
    ]);
  });

  it('leaves a line whole when there is no terminal width (a pipe or a file)', () => {
    expect(wrapAfter('Fix: ', 'x '.repeat(100).trim(), undefined)).toEqual([`Fix: ${'x '.repeat(100).trim()}`]);
  });
});
