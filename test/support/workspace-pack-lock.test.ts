import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packLockPath, withPackLock } from './workspace-pack-lock.ts';

let workspace: string | undefined;
afterEach(async () => {
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
});

/** Several event-loop turns, so that callers without a lock would all be inside at once. */
async function yieldTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((settle) => setImmediate(settle));
}

describe('one npm pack of a workspace at a time', () => {
  it('lets one caller in at a time, however many ask together', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pack-lock-'));
    workspace = folder;
    let inside = 0;
    let mostInside = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((caller) =>
        withPackLock(folder, async () => {
          inside += 1;
          mostInside = Math.max(mostInside, inside);
          await yieldTurns(20);
          order.push(caller);
          inside -= 1;
        }),
      ),
    );
    expect(mostInside).toBe(1);
    expect(order.toSorted()).toEqual([1, 2, 3, 4, 5]);
    expect(existsSync(packLockPath(folder))).toBe(false);
  });

  it('releases the lock when the work fails', async () => {
    workspace = await mkdtemp(join(tmpdir(), 'pack-lock-'));
    await expect(withPackLock(workspace, () => Promise.reject(new Error('prepack failed')))).rejects.toThrow(
      'prepack failed',
    );
    expect(existsSync(packLockPath(workspace))).toBe(false);
    await expect(withPackLock(workspace, () => Promise.resolve('packed'))).resolves.toBe('packed');
  });

  it('takes over a lock whose holder has died', async () => {
    workspace = await mkdtemp(join(tmpdir(), 'pack-lock-'));
    const finished = spawnSync(process.execPath, ['-e', '']);
    await writeFile(packLockPath(workspace), String(finished.pid));
    await expect(withPackLock(workspace, () => Promise.resolve('packed'))).resolves.toBe('packed');
    expect(existsSync(packLockPath(workspace))).toBe(false);
  });
});
