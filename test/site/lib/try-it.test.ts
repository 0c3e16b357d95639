import { execFileSync } from 'node:child_process';

import { parse } from 'acorn';
import { describe, expect, test } from 'vitest';

import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import { createPublication } from '../../../site/lib/publication.ts';
import { samplesForRequest } from '../../../site/lib/request-samples.ts';
import { describeTryItRequest, initialValues, isSendable } from '../../../site/lib/try-it-request.ts';
import { tryItConfig } from '../../../site/lib/try-it.ts';

const publication = createPublication(loadDeploymentSettings({}));
const listPets = tryItConfig(publication, '/pets', 'get');
const createPet = tryItConfig(publication, '/pets', 'post');
const getPet = tryItConfig(publication, '/pets/{petId}', 'get');

function withValues(
  config: typeof listPets,
  parameters: Record<string, string>,
  server = config.servers[2]?.url ?? '',
) {
  return describeTryItRequest(config, { ...initialValues(config), server, parameters });
}

describe('the Try it panel', () => {
  test('types each parameter from its schema: limit 1 to 100 by default 20, status its enum, petId a required integer', () => {
    expect(listPets.parameters).toEqual([
      expect.objectContaining({ name: 'limit', in: 'query', type: 'integer', minimum: 1, maximum: 100, default: 20 }),
      expect.objectContaining({ name: 'status', in: 'query', type: 'string', enum: ['available', 'pending', 'sold'] }),
    ]);
    expect(listPets.parameters[1]).not.toHaveProperty('default');
    expect(getPet.parameters).toEqual([
      expect.objectContaining({ name: 'petId', in: 'path', type: 'integer', required: true }),
    ]);
  });

  test("prefills createPet's body from the spec, and no other operation's", () => {
    expect(JSON.parse(createPet.body ?? '')).toEqual({ name: 'Rex', categoryId: 1 });
    expect(listPets.body).toBeUndefined();
  });

  test('offers production, staging and the mock, and may send to exactly those', () => {
    expect(listPets.servers.map((server) => server.url)).toEqual([
      'https://api.petstore.example/v1',
      'https://staging.api.petstore.example/v1',
      'http://127.0.0.1:4010/v1',
    ]);
    expect(isSendable(listPets, 'http://127.0.0.1:4010/v1/pets?limit=5')).toBe(true);
    expect(isSendable(listPets, 'http://127.0.0.1:4011/v1/pets')).toBe(false);
    expect(isSendable(listPets, 'https://api.petstore.example/v2/pets')).toBe(false);
  });

  test.each([
    ['1', []],
    ['100', []],
    ['0', ['limit must be at least 1.']],
    ['101', ['limit must be at most 100.']],
    ['2.5', ['limit must be a whole number.']],
  ])('checks limit %s against its range before sending', (limit, problems) => {
    expect(withValues(listPets, { limit }).problems.map((problem) => problem.message)).toEqual(problems);
  });

  test('sends only the parameters given, and encodes a path parameter', () => {
    expect(withValues(listPets, { limit: '', status: 'sold' }).url).toBe('http://127.0.0.1:4010/v1/pets?status=sold');
    expect(withValues(getPet, { petId: '' }).problems).toEqual([{ field: 'petId', message: 'petId is required.' }]);
    expect(withValues(getPet, { petId: '42' }).url).toBe('http://127.0.0.1:4010/v1/pets/42');
  });

  test('writes samples that stay one shell word and one JavaScript string whatever the reader types', () => {
    const server = "https://it's.example/v1";
    const body = `{ "name": "O'Brien \\u2028", "categoryId": 1 }`;
    const { request } = describeTryItRequest(createPet, { server, parameters: {}, body });
    const [curl, javascript] = samplesForRequest(request);
    // The shell hands each argument over exactly as it was meant: the URL and the JSON body intact.
    const words = execFileSync(
      'sh',
      ['-c', `set -- ${(curl?.source ?? '').replace(/^curl /, '')}; printf '%s\\0' "$@"`],
      { env: { PETSTORE_API_KEY: 'k' } },
    )
      .toString()
      .split('\0');
    expect(words).toContain(`${server.replace("'", '%27')}/pets`);
    expect(JSON.parse(words[words.indexOf('--data') + 1] ?? '')).toEqual(JSON.parse(body));
    expect(words).toContain('Authorization: Bearer k');
    expect(() => parse(javascript?.source ?? '', { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });
});
