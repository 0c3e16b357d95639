/**
 * A process that a test spawns and must never wait on forever: it runs in a process group of its
 * own (`detached`, so every process it forks shares the group), and a deadline kills the whole group
 * and fails with what it printed. Waiting for the leader alone is not enough: a tool that forks
 * workers (DNSViz's multiprocessing pool and manager) leaves them holding its stdout when the leader
 * is killed, and a child's `close` event waits for every holder of its pipes.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface GroupRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface GroupRunOptions {
  /** What the process is, for the error: `zonemaster-cli plain.test`. */
  readonly label: string;
  /** Kill the group and fail this long after the start. A bound for a hang, not a speed budget. */
  readonly deadlineMs: number;
}

/**
 * How long the group's other processes may keep the leader's output open once it has exited (a
 * pool's workers finishing); then they are strays, and are killed.
 */
const STRAYS_AFTER_MS = 5_000;

/** SIGKILL to every process of the group that `child` leads; nothing when none is left. */
export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** The tail of what a process printed, for an error message. */
export function printed(stdout: string, stderr: string): string {
  const tail = (text: string): string => (text.length > 4000 ? `…${text.slice(-4000)}` : text);
  return `stdout: ${tail(stdout.trim()) || '(nothing)'}\nstderr: ${tail(stderr.trim()) || '(nothing)'}`;
}

/**
 * Runs `command` in a process group of its own and resolves when it has ended and closed its output.
 * Rejects when it cannot start, and when the deadline passes first: then the group is killed and the
 * error carries what it printed.
 */
export function runInGroup(command: string, args: readonly string[], options: GroupRunOptions): Promise<GroupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let strays: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      killGroup(child);
      clearTimeout(strays);
      reject(
        new Error(
          `${options.label} was still running after ${String(options.deadlineMs / 1000)} s; its process group was killed.\n${printed(stdout, stderr)}`,
        ),
      );
    }, options.deadlineMs);
    child.once('error', (error) => {
      clearTimeout(deadline);
      reject(new Error(`${options.label} could not start: ${error.message}`));
    });
    child.once('exit', () => {
      strays = setTimeout(() => killGroup(child), STRAYS_AFTER_MS);
    });
    child.once('close', (code, signal) => {
      clearTimeout(deadline);
      clearTimeout(strays);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
