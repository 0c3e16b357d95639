/**
 * Zonemaster and DNSViz run against the DNS world inside its network namespace, aimed at the world's
 * own root instead of the Internet's:
 * - `zonemaster-cli --hints FILE` takes the root's name and address from a hints file (the world's
 *   root, 127.53.0.1) and walks the delegations down from there as it would from the real root;
 *   `--no-ipv6` because the world is IPv4 only. `--test` keeps the modules that look at the path to an
 *   answer and at DNSSEC (basic, connectivity, delegation, nameserver, dnssec), and a profile shortens
 *   the per-query timeout from 5 s to 2 s: loopback answers in a millisecond, and a server that drops
 *   a query (an EDNS-dropping host) then costs seconds, not a minute.
 * - `dnsviz probe -A` analyses authoritatively, from the servers themselves; `-a .` starts the walk at
 *   the root and `-x .:NAME=ADDRESS` gives the root's server explicitly, so no query leaves the world;
 *   `-4` since it is IPv4 only; `-R A,AAAA,CAA,CNAME` asks the types a CA asks (the zone's own SOA, NS,
 *   DNSKEY and DS are always asked). Then `dnsviz grok -t KEYS` validates from the world's root key
 *   and prints each name's errors and warnings as JSON.
 * On Debian 12, `dnsviz grok` with trusted keys stops with "pygraphviz is required" although it is
 * installed: it imports `pygraphviz.release`, which pygraphviz 1.7 no longer has (dnsviz issue #98).
 * grok draws nothing, so `GROK` supplies that module and runs grok in the interpreter dnsviz names.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const KILL_AFTER_MS = 480_000;

export interface ToolRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A process inside the network namespace of `pid`. Rejects when the command cannot start. */
export function runInside(pid: number, command: string, args: readonly string[]): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('nsenter', [`--target=${pid}`, '--net', command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // A bound for a hang (a tool stuck on a server that never answers), not a speed budget.
      timeout: KILL_AFTER_MS,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The path of a command on PATH (Debian puts both tools in /usr/bin), or undefined. */
function findCommand(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(':').concat(['/usr/bin', '/usr/sbin'])) {
    try {
      const path = join(folder, name);
      readFileSync(path);
      return path;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

const INSTALL = 'run test/tools/domain-check/support/install-dns-reference-tools.sh (npm test does, as its pretest)';

/** Both tools, found; throws with the reason when one is missing: the test fails, it never skips. */
export function requireReferenceTools(): { zonemaster: string; dnsviz: string; python: string } {
  const zonemaster = findCommand('zonemaster-cli');
  const dnsviz = findCommand('dnsviz');
  if (!zonemaster || !dnsviz) {
    const missing = [zonemaster ? '' : 'zonemaster-cli', dnsviz ? '' : 'dnsviz'].filter(Boolean).join(' and ');
    throw new Error(`${missing} missing: ${INSTALL}`);
  }
  // grok must run in the Python that has dnsviz's modules: the one its script names.
  const shebang = /^#!\s*(\S+)/.exec(readFileSync(dnsviz, 'utf8'))?.[1];
  if (!shebang) throw new Error(`${dnsviz} names no interpreter on its first line`);
  return { zonemaster, dnsviz, python: shebang };
}

/** dnsviz grok, with the `pygraphviz.release` module that dnsviz 0.9.4 looks for (see above). */
const GROK = [
  'import sys, types, pygraphviz',
  "release = types.ModuleType('pygraphviz.release')",
  'release.version = pygraphviz.__version__',
  "sys.modules['pygraphviz.release'] = pygraphviz.release = release",
  'from dnsviz.commands import grok',
  "grok.main(['grok'] + sys.argv[1:])",
].join('\n');

export const ZONEMASTER_PROFILE = JSON.stringify({ resolver: { defaults: { timeout: 2, retry: 2 } } });
const ZONEMASTER_MODULES = ['basic', 'connectivity', 'delegation', 'nameserver', 'dnssec'];

export interface WorldFiles {
  readonly hints: string;
  readonly trustAnchor: string;
  readonly zonemasterProfile: string;
  readonly dir: string;
}

/** Zonemaster's message tags for one zone, from its JSON stream (one message per line). */
export async function runZonemaster(pid: number, command: string, files: WorldFiles, zone: string): Promise<string[]> {
  const args = ['--hints', files.hints, '--no-ipv6', '--profile', files.zonemasterProfile, '--json-stream'];
  args.push('--level', 'WARNING', '--no-progress', ...ZONEMASTER_MODULES.flatMap((name) => ['--test', name]), zone);
  const run = await runInside(pid, command, args);
  const tags = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { tag: string }).tag);
  if (run.code !== 0 || tags.length === 0) {
    throw new Error(`zonemaster-cli ${zone} exited ${String(run.code)} with no messages: ${run.stderr.trim()}`);
  }
  return tags;
}

/** grok's JSON: one entry per name, with a trailing dot. */
export type GrokOutput = Readonly<Record<string, unknown>>;

/** DNSViz's analysis of `names`: one probe for all (the root and `test.` are asked once), then grok. */
export async function runDnsviz(
  pid: number,
  tools: { dnsviz: string; python: string },
  files: WorldFiles,
  root: { name: string; address: string },
  names: readonly string[],
): Promise<GrokOutput> {
  const probeFile = join(files.dir, 'dnsviz-probe.json');
  const probe = await runInside(pid, tools.dnsviz, [
    'probe',
    '-A',
    '-4',
    '-a',
    '.',
    '-x',
    `.:${root.name}=${root.address}`,
    '-R',
    'A,AAAA,CAA,CNAME',
    '-t',
    String(Math.min(8, names.length)),
    '-o',
    probeFile,
    ...names,
  ]);
  if (probe.code !== 0) throw new Error(`dnsviz probe exited ${String(probe.code)}: ${probe.stderr.trim()}`);
  const grokFile = join(files.dir, 'dnsviz-grok.json');
  const grok = await runInside(pid, tools.python, [
    '-c',
    GROK,
    '-t',
    files.trustAnchor,
    '-r',
    probeFile,
    // TODO(dnsviz > 0.9.4): at `-l warning` grok leaves out some query-level errors (MISSING_RRSIG on
    // the bogus CAA RRset of caaunsigned.test, SERVFAIL for CAA), and at `-l info`, which shows them, it
    // stops with a KeyError in serialize_status on this world. Use `info` once grok serialises it.
    '-l',
    'warning',
    '-o',
    grokFile,
    ...names,
  ]);
  if (grok.code !== 0) throw new Error(`dnsviz grok exited ${String(grok.code)}: ${grok.stderr.trim()}`);
  return JSON.parse(readFileSync(grokFile, 'utf8')) as GrokOutput;
}

/** Every error and warning code DNSViz gives under `name` (its zone, delegation, queries, RRSIGs). */
export function dnsvizCodes(grok: GrokOutput, name: string): string[] {
  const codes: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'errors' || key === 'warnings') && Array.isArray(value)) {
        for (const item of value as { code?: string }[]) if (item.code) codes.push(item.code);
      } else {
        walk(value);
      }
    }
  };
  walk(grok[`${name}.`]);
  return codes;
}

/** Runs tasks with at most `limit` at a time, each as soon as a place is free, in the order given. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its place to the next waiting one, so `running` never exceeds `limit`.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
