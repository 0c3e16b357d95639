/** `npm run mock` as a reader runs it: the port is theirs to choose, and a busy one is explained. */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('../../../tools/mock-api/cli.ts', import.meta.url));

/** Runs the mock's CLI until it exits, or until `until` appears on stdout (then stops it with SIGTERM). */
function runMock(args: string[], until?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && stdout.includes(until)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let busy: Server;
let busyPort = 0;
beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const address = busy.address();
  busyPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve));
});

describe('npm run mock', () => {
  test('says which port is busy and what to run instead, without a stack trace, and exits 1', async () => {
    const result = await runMock(['--port', String(busyPort)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `mock: port ${busyPort} on 127.0.0.1 is in use (another mock?). Stop it, or run: npm run mock -- --port ${busyPort + 1}\n`,
    );
  });

  test('serves on the port it is given', async () => {
    busy.close();
    const result = await runMock(['--port', String(busyPort)], 'Any bearer token');
    expect(result.stdout).toContain(`Mock of the Petstore API on http://127.0.0.1:${busyPort}/v1`);
    expect(result.code).toBe(0);
    await new Promise<void>((resolve) => busy.listen(busyPort, '127.0.0.1', resolve));
  });

  test('refuses a port that is not one, with its usage, and exits 2', async () => {
    const result = await runMock(['--port', 'http']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^mock: --port takes 1–65535, not "http"\./);
  });
});
