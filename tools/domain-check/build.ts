// Builds the published package into tools/domain-check/dist/. Run by `npm pack` and `npm publish`
// (prepack), and by `npm run build:domain-check`. Node 24 runs this file as it is.
//
// Two outputs, for two kinds of reader:
// - dist/*.js and dist/*.d.ts, one per module (tsc, `.ts` import paths rewritten to `.js`): the
//   package's entries (`.`, `./browser`, `./catalogue`), which a bundler reads and tree-shakes;
// - dist/bin/, the command line bundled by rolldown into a few files with zod, tldts, dns-packet
//   and punycode inside: loading ~90 small modules cost the `check` command about 110 ms at
//   start-up, more than a DNS round trip, and the bundle loads in about 35 ms. undici stays
//   outside: only `--live` loads it, and it is a dependency the install brings.
//
// Both carry the platform profile of the deployment this runs for (PETSTORE_PLATFORM_HOST,
// PETSTORE_SITE_URL, read by deployment/settings.ts): dist/platform/default-profile.js is
// rewritten from them before rolldown bundles it, so every command the docs show needs no platform flag.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { deploymentProfile, renderProfileModule } from './scripts/write-platform-profile.ts';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Stays an import of the installed package in the CLI bundle. */
const CLI_EXTERNAL = ['undici'];

// A stale file from a renamed module must not ship: start from an empty dist/.
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
  cwd: packageDir,
  stdio: 'inherit',
});
if (compiled.status !== 0) {
  process.exitCode = compiled.status ?? 1;
} else {
  // Read before anything is bundled: invalid settings stop the pack with the variable's name.
  const profile = deploymentProfile(process.env);
  writeFileSync(new URL('dist/platform/default-profile.js', import.meta.url), await renderProfileModule(profile, 'js'));
  await build({
    cwd: packageDir,
    input: { 'domain-check': 'dist/cli/main.js' },
    platform: 'node',
    external: (id) => id.startsWith('node:') || CLI_EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`)),
    logLevel: 'warn',
    // The bundle keeps each command and each lazily loaded part of a check in a chunk of its own,
    // so `--help` still loads only the entry.
    output: { dir: 'dist/bin', format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  });
}
