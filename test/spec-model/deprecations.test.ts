import { describe, expect, it, test } from 'vitest';

import {
  daysUntil,
  descriptionBesideDeprecationNotice,
  describeTimeLeft,
  DeprecationSpecError,
  formatRemovalDate,
  listDeprecatedOperations,
} from '../../spec-model/deprecations.ts';
import { readSourceSpec } from '../../spec-model/read-spec.ts';
import { createSpecModel, readSourceSpecModel } from '../../spec-model/spec-model.ts';

describe('deprecations read from the spec', () => {
  test('list getPet, removed on 2030-12-05, replaced by listPets with the status filter', () => {
    const [getPet, ...others] = listDeprecatedOperations(readSourceSpecModel());
    expect(others).toEqual([]);
    expect(getPet).toMatchObject({
      operationId: 'getPet',
      method: 'GET',
      path: '/pets/{petId}',
      pagePath: '/api/operations/getpet/',
      replacement: { operationId: 'listPets', method: 'GET', path: '/pets', pagePath: '/api/operations/listpets/' },
    });
    expect(getPet?.replacement.parameters).toEqual(['status']);
    expect(getPet?.sunset.toISOString()).toBe('2030-12-05T00:00:00.000Z');
  });

  test('refuse a deprecated operation without an x-sunset date', () => {
    const spec = readSourceSpec();
    delete spec.paths['/pets/{petId}']?.get?.['x-sunset'];
    expect(() => listDeprecatedOperations(createSpecModel(spec))).toThrow(DeprecationSpecError);
  });

  test('refuse a replacement that names no operation of the spec', () => {
    const spec = readSourceSpec();
    const getPet = spec.paths['/pets/{petId}']?.get;
    if (getPet) getPet['x-replacement'] = { operationId: 'getPetV2' };
    expect(() => listDeprecatedOperations(createSpecModel(spec))).toThrow(/x-replacement/);
  });
});

describe('dates', () => {
  const sunset = new Date('2030-12-05T00:00:00Z');

  test('a removal date is written "5 December 2030"', () => {
    expect(formatRemovalDate(sunset)).toBe('5 December 2030');
  });

  test.each([
    ['2026-11-21T15:00:00Z', '4 years and 14 days', 1475],
    ['2030-12-04T23:59:00Z', '1 day', 1],
    ['2029-12-05T08:00:00Z', '1 year', 365],
    ['2030-12-05T08:00:00Z', 'today', 0],
    ['2030-12-08T08:00:00Z', 'passed 3 days ago', -3],
  ])('from %s the time left is "%s" (%i days)', (now, words, days) => {
    expect(describeTimeLeft(sunset, new Date(now))).toBe(words);
    expect(daysUntil(sunset, new Date(now))).toBe(days);
  });
});

describe('a deprecated operation described beside its deprecation notice', () => {
  it('leaves out the paragraph that says "Deprecated." again, and keeps the rest', () => {
    const written = 'Reads one animal.\n\n\n**Deprecated.** This operation is to be removed on 5 December 2030.';
    expect(descriptionBesideDeprecationNotice(written)).toBe('Reads one animal.');
    expect(descriptionBesideDeprecationNotice('Lists animals.')).toBe('Lists animals.');
  });
});
