/**
 * The MCP server as a reader's assistant gets it: both packages packed and installed into an empty
 * folder (the docs bundled from the site in PETSTORE_DOCS_DIST, else from a fresh `astro build`),
 * then the installed server started beside `node -e 0`. A server waits for its client, so each run
 * sends it the client's first message (initialize) on stdin: the time covers loading, reading the
 * docs bundle and answering, and the server exits when its input ends.
 * Prints the tarball's size, the install's size and the start-up medians with their ratio.
 * Run: npm run bench:mcp [-- SITE_DIST]
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { installServer } from '../test/tools/mcp/support/installed-server.ts';
import { timePaired } from './support/timing.ts';

const STARTUP_RUNS = 15;
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } },
});

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

const siteDir = process.argv[2] ?? process.env.PETSTORE_DOCS_DIST;
const installed = await installServer(siteDir ?? '');
try {
  const modules = join(installed.home, 'node_modules');
  console.log('@petstore-docs/mcp, as npm pack makes it and npm install installs it (beside domain-check)');
  console.log(`  tarball               ${kib(statSync(installed.tarball).size)}`);
  console.log(`  installed package     ${kib(folderBytes(join(modules, '@petstore-docs', 'mcp')))}`);
  console.log(`  with its dependencies ${kib(folderBytes(modules))}`);
  const startup = timePaired(
    STARTUP_RUNS,
    ['sh', ['-c', `printf '%s\\n' '${INITIALIZE}' | "${installed.bin}"`]],
    [process.execPath, ['-e', '0']],
  );
  console.log(
    `  start-up to the initialize answer (median of ${STARTUP_RUNS}, in turn): ${startup.a.toFixed(0)} ms, node -e 0 ${startup.b.toFixed(0)} ms, ratio ${startup.ratio.toFixed(2)}`,
  );
} finally {
  rmSync(installed.home, { recursive: true, force: true });
}
