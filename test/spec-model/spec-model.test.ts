import { describe, expect, test } from 'vitest';

import { readSourceSpec } from '../../spec-model/read-spec.ts';
import { createSpecModel, readSourceSpecModel, SpecModelError } from '../../spec-model/spec-model.ts';

const model = readSourceSpecModel();

/** Every `$ref` left anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = '$ref' in value ? [String(value.$ref)] : [];
  return [...own, ...Object.values(value).flatMap(refsIn)];
}

describe('the spec model', () => {
  test('holds no $ref: every reference is followed once, when the model is made', () => {
    expect(refsIn(model.resolved)).toEqual([]);
    expect(refsIn(model.document).length).toBeGreaterThan(0);
  });

  test('makes one object of each referenced schema, so a schema keeps its name wherever it is used', () => {
    const listPets = model.operation('listPets');
    const status = listPets.parameters.find((parameter) => parameter.name === 'status')?.schema;
    expect(status).toBe(model.schema('PetStatus'));
    expect(status && model.schemaName(status)).toBe('PetStatus');
    const pets = listPets.operation.responses['200']?.content?.['application/json']?.schema;
    expect(pets && model.schemaName(pets)).toBe('Pets');
    expect(pets?.type === 'array' && model.schemaName(pets.items)).toBe('Pet');
  });

  test('lists every operation in document order, with its lower-case method', () => {
    expect(model.operations.map(({ operationId, method, path }) => `${operationId} ${method} ${path}`)).toEqual([
      'listPets get /pets',
      'createPet post /pets',
      'getPet get /pets/{petId}',
    ]);
  });

  test('leaves the document it reads as it was', () => {
    expect(model.document).toEqual(readSourceSpec());
  });

  test('refuses a reference to nothing, naming it', () => {
    const spec = readSourceSpec();
    spec.components = {
      ...spec.components,
      schemas: { ...spec.components?.schemas, Pets: { $ref: '#/components/schemas/Gone' } },
    };
    expect(() => createSpecModel(spec)).toThrow(/Unresolved reference #\/components\/schemas\/Gone/);
  });

  test('refuses a reference that comes back to itself', () => {
    const spec = readSourceSpec();
    spec.components = {
      ...spec.components,
      schemas: {
        ...spec.components?.schemas,
        A: { $ref: '#/components/schemas/B' },
        B: { $ref: '#/components/schemas/A' },
      },
    };
    expect(() => createSpecModel(spec)).toThrow(SpecModelError);
  });

  test('names the schema or operation it lacks', () => {
    expect(() => model.schema('Order')).toThrow('The spec has no schema Order');
    expect(() => model.operation('deletePet')).toThrow('The spec has no operation deletePet');
  });
});
