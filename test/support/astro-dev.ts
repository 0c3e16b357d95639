import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { makeBuildDir, productionEnvironment } from './astro-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface AstroDevServer {
  /** Where it serves, on loopback, such as http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Runs `astro dev`, as `npm run dev` does, in a process of its own, with `settings` added to its
 * environment, on a free loopback port. It goes through Astro's JavaScript API for a cache folder of
 * its own, so its content store never meets that of a build running at the same time.
 */
export async function startAstroDev(settings: Record<string, string> = {}): Promise<AstroDevServer> {
  const cacheDir = makeBuildDir('dev-cache');
  const script = [
    "import { dev } from 'astro';",
    `const server = await dev(${JSON.stringify({ root, cacheDir, logLevel: 'warn', server: { host: '127.0.0.1', port: 0 } })});`,
    "console.log('ASTRO_DEV_PORT=' + server.address.port);",
    "process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));",
  ].join('\n');
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...productionEnvironment(), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ASTRO_DEV_PORT=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`astro dev exited with ${String(code)} before it served:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
