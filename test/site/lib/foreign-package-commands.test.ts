import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ownPackageCommands } from '../../../site/integrations/own-package-commands.ts';
import { findForeignPackageCommands, toReadableText } from '../../../site/lib/foreign-package-commands.ts';
import { renderHelp } from '../../../tools/domain-check/cli/help.ts';
import { TEST_PLATFORM } from '../../tools/domain-check/support/platform.ts';

const REPO = new URL('../../../', import.meta.url);
const commands = (text: string): string[] => findForeignPackageCommands(text).map(({ command }) => command);

describe('commands that run a package we do not own', () => {
  it('finds the bare domain-check however it is fetched', () => {
    expect(commands('npx domain-check check docs.example.com')).toEqual(['npx domain-check']);
    expect(commands('run `npx --yes domain-check validate`')).toEqual(['npx --yes domain-check']);
    expect(commands('npm exec domain-check -- check')).toEqual(['npm exec domain-check']);
    expect(commands('npm install -g domain-check')).toEqual(['npm install -g domain-check']);
    expect(commands('pnpm dlx domain-check\nbunx domain-check')).toEqual([
      'pnpm dlx domain-check',
      'bunx domain-check',
    ]);
  });

  it('finds it with a version, and added as a dependency by any package manager', () => {
    expect(commands('npx domain-check@latest check docs.example.com')).toEqual(['npx domain-check@latest']);
    expect(commands('run npx -y domain-check@0.1.0 now')).toEqual(['npx -y domain-check@0.1.0']);
    expect(commands('yarn add domain-check\npnpm add -D domain-check')).toEqual([
      'yarn add domain-check',
      'pnpm add -D domain-check',
    ]);
    expect(commands('bun add domain-check\nyarn global add domain-check')).toEqual([
      'bun add domain-check',
      'yarn global add domain-check',
    ]);
    expect(commands('npx @petstore-docs/domain-check@latest check')).toEqual([]);
  });

  it('passes our scoped package, the installed command and other names', () => {
    expect(commands('npx @petstore-docs/domain-check check docs.example.com')).toEqual([]);
    expect(commands('npm install --global @petstore-docs/domain-check')).toEqual([]);
    expect(commands('then run domain-check check docs.example.com')).toEqual([]);
    expect(commands('npm run domain-check -- --help')).toEqual([]);
    expect(commands('npx domain-checker')).toEqual([]);
  });

  it('reads a highlighted code block as the text a reader copies', () => {
    const html =
      '<span class="line"><span style="--0:#B392F0">npx</span><span style="--0:#9ECBFF"> domain-check</span></span>';
    expect(commands(toReadableText(html))).toEqual(['npx domain-check']);
  });

  it('fails the build when a built page shows one', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'dist-'));
    try {
      await writeFile(join(dist, 'ok.html'), '<code>npx @petstore-docs/domain-check validate</code>');
      const done = ownPackageCommands().hooks['astro:build:done'] as (options: object) => void;
      const logger = { info: () => undefined };
      expect(() => done({ dir: pathToFileURL(`${dist}/`), logger })).not.toThrow();
      await writeFile(join(dist, 'llms.txt'), 'Run npx domain-check check docs.example.com');
      expect(() => done({ dir: pathToFileURL(`${dist}/`), logger })).toThrow(/\/llms\.txt: "npx domain-check"/);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('appears in no doc of the repository and not in the CLI help', () => {
    const docs = [
      'README.md',
      'tools/domain-check/README.md',
      ...readdirSync(new URL('site/content/docs/', REPO), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => `site/content/docs/${file}`),
    ];
    const found = docs.flatMap((path) =>
      findForeignPackageCommands(readFileSync(new URL(path, REPO), 'utf8')).map((hit) => `${path}:${hit.line}`),
    );
    expect(found).toEqual([]);
    expect(commands(renderHelp(TEST_PLATFORM))).toEqual([]);
  });
});
