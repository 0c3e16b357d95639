/**
 * The MCP server as a reader gets it: both packages packed with `npm pack` (the server's build
 * bundles the docs of the site in `siteDir`), then installed into an empty folder outside this
 * checkout. `--prefer-offline` takes the dependencies from npm's cache when it has them, so the
 * install works inside a network namespace once the checkout's own install has filled the cache.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withPackLock } from '../../../support/workspace-pack-lock.ts';

const run = promisify(execFile);
export const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_PACKAGE = '@petstore-docs/mcp';

/** The environment of a reader's shell: this one without what npm and vitest add for themselves. */
export function userEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        !/^(npm_|VITEST|NODE_OPTIONS$|NODE_ENV$|BASE_URL$|MODE$|DEV$|PROD$|SSR$|TEST$)/i.test(entry[0]),
    ),
  );
}

/** PATH with this Node first: the installed command's `#!/usr/bin/env node` finds Node 24. */
export const pathWithThisNode = (): string => [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);

async function npm(args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    env: { ...userEnvironment(), PATH: pathWithThisNode(), ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

export interface InstalledServer {
  /** The folder it is installed in (a package.json and node_modules/). */
  readonly home: string;
  /** The server's tarball, as `npm publish` would upload it. */
  readonly tarball: string;
  /** The installed command, `node_modules/.bin/petstore-docs-mcp`. */
  readonly bin: string;
}

export async function installServer(siteDir: string): Promise<InstalledServer> {
  const home = await mkdtemp(join(tmpdir(), 'assistant-user-'));
  const pack = async (workspace: string, env: Record<string, string> = {}) => {
    const packed = JSON.parse(
      await withPackLock(join(REPO, workspace), () =>
        npm(['pack', '--workspace', workspace, '--pack-destination', home, '--json'], REPO, env),
      ),
    ) as { filename: string }[];
    return join(home, packed[0]?.filename ?? '');
  };
  const domainCheck = await pack('tools/domain-check');
  const tarball = await pack('tools/mcp', { PETSTORE_DOCS_DIST: siteDir });
  await writeFile(join(home, 'package.json'), JSON.stringify({ name: 'assistant-user', private: true }));
  // domain-check is not on the registry yet: its tarball is installed beside the server's.
  await npm(['install', '--prefer-offline', tarball, domainCheck], home);
  return { home, tarball, bin: join(home, 'node_modules', '.bin', 'petstore-docs-mcp') };
}
