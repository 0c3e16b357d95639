/**
 * Messages count in words a reader would write: "1 domain", "2 domains", never "domain(s)"; and
 * they name what the user typed, never an internal name such as argv[0].
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { counted, nounFor } from '../../../../tools/domain-check/core/plural.ts';
import { createProgress } from '../../../../tools/domain-check/commands/progress.ts';

const TOOLS = fileURLToPath(new URL('../../../../tools/', import.meta.url));

/** Every TypeScript source of domain-check and the MCP server (not what a build wrote). */
function sources(): string[] {
  return ['domain-check', 'mcp'].flatMap((tool) =>
    readdirSync(join(TOOLS, tool), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !/(^|\/)(dist|node_modules)\//.test(path))
      .map((path) => join(TOOLS, tool, path)),
  );
}

/** The lines of a source that are code, not comments (a comment may quote the wording it forbids). */
const codeLines = (text: string): string[] => text.split('\n').filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));

describe('count-aware words', () => {
  it('gives the noun the form English gives the count', () => {
    expect(counted(1, 'domain')).toBe('1 domain');
    expect(counted(0, 'domain')).toBe('0 domains');
    expect(counted(2, 'query', 'queries')).toBe('2 queries');
    expect(nounFor(1, 'record')).toBe('record');
    expect(nounFor(3, 'record')).toBe('records');
  });

  it('says "checking 1 domain", not "1 domain(s)", while checks run', () => {
    let written = '';
    createProgress(1, (text) => (written += text), false);
    expect(written).toBe('domain-check: checking 1 domain…\n');
  });

  it('leaves no "(s)" plural and no argv[…] in any message of domain-check or the MCP server', () => {
    const found: string[] = [];
    for (const file of sources()) {
      for (const line of codeLines(readFileSync(file, 'utf8'))) {
        if (/[a-z]\((?:s|es)\)/i.test(line) || /[`'"][^`'"]*\bargv\[/.test(line)) found.push(`${file}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
