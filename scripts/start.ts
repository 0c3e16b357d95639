/**
 * `npm start`: builds the site, then serves it with `astro preview` on port 4321. The build's own
 * output is passed through, less one line per generated route (see build-output.ts); a failed
 * build stops here with its exit code, and its route lines are not needed to read why.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { countRoute, describeRoutes, isRouteTiming, readRouteLine, type RouteCount } from './build-output.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const astro = join(root, 'node_modules', '.bin', 'astro');

function run(args: string[], filter: boolean): Promise<number> {
  const child = spawn(astro, args, { cwd: root, stdio: ['inherit', filter ? 'pipe' : 'inherit', 'inherit'] });
  if (filter && child.stdout) {
    let count: RouteCount = { pages: 0, files: 0 };
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const route = readRouteLine(line);
      if (route) {
        count = countRoute(count, route.path);
        if (route.rest) process.stdout.write(`${route.rest}\n`);
        return;
      }
      if (isRouteTiming(line)) return;
      if (count.pages + count.files > 0 && line.includes('✓ Completed in')) {
        process.stdout.write(`${describeRoutes(count)}\n`);
        count = { pages: 0, files: 0 };
      }
      process.stdout.write(`${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`Could not start ${astro}: ${error.message}. Run npm install first.\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const built = await run(['build'], true);
if (built !== 0) {
  process.exitCode = built;
} else {
  process.exitCode = await run(['preview', '--port', '4321'], false);
}
