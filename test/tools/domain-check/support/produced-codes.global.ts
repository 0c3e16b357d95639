import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PRODUCED_CODES_DIR } from './produced-codes.ts';

/**
 * Once per run: the folder where the test workers note the codes their reports carry, named in the
 * environment before any worker starts (workers inherit it). Every project that runs this setup
 * shares the first one's folder; that one removes it when the run ends.
 */
export default function setup(): (() => void) | undefined {
  if (process.env[PRODUCED_CODES_DIR]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'domain-check-produced-codes-'));
  process.env[PRODUCED_CODES_DIR] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
