/**
 * One `npm pack` of a workspace at a time, across the test run's processes. A workspace's prepack
 * empties and rewrites its `dist/` (tools/domain-check/build.ts), so two packs of it at once, from
 * suites that run side by side, bundle each other's half-written files: rolldown then fails with
 * "Could not load dist/…", or a tarball ships the other pack's platform profile.
 *
 * The lock is a file made with O_EXCL in the system's temporary folder, one per workspace folder.
 * A waiter watches the folder and tries again when a file there goes; a lock whose holder has died
 * (its process is gone) is taken over, so a killed run never blocks the next one.
 */
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const LOCK_FOLDER = tmpdir();

export function packLockPath(workspaceDir: string): string {
  const key = createHash('sha256').update(resolve(workspaceDir)).digest('hex').slice(0, 16);
  return join(LOCK_FOLDER, `petstore-docs-pack-${key}.lock`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function tryTake(lockPath: string): Promise<boolean> {
  try {
    await writeFile(lockPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
  // A file still empty is being written by a live holder; a dead holder's lock is taken over.
  if (Number.isInteger(holder) && holder > 0 && !isAlive(holder)) {
    await rm(lockPath, { force: true });
  }
  return false;
}

/** Resolves after a file of the lock's folder is renamed or removed (the holder's release among them). */
function nextChangeOf(lockPath: string, signal: AbortSignal): Promise<void> {
  return new Promise((settle) => {
    const watcher = watch(LOCK_FOLDER, { signal }, (_event, name) => {
      if (name === null || join(LOCK_FOLDER, name) === lockPath) {
        watcher.close();
        settle();
      }
    });
    watcher.on('error', () => settle());
  });
}

/** Runs `work` while holding the workspace's pack lock, and releases it however `work` ends. */
export async function withPackLock<T>(workspaceDir: string, work: () => Promise<T>): Promise<T> {
  const lockPath = packLockPath(workspaceDir);
  for (;;) {
    const stop = new AbortController();
    // Watch before trying, so a release between the try and the wait is not missed.
    const released = nextChangeOf(lockPath, stop.signal);
    const taken = await tryTake(lockPath);
    if (taken) {
      stop.abort();
      break;
    }
    // A holder that died between two looks is taken over on the next try, without an event.
    const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => '0'), 10);
    if (holder > 0 && isAlive(holder)) await released;
    stop.abort();
  }
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
  }
}
