import { describe, expect, it } from 'vitest';
import {
  escapeForTerminal,
  escapeLinesForTerminal,
  terminalText,
} from '../../../../tools/domain-check/reporters/terminal-text.ts';

describe('escapeForTerminal', () => {
  it.each([
    ['ESC', '\u001b[2J', '\\x1b[2J'],
    ['BEL', 'a\u0007', 'a\\x07'],
    ['a line break', 'a\nb', 'a\\x0ab'],
    ['a carriage return', 'ok\rFAKE', 'ok\\x0dFAKE'],
    ['a tab', 'a\tb', 'a\\x09b'],
    ['DEL', 'a\u007f', 'a\\x7f'],
    ['the C1 CSI', '\u009b31m', '\\x9b31m'],
    ['a right-to-left override', '\u202egro.example', '\\u202egro.example'],
    ['a bidi isolate', '\u2066x\u2069', '\\u2066x\\u2069'],
    ['a zero-width space', 'pay\u200bpal', 'pay\\u200bpal'],
    ['a byte-order mark', '\ufeffx', '\\ufeffx'],
    ['a line separator', 'a\u2028b', 'a\\u2028b'],
    ['a tag character', 'x\u{e0041}', 'x\\u{e0041}'],
    ['a lone surrogate', 'x\ud800', 'x\\ud800'],
  ])('shows %s escaped', (_, raw, shown) => {
    expect(escapeForTerminal(raw)).toBe(shown);
  });

  it('leaves printable text, non-ASCII letters, emoji and DNS escapes as they are', () => {
    const text = 'bücher.example.com ✓ 🐶 pages\\.platform.example "v=spf1"';
    expect(escapeForTerminal(text)).toBe(text);
  });

  it('keeps the line breaks of a message made of lines', () => {
    expect(escapeLinesForTerminal('first\u001b[2J\n  - second\u0007')).toBe('first\\x1b[2J\n  - second\\x07');
  });

  it('escapes text before it adds its own colour', () => {
    expect(terminalText(true).paint(31, 'x\u001b[8m')).toBe('\u001b[31mx\\x1b[8m\u001b[0m');
    expect(terminalText(false).paint(31, 'x\u001b[8m')).toBe('x\\x1b[8m');
  });
});
