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
 *
 * How DNSViz is run, and why:
 * - One probe per scenario, in one process (`-t 1`). With `-t 8` the probe forks a multiprocessing
 *   pool and a manager while its transport thread runs, which Python's multiprocessing documentation
 *   calls problematic (safely forking a multithreaded process); on this machine kind 3 of 46 such
 *   probes of healthy zones never ended, the probe and its workers all blocked on locks. Killing the
 *   probe alone then left its workers holding our pipe open, so the suite waited out each test's own
 *   timeout (ten minutes each, five tests at a time). Scenarios run side by side instead, each probe
 *   a single process.
 * - Names shallowest first (the zone before the domain in it). The probe analyses a name's ancestors
 *   first, for the delegation only, and reuses that analysis when the ancestor itself is asked for
 *   later: a zone named after a name below it is never asked A, AAAA or CAA (so the unsigned CAA
 *   RRset of caaunsigned.test went unseen). grok likewise serialises each name once, at the level it
 *   first meets it.
 * - grok puts the errors of one query under `error` and `warning`, and those of a zone, an RRset or a
 *   DS under `errors` and `warnings`: `dnsvizCodes` reads all four.
 * On Debian 12, `dnsviz grok` with trusted keys stops with "pygraphviz is required" although it is
 * installed: it imports `pygraphviz.release`, which pygraphviz 1.7 no longer has (dnsviz issue #98).
 * grok draws nothing, so `GROK` supplies that module and runs grok in the interpreter dnsviz names.
 *
 * Every run has a deadline that kills its process group (support/process-group.ts), so no tool that
 * hangs can hold the suite.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printed, runInGroup, type GroupRun } from '../support/process-group.ts';

/** A process inside the network namespace of `pid`, with a deadline that kills its group. */
export function runInside(
  pid: number,
  command: string,
  args: readonly string[],
  options: { label: string; deadlineMs: number },
): Promise<GroupRun> {
  return runInGroup('nsenter', [`--target=${String(pid)}`, '--net', command, ...args], options);
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

const INSTALL =
  'run test/tools/domain-check/support/install-dns-reference-tools.sh (npm run test:reference-tools does)';

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

/** Fails a run that exited with an error, with what it printed. */
function requireSuccess(run: GroupRun, label: string): GroupRun {
  if (run.code !== 0) {
    throw new Error(`${label} exited ${String(run.code ?? run.signal)}\n${printed(run.stdout, run.stderr)}`);
  }
  return run;
}

/** Zonemaster's message tags for one zone, from its JSON stream (one message per line). */
export async function runZonemaster(
  pid: number,
  command: string,
  files: WorldFiles,
  zone: string,
  deadlineMs: number,
): Promise<string[]> {
  const label = `zonemaster-cli ${zone}`;
  const args = ['--hints', files.hints, '--no-ipv6', '--profile', files.zonemasterProfile, '--json-stream'];
  args.push('--level', 'WARNING', '--no-progress', ...ZONEMASTER_MODULES.flatMap((name) => ['--test', name]), zone);
  const run = requireSuccess(await runInside(pid, command, args, { label, deadlineMs }), label);
  const tags = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { tag: string }).tag);
  if (tags.length === 0) throw new Error(`${label} gave no messages\n${printed(run.stdout, run.stderr)}`);
  return tags;
}

/** grok's JSON: one entry per name, with a trailing dot. */
export type GrokOutput = Readonly<Record<string, unknown>>;

/** `names` shallowest first: the probe and grok must meet a zone before any name below it (see above). */
export function shallowestFirst(names: readonly string[]): string[] {
  const depth = (name: string): number => name.split('.').length;
  return [...new Set(names)].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
}

/**
 * DNSViz's analysis of `names`, one scenario's: a probe in one process, then grok. `deadlineMs`
 * bounds both together. `id` names the scenario's files in `files.dir`.
 */
export async function runDnsviz(
  pid: number,
  tools: { dnsviz: string; python: string },
  files: WorldFiles,
  root: { name: string; address: string },
  run: { id: string; names: readonly string[]; deadlineMs: number },
): Promise<GrokOutput> {
  const names = shallowestFirst(run.names);
  const ends = Date.now() + run.deadlineMs;
  const probeFile = join(files.dir, `dnsviz-probe-${run.id}.json`);
  const probeLabel = `dnsviz probe ${names.join(' ')}`;
  const probeArgs = ['probe', '-A', '-4', '-a', '.', '-x', `.:${root.name}=${root.address}`];
  probeArgs.push('-R', 'A,AAAA,CAA,CNAME', '-t', '1', '-o', probeFile, ...names);
  requireSuccess(
    await runInside(pid, tools.dnsviz, probeArgs, { label: probeLabel, deadlineMs: ends - Date.now() }),
    probeLabel,
  );
  const grokFile = join(files.dir, `dnsviz-grok-${run.id}.json`);
  const grokLabel = `dnsviz grok ${names.join(' ')}`;
  // `-l warning`: every error and warning. (At `-l info` grok 0.9.4 stops with a KeyError in
  // serialize_status on this world's platform.test SOA; nothing here needs what info adds.)
  const grokArgs = ['-c', GROK, '-t', files.trustAnchor, '-r', probeFile, '-l', 'warning', '-o', grokFile, ...names];
  requireSuccess(
    await runInside(pid, tools.python, grokArgs, { label: grokLabel, deadlineMs: ends - Date.now() }),
    grokLabel,
  );
  return JSON.parse(readFileSync(grokFile, 'utf8')) as GrokOutput;
}

/** Where grok lists findings: `error` and `warning` for a query, `errors` and `warnings` elsewhere. */
const GROK_FINDING_KEYS = new Set(['error', 'warning', 'errors', 'warnings']);

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
      if (GROK_FINDING_KEYS.has(key) && Array.isArray(value)) {
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
