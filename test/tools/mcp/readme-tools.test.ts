/**
 * The tools table of tools/mcp/README.md lists the tools the server registers, no more, no fewer, in
 * the order an assistant lists them, and its Cost column says "none" exactly for the tools that
 * declare they reach nothing outside the server (MCP's `openWorldHint`). The tools are listed from a
 * real server through the SDK's in-memory Client, as an assistant lists them.
 */
import { readFileSync } from 'node:fs';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPetstoreServer } from '../../../tools/mcp/server/create-server.ts';
import { SMALL_BUNDLE } from './support/small-bundle.ts';

const README = readFileSync(new URL('../../../tools/mcp/README.md', import.meta.url), 'utf8');

interface ReadmeToolRow {
  readonly name: string;
  readonly whatItDoes: string;
  readonly cost: string;
}

/** The rows of the README's table whose header is `| Tool | What it does | Cost |`. */
function readmeToolRows(markdown: string): ReadmeToolRow[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*Tool\s*\|\s*What it does\s*\|\s*Cost\s*\|$/.test(line.trim()));
  if (header === -1) throw new Error('tools/mcp/README.md has no table headed | Tool | What it does | Cost |');
  const rows: ReadmeToolRow[] = [];
  // The header, then the delimiter row, then a row per tool until the first line that is not a row.
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [nameCell = '', whatItDoes = '', cost = ''] = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    rows.push({ name: /^`([^`]+)`$/.exec(nameCell)?.[1] ?? nameCell, whatItDoes, cost });
  }
  return rows;
}

const rows = readmeToolRows(README);
let tools: Tool[];
let close: () => Promise<void>;

beforeAll(async () => {
  const server = createPetstoreServer(SMALL_BUNDLE, '9.9.9');
  const client = new Client({ name: 'tests', version: '0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  ({ tools } = await client.listTools());
  close = async () => Promise.all([client.close(), server.close()]).then(() => undefined);
});

afterAll(async () => close());

describe('the tools table of tools/mcp/README.md', () => {
  it('names every tool the server registers, and only those, in the order it lists them', () => {
    expect(tools.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.name)).toEqual(tools.map((tool) => tool.name));
  });

  it('says what each tool does', () => {
    expect(rows.filter((row) => row.whatItDoes === '').map((row) => row.name)).toEqual([]);
  });

  it('gives a cost of "none" exactly to the tools that reach nothing beyond the server', () => {
    const costOf = new Map(rows.map((row) => [row.name, row.cost]));
    const costFree = (cost = '') => /^none\b/.test(cost);
    // A tool without a row fails the test above; here, each row's cost against its tool's declaration.
    for (const tool of tools.filter(({ name }) => costOf.has(name))) {
      expect(tool.annotations?.openWorldHint, `${tool.name} declares openWorldHint`).toBeTypeOf('boolean');
      expect(costFree(costOf.get(tool.name)), `the Cost of ${tool.name}`).toBe(
        tool.annotations?.openWorldHint === false,
      );
    }
  });
});
