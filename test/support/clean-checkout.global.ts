import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `git status` shows, path by path, with a hash of each file's content: a file that was
 * already modified before the run and is modified again by a test shows up too.
 */
function checkoutState(): Map<string, string> {
  const output = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: root,
    encoding: 'utf8',
  });
  const state = new Map<string, string>();
  const entries = output.split('\0').filter(Boolean);
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index] ?? '';
    const status = entry.slice(0, 2);
    const path = entry.slice(3);
    // A rename or copy is followed by its source path, which is not a file of its own here.
    if (status.includes('R') || status.includes('C')) index += 1;
    const file = join(root, path);
    const content =
      existsSync(file) && statSync(file).isFile()
        ? createHash('sha256').update(readFileSync(file)).digest('hex')
        : 'missing';
    state.set(path, `${status} ${content}`);
  }
  return state;
}

function isGitCheckout(): boolean {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The suite leaves the checkout as it found it: every file a test writes goes to a temporary folder
 * or a git-ignored one (node_modules/.cache). After the last test, any path whose `git status` entry
 * or content changed during the run fails the run, named. Comparing with the state at the start,
 * rather than asking for an empty status, lets a developer run the suite with uncommitted work; a
 * fresh clone (CI) starts empty, so there any file left behind fails.
 */
export default function setup(): (() => void) | undefined {
  // An unpacked tarball has no git: nothing to compare with.
  if (!isGitCheckout()) return undefined;
  const before = checkoutState();
  return () => {
    const after = checkoutState();
    const changed = [...new Set([...before.keys(), ...after.keys()])]
      .filter((path) => before.get(path) !== after.get(path))
      .sort()
      .map((path) => `  ${(after.get(path) ?? '   (restored)').slice(0, 2)} ${path}`);
    if (changed.length > 0) {
      throw new Error(
        `The test run changed the checkout (git status, before → after); a test must write to a temporary ` +
          `or git-ignored folder and remove what it writes:\n${changed.join('\n')}`,
      );
    }
  };
}
