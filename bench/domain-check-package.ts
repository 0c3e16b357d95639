/**
 * The published package as a site owner gets it: `npm pack` makes the tarball, `npm install` puts
 * it in an empty folder, and the installed `domain-check --help` starts beside `node -e 0`.
 * Prints the tarball's size, the install's size (the package, and with its dependencies), and the
 * start-up medians with their ratio. Run: npm run bench:domain-check-package
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timePaired } from './support/timing.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_RUNS = 15;

/** Bytes of every file under a folder (what `du --apparent-size` counts). */
function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const npm = (args: string[], cwd: string): string =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

const home = mkdtempSync(join(tmpdir(), 'domain-check-bench-'));
try {
  const [packed] = JSON.parse(
    npm(['pack', '--workspace', 'tools/domain-check', '--pack-destination', home, '--json'], REPO),
  ) as { filename: string; size: number; unpackedSize: number; entryCount: number }[];
  if (!packed) throw new Error('npm pack wrote no tarball');
  writeFileSync(join(home, 'package.json'), JSON.stringify({ name: 'site-owner', private: true }));
  npm(['install', join(home, packed.filename)], home);

  const modules = join(home, 'node_modules');
  console.log(`@petstore-docs/domain-check, as npm pack makes it and npm install installs it`);
  console.log(`  tarball               ${kib(packed.size)} (${packed.entryCount} files)`);
  console.log(`  installed package     ${kib(folderBytes(join(modules, '@petstore-docs', 'domain-check')))}`);
  console.log(`  with its dependencies ${kib(folderBytes(modules))}`);

  const bin = join(modules, '.bin', 'domain-check');
  const startup = timePaired(STARTUP_RUNS, [bin, ['--help']], [process.execPath, ['-e', '0']]);
  console.log(
    `  start-up (median of ${STARTUP_RUNS}, in turn): installed domain-check --help ${startup.a.toFixed(0)} ms, node -e 0 ${startup.b.toFixed(0)} ms, ratio ${startup.ratio.toFixed(2)}`,
  );
} finally {
  rmSync(home, { recursive: true, force: true });
}
