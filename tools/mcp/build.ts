// Builds the published package into tools/mcp/dist/. Run by `npm pack` and `npm publish` (prepack),
// and by `npm run build:mcp`. Node 24 runs this file as it is.
//
// - dist/docs-bundle.json: the docs, made from a built site (see docs/build-bundle.ts), so the server
//   answers offline and says what the site version it was built with says. The site is the one in
//   PETSTORE_DOCS_DIST when set (the tests build theirs), else `astro build` runs into the
//   repository's dist/ first, so a pack never ships docs older than the checkout.
// - dist/petstore-docs-mcp.js: the server, bundled by rolldown with the MCP SDK and zod inside: the
//   SDK's many modules cost start-up about 0.7 s of CPU loaded one by one and about 0.45 s bundled,
//   and an install then leaves out the SDK's dependencies (its HTTP servers, which stdio never
//   uses). domain-check stays an import of the installed package, loaded on the first domain tool
//   call.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

import { buildDocsBundle } from './docs/build-bundle.ts';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const repo = join(packageDir, '..', '..');
const manifest = (await import('./package.json', { with: { type: 'json' } })).default as {
  dependencies: Record<string, string>;
};
/** What stays an import in the bundle: the package's dependencies, which an install brings. */
const BUNDLE_EXTERNAL = Object.keys(manifest.dependencies);

let siteDir = process.env.PETSTORE_DOCS_DIST;
if (!siteDir) {
  siteDir = join(repo, 'dist');
  const astro = spawnSync(join(repo, 'node_modules', '.bin', 'astro'), ['build', '--outDir', siteDir], {
    cwd: repo,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (astro.status !== 0) throw new Error(`astro build exited with ${String(astro.status)}`);
}

// A stale file from a renamed module must not ship: start from an empty dist/.
rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
mkdirSync(join(packageDir, 'dist'));
writeFileSync(join(packageDir, 'dist', 'docs-bundle.json'), JSON.stringify(buildDocsBundle(siteDir)));

await build({
  cwd: packageDir,
  input: { 'petstore-docs-mcp': 'server/main.ts' },
  platform: 'node',
  external: (id) => id.startsWith('node:') || BUNDLE_EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`)),
  logLevel: 'warn',
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js' },
});
