/**
 * `npm run mock [-- --port PORT]`: serves the mock of the API on 127.0.0.1 (port 4010 by default)
 * until Ctrl-C. Exit codes: 0 stopped by a signal, 1 the port cannot be used, 2 bad usage.
 */
import { parseArgs } from 'node:util';
import { MOCK_BASE_PATH, MOCK_HOST, MOCK_PORT } from '../../deployment/mock-server-address.ts';
import { startMockApi } from './mock-api.ts';

const USAGE = `Usage: npm run mock [-- --port PORT]

Serves a mock of the Petstore API, made from spec/openapi.yaml, on http://${MOCK_HOST}:PORT${MOCK_BASE_PATH}
(default port ${MOCK_PORT}) until Ctrl-C. Any bearer token is accepted. On another port, build the
site with PETSTORE_MOCK_BASE_URL=http://${MOCK_HOST}:PORT${MOCK_BASE_PATH} so that its "Try it" panels offer it.
`;

function fail(message: string, code: number): never {
  process.stderr.write(`mock: ${message}\n`);
  process.exit(code);
}

let port = MOCK_PORT;
try {
  const { values } = parseArgs({ options: { port: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port < 1 || port > 65535) fail(`--port takes 1–65535, not "${values.port}".`, 2);
  }
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
}

const mock = await startMockApi({ port }).catch((error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') {
    fail(
      `port ${port} on ${MOCK_HOST} is in use (another mock?). Stop it, or run: npm run mock -- --port ${port + 1}`,
      1,
    );
  }
  throw error;
});
// Ready for a signal before saying it is ready: whoever reads the line may stop it at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void mock.close().then(() => process.exit(0)));
}
process.stdout.write(
  `Mock of the Petstore API on ${mock.baseUrl} (from spec/openapi.yaml). Any bearer token is accepted.\n` +
    `Try: curl -H 'Authorization: Bearer any-key' ${mock.baseUrl}/pets\n`,
);
