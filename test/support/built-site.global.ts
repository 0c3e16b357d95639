import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

import { serveStatic } from './static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, as `astro build` wrote it. */
    distDir: string;
    /** Where that build is served, on loopback. */
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

/** Builds the site once into a temporary folder and serves it on loopback. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = mkdtempSync(join(tmpdir(), 'petstore-docs-dist-'));
  await runToCompletion(astro, ['build', '--outDir', distDir]);
  const { url, server } = await serveStatic(distDir);

  project.provide('distDir', distDir);
  project.provide('siteUrl', url);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(distDir, { recursive: true, force: true });
  };
}
