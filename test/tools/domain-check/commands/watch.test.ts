/**
 * `domain-check watch` through the real CLI. Its stdout is a pipe, so it writes one JSON object per
 * line per run. The test DNS servers change their answers while it runs, as a DNS host does once the
 * user saves a fix.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGS_DIR, loadCurrentZones, loadStaleZones, ZONES_DIR } from '../support/fixture-zones.ts';
import { startLiveWorld, type LiveWorld } from '../support/live-world.ts';
import { spawnCli } from '../support/run-cli.ts';
import { parseZoneFile, type Zone } from '../support/zone-file.ts';

interface WatchLine {
  schemaVersion: number;
  status: string;
  domains: { domain: string }[];
  watch: {
    run: number;
    at: string;
    nextTryAt: string | null;
    domains: { domain: string; state: string; waitingFor: string }[];
  };
}

interface WatchRun {
  readonly lines: WatchLine[];
  readonly code: number | null;
  readonly stderr: string;
  /** When the process ended (Date.now()). */
  readonly endedAt: number;
}

let live: LiveWorld;
beforeAll(async () => {
  live = await startLiveWorld();
}, 120_000);
afterAll(async () => {
  await live.close();
});

/** Runs watch; `onLine` sees each JSON line as it arrives and may act on the world or the process. */
function watch(
  args: readonly string[],
  onLine: (line: WatchLine, kill: (signal: NodeJS.Signals) => void) => void,
): Promise<WatchRun> {
  const child = spawnCli(['watch', ...args, ...live.cliOptions, '--timeout', '30']);
  const lines: WatchLine[] = [];
  let buffered = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = JSON.parse(buffered.slice(0, newline)) as WatchLine;
      buffered = buffered.slice(newline + 1);
      lines.push(line);
      onLine(line, (signal) => child.kill(signal));
      newline = buffered.indexOf('\n');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ lines, code, stderr, endedAt: Date.now() }));
  });
}

/** live.test with the A record at watch.live.test replaced by the CNAME the procedure asks for. */
function withWatchFixed(zones: readonly Zone[]): Zone[] {
  const file = `${ZONES_DIR}live.test.zone`;
  const text = readFileSync(file, 'utf8').replace(/^watch A 127\.0\.0\.21$/m, 'watch CNAME edge.live.test.');
  const fixed = parseZoneFile(text, file);
  return [...zones.filter((zone) => zone.origin !== 'live.test'), fixed];
}

const config = (name: string): string[] => ['--config', `${CONFIGS_DIR}${name}`];

describe('domain-check watch', () => {
  it('turns ready while it runs once the record is fixed, and exits 0', async () => {
    const run = await watch(config('watch.json'), (line) => {
      if (line.watch.run === 1) {
        live.world.authoritative.setZones(withWatchFixed(loadCurrentZones()));
        live.world.resolver.setZones(withWatchFixed(loadStaleZones()));
      }
    });
    expect(run.code).toBe(0);
    expect(run.lines.map((line) => line.status)).toEqual(['action-required', 'ready']);
    const [first, last] = run.lines;
    expect(first?.watch.domains).toContainEqual(
      expect.objectContaining({
        domain: 'watch.live.test',
        state: 'action-required',
        waitingFor: expect.stringMatching(
          /^a change \(conflicts\): Delete the A record at watch\.live\.test/,
        ) as unknown,
      }),
    );
    // Scheduled, and never sooner than every few seconds.
    const wait = Date.parse(first?.watch.nextTryAt ?? '') - Date.parse(first?.watch.at ?? '');
    expect(wait).toBeGreaterThanOrEqual(5000);
    expect(last?.watch.nextTryAt).toBeNull();
    expect(last?.schemaVersion).toBe(1);
    expect(run.stderr).toMatch(/domain-check watch: ready; last status: ready\./);
  }, 120_000);

  it('stops when --until passes, with the last status’s exit code', async () => {
    const run = await watch([...config('live.json'), '--until', '3s'], () => undefined);
    expect(run.code).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]?.watch.nextTryAt).toBeNull();
    expect(run.stderr).toMatch(/the --until deadline passed; last status: action-required/);
  }, 120_000);

  it('ends cleanly on Ctrl-C with the last status, without waiting for its next try', async () => {
    const run = await watch(config('live.json'), (line, kill) => {
      if (line.watch.run === 1) kill('SIGINT');
    });
    expect(run.code).toBe(1);
    expect(run.lines).toHaveLength(1);
    // The order of two events, not a speed: it ended before the next try it had scheduled (at least
    // 5 s after the first run, see the first test) was due.
    expect(run.endedAt).toBeLessThan(Date.parse(run.lines[0]?.watch.nextTryAt ?? ''));
    expect(run.stderr).toMatch(/stopped \(Ctrl-C\); last status: action-required/);
  }, 120_000);

  it('exits 2 on an --until it cannot read', async () => {
    const run = await watch([...config('live.json'), '--until', 'soonish'], () => undefined);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--until takes a duration/);
  });
});
