/** Spawns the real CLI with this Node (24), as `npx @petstore-docs/domain-check` would, from the TypeScript source. */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { noteProducedOutput } from './produced-codes.ts';

export const CLI = fileURLToPath(new URL('../../../../tools/domain-check/cli/main.ts', import.meta.url));

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * No CLI run outlives a test (the unit project's timeout is 60 s): a CLI that hangs must not keep
 * eating memory. Longer than the 30 s `--timeout` the suites give a run that must not time out.
 */
const KILL_AFTER_MS = 50_000;

/**
 * What a CLI run inherits: PATH, and the run's V8 code cache (vitest.config.ts sets it), since the
 * suites start the CLI hundreds of times and a cached start costs half the CPU. Nothing else, so
 * that no setting of the machine's shell changes what a test sees.
 */
export function cliEnvironment(env: Record<string, string> = {}): Record<string, string> {
  const compileCache = process.env.NODE_COMPILE_CACHE;
  return { PATH: process.env.PATH ?? '', ...(compileCache ? { NODE_COMPILE_CACHE: compileCache } : {}), ...env };
}

export function spawnCli(
  args: readonly string[],
  env: Record<string, string> = {},
  killAfterMs = KILL_AFTER_MS,
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, [CLI, ...args], {
    env: cliEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: killAfterMs,
    killSignal: 'SIGKILL',
  });
}

export function runCli(
  args: readonly string[],
  env: Record<string, string> = {},
  killAfterMs = KILL_AFTER_MS,
): Promise<CliResult> {
  return collectOutput(spawnCli(args, env, killAfterMs));
}

/** Waits for a process to end, with everything it wrote; the codes of a JSON report it wrote are noted. */
export function collectOutput(child: ChildProcessByStdio<Writable | null, Readable, Readable>): Promise<CliResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      noteProducedOutput(stdout);
      resolve({ code, stdout, stderr });
    });
  });
}
