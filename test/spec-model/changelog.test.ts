import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

import { buildChangelog } from '../../spec-model/build-changelog.ts';
import { changesSince, describeEntry, type ChangelogRelease } from '../../spec-model/changelog.ts';
import { readReleases, releasesDir, ReleaseIndexError } from '../../spec-model/releases.ts';
import { editDocument } from './support/edit-document.ts';

/** A copy of spec/releases/ in a temporary folder, with a fake next release made from 1.0.0 by `change`. */
function releasesWithNext(version: string, change: (spec: object) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'petstore-releases-'));
  cpSync(releasesDir, dir, { recursive: true });
  const spec = parse(readFileSync(join(dir, '1.0.0.yaml'), 'utf8')) as object;
  editDocument(spec, ['info', 'version'], version);
  change(spec);
  writeFileSync(join(dir, `${version}.yaml`), stringify(spec));
  const index = parse(readFileSync(join(dir, 'releases.yaml'), 'utf8')) as { releases: unknown[] };
  index.releases.push({ version, released: '2027-01-15', recorded: '2027-01-15' });
  writeFileSync(join(dir, 'releases.yaml'), stringify(index));
  return dir;
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const groupsOf = (release: ChangelogRelease | undefined) =>
  Object.fromEntries(
    ['breaking', 'deprecated', 'added', 'changed'].map((group) => [
      group,
      release?.entries.filter((entry) => entry.group === group).map(describeEntry) ?? [],
    ]),
  );

describe('the changelog', () => {
  it('has one release, 1.0.0, whose change is the deprecation of getPet', () => {
    const changelog = buildChangelog(readReleases());
    expect(changelog.map((release) => release.version)).toEqual(['1.0.0']);
    expect(changelog[0]).toMatchObject({ released: 'not specified', recorded: '2026-11-28' });
    expect(groupsOf(changelog[0])).toEqual({
      breaking: [],
      deprecated: [
        'GET /pets/{petId} (getPet): Deprecated. To be removed on 5 December 2030; use GET /pets with status (listPets) instead.',
      ],
      added: [],
      changed: [],
    });
    expect(changelog[0]?.entries[0]?.operation?.pagePath).toBe('/api/operations/getpet/');
  });

  it('puts each kind of change of a next release in its group, newest release first', () => {
    const dir = releasesWithNext('1.1.0', (spec) => {
      editDocument(spec, ['components', 'schemas', 'PetStatus', 'enum'], ['available', 'pending']);
      editDocument(spec, ['paths', '/pets', 'post', 'deprecated'], true);
      editDocument(spec, ['paths', '/pets', 'post', 'x-sunset'], '2031-06-01');
      editDocument(spec, ['paths', '/pets', 'post', 'x-replacement'], { operationId: 'listPets' });
      editDocument(spec, ['paths', '/categories'], {
        get: { operationId: 'listCategories', summary: 'List categories', responses: { '200': { description: 'OK' } } },
      });
      editDocument(spec, ['paths', '/pets', 'get', 'summary'], 'List the pets');
    });
    folders.push(dir);
    const changelog = buildChangelog(readReleases(dir));
    expect(changelog.map((release) => [release.version, release.previousVersion])).toEqual([
      ['1.1.0', '1.0.0'],
      ['1.0.0', undefined],
    ]);
    const groups = groupsOf(changelog[0]);
    expect(groups.breaking).toContain('GET /pets (listPets): [Replaced] possible values in query parameter `status`.');
    expect(groups.deprecated).toEqual([
      'POST /pets (createPet): [Added] deprecated status. To be removed on 1 June 2031; use GET /pets (listPets) instead.',
    ]);
    expect(groups.added).toEqual(['GET /categories (listCategories): [Added] operation GET /categories.']);
    expect(groups.changed).toContain('GET /pets (listPets): [Replaced] annotation (summary).');
    expect(changelog[0]?.entries.find((entry) => entry.group === 'added')?.operation?.pagePath).toBe(
      '/api/operations/listcategories/',
    );
  });

  it('links no page for an operation the release removed', () => {
    const dir = releasesWithNext('2.0.0', (spec) => editDocument(spec, ['paths', '/pets/{petId}'], undefined));
    folders.push(dir);
    const [latest] = buildChangelog(readReleases(dir));
    const removal = latest?.entries.find((entry) => entry.words.includes('[Removed] operation'));
    expect(removal).toMatchObject({ group: 'breaking', operation: { operationId: 'getPet' } });
    expect(removal?.operation).not.toHaveProperty('pagePath');
  });

  it('lists the releases after a version, and none for the latest', () => {
    const dir = releasesWithNext('1.1.0', (spec) =>
      editDocument(spec, ['paths', '/pets', 'get', 'summary'], 'List the pets'),
    );
    folders.push(dir);
    const changelog = buildChangelog(readReleases(dir));
    expect(changesSince(changelog, '1.0.0')?.map((release) => release.version)).toEqual(['1.1.0']);
    expect(changesSince(changelog, '1.1.0')).toEqual([]);
    expect(changesSince(changelog, '0.9.0')).toBeUndefined();
  });

  it('refuses a release whose file says another version', () => {
    const dir = releasesWithNext('1.1.0', (spec) => editDocument(spec, ['info', 'version'], '1.2.0'));
    folders.push(dir);
    expect(() => readReleases(dir)).toThrow(ReleaseIndexError);
  });
});
