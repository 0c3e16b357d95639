import { spawn } from 'node:child_process';
import { once } from 'node:events';

import { productionEnvironment } from '../test/support/astro-build.ts';

export interface AstroBuildOptions {
  /** The project folder (its astro.config.mjs is used). */
  root: string;
  /**
   * Where the build goes. Keep it inside `root`: Astro puts its temporary prerender bundle next to
   * an outDir inside the working directory, and otherwise in `<root>/.astro/`, which two builds of
   * the same project running at the same time (a test run, say) then fight over.
   */
  outDir: string;
  /** Astro's cache folder (content layer store, optimised assets); a fresh one makes a cold build. */
  cacheDir: string;
}

/**
 * Runs `astro build` in a new Node process through Astro's JavaScript API (the CLI has no
 * cache-folder option), and returns how long that process took, in milliseconds: module loading,
 * content sync, bundling, prerendering and the Pagefind index, as `npm run build` would.
 */
export async function astroBuild({ root, outDir, cacheDir }: AstroBuildOptions): Promise<number> {
  const script = [
    "import { build } from 'astro';",
    `await build(${JSON.stringify({ root, outDir, cacheDir, logLevel: 'warn', mode: 'production' })});`,
  ].join('\n');
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: productionEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const elapsed = performance.now() - started;
  if (code !== 0) throw new Error(`astro build in ${root} exited with ${String(code)}:\n${output}`);
  return elapsed;
}
