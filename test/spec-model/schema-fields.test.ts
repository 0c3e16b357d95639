import { describe, expect, test } from 'vitest';

import { describeType, markdownOf, schemaFields, textOf } from '../../spec-model/schema-fields.ts';
import { readSourceSpecModel } from '../../spec-model/spec-model.ts';

const model = readSourceSpecModel();
const fieldsOf = (name: string) =>
  schemaFields(model, model.schema(name)).map(({ name: field, type, required }) => [field, textOf(type), required]);

describe('schema fields', () => {
  test('merge the allOf parts of Pet in order, with the required list of each part', () => {
    expect(fieldsOf('Pet')).toEqual([
      ['name', 'string', true],
      ['categoryId', 'integer (int64)', true],
      ['status', 'PetStatus (string: available, pending, sold)', false],
      ['id', 'integer (int64)', true],
    ]);
  });

  test('of a plain object schema keep its own order and required list', () => {
    expect(fieldsOf('Error')).toEqual([
      ['code', 'string', true],
      ['message', 'string', true],
      ['status', 'integer', true],
    ]);
  });

  test('name a named schema and set its name and values in code', () => {
    expect(markdownOf(describeType(model, model.schema('PetStatus')))).toBe(
      '`PetStatus` (string: `available`, `pending`, `sold`)',
    );
    expect(markdownOf(describeType(model, model.schema('Pets')))).toBe('array of `Pet` (object)');
  });
});
