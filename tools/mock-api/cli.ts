/** `npm run mock`: serves the mock of the API on 127.0.0.1:4010 until Ctrl-C. */
import { startMockApi } from './mock-api.ts';

const mock = await startMockApi();
process.stdout.write(
  `Mock of the Petstore API on ${mock.baseUrl} (from spec/openapi.yaml). Any bearer token is accepted.\n` +
    `Try: curl -H 'Authorization: Bearer any-key' ${mock.baseUrl}/pets\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void mock.close().then(() => process.exit(0)));
}
