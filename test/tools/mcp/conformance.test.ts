/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance), a client nobody here
 * wrote, run against the server's scenarios that apply to what it declares: it offers tools and
 * resources, no prompts, logging, completion, sampling or subscriptions. The suite speaks
 * Streamable HTTP; the server speaks stdio to assistants, so the test serves the same server
 * (createPetstoreServer) over the SDK's Streamable HTTP transport on loopback, one server per
 * request (the SDK's stateless mode).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPetstoreServer } from '../../../tools/mcp/server/create-server.ts';
import { SMALL_BUNDLE } from './support/small-bundle.ts';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** The server scenarios for what the server declares (`conformance list` names them all). */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list'];

let http: Server;
let url: string;
let results: string;

beforeAll(async () => {
  http = createServer((request, response) => {
    const server = createPetstoreServer(SMALL_BUNDLE, '0.0.0-test');
    // No session id generator: the SDK's stateless mode, one transport per request.
    const transport = new StreamableHTTPServerTransport({});
    response.on('close', () => void Promise.all([transport.close(), server.close()]));
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/mcp`;
  // The suite writes its results under ./results: a folder of its own, outside the checkout.
  results = await mkdtemp(join(tmpdir(), 'mcp-conformance-'));
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await rm(results, { recursive: true, force: true });
});

describe('the MCP conformance suite', () => {
  it.each(SCENARIOS)('passes %s', async (scenario) => {
    const { stdout } = await run(
      join(REPO, 'node_modules', '.bin', 'conformance'),
      ['server', '--url', url, '--scenario', scenario],
      { cwd: results, env: { ...process.env, NO_COLOR: '1' } },
    ).catch((error: unknown) => {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`conformance ${scenario} failed:\n${stdout}${stderr}`);
    });
    expect(stdout).toMatch(/Passed: \d+\/\d+, 0 failed/);
  });
});
