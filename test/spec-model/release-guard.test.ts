import { describe, expect, it, test } from 'vitest';

import { readSourceSpec, type SpecDocument } from '../../spec-model/read-spec.ts';
import { checkAgainstLastRelease, formatReleaseGuardProblems } from '../../spec-model/release-guard.ts';
import { readReleases } from '../../spec-model/releases.ts';
import { editDocument } from './support/edit-document.ts';

const lastRelease = readReleases().at(-1);
if (!lastRelease) throw new Error('spec/releases lists no release');

/** A day before getPet's removal date (2030-12-05), and one after it. */
const BEFORE_SUNSET = new Date('2026-11-28T12:00:00Z');
const AFTER_SUNSET = new Date('2030-12-06T00:00:00Z');

/** A fresh copy of the working spec (parsed again from the file, which is never written). */
function workingCopy(change: (spec: SpecDocument) => void): SpecDocument {
  const spec = readSourceSpec();
  change(spec);
  return spec;
}

const BREAKING_CHANGES: { name: string; change: (spec: SpecDocument) => void; words: RegExp }[] = [
  {
    name: 'removing an operation',
    change: (spec) => editDocument(spec, ['paths', '/pets/{petId}'], undefined),
    words: /\[Removed\] operation GET \/pets\/\{petId\}/,
  },
  {
    name: 'removing a field of a response',
    change: (spec) => {
      editDocument(spec, ['components', 'schemas', 'Pet', 'allOf', 1, 'properties', 'id'], undefined);
      editDocument(spec, ['components', 'schemas', 'Pet', 'allOf', 1, 'required'], []);
    },
    words: /\[Removed\] property `id`/,
  },
  {
    name: 'narrowing an enum of a parameter',
    change: (spec) => editDocument(spec, ['components', 'schemas', 'PetStatus', 'enum'], ['available', 'pending']),
    words: /possible values in query parameter `status`/,
  },
  {
    name: 'making a parameter required',
    change: (spec) => editDocument(spec, ['paths', '/pets', 'get', 'parameters', 0, 'required'], true),
    words: /\[Added\] required status to required query parameter `limit`/,
  },
  {
    name: 'requiring a field of a request body',
    change: (spec) =>
      editDocument(spec, ['components', 'schemas', 'NewPet', 'required'], ['name', 'categoryId', 'status']),
    words: /required/,
  },
  {
    name: 'changing the type of a field',
    change: (spec) =>
      editDocument(spec, ['components', 'schemas', 'NewPet', 'properties', 'categoryId'], { type: 'string' }),
    words: /categoryId|type/,
  },
  {
    name: 'removing a response',
    change: (spec) => editDocument(spec, ['paths', '/pets/{petId}', 'get', 'responses', '404'], undefined),
    words: /\[Removed\] Response 404/,
  },
];

describe('the guard against unannounced breaking changes', () => {
  test('passes on the working spec', () => {
    const problems = checkAgainstLastRelease(readSourceSpec(), lastRelease, new Date());
    expect(problems, formatReleaseGuardProblems(problems)).toEqual([]);
  });

  test.each(BREAKING_CHANGES)('fails on $name, in the differ’s words', ({ change, words }) => {
    const problems = checkAgainstLastRelease(workingCopy(change), lastRelease, BEFORE_SUNSET);
    expect(problems.map((problem) => problem.code)).toContain('UNANNOUNCED_BREAKING_CHANGE');
    expect(formatReleaseGuardProblems(problems)).toMatch(words);
  });

  test.each(BREAKING_CHANGES)('allows $name when the spec says a new major version', ({ change }) => {
    const spec = workingCopy((copy) => {
      change(copy);
      copy.info.version = '2.0.0';
    });
    expect(checkAgainstLastRelease(spec, lastRelease, BEFORE_SUNSET)).toEqual([]);
  });

  it('allows removing a deprecated operation once its removal date has passed, not before', () => {
    const withoutGetPet = workingCopy((spec) => editDocument(spec, ['paths', '/pets/{petId}'], undefined));
    expect(checkAgainstLastRelease(withoutGetPet, lastRelease, AFTER_SUNSET)).toEqual([]);
    expect(checkAgainstLastRelease(withoutGetPet, lastRelease, BEFORE_SUNSET)).toMatchObject([
      { code: 'UNANNOUNCED_BREAKING_CHANGE', where: 'GET /pets/{petId} (getPet)' },
    ]);
  });

  it('does not let a passed removal date excuse a breaking change in another operation', () => {
    const spec = workingCopy((copy) =>
      editDocument(copy, ['paths', '/pets', 'get', 'parameters', 0, 'required'], true),
    );
    expect(checkAgainstLastRelease(spec, lastRelease, AFTER_SUNSET)).toMatchObject([
      { code: 'UNANNOUNCED_BREAKING_CHANGE', where: 'GET /pets (listPets)' },
    ]);
  });

  it('fails on a deprecation without a removal date', () => {
    const spec = workingCopy((copy) => editDocument(copy, ['paths', '/pets', 'post', 'deprecated'], true));
    const problems = checkAgainstLastRelease(spec, lastRelease, BEFORE_SUNSET);
    expect(problems.map(({ code, where }) => [code, where])).toEqual([
      ['DEPRECATION_WITHOUT_SUNSET', 'POST /pets (createPet)'],
      ['DEPRECATION_WITHOUT_REPLACEMENT', 'POST /pets (createPet)'],
    ]);
  });

  it('fails on a deprecation with a removal date but no replacement, even in a new major version', () => {
    const spec = workingCopy((copy) => {
      editDocument(copy, ['paths', '/pets/{petId}', 'get', 'x-replacement'], undefined);
      copy.info.version = '2.0.0';
    });
    expect(checkAgainstLastRelease(spec, lastRelease, BEFORE_SUNSET)).toMatchObject([
      { code: 'DEPRECATION_WITHOUT_REPLACEMENT', where: 'GET /pets/{petId} (getPet)' },
    ]);
  });

  it('fails on a deprecation whose removal date is not a day', () => {
    const spec = workingCopy((copy) =>
      editDocument(copy, ['paths', '/pets/{petId}', 'get', 'x-sunset'], 'December 2030'),
    );
    expect(checkAgainstLastRelease(spec, lastRelease, BEFORE_SUNSET)).toMatchObject([
      { code: 'DEPRECATION_WITHOUT_SUNSET', where: 'GET /pets/{petId} (getPet)' },
    ]);
  });
});
