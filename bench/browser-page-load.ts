/**
 * What one page load costs each Chromium the site's tests could drive. Run with
 * `npm run bench:browser` (Node 24). It builds the site once, serves it on loopback, and for each
 * browser found (Debian's chromium-headless-shell, the headless shell inside @sparticuz/chromium,
 * the full /usr/bin/chromium in headless mode) runs `rounds` rounds, the browsers taking turns
 * within a round. A round is a new Node process that launches the browser and opens each page of
 * `pages` `loadsPerPage` times, each in a fresh context (as the tests do), waiting for network idle.
 * It prints, per browser, the median over rounds of CPU seconds per load (the browser's processes
 * and the driver's: the round's own and its reaped children's user + system time) and of wall
 * seconds per load, and each one's ratio to the headless shell that test/support/chromium.ts picks.
 * A machine's other work moves the wall figures; the CPU figures much less.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { buildSite, makeBuildDir } from '../test/support/astro-build.ts';
import { quietFlags } from '../test/support/chromium.ts';
import { serveStatic } from '../test/support/static-server.ts';

const rounds = 5;
const loadsPerPage = 3;
const pages = ['/', '/guides/custom-domains/', '/api/operations/createpet/', '/tools/domain-check/findings/'];

interface Candidate {
  readonly name: string;
  /** Resolves the executable, or undefined when this machine lacks it. */
  readonly find: () => Promise<{ executablePath: string; args: string[] } | undefined>;
}

const candidates: readonly Candidate[] = [
  {
    name: 'chromium-headless-shell (Debian)',
    find: () => {
      const path = '/usr/lib/chromium/chromium-headless-shell';
      return Promise.resolve(existsSync(path) ? { executablePath: path, args: [] } : undefined);
    },
  },
  {
    name: 'headless shell of @sparticuz/chromium',
    find: async () => {
      const { default: packaged } = await import('@sparticuz/chromium');
      const kept = packaged.args.filter(
        (flag) => !/^--(headless|single-process|no-zygote|disable-web-security)/.test(flag),
      );
      return { executablePath: await packaged.executablePath(), args: kept };
    },
  },
  {
    name: 'chromium, headless mode (Debian)',
    find: () =>
      Promise.resolve(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium', args: [] } : undefined),
  },
];

/** Seconds of CPU this process and its reaped children used (/proc/self/stat fields 14 to 17). */
function cpuSecondsWithChildren(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Fields after "(comm) " start at field 3; utime, stime, cutime, cstime are fields 14 to 17.
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return ticks / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
}

/** One round in this process: launch, load every page `loadsPerPage` times, close; prints JSON. */
async function round(siteUrl: string, executablePath: string, args: string[]): Promise<void> {
  const cpuBefore = cpuSecondsWithChildren();
  const started = performance.now();
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...new Set([...args, ...quietFlags])],
  });
  for (let load = 0; load < loadsPerPage; load += 1) {
    for (const page of pages) {
      const context = await browser.newContext();
      await (await context.newPage()).goto(siteUrl + page, { waitUntil: 'networkidle' });
      await context.close();
    }
  }
  await browser.close();
  const loads = loadsPerPage * pages.length;
  process.stdout.write(
    JSON.stringify({
      cpuPerLoad: (cpuSecondsWithChildren() - cpuBefore) / loads,
      wallPerLoad: (performance.now() - started) / 1000 / loads,
    }),
  );
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

async function runRound(siteUrl: string, executablePath: string, args: string[]) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--round', siteUrl, executablePath, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`a round with ${executablePath} exited with ${String(code)}`);
  return JSON.parse(output) as { cpuPerLoad: number; wallPerLoad: number };
}

async function main(): Promise<void> {
  const found: { name: string; executablePath: string; args: string[] }[] = [];
  for (const candidate of candidates) {
    const binary = await candidate.find().catch(() => undefined);
    if (binary) found.push({ name: candidate.name, ...binary });
    else console.log(`${candidate.name}: not on this machine, left out`);
  }
  const distDir = makeBuildDir('bench-browser');
  try {
    console.log('Building the site once…');
    await buildSite(distDir);
    const served = await serveStatic(distDir);
    const samples = new Map(
      found.map((browser) => [browser.name, [] as { cpuPerLoad: number; wallPerLoad: number }[]]),
    );
    for (let index = 0; index < rounds; index += 1) {
      for (const browser of found) {
        samples.get(browser.name)?.push(await runRound(served.url, browser.executablePath, browser.args));
      }
      console.log(`round ${index + 1} of ${rounds} done`);
    }
    served.server.close();
    const rows = found.map((browser) => {
      const runs = samples.get(browser.name) ?? [];
      return {
        name: browser.name,
        cpu: median(runs.map((run) => run.cpuPerLoad)),
        wall: median(runs.map((run) => run.wallPerLoad)),
      };
    });
    const reference = rows[0];
    console.log(`\nPer page load (median of ${rounds} rounds of ${loadsPerPage * pages.length} loads):`);
    for (const row of rows) {
      const ratio = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(2)}×` : '');
      console.log(
        `  ${row.name.padEnd(40)} CPU ${row.cpu.toFixed(2)} s (${ratio(row.cpu, reference?.cpu)})   wall ${row.wall.toFixed(2)} s (${ratio(row.wall, reference?.wall)})`,
      );
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}

const [flag, siteUrl, executablePath, ...args] = process.argv.slice(2);
if (flag === '--round' && siteUrl && executablePath) await round(siteUrl, executablePath, args);
else await main();
