import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const astro = join(root, 'node_modules', '.bin', 'astro');

/**
 * The environment of this process without what vitest sets for its own tests (NODE_ENV=test,
 * BASE_URL, MODE …): an Astro build that inherits NODE_ENV=test is not a production build, and its
 * search box then says "Search is only available in production builds".
 */
export function productionEnvironment(): NodeJS.ProcessEnv {
  const vitestKeys = new Set(['NODE_ENV', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'TEST']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !vitestKeys.has(key) && !key.startsWith('VITEST')),
  );
}

/**
 * Runs `astro build --outDir outDir` as production, with `settings` (deployment settings such as
 * PETSTORE_DOH_ENDPOINT) added to the environment; fails with the build's output when it fails.
 */
export async function buildSite(outDir: string, settings: Record<string, string> = {}): Promise<void> {
  const child = spawn(astro, ['build', '--outDir', outDir], {
    cwd: root,
    env: { ...productionEnvironment(), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`astro build --outDir ${outDir} exited with ${code}:\n${output}`);
}

/**
 * A new, empty folder for one build, inside the project: with an outDir outside it, Astro keeps its
 * temporary prerender files in the shared `.astro/.prerender`, and two builds at once collide there.
 */
export function makeBuildDir(prefix: string): string {
  const builds = join(root, 'node_modules', '.cache', 'petstore-docs', 'builds');
  mkdirSync(builds, { recursive: true });
  return mkdtempSync(join(builds, `${prefix}-`));
}
