import { describe, expect, test } from 'vitest';

import { readSourceSpec } from '../../spec-model/read-spec.ts';

// Every fact of spec/openapi.yaml that comes from the seed, one test each, so that a wrong fact
// fails under its own name. The seed is ../shared/seeds/000_4b3203215a233caa.txt, parts 1 to 9.

type Json = Record<string, unknown>;
const spec = readSourceSpec() as unknown as Json;

/** Follows a local `$ref` ("#/components/schemas/Pet") to the object it names. */
function resolve(node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return node as Json;
  return resolve(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], spec),
  );
}
function at(...path: string[]): Json {
  return path.reduce<Json>((node, key) => resolve(node[key]), spec);
}
const schema = (name: string) => at('components', 'schemas', name);
const operation = (path: string, method: string) => at('paths', path, method);
const parameter = (op: Json, name: string) =>
  (op.parameters as Json[]).map(resolve).find((candidate) => candidate.name === name);
const responseSchema = (op: Json, status: string) =>
  ((resolve((op.responses as Json)[status]).content as Json)['application/json'] as Json).schema;
const refName = (node: unknown) =>
  String((node as Json).$ref)
    .split('/')
    .pop();
/** Collects every property name of a schema, through allOf. */
function propertiesOf(node: Json): Record<string, Json> {
  const own = (node.properties ?? {}) as Record<string, Json>;
  const inherited = ((node.allOf ?? []) as Json[]).map((part) => propertiesOf(resolve(part)));
  return Object.assign({}, ...inherited, own) as Record<string, Json>;
}
function requiredOf(node: Json): string[] {
  const own = (node.required ?? []) as string[];
  return [...((node.allOf ?? []) as Json[]).flatMap((part) => requiredOf(resolve(part))), ...own];
}
const allOperations = Object.values(spec.paths as Record<string, Json>).flatMap((item) =>
  Object.values(item).map((op) => op as Json),
);

describe('document', () => {
  test('is OpenAPI 3.0.3', () => expect(spec.openapi).toBe('3.0.3'));
  test('has API version 1.0.0', () => expect(at('info').version).toBe('1.0.0'));
  test('has two servers, production then staging', () => {
    const servers = spec.servers as Json[];
    expect(servers.map((server) => server.description)).toEqual(['Production', 'Staging']);
  });
  test('both server addresses end in /v1', () => {
    for (const server of spec.servers as Json[]) expect(new URL(String(server.url)).pathname).toMatch(/\/v1$/);
  });
  test('both server addresses are https on reserved example domains', () => {
    for (const server of spec.servers as Json[]) {
      const url = new URL(String(server.url));
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/(^|\.)(example|example\.com|example\.net|example\.org)$/);
    }
  });
  test('security scheme bearerAuth is HTTP bearer', () => {
    expect(at('components', 'securitySchemes', 'bearerAuth')).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
  test('bearerAuth applies to every operation', () => {
    expect(spec.security).toEqual([{ bearerAuth: [] }]);
    for (const op of allOperations) expect(op.security).toBeUndefined();
  });
});

describe('schemas', () => {
  test('PetStatus is the enum available, pending, sold', () => {
    expect(schema('PetStatus')).toMatchObject({ type: 'string', enum: ['available', 'pending', 'sold'] });
  });
  test('NewPet.name is a required string', () => {
    expect(propertiesOf(schema('NewPet')).name).toMatchObject({ type: 'string' });
    expect(requiredOf(schema('NewPet'))).toContain('name');
  });
  test('NewPet.categoryId is a required int64 integer', () => {
    expect(propertiesOf(schema('NewPet')).categoryId).toMatchObject({ type: 'integer', format: 'int64' });
    expect(requiredOf(schema('NewPet'))).toContain('categoryId');
  });
  test('NewPet.status is an optional PetStatus', () => {
    expect(refName(propertiesOf(schema('NewPet')).status)).toBe('PetStatus');
    expect(requiredOf(schema('NewPet'))).not.toContain('status');
  });
  test('NewPet requires exactly name and categoryId', () => {
    expect(requiredOf(schema('NewPet')).sort()).toEqual(['categoryId', 'name']);
  });
  test('Pet holds every NewPet field plus a required int64 id', () => {
    const pet = schema('Pet');
    expect(Object.keys(propertiesOf(pet)).sort()).toEqual(['categoryId', 'id', 'name', 'status']);
    expect(propertiesOf(pet).id).toMatchObject({ type: 'integer', format: 'int64' });
    expect(requiredOf(pet).sort()).toEqual(['categoryId', 'id', 'name']);
  });
  test('Pets is an array of Pet', () => {
    expect(schema('Pets').type).toBe('array');
    expect(refName(schema('Pets').items)).toBe('Pet');
  });
  test('Error has code string, message string and status integer, all required', () => {
    const error = schema('Error');
    expect(propertiesOf(error)).toMatchObject({
      code: { type: 'string' },
      message: { type: 'string' },
      status: { type: 'integer' },
    });
    expect(requiredOf(error).sort()).toEqual(['code', 'message', 'status']);
  });
  test('Error says the set of code values is not specified', () => {
    expect(String(schema('Error').description)).toMatch(/set of `code` values is not specified/);
  });
});

describe('listPets', () => {
  const listPets = operation('/pets', 'get');
  test('is GET /pets', () => expect(listPets.operationId).toBe('listPets'));
  test('limit is an optional integer, minimum 1, maximum 100, default 20', () => {
    const limit = parameter(listPets, 'limit');
    expect(limit).toMatchObject({ in: 'query' });
    expect(limit?.required ?? false).toBe(false);
    expect(limit?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
  });
  test('status is an optional PetStatus query filter', () => {
    const status = parameter(listPets, 'status');
    expect(status).toMatchObject({ in: 'query' });
    expect(status?.required ?? false).toBe(false);
    expect(refName(status?.schema)).toBe('PetStatus');
  });
  test('has no parameters but limit and status', () => {
    expect((listPets.parameters as Json[]).map((p) => resolve(p).name).sort()).toEqual(['limit', 'status']);
  });
  test('responds 200 with Pets and 401 with Error', () => {
    expect(Object.keys(listPets.responses as Json).sort()).toEqual(['200', '401']);
    expect(refName(responseSchema(listPets, '200'))).toBe('Pets');
    expect(refName(responseSchema(listPets, '401'))).toBe('Error');
  });
});

describe('createPet', () => {
  const createPet = operation('/pets', 'post');
  test('is POST /pets', () => expect(createPet.operationId).toBe('createPet'));
  test('requires a NewPet request body', () => {
    const body = resolve(createPet.requestBody);
    expect(body.required).toBe(true);
    expect(refName(((body.content as Json)['application/json'] as Json).schema)).toBe('NewPet');
  });
  test('responds 201 with Pet, 400 with Error and 401 with Error', () => {
    expect(Object.keys(createPet.responses as Json).sort()).toEqual(['201', '400', '401']);
    expect(refName(responseSchema(createPet, '201'))).toBe('Pet');
    expect(refName(responseSchema(createPet, '400'))).toBe('Error');
    expect(refName(responseSchema(createPet, '401'))).toBe('Error');
  });
});

describe('getPet', () => {
  const getPet = operation('/pets/{petId}', 'get');
  test('is GET /pets/{petId}', () => expect(getPet.operationId).toBe('getPet'));
  test('petId is a required int64 path parameter', () => {
    expect(parameter(getPet, 'petId')).toMatchObject({
      in: 'path',
      required: true,
      schema: { type: 'integer', format: 'int64' },
    });
  });
  test('responds 200 with Pet, 401 with Error and 404 with Error', () => {
    expect(Object.keys(getPet.responses as Json).sort()).toEqual(['200', '401', '404']);
    expect(refName(responseSchema(getPet, '200'))).toBe('Pet');
    expect(refName(responseSchema(getPet, '401'))).toBe('Error');
    expect(refName(responseSchema(getPet, '404'))).toBe('Error');
  });
  test('is deprecated', () => expect(getPet.deprecated).toBe(true));
  test('is removed on 2030-12-05 (x-sunset)', () => expect(getPet['x-sunset']).toBe('2030-12-05'));
  test('names listPets with the status filter as its replacement (x-replacement)', () => {
    expect(getPet['x-replacement']).toEqual({ operationId: 'listPets', parameters: ['status'] });
  });
  test('is the only deprecated operation', () => {
    expect(allOperations.filter((op) => op.deprecated === true).map((op) => op.operationId)).toEqual(['getPet']);
  });
});

describe('what the seed does not show stays out', () => {
  const text = JSON.stringify(spec);
  test('exactly three operations, and no store endpoints', () => {
    expect(allOperations.map((op) => op.operationId).sort()).toEqual(['createPet', 'getPet', 'listPets']);
    expect(Object.keys(spec.paths as Json).sort()).toEqual(['/pets', '/pets/{petId}']);
    expect(text).not.toMatch(/store\/|orders/i);
  });
  test('no default value for status', () => {
    expect(schema('PetStatus').default).toBeUndefined();
    expect(propertiesOf(schema('NewPet')).status?.default).toBeUndefined();
    expect(parameter(operation('/pets', 'get'), 'status')?.schema).not.toHaveProperty('default');
  });
  test('no list of error code values', () => {
    expect(propertiesOf(schema('Error')).code).not.toHaveProperty('enum');
  });
  test('no response headers', () => {
    for (const op of allOperations)
      for (const response of Object.values(op.responses as Json)) expect(resolve(response).headers).toBeUndefined();
  });
  test('no rate limits', () => expect(text).not.toMatch(/rate.?limit|x-ratelimit|retry-after|\b429\b/i));
  test('no paging fields beyond limit', () => {
    expect(text).not.toMatch(/"(cursor|offset|page|pageSize|total|next|nextCursor)"/);
  });
  test('no stability markers', () => expect(text).not.toMatch(/experimental|beta|x-stability/i));
  test('no events or webhooks', () => {
    expect(spec).not.toHaveProperty('webhooks');
    expect(text).not.toMatch(/callbacks/);
  });
});
