/**
 * Wrapping for a terminal of a known width. A terminal breaks a long line wherever the row ends,
 * mid-word and flush left, so a fix or a host name gets cut in two; these break at spaces instead,
 * with the continuation rows indented under the text they continue. Text is wrapped once escaped
 * (terminal-text.ts) and before it is styled, so widths count what the terminal shows.
 */
/** Below this, text beside a wide prefix would stand in a narrow column: it starts a row further left. */
const MIN_TEXT_WIDTH = 24;
/** The indent of continuation rows when the prefix is too wide to hang them under the text. */
const FALLBACK_INDENT = 6;

const GRAPHEMES = new Intl.Segmenter();

/**
 * The styling this package paints with: SGR sequences (ECMA-48 §8.3.117), ESC [ parameters m. Text
 * from DNS or a config reaches here escaped (terminal-text.ts), so no other control sequence is left.
 * Written here rather than taken from `node:util`, since the browser checker loads this module too.
 */
// eslint-disable-next-line no-control-regex -- ESC is the character this pattern is for
const STYLING = /\u001b\[[0-9;]*m/g;

/** The columns a row takes: its styling left out, one column per character as the reader sees it. */
export function visibleWidth(text: string): number {
  let width = 0;
  for (const _ of GRAPHEMES.segment(text.replace(STYLING, ''))) width += 1;
  return width;
}

/**
 * How many terminal rows a row of text takes: more than one only for a word longer than a row,
 * which is never split (a host name stays whole) and so is wrapped by the terminal itself.
 */
export function rowsTaken(row: string, columns: number): number {
  return Math.max(1, Math.ceil(visibleWidth(row) / columns));
}

/**
 * Breaks `text` at runs of spaces into rows of at most `width` columns (`firstWidth` for the first).
 * Spaces inside a row are kept as they are (evidence lines align with two). A word wider than its
 * row gets a row of its own, whole; when it does not fit a narrower first row, that row is empty.
 */
export function wrapWords(text: string, width: number, firstWidth = width): string[] {
  const parts = text.split(/( +)/);
  const rows: string[] = [];
  let row = parts[0] ?? '';
  const limit = (): number => (rows.length === 0 ? firstWidth : width);
  if (visibleWidth(row) > limit() && rows.length === 0 && firstWidth < width) {
    rows.push('');
  }
  for (let index = 1; index < parts.length; index += 2) {
    const space = parts[index] ?? ' ';
    const word = parts[index + 1] ?? '';
    if (word === '') continue;
    if (visibleWidth(row + space + word) <= limit()) {
      row += space + word;
      continue;
    }
    rows.push(row);
    row = word;
  }
  rows.push(row);
  return rows;
}

/**
 * One line of a report wrapped after its prefix: the first row is `prefix` and the start of `text`,
 * the next rows are indented to where `text` began (hanging indent). Without `columns` (a pipe or a
 * file) the line stays whole, so tools reading it line by line see one finding per line.
 * @param style Applied to each row's text separately, so a colour never runs into the indent.
 */
export function wrapAfter(
  prefix: string,
  text: string,
  columns: number | undefined,
  style: (row: string) => string = (row) => row,
): string[] {
  if (columns === undefined) return [prefix + style(text)];
  // One column spare: a row that fills the last column leaves some terminals on the next row.
  const rowWidth = columns - 1;
  const prefixWidth = visibleWidth(prefix);
  const firstWidth = Math.max(0, rowWidth - prefixWidth);
  let hang = firstWidth >= MIN_TEXT_WIDTH ? prefixWidth : Math.min(prefixWidth, FALLBACK_INDENT);
  let [first = '', ...rest] = wrapWords(text, rowWidth - hang, firstWidth);
  const overflows = visibleWidth(first) > firstWidth || rest.some((row) => visibleWidth(row) > rowWidth - hang);
  if (hang > FALLBACK_INDENT && overflows) {
    // A word (a long host name, a URL) wider than the hanging column: indent less rather than let the terminal cut it.
    hang = FALLBACK_INDENT;
    [first = '', ...rest] = wrapWords(text, rowWidth - hang, firstWidth);
  }
  const indent = ' '.repeat(hang);
  return [first === '' ? prefix.trimEnd() : prefix + style(first), ...rest.map((row) => indent + style(row))];
}
