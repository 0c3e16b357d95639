/**
 * An offline mock of the Petstore API, made from spec/openapi.yaml by @scalar/mock-server, with a
 * thin layer of ours where the library's own answers are not the spec's:
 * - a request without a bearer token gets the spec's 401 response (an Error body), not the
 *   library's `{ error, message }`;
 * - a required JSON body sent as another type, or not a JSON object, gets the spec's 400 response
 *   (the library reads it as an empty object and answers 201);
 * - a request the library's validator rejects (its `422` with a problem+json body, a status the spec
 *   never gives) gets the operation's documented 400 response where it has one (createPet's body);
 *   where the spec does not say what happens (an out-of-range `limit`, an unknown `status`, a
 *   `petId` that is not an integer) it gets `501 Not Implemented` in plain text that says so,
 *   rather than a behaviour the spec does not document.
 * Everything else (the 200 and 201 bodies from the spec's examples, CORS) is the library's.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import { createMockServer } from '@scalar/mock-server';

import { MOCK_BASE_PATH, MOCK_HOST, MOCK_PORT } from '../../deployment/mock-server-address.ts';
import { readSourceSpecModel, type SpecModel, type SpecOperation } from '../../spec-model/spec-model.ts';

type MockHandler = (request: Request) => Promise<Response>;

interface ResponseExample {
  readonly status: number;
  readonly body: unknown;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The operation at `method` `template` (a path template such as `/pets/{petId}`), if the spec has one. */
function findOperation(model: SpecModel, method: string, template: string): SpecOperation | undefined {
  return model.operations.find((candidate) => candidate.path === template && candidate.method === method.toLowerCase());
}

/** The JSON example the spec gives for `status` of an operation, if any. */
function documentedExample(operation: SpecOperation | undefined, status: number): ResponseExample | undefined {
  const content = operation?.operation.responses[String(status)]?.content?.['application/json'];
  return content && 'example' in content ? { status, body: content.example as unknown } : undefined;
}

/** Whether the operation requires a JSON request body (createPet's NewPet). */
function requiresJsonBody(operation: SpecOperation | undefined): boolean {
  const body = operation?.operation.requestBody;
  return body?.required === true && 'application/json' in body.content;
}

/** A JSON object sent as `application/json`: anything else is no body the spec can read. */
async function hasJsonObjectBody(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return false;
  try {
    return isObject(JSON.parse(await request.text()));
  } catch {
    return false;
  }
}

/** The spec's path template that `pathname` (without the base path) matches, such as `/pets/{petId}`. */
function matchPath(model: SpecModel, pathname: string): string | undefined {
  return Object.keys(model.resolved.paths).find((template) => {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

/** A response that keeps the library's CORS headers but carries our body. */
function withBody(from: Response, status: number, body: string, contentType: string): Response {
  const headers = new Headers(from.headers);
  headers.set('Content-Type', contentType);
  headers.delete('Content-Length');
  headers.delete('WWW-Authenticate');
  return new Response(body, { status, headers });
}

/**
 * The mock as a fetch handler: a request to `<origin>/v1/pets` in, the mock's response out. Paths
 * outside the base path get a plain 404.
 */
export async function createMockApi(model: SpecModel = readSourceSpecModel()): Promise<MockHandler> {
  // The library is handed the document as written: it resolves `$ref`s its own way.
  const app = await createMockServer({ document: model.document, logger: false });
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== MOCK_BASE_PATH && !url.pathname.startsWith(`${MOCK_BASE_PATH}/`)) {
      return new Response(`Not found: this mock serves the API under ${MOCK_BASE_PATH}/.\n`, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' },
      });
    }
    const pathname = url.pathname.slice(MOCK_BASE_PATH.length) || '/';
    const inner = new URL(pathname + url.search, url);
    const bodyCopy = request.clone();
    const answer = await app.fetch(new Request(inner, request));
    const template = matchPath(model, pathname);
    if (!template || request.method === 'OPTIONS') return answer;
    const operation = findOperation(model, request.method, template);

    if (answer.status === 401) {
      const documented = documentedExample(operation, 401);
      if (documented) return withBody(answer, 401, JSON.stringify(documented.body, null, 2), 'application/json');
    }
    // The library reads a body sent as text/plain, or none, as an empty object and answers 201; the
    // spec says a body missing required fields is a 400 (createPet).
    if (answer.ok && requiresJsonBody(operation) && !(await hasJsonObjectBody(bodyCopy))) {
      const documented = documentedExample(operation, 400);
      if (documented) return withBody(answer, 400, JSON.stringify(documented.body, null, 2), 'application/json');
    }
    if (answer.status === 422) {
      const documented = documentedExample(operation, 400);
      if (documented) return withBody(answer, 400, JSON.stringify(documented.body, null, 2), 'application/json');
      const violations = JSON.stringify(await answer.json(), null, 2);
      return withBody(
        answer,
        501,
        `Not specified: the API description does not say how the service answers this request, so the mock does not guess.\nWhat the request breaks in the description:\n${violations}\n`,
        'text/plain; charset=utf-8',
      );
    }
    return answer;
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Serves `handler` over HTTP: Node's request in, the fetch Response written back. */
function nodeListener(handler: MockHandler, origin: () => string) {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    void (async () => {
      const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : await readBody(incoming);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const init: RequestInit = { method: incoming.method ?? 'GET', headers };
      if (body) init.body = new Uint8Array(body);
      const response = await handler(new Request(new URL(incoming.url ?? '/', origin()), init));
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      outgoing.end(`The mock failed: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  };
}

export interface RunningMock {
  /** The base address of the mocked API, such as `http://127.0.0.1:4010/v1`. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** Starts the mock on `host:port` (port 0: a free one). */
export async function startMockApi({ host = MOCK_HOST, port = MOCK_PORT } = {}): Promise<RunningMock> {
  const handler = await createMockApi();
  let origin = '';
  const server = createServer(nodeListener(handler, () => origin));
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the mock has no port');
  origin = `http://${host}:${address.port}`;
  return {
    baseUrl: origin + MOCK_BASE_PATH,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
