/**
 * The DNS world (world-program.ts) in a network namespace and a process group of its own: its NSD and
 * Unbound processes share the group, so a deadline that kills the group leaves nothing behind. The
 * reference-tool suite runs Zonemaster and DNSViz inside the namespace with `nsenter --net`, so the
 * world's port-53 servers never meet those of a world that another suite runs at the same time.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { killGroup, printed } from '../support/process-group.ts';

const WORLD_PROGRAM = fileURLToPath(new URL('./world-program.ts', import.meta.url));

export interface WorldInNamespace {
  /** The world program's process: `nsenter --target=PID --net` joins its namespace. */
  readonly pid: number;
  /** The root's NS and address, as a root hints file. */
  readonly rootHints: string;
  /** The root's DNSKEY records: the world's only trust anchor. */
  readonly rootTrustAnchor: string;
  /**
   * Closes the world's standard input, which stops it, and waits for it to exit; past `deadlineMs`
   * the group is killed and the stop fails with what the world printed. No process of it is left.
   */
  stop(deadlineMs: number): Promise<void>;
}

/**
 * Starts the world of `zones`; past `deadlineMs`, or when it exits first, its group is killed and
 * the start fails with what it printed.
 */
export function startWorldInNamespace(zones: readonly string[], deadlineMs: number): Promise<WorldInNamespace> {
  const child = spawn(
    'unshare',
    ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', process.execPath, WORLD_PROGRAM, ...zones],
    { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let started = false;
    const fail = (reason: string): void => {
      if (started) return; // an exit after the start is the stop's to report
      clearTimeout(deadline);
      killGroup(child);
      reject(
        new Error(
          `the DNS world did not start in a namespace of its own (needs root, unshare -n, nsd, unbound): ${reason}\n${printed(stdout, stderr)}`,
        ),
      );
    };
    const deadline = setTimeout(
      () => fail(`still starting after ${String(deadlineMs / 1000)} s; its process group was killed`),
      deadlineMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (started || newline < 0) return;
      try {
        const world = JSON.parse(stdout.slice(0, newline)) as { rootHints: string; rootTrustAnchor: string };
        clearTimeout(deadline);
        started = true;
        resolve({
          pid: child.pid ?? 0,
          ...world,
          stop: (stopDeadlineMs) => stopWorld(child, stopDeadlineMs, () => stderr),
        });
      } catch (error) {
        fail(`its first line is not the JSON it prints once started: ${String(error)}`);
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited (${String(code ?? signal)})`));
  });
}

async function stopWorld(
  child: ChildProcessByStdio<Writable, Readable, Readable>,
  deadlineMs: number,
  stderr: () => string,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child); // a world that died leaves its servers behind
    throw new Error(
      `the DNS world had exited (${String(child.exitCode ?? child.signalCode)})\n${printed('', stderr())}`,
    );
  }
  const exit = new Promise<string | undefined>((resolve) => {
    const deadline = setTimeout(() => resolve(undefined), deadlineMs);
    child.once('exit', (code, signal) => {
      clearTimeout(deadline);
      resolve(String(code ?? signal));
    });
  });
  child.stdin.end();
  const exited = await exit;
  killGroup(child);
  if (exited === undefined) {
    throw new Error(
      `the DNS world did not stop within ${String(deadlineMs / 1000)} s of its standard input closing; its process group was killed\n${printed('', stderr())}`,
    );
  }
  if (exited !== '0') throw new Error(`the DNS world exited ${exited}\n${printed('', stderr())}`);
}
