import { describe, expect, it } from 'vitest';
import { runInGroup } from './process-group.ts';

/** Whether a process is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `pid` is gone; the test's own timeout bounds it. */
async function gone(pid: number): Promise<void> {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a process run in a group of its own', () => {
  it('fails at its deadline with what it printed, and its forked children are killed with it', async () => {
    // The shell forks a sleeper that shares its output, then waits for it: a hung tool with workers.
    const run = runInGroup('sh', ['-c', 'sleep 300 & echo "worker $!"; wait'], {
      label: 'a hung tool',
      deadlineMs: 2000,
    });
    const error = await run.then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(
      /^a hung tool was still running after 2 s; its process group was killed\.\nstdout: worker \d+/,
    );
    const worker = Number(/worker (\d+)/.exec(error?.message ?? '')?.[1]);
    await gone(worker);
  });

  it('ends when the process exits though a child it left behind still holds its output', async () => {
    const run = await runInGroup('sh', ['-c', 'sleep 300 & echo "stray $!"'], { label: 'a tool', deadlineMs: 30_000 });
    expect(run.code).toBe(0);
    const stray = Number(/stray (\d+)/.exec(run.stdout)?.[1]);
    await gone(stray);
  });

  it('fails with the reason when the command cannot start', async () => {
    await expect(runInGroup('/nonexistent/tool', [], { label: 'a missing tool', deadlineMs: 5000 })).rejects.toThrow(
      /^a missing tool could not start: .*ENOENT/,
    );
  });
});
