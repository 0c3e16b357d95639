/**
 * Every domain-check command the docs show, run as written against the package a site owner gets.
 *
 * The commands (`npx @petstore-docs/domain-check …`) and the `domains.json` samples come from the
 * built pages, both READMEs and `--help`. `npm pack` makes the tarball and `npm install` puts it in an
 * empty folder, so `npx @petstore-docs/domain-check` there runs the packed package (the registry's
 * name mapped to the local tarball). Each command runs in a folder whose `domains.json` is a sample,
 * for every sample. DNS servers on loopback serve the names the docs use (docs.example.com,
 * www.example.com) set up as the procedure asks. What the test adds to a command, and only then:
 * - `--resolver`/`--authoritative` naming those servers, to a command that names no server;
 * - `--timeout 5` to a live command (`--live`, `watch`, `remove-plan`) that has none;
 * - to `watch`, `--until 8s` (the last `--until` counts, so a written `--until 30m` ends sooner):
 *   nothing answers on 443 here, so it would otherwise wait for "ready" until its own deadline.
 * A command that names servers of its own (a public resolver) runs as written in a network
 * namespace of its own (`unshare -n`), so nothing leaves this machine; it can only be inconclusive.
 *
 * Needs the npm registry (the tarball's dependencies): run it outside a network namespace.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';
import { withPackLock } from '../../support/workspace-pack-lock.ts';
import {
  findInHelp,
  findInHtml,
  findInMarkdown,
  PACKAGE_COMMAND,
  type DocumentedText,
} from '../../support/documented-commands.ts';
import { startDnsTestServer, type DnsTestServer } from '../../tools/domain-check/support/dns-test-server.ts';
import { loadZones } from '../../tools/domain-check/support/fixture-zones.ts';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ZONES = fileURLToPath(new URL('../../tools/domain-check/fixtures/docs-zones/', import.meta.url));
const distDir = inject('distDir');

/** The verdicts: ready, action required, propagating, inconclusive. Never 2 (usage) or 70 (a bug). */
const VERDICT_CODES = [0, 1, 3, 4];
const STACK_TRACE = /\n\s+at .+:\d+:\d+\)?$/m;
/** No command outlives this: a hang fails the test instead of stalling the suite. */
const KILL_AFTER_MS = 90_000;

/** The environment a site owner's shell would have, without what npm and vitest add. */
function userEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_OPTIONS$|NODE_ENV$|BASE_URL$)/i.test(name)),
  );
}

const environment = (): NodeJS.ProcessEnv => ({
  ...userEnvironment(),
  PATH: [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter),
  NO_COLOR: '1',
});

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs one shell command line in `cwd`, as a site owner's shell would. */
function runShell(line: string, cwd: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { cwd, env: environment(), detached: true, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    const kill = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGKILL'), KILL_AFTER_MS);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(kill);
      resolve({ code, stdout, stderr });
    });
  });
}

const hasFlag = (words: readonly string[], flag: string): boolean =>
  words.some((word) => word === flag || word.startsWith(`${flag}=`));

interface PlannedRun {
  /** The command as the docs write it. */
  readonly written: string;
  /** What runs: the written command, plus what the header says the test may add. */
  readonly line: string;
  readonly subcommand: string;
  readonly live: boolean;
  readonly ownServers: boolean;
}

function planRun(written: string, servers: readonly string[]): PlannedRun {
  const words = written.slice(PACKAGE_COMMAND.length).trim().split(/\s+/);
  const subcommand = words.find((word) => !word.startsWith('-')) ?? words[0] ?? '';
  // records asks DNS too: each zone's nameservers, for its DNS host's form; not when --dns-host names it.
  const asksDns =
    ['check', 'watch', 'remove-plan', 'records'].includes(subcommand) &&
    !(subcommand === 'records' && hasFlag(words, '--dns-host'));
  const ownServers = hasFlag(words, '--resolver') || hasFlag(words, '--authoritative');
  const live = subcommand === 'watch' || subcommand === 'remove-plan' || hasFlag(words, '--live');
  const added = [
    ...(asksDns && !ownServers ? servers : []),
    ...(live && !hasFlag(words, '--timeout') ? ['--timeout', '5'] : []),
    ...(subcommand === 'watch' ? ['--until', '8s'] : []),
  ];
  const line = [written, ...added].join(' ');
  return {
    written,
    line: ownServers ? `unshare -n sh -c 'ip link set lo up && ${line}'` : line,
    subcommand,
    live,
    ownServers,
  };
}

/** What the text around each kind of command promises, beyond "a verdict, no stack trace". */
function expectDoesWhatTheDocsSay(plan: PlannedRun, outcome: Outcome): void {
  const where = `${plan.line}\nexit ${outcome.code}\nstdout:\n${outcome.stdout}\nstderr:\n${outcome.stderr}`;
  expect.soft(outcome.stderr, where).not.toMatch(STACK_TRACE);
  expect.soft(outcome.stderr, where).not.toMatch(/crashed/);
  if (plan.subcommand === '--help' || plan.subcommand === '-h') {
    expect.soft(outcome.code, where).toBe(0);
    return;
  }
  if (plan.subcommand === 'validate') {
    expect.soft(outcome.code, where).toBe(0);
    return;
  }
  if (plan.subcommand === 'records') {
    expect.soft(outcome.code, where).toBe(0);
    // The records the procedure asks for: the deployment's platform host, TTL 3600.
    expect.soft(outcome.stdout, where).toContain(loadDeploymentSettings({}).platformHost);
    expect.soft(outcome.stdout, where).toContain('3600');
    // A host named with --dns-host is the records' form, and nothing was looked up.
    if (plan.line.includes('--dns-host')) expect.soft(outcome.stdout, where).toMatch(/DNS host: .+, as given/);
    return;
  }
  expect.soft(VERDICT_CODES, where).toContain(outcome.code);
  if (plan.ownServers) {
    // Its own public resolvers are out of reach here: no verdict, and it says so.
    expect.soft(outcome.code, where).toBe(4);
  } else if (plan.subcommand === 'check' && !plan.live) {
    // "Before Verify: is the DNS right?" The names are set up as the procedure asks.
    expect.soft(outcome.code, where).toBe(0);
    expect.soft(outcome.stdout, where).toMatch(/ready/i);
  }
}

let resolver: DnsTestServer;
let authoritative: DnsTestServer;
let home: string;
let found: Map<string, DocumentedText>;

beforeAll(async () => {
  const zones = loadZones(ZONES);
  authoritative = await startDnsTestServer({ zones, mode: 'authoritative', host: '127.0.0.2' });
  resolver = await startDnsTestServer({ zones, mode: 'resolver', host: '127.0.0.1' });
  home = await mkdtemp(join(tmpdir(), 'docs-commands-'));
  const npm = async (args: readonly string[], cwd: string) =>
    run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd,
      env: environment(),
      maxBuffer: 16 * 1024 * 1024,
    });
  const { stdout } = await withPackLock(join(REPO, 'tools/domain-check'), () =>
    npm(['pack', '--workspace', 'tools/domain-check', '--pack-destination', home, '--json'], REPO),
  );
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  await writeFile(join(home, 'package.json'), JSON.stringify({ name: 'site-owner', private: true }));
  await npm(['install', join(home, packed?.filename ?? '')], home);

  found = new Map();
  for (const path of listBuiltPages(distDir)) found.set(path, findInHtml(readBuiltPage(distDir, path)));
  for (const readme of ['README.md', 'tools/domain-check/README.md']) {
    found.set(readme, findInMarkdown(await readFile(join(REPO, readme), 'utf8')));
  }
  const help = await runShell(`${PACKAGE_COMMAND} --help`, home);
  found.set('--help', findInHelp(help.stdout));
}, 300_000);

afterAll(async () => {
  await Promise.all([resolver.close(), authoritative.close()]);
  await rm(home, { recursive: true, force: true });
});

describe('every command and domains.json sample the docs show', () => {
  test('runs as written against the packed package and does what the text around it says', async () => {
    const commands = new Map<string, string[]>();
    const samples = new Map<string, string[]>();
    for (const [source, text] of found) {
      for (const command of text.commands) commands.set(command, [...(commands.get(command) ?? []), source]);
      for (const sample of text.samples) samples.set(sample, [...(samples.get(sample) ?? []), source]);
    }
    // The guide, the findings page, both READMEs and --help each show some.
    const sources = [...new Set([...commands.values(), ...samples.values()].flat())];
    expect(sources.length).toBeGreaterThanOrEqual(4);
    expect(samples.size).toBeGreaterThanOrEqual(1);

    console.log(
      `docs-commands: ${commands.size} commands and ${samples.size} domains.json samples (from ${sources.length} of the ${found.size} pages, READMEs and --help read):\n` +
        [
          ...[...commands].map(([command, from]) => `  ${command}   (${from.join(', ')})`),
          ...[...samples.values()].map((from, index) => `  domains.json sample ${index + 1}   (${from.join(', ')})`),
        ].join('\n'),
    );
    const servers = ['--resolver', resolver.address, '--authoritative', authoritative.address];
    const plans = [...commands.keys()].map((command) => planRun(command, servers));
    const queue: { plan: PlannedRun; folder: string }[] = [];
    for (const [index, sample] of [...samples.keys()].entries()) {
      const folder = join(home, `sample-${index}`);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'domains.json'), sample);
      for (const plan of plans) queue.push({ plan, folder });
    }
    // Four at a time: a live command mostly waits on its --timeout, and `watch` on its --until.
    let runs = 0;
    const runner = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await runShell(next.plan.line, next.folder);
        runs += 1;
        expectDoesWhatTheDocsSay(next.plan, outcome);
      }
    };
    await Promise.all([runner(), runner(), runner(), runner()]);
    console.log(`docs-commands: ${runs} runs (every command in a folder with each sample).`);
  }, 900_000);
});
