import { spawnSync } from 'node:child_process';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Wall time of one whole process, in milliseconds; it must exit 0. */
export function timeProcess(command: string, args: readonly string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Two commands timed in turn, A B A B …, so that a machine whose speed drifts slows both alike:
 * each one's median, and the median of the pairwise ratios A/B.
 */
export function timePaired(
  runs: number,
  a: readonly [string, readonly string[]],
  b: readonly [string, readonly string[]],
): { a: number; b: number; ratio: number } {
  const pairs = Array.from({ length: runs }, () => [timeProcess(...a), timeProcess(...b)] as const);
  return {
    a: median(pairs.map(([first]) => first)),
    b: median(pairs.map(([, second]) => second)),
    ratio: median(pairs.map(([first, second]) => first / second)),
  };
}
