import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { astroBuild } from './astro-build-process.ts';

/**
 * A stock Starlight site, for the page-weight baseline (`stockStarlightTotalJsBytes` in
 * test/support/page-weight.ts): Starlight with a title and nothing else, one Markdown page with two
 * `##` headings and one fenced code block. It is written under `node_modules/.cache/` so that it
 * resolves the project's own `astro` and `@astrojs/starlight` (same versions as the site) while
 * staying out of git, the linters and the type-checker; it is removed afterwards.
 */
const files: Record<string, string> = {
  // Vite bundles only the packages a project declares; the versions come from the parent node_modules.
  'package.json': JSON.stringify({
    name: 'stock-starlight',
    private: true,
    type: 'module',
    dependencies: { '@astrojs/starlight': '*', astro: '*' },
  }),
  'astro.config.mjs': [
    "import starlight from '@astrojs/starlight';",
    "import { defineConfig } from 'astro/config';",
    "export default defineConfig({ integrations: [starlight({ title: 'Stock' })] });",
  ].join('\n'),
  'src/content.config.ts': [
    "import { defineCollection } from 'astro:content';",
    "import { docsLoader } from '@astrojs/starlight/loaders';",
    "import { docsSchema } from '@astrojs/starlight/schema';",
    'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
  ].join('\n'),
  'src/content/docs/index.md': [
    '---',
    'title: Stock page',
    'description: A stock Starlight page with headings and a code block.',
    '---',
    '',
    '## First section',
    '',
    'Some text.',
    '',
    '```sh',
    'curl https://example.com/',
    '```',
    '',
    '## Second section',
    '',
    'More text.',
    '',
  ].join('\n'),
};

/** Builds the stock site into `<workDir>/dist` and returns that folder. */
export async function buildStockStarlight(workDir: string): Promise<string> {
  rmSync(workDir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(workDir, path)), { recursive: true });
    writeFileSync(join(workDir, path), text);
  }
  const outDir = join(workDir, 'dist');
  await astroBuild({ root: workDir, outDir, cacheDir: join(workDir, 'cache') });
  return outDir;
}
