import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

import { productionEnvironment } from './astro-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface AstroPreviewServer {
  /** Where it serves, on loopback, such as http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Runs `astro preview` over the build in `outDir`, as `npm start` and `npm run preview` do, in a
 * process of its own on a free loopback port. It goes through Astro's JavaScript API, which serves
 * exactly as the command does but leaves alone the lock file by which the command refuses to start
 * beside a developer's own `npm start`.
 */
export async function startAstroPreview(outDir: string): Promise<AstroPreviewServer> {
  const script = [
    "import { preview } from 'astro';",
    `const server = await preview(${JSON.stringify({ root, outDir, logLevel: 'warn', server: { host: '127.0.0.1', port: 0 } })});`,
    "console.log('ASTRO_PREVIEW_PORT=' + server.port);",
    "process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));",
  ].join('\n');
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: productionEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ASTRO_PREVIEW_PORT=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`astro preview exited with ${String(code)} before it served:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}
