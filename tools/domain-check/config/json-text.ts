import { ConfigError, formatJsonPath, quote } from './errors.ts';
import { findDuplicateKey, findJsonSyntaxProblem } from './json-syntax.ts';

/**
 * Parses JSON text, turning a syntax error into a ConfigError that gives the line and column.
 * @param source Names the text in the message, e.g. `domains.json`.
 */
export function parseJsonText(text: string, source = 'The config'): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const summary = `${source} is not valid JSON`;
  if (body.trim() === '') {
    throw new ConfigError(
      'CONFIG_JSON_SYNTAX',
      [{ path: '', message: 'the file is empty; write a JSON object like { "primary": "docs.example.com" }' }],
      summary,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError('CONFIG_JSON_SYNTAX', [{ path: '', message: describeSyntaxError(body, reason) }], summary);
  }
  // JSON.parse keeps the last of two equal keys; other readers keep the first or refuse (RFC 8259 §4).
  const duplicate = findDuplicateKey(body);
  if (duplicate !== undefined) {
    const key = String(duplicate.path.at(-1));
    const first = locate(body, duplicate.firstOffset);
    const again = locate(body, duplicate.offset);
    throw new ConfigError(
      'CONFIG_INVALID',
      [
        {
          path: formatJsonPath(duplicate.path),
          message: `the key ${quote(key)} appears twice in one object (line ${first.line}, column ${first.column} and line ${again.line}, column ${again.column}); JSON leaves its meaning undefined (RFC 8259 §4), so keep one`,
        },
      ],
      `${source} is not a valid domain-check config`,
    );
  }
  return value;
}

/** A 1-based line and column, counted in UTF-16 code units as editors show them. */
export interface TextLocation {
  readonly line: number;
  readonly column: number;
}

function locate(text: string, offset: number): TextLocation {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

function describeSyntaxError(text: string, reason: string): string {
  const problem = findJsonSyntaxProblem(text);
  // The scanner and the engine agree on what is JSON; should they ever not, the engine's words still help.
  if (problem === undefined) return reason;
  const { line, column } = locate(text, problem.offset);
  const char = text[problem.offset];
  const found = char === undefined ? 'the text ends' : `found ${JSON.stringify(char)}`;
  return `line ${line}, column ${column}: ${problem.expected}, ${found}${hintAt(text, problem.offset)}`;
}

/** The usual slips when writing JSON by hand, recognised from the text at the error. */
function hintAt(text: string, offset: number): string {
  const char = text[offset];
  const before = text.slice(0, offset).trimEnd();
  if ((char === '}' || char === ']') && before.endsWith(',')) return '. Remove the trailing comma before it';
  if (char === '/' && (text[offset + 1] === '/' || text[offset + 1] === '*'))
    return '. JSON has no comments; remove it';
  if (char === "'") return '. JSON strings use double quotes (")';
  if (offset >= text.length) return '. Check for a missing } or ] at the end';
  if (char === '"' && /["\d\]}el]$/.test(before)) return '. A comma is probably missing before it';
  return '';
}
