/** The one list of checks (checks/index.ts) holds every check folder: a folder left out of it would never run. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECK_FOLDERS } from '../../../../tools/domain-check/checks/index.ts';

const CHECKS = new URL('../../../../tools/domain-check/checks/', import.meta.url);

describe('the list of checks', () => {
  it('names every folder under checks/ that holds a check.ts, by its id', () => {
    const folders = readdirSync(CHECKS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, CHECKS)).includes('check.ts'))
      .map((entry) => entry.name)
      .sort();
    expect(folders.length).toBeGreaterThanOrEqual(10);
    expect(CHECK_FOLDERS.map((folder) => folder.check.id).sort()).toEqual(folders);
  });
});
