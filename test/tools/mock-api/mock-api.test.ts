import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { startMockApi, type RunningMock } from '../../../tools/mock-api/mock-api.ts';
import { documentedStatuses, responseBodySchema } from '../../support/spec-schemas.ts';

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMockApi({ port: 0 });
});
afterAll(async () => {
  await mock.close();
});

async function call(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(mock.baseUrl + path, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

/** Asserts that `answer` is the spec's response `status` of the operation, body checked by its schema. */
function expectDocumented(
  answer: { status: number; type: string; text: string },
  method: string,
  path: string,
  status: number,
) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  const parsed = responseBodySchema(method, path, status).safeParse(JSON.parse(answer.text));
  expect(parsed.success, `${answer.text}\n${parsed.error?.message ?? ''}`).toBe(true);
}

describe('the mock of the API (npm run mock)', () => {
  test.each([
    ['get', '/pets', undefined],
    ['post', '/pets', { name: 'Rex', categoryId: 1 }],
    ['get', '/pets/{petId}', undefined],
  ])('answers %s %s without a bearer token with 401 and an Error body', async (method, path, body) => {
    const answer = await call(method.toUpperCase(), path.replace('{petId}', '7'), { body });
    expectDocumented(answer, method, path, 401);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 401 });
  });

  test('lists pets with a token: 200 and an array of Pet', async () => {
    const answer = await call('GET', '/pets?limit=5&status=sold', { token: 'any-key' });
    expectDocumented(answer, 'get', '/pets', 200);
    expect(Array.isArray(JSON.parse(answer.text))).toBe(true);
  });

  test('creates a pet from a valid body: 201 and a Pet', async () => {
    const answer = await call('POST', '/pets', {
      token: 'any-key',
      body: { name: 'Rex', categoryId: 3, status: 'pending' },
    });
    expectDocumented(answer, 'post', '/pets', 201);
  });

  test.each([
    ['name', { categoryId: 3 }],
    ['categoryId', { name: 'Rex' }],
  ])('answers a body missing %s with 400 and an Error body', async (_missing, body) => {
    const answer = await call('POST', '/pets', { token: 'any-key', body });
    expectDocumented(answer, 'post', '/pets', 400);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 400 });
  });

  test.each([
    ['a JSON object sent as text/plain', 'text/plain', '{}'],
    ['text that is not JSON', 'application/json', 'x'],
    ['a JSON array', 'application/json', '[]'],
    ['no body at all', undefined, undefined],
  ])('answers createPet with %s with 400 and an Error body, never 201', async (_what, type, body) => {
    const headers: Record<string, string> = { Authorization: 'Bearer any-key' };
    if (type !== undefined) headers['Content-Type'] = type;
    const response = await fetch(`${mock.baseUrl}/pets`, { method: 'POST', headers, body: body ?? null });
    const answer = {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
    expectDocumented(answer, 'post', '/pets', 400);
  });

  test('reads a pet with a token: 200 and a Pet', async () => {
    expectDocumented(await call('GET', '/pets/7', { token: 'any-key' }), 'get', '/pets/{petId}', 200);
  });

  test.each(['/pets?limit=101', '/pets?limit=0', '/pets?status=lost'])(
    'invents no documented answer where the spec says nothing: %s',
    async (path) => {
      const answer = await call('GET', path, { token: 'any-key' });
      expect(documentedStatuses('get', '/pets')).not.toContain(answer.status);
      expect(answer.status).toBe(501);
      expect(answer.type).toMatch(/^text\/plain/);
      expect(answer.text).toMatch(/^Not specified: the API description does not say/);
    },
  );

  test('serves no store endpoint: the source names GET /store/orders but does not show it', async () => {
    const answer = await call('GET', '/store/orders', { token: 'any-key' });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/^[[{]/);
  });

  test('lets a web page on another origin send the bearer token and read the answer (CORS)', async () => {
    const preflight = await fetch(`${mock.baseUrl}/pets`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const answer = await fetch(`${mock.baseUrl}/pets`, { headers: { Origin: 'http://127.0.0.1:4321' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('serves the API under /v1 only', async () => {
    const answer = await fetch(new URL('/pets', mock.baseUrl), { headers: { Authorization: 'Bearer any-key' } });
    expect(answer.status).toBe(404);
  });
});
