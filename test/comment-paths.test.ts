/**
 * A comment that names a file is a promise that the file is there. Paths rot when files move; this
 * test reads every comment of the source and holds each path it names (`site/lib/try-it.ts`) to a file or folder that exists. A path is looked for from the folder of the
 * commenting file and each folder above it, from each folder the file imports from and those above
 * it, in the package a comment names by its possessive ("starlight-openapi's overview/…"), in the
 * folder named like the file (a `fixtures.ts` naming what its `fixtures/` folder holds), and among the docs'
 * pages (`guides/limits.md` is the twin of a page). Paths in another repository (a line with an
 * address), the workplace's shared folder beside the checkout, and files of the reader's own folder
 * (`./domains.json`) are not the project's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const SOURCE = /\.(?:ts|mts|mjs|cjs|js|astro)$/;

/** A path with at least one folder and a file's extension, not part of an address or a glob. */
const NAMED_PATH =
  /(?<![\w/.:@*{<-])((?:\.{1,2}\/)?(?:[\w.-]+\/)+[\w.-]+\.(?:ts|astro|mjs|cjs|js|json|yaml|yml|md|mdx|css|sh|txt))(?![\w*}>])/g;

/** The text of a file's comments: line comments, block comments and JSDoc. */
function commentsOf(text: string): string[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)].map((match) => match[0]);
}

/** A folder and every folder above it, up to the repository's root. */
function upwardFrom(folder: string): string[] {
  const folders: string[] = [];
  for (
    let current = folder;
    current.startsWith(ROOT) && current.length >= ROOT.length - 1;
    current = dirname(current)
  ) {
    folders.push(current);
    if (current === dirname(current)) break;
  }
  return folders;
}

/** The folders a file imports from: relative imports' folders and bare packages' own folders. */
function importedFolders(file: string, text: string): string[] {
  const folders: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('.')) folders.push(...upwardFrom(dirname(resolve(ROOT, dirname(file), specifier))));
    else if (!specifier.startsWith('node:')) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      folders.push(join(ROOT, 'node_modules', name ?? ''));
    }
  }
  return folders;
}

function candidateFolders(file: string, text: string, comment: string): string[] {
  const packages = [...comment.matchAll(/([@\w/.-]+)['’]s\s/g)].flatMap((match) => {
    const folder = join(ROOT, 'node_modules', match[1] ?? '');
    return [folder, join(folder, 'components')];
  });
  return [
    ...upwardFrom(dirname(join(ROOT, file))),
    join(ROOT, file).replace(/\.\w+$/, ''),
    ...importedFolders(file, text),
    ...packages,
    join(ROOT, 'node_modules'),
  ];
}

function isOutsideTheProject(path: string, line: string, file: string): boolean {
  const leavesTheRepository = path.startsWith('../') && !resolve(ROOT, dirname(file), path).startsWith(`${ROOT}/`);
  return (
    leavesTheRepository ||
    path.startsWith('../shared/') ||
    /^\.\/[^/]+$/.test(path) ||
    /:\/\/|github\.com\//.test(line.slice(0, line.indexOf(path)))
  );
}

const isDocsPage = (path: string) =>
  path.endsWith('.md') &&
  existsSync(join(ROOT, 'site', 'content', 'docs', `${path.replace(/^\//, '').slice(0, -3)}.mdx`));

describe('paths that comments name', () => {
  it('each names a file or folder that exists', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const comment of commentsOf(text)) {
        for (const line of comment.split('\n')) {
          for (const match of line.matchAll(NAMED_PATH)) {
            const path = match[1] ?? '';
            if (
              /(?:^|\/)(?:node_modules|dist)\//.test(path) ||
              isOutsideTheProject(path, line, file) ||
              isDocsPage(path)
            )
              continue;
            const found = candidateFolders(file, text, comment).some((folder) => existsSync(join(folder, path)));
            if (!found) missing.push(`${file}: ${path}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
