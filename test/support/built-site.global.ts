import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

import { findFreePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, as `astro build` wrote it. */
    distDir: string;
    /** Where `astro preview` serves that build, on loopback. */
    siteUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const astro = join(root, 'node_modules', '.bin', 'astro');

/**
 * The environment of this process without what vitest sets for its own tests (NODE_ENV=test,
 * BASE_URL, MODE …): an Astro build that inherits NODE_ENV=test is not a production build, and its
 * search box then says "Search is only available in production builds".
 */
function productionEnvironment(): NodeJS.ProcessEnv {
  const vitestKeys = new Set(['NODE_ENV', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'TEST']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !vitestKeys.has(key) && !key.startsWith('VITEST')),
  );
}

/** Runs a command to completion, failing with its output when it exits non-zero. */
async function runToCompletion(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { cwd: root, env: productionEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`);
}

async function waitUntilServing(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`astro preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`astro preview did not answer at ${url} within 30 s`);
}

/** Builds the site once into a temporary folder and serves it with `astro preview` on loopback. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = mkdtempSync(join(tmpdir(), 'petstore-docs-dist-'));
  await runToCompletion(astro, ['build', '--outDir', distDir]);

  const port = await findFreePort();
  const server = spawn(astro, ['preview', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: productionEnvironment(),
    stdio: 'ignore',
  });
  const siteUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(siteUrl, server);

  project.provide('distDir', distDir);
  project.provide('siteUrl', siteUrl);
  return async () => {
    server.kill();
    if (server.exitCode === null) await once(server, 'exit');
  };
}
