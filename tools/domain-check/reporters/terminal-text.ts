/**
 * Text from DNS, HTTP and configs is written by whoever controls a zone or pastes a file, so it never
 * reaches a terminal as it is: a control character could move the cursor, retitle the window, clear
 * the screen or hide a line, and a bidirectional override could make a name read as another one.
 * Every human output (reporters, watch screen, records, validate, error messages) passes its text
 * through here; JSON output keeps the exact values.
 */

/**
 * What is shown escaped: every control character (C0 with ESC, BEL, CR and TAB; DEL; C1 such as
 * U+009B, a one-character CSI), every invisible format character (bidirectional embeddings,
 * overrides and isolates, zero-width spaces and joiners, the byte-order mark, tag characters), the
 * line and paragraph separators, and lone surrogates.
 */
const UNSAFE_FOR_TERMINAL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** `\x1b` below U+0100, `\u202e` in the BMP, `\u{e0041}` beyond: as JavaScript writes them. */
function escapeCodePoint(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\u{${code.toString(16)}}`;
}

/**
 * One line of text as a terminal may show it: unsafe characters become visible escapes (ESC is
 * `\x1b`, U+202E is `\u202e`). A line break is unsafe too, since it could forge a line of output.
 * Backslashes stay as they are: DNS names already use them (`pages\.platform.example`, RFC 1035 §5.1).
 */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE_FOR_TERMINAL, escapeCodePoint);
}

/** A message made of several lines: each line escaped, the line breaks kept. */
export function escapeLinesForTerminal(text: string): string {
  return text.split('\n').map(escapeForTerminal).join('\n');
}

/** How human outputs write to a terminal: every piece of text escaped, then styled when colour is on. */
export interface TerminalText {
  /** Text in an SGR style: 1 bold, 2 dim, 31 red, 32 green, 33 yellow, 35 magenta, 90 grey. */
  readonly paint: (sgr: number, text: string) => string;
  /** Text without style. */
  readonly plain: (text: string) => string;
}

export function terminalText(color: boolean): TerminalText {
  return {
    paint: (sgr, text) => (color ? `\u001b[${sgr}m${escapeForTerminal(text)}\u001b[0m` : escapeForTerminal(text)),
    plain: escapeForTerminal,
  };
}
