/**
 * domain-check's exit codes live in one list (core/exit-codes.ts); `--help` and the README show
 * that list, and neither may say a code the list does not, or leave one out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { renderHelp } from '../../../../tools/domain-check/cli/help.ts';
import { EXIT_CODES } from '../../../../tools/domain-check/core/exit-codes.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

const README = readFileSync(new URL('../../../../tools/domain-check/README.md', import.meta.url), 'utf8');
const listed = Object.values(EXIT_CODES).map(({ code, name, meaning }) => [String(code), name, meaning]);

/** The rows of the README's table that starts with the `| Exit code |` header, cell by cell. */
function readmeExitCodeRows(): string[][] {
  const lines = README.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Exit code |'));
  if (header === -1) throw new Error('The README has no table headed "| Exit code |"');
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** `--help`'s rows under "Exit codes", each code's text joined back into one line. */
function helpExitCodeRows(): string[][] {
  const section = /\nExit codes\n([\s\S]*?)\n\n/.exec(renderHelp(TEST_PLATFORM))?.[1] ?? '';
  return section
    .split(/\n(?= {2}\d)/)
    .map((row) => /^ {2}(\d+) +(.+?) {2,}([\s\S]*)$/.exec(row)?.slice(1) ?? [row])
    .map(([code = '', name = '', meaning = '']) => [code, name.trim(), meaning.replace(/\s+/g, ' ').trim()]);
}

describe('the exit codes', () => {
  it('are listed in code order, each number once', () => {
    const codes = Object.values(EXIT_CODES).map((exit) => exit.code);
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b));
  });

  it('are the README table, row for row', () => {
    expect(readmeExitCodeRows()).toEqual(listed);
  });

  it('are what --help prints under "Exit codes", row for row', () => {
    expect(helpExitCodeRows()).toEqual(listed);
  });
});
