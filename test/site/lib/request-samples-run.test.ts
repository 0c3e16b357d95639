/**
 * Runs every operation's code sample in every language whose runtime Debian packages
 * (support/install-sample-runtimes.sh installs them), against the mock of the API on loopback, and
 * checks what the mock received against what the spec describes: method, path, query, the bearer
 * header carrying the environment's key, the JSON body. The samples are the ones the pages publish,
 * written for the mock's base address instead of production.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { codeSamplesFor } from '../../../site/lib/code-samples.ts';
import { readSourceSpecModel, type ResolvedParameter } from '../../../spec-model/spec-model.ts';
import { apiKeyVariable, sampleLanguages, type SampleLanguage } from '../../../site/lib/sample-languages.ts';
import { createMockApi } from '../../../tools/mock-api/mock-api.ts';

interface Runner {
  /** The file the sample is written to (Java runs the class it declares from any file name). */
  readonly file: string;
  readonly command: (file: string) => [string, ...string[]];
}

/** How each language's sample runs. A language absent here has no runtime in Debian (see below). */
const runners: Readonly<Record<string, Runner>> = {
  curl: { file: 'sample.sh', command: (file) => ['sh', file] },
  httpie: { file: 'sample.sh', command: (file) => ['sh', file] },
  fetch: { file: 'sample.mjs', command: (file) => [process.execPath, file] },
  node: { file: 'sample.mjs', command: (file) => [process.execPath, file] },
  // Debian's Python, which python3-requests serves, whatever python3 comes first on PATH.
  python: { file: 'sample.py', command: (file) => ['/usr/bin/python3', file] },
  go: { file: 'main.go', command: (file) => ['go', 'run', file] },
  // A JVM that compiles less and collects simply starts in about half the time; the sample runs once.
  java: { file: 'Main.java', command: (file) => ['java', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', file] },
  ruby: { file: 'sample.rb', command: (file) => ['ruby', file] },
  php: { file: 'sample.php', command: (file) => ['php', file] },
};

/**
 * C# is not run: Debian 12 has no .NET SDK, and its Mono compiler (mono-mcs 6.8) stops at C# 7,
 * before the top-level statements, `using var` and raw string literals the sample uses.
 */
const notRunHere = ['csharp'];

interface Received {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: string;
  readonly answer: string;
}

interface Run {
  readonly key: string;
  readonly stdout: string;
  readonly stderr: string;
  readonly error?: string;
}

const spec = readSourceSpecModel();
const { operations } = spec;
const root = fileURLToPath(new URL('../../../', import.meta.url));
// Under the project, so that the Node.js sample's `import 'undici'` resolves as in a reader's project.
const cache = join(root, 'node_modules/.cache/petstore-docs');
const received = new Map<string, Received>();
const runs = new Map<string, Run>();
let server: Server | undefined;
let workDir: string;

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The mock behind a recorder: each request is kept by the bearer token it carries, one per run. */
async function startRecordingMock(): Promise<string> {
  const mock = await createMockApi(spec);
  const recorder = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readAll(incoming);
      const url = new URL(incoming.url ?? '/', 'http://mock');
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const response = await mock(
        new Request(url, {
          method: incoming.method ?? 'GET',
          headers,
          ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
        }),
      );
      const answer = await response.text();
      const authorization = incoming.headers.authorization;
      received.set(authorization ?? '(none)', {
        method: incoming.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        authorization,
        contentType: incoming.headers['content-type'],
        body: body.toString('utf8'),
        answer,
      });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(answer);
    })();
  });
  server = recorder;
  recorder.listen(0, '127.0.0.1');
  await once(recorder, 'listening');
  const address = recorder.address();
  if (!address || typeof address === 'string') throw new Error('the recorder has no port');
  return `http://127.0.0.1:${address.port}/v1`;
}

function runSample(language: SampleLanguage, operationId: string, source: string): Promise<Run> {
  const runner = runners[language.id];
  if (!runner) throw new Error(`no runner for ${language.id}`);
  const dir = join(workDir, `${operationId}-${language.id}`);
  mkdirSync(dir);
  const file = join(dir, runner.file);
  writeFileSync(file, source);
  const key = `key-${operationId}-${language.id}-${Math.random().toString(36).slice(2)}`;
  const [command, ...args] = runner.command(file);
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: dir,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          [apiKeyVariable]: key,
          // Go keeps its build cache between runs; nothing is fetched (the samples import the standard library only).
          GOCACHE: join(cache, 'go-build'),
          GOPATH: join(cache, 'go'),
          GOFLAGS: '-mod=mod',
          GOPROXY: 'off',
          GO111MODULE: 'auto',
        },
      },
      (error, stdout, stderr) => resolve({ key, stdout, stderr, ...(error ? { error: error.message } : {}) }),
    );
  });
}

/** Runs `tasks` with at most `limit` at a time: the machine has two cores. */
async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

const runnable = sampleLanguages.filter((language) => !notRunHere.includes(language.id));
const cases = operations.flatMap((operation) =>
  runnable.map((language) => ({
    operationId: operation.operationId,
    label: language.label,
    language,
    path: operation.path,
    method: operation.method,
    operation,
  })),
);

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  workDir = mkdtempSync(join(cache, 'samples-'));
  const baseUrl = await startRecordingMock();
  const tasks = cases.map(({ language, operationId, operation }) => async () => {
    const sample = codeSamplesFor(baseUrl, operation).find((candidate) => candidate.label === language.label);
    if (!sample) throw new Error(`no ${language.label} sample for ${operationId}`);
    runs.set(`${operationId} ${language.id}`, await runSample(language, operationId, sample.source));
  });
  await inPool(tasks, 4);
}, 240_000);

afterAll(async () => {
  const recorder = server;
  if (recorder) {
    recorder.closeAllConnections();
    await new Promise((resolve) => recorder.close(resolve));
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Whether `value`, sent as text in a query or path, is one the parameter's schema allows. */
function allowedBy(parameter: ResolvedParameter, value: string): boolean {
  const schema = parameter.schema ?? {};
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if (schema.type === 'integer') {
    const number = Number(value);
    return (
      /^-?\d+$/.test(value) &&
      (typeof schema.minimum !== 'number' || number >= schema.minimum) &&
      (typeof schema.maximum !== 'number' || number <= schema.maximum)
    );
  }
  return value !== '';
}

describe('every code sample, run against the mock', () => {
  test.each(cases)(
    '$operationId in $label sends the request the spec describes',
    ({ language, operationId, path, method, operation }) => {
      const run = runs.get(`${operationId} ${language.id}`);
      if (!run) throw new Error('the sample did not run');
      const got = received.get(`Bearer ${run.key}`);
      expect(
        got,
        `the mock received no request with the bearer token from ${apiKeyVariable}\n${run.error ?? ''}\n${run.stderr}\n${run.stdout}`,
      ).toBeDefined();
      if (!got) return;
      const { parameters } = operation;

      expect(got.method).toBe(method.toUpperCase());
      const pathPattern = new RegExp(`^/v1${path.replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)')}$`);
      const match = pathPattern.exec(got.path);
      expect(got.path, `path of ${method.toUpperCase()} ${path}`).toMatch(pathPattern);
      for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
        const value = decodeURIComponent(match?.groups?.[parameter.name] ?? '');
        expect(allowedBy(parameter, value), `path parameter ${parameter.name} = ${value}`).toBe(true);
      }

      const queryNames = parameters.filter((candidate) => candidate.in === 'query').map((parameter) => parameter.name);
      expect([...got.query.keys()].sort()).toEqual(queryNames.sort());
      for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
        const value = got.query.get(parameter.name) ?? '';
        expect(allowedBy(parameter, value), `query parameter ${parameter.name} = ${value}`).toBe(true);
      }

      const example: unknown = operation.operation.requestBody?.content['application/json']?.example;
      if (example === undefined) {
        expect(got.body).toBe('');
      } else {
        expect(got.contentType).toMatch(/^application\/json\b/);
        expect(JSON.parse(got.body)).toEqual(example);
      }

      // The sample printed the mock's answer (HTTPie and Go re-space or prefix it).
      expect(run.stdout.replace(/\s+/g, '')).toContain(got.answer.replace(/\s+/g, ''));
      expect(run.error, run.stderr).toBeUndefined();
    },
  );
});
