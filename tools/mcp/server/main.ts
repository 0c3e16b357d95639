// The installed command: the docs bundled at build time, the server over stdio. stdout carries the
// protocol only; anything for people goes to stderr, except --help and --version, which a person
// asked for on a terminal.
import { readFileSync } from 'node:fs';

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import type { DocsBundle } from '../docs/bundle.ts';
import { createPetstoreServer } from './create-server.ts';
import { commandLineAnswer } from './command-line.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const early = commandLineAnswer(process.argv.slice(2), version);
if (early) {
  (early.stream === 'stdout' ? process.stdout : process.stderr).write(early.text);
  process.exitCode = early.exitCode;
} else {
  const bundle = JSON.parse(readFileSync(new URL('docs-bundle.json', import.meta.url), 'utf8')) as DocsBundle;
  if (process.stdin.isTTY) {
    process.stderr.write(
      `petstore-docs-mcp ${version}: an MCP server that talks over standard input and output. An AI assistant starts it and speaks to it; typed here, nothing happens. Ctrl-C stops it; --help says how to set it up.\n`,
    );
  }
  await createPetstoreServer(bundle, version).connect(new StdioServerTransport());
}
