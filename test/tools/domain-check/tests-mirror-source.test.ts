/**
 * Tests where the code is: a reader looking for the tests of `tools/domain-check/<folder>/` finds them
 * in `test/tools/domain-check/<folder>/`. Every folder of the package that holds TypeScript has its
 * mirror here, with at least one test file in it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../../../tools/domain-check/', import.meta.url));
const TESTS = fileURLToPath(new URL('./', import.meta.url));
const NOT_SOURCE = new Set(['dist', 'node_modules']);

/** Every folder under `root` (itself excluded), as paths relative to it. */
function foldersUnder(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_SOURCE.has(entry.name))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      return [relative(root, path), ...foldersUnder(root, path)];
    });
}

const filesIn = (folder: string): string[] => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

describe('the tests of domain-check', () => {
  const sourceFolders = foldersUnder(SOURCE).filter((folder) =>
    filesIn(join(SOURCE, folder)).some((name) => name.endsWith('.ts')),
  );

  it('find every source folder', () => {
    expect(sourceFolders).toEqual(expect.arrayContaining(['checks/cname', 'diagnosis', 'dns-hosts', 'engine', 'live']));
  });

  it('have a folder of tests for every folder of source, at the mirrored path', () => {
    const untested = sourceFolders.filter(
      (folder) => !filesIn(join(TESTS, folder)).some((name) => name.endsWith('.test.ts')),
    );
    expect(untested, 'each needs test/tools/domain-check/<folder>/ with a *.test.ts').toEqual([]);
  });
});
