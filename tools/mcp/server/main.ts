// The installed command: the docs bundled at build time, the server over stdio. stdout carries the
// protocol only; anything for people goes to stderr.
import { readFileSync } from 'node:fs';

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import type { DocsBundle } from '../docs/bundle.ts';
import { createPetstoreServer } from './create-server.ts';

const bundle = JSON.parse(readFileSync(new URL('docs-bundle.json', import.meta.url), 'utf8')) as DocsBundle;
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

await createPetstoreServer(bundle, version).connect(new StdioServerTransport());
