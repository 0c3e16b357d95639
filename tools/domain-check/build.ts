// Builds the published package: tools/domain-check/dist/, JavaScript and type declarations from
// the TypeScript source (tsc, with `.ts` import paths rewritten to `.js`). Run by `npm pack` and
// `npm publish` (prepack), and by `npm run build:domain-check`. Node 24 runs this file as it is.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// A stale file from a renamed module must not ship: start from an empty dist/.
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });
process.exitCode = result.status ?? 1;
