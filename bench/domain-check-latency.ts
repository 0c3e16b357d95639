/**
 * domain-check latency at scale. A loopback DNS world answers every query after a fixed 100 ms delay,
 * so a run's wall time over that delay is the number of round trips on its longest chain of
 * dependent lookups. Two configs: one primary and 5 redirects (fixtures/configs/bench.json), and
 * one primary and 100 redirects in one zone (support/fleet-zone.ts). For each:
 * - the built CLI (`check --config`), round trips beyond its own `--help` start-up, median of 5;
 * - queries sent (counted at the servers), which should grow linearly with the domains;
 * - the same run in-process with one query at a time, and its ratio to the concurrent run.
 * Each config runs behind two resolvers. One validates DNSSEC (AD on the signed root, RFC 4035
 * §3.2.3), the common case the goals are set for: at most 3 round trips beyond start-up for 1+5 and
 * 3.5 for 1+100, probes of the resolver (its traits: DNSSEC validation, NXDOMAIN rewriting, DNS64)
 * included. The other does not validate, so domain-check walks the chain of trust from the root
 * itself; its figures are printed apart, without a goal. The world's root is unsigned (its zones are
 * read against IANA's anchors) and its TLD servers listen on no port 53: that walk's last questions
 * fail at once, so its figures are a floor, and `test/tools/domain-check/engine/round-trips.test.ts`
 * counts its waves with every server reachable. `--cli-only` skips the in-process runs (the
 * one-at-a-time run of 1+100 takes minutes).
 * Run: npm run bench:domain-check [-- --cli-only] [-- --delay 300]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_HOST } from '../test/tools/domain-check/scenarios/zone-files.ts';
import { CONFIGS_DIR } from '../test/tools/domain-check/support/fixture-zones.ts';
import { FLEET_PRIMARY, fleetRedirectSources, fleetZone } from '../test/tools/domain-check/support/fleet-zone.ts';
import { checkDomains, startWorld, type World } from '../test/tools/domain-check/support/world.ts';
import { median, timeProcess } from './support/timing.ts';

/**
 * `--delay MS` sets another delay: a longer one keeps a busy machine's CPU time out of the round trips.
 * Keep it under a second: the client asks a server it has not yet timed again after half its 2 s
 * wait (`tools/domain-check/dns/retry-timing.ts`), so at 1000 ms every first question is asked twice.
 */
const delayArgument = process.argv.indexOf('--delay');
const DELAY_MS = delayArgument > 0 ? Number(process.argv[delayArgument + 1]) : 100;
const RUNS = 5;
const STARTUP_RUNS = 9;
/** The command as a site owner runs it: the package's bin, on the JavaScript that `npm pack` ships. */
const CLI = fileURLToPath(new URL('../tools/domain-check/bin/domain-check.cjs', import.meta.url));
const FLEET_SIZE = 100;
const CLI_ONLY = process.argv.includes('--cli-only');
const GOALS: Readonly<Record<string, number>> = { '1+5': 3, '1+100': 3.5 };

interface DomainsConfig {
  readonly primary: string;
  readonly redirects: readonly { from: string; to: string; status: 301 }[];
  readonly platformHost: string;
}

const small = JSON.parse(readFileSync(`${CONFIGS_DIR}bench.json`, 'utf8')) as DomainsConfig;
const fleet: DomainsConfig = {
  primary: FLEET_PRIMARY,
  redirects: fleetRedirectSources(FLEET_SIZE).map((from) => ({ from, to: FLEET_PRIMARY, status: 301 })),
  platformHost: PLATFORM_HOST,
};

/** One CLI run: its wall time, exit code and the queries the servers received. */
function runCli(world: World, configFile: string): Promise<{ ms: number; code: number | null; queries: number }> {
  const before = world.resolver.received.length + world.authoritative.received.length;
  const started = process.hrtime.bigint();
  const args = [CLI, 'check', '--config', configFile, '--json', '--timeout', '60'];
  const servers = ['--resolver', world.resolver.address, '--authoritative', world.authoritative.address];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args, ...servers], { stdio: 'ignore' });
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const queries = world.resolver.received.length + world.authoritative.received.length - before;
      resolve({ ms, code, queries });
    });
  });
}

const built = spawnSync('npm', ['run', 'build:domain-check'], { stdio: 'ignore' });
if (built.status !== 0) throw new Error('npm run build:domain-check failed');
const startup = median(Array.from({ length: STARTUP_RUNS }, () => timeProcess(process.execPath, [CLI, '--help'])));
const home = mkdtempSync(join(tmpdir(), 'domain-check-latency-'));
console.log(`domain-check latency: every DNS answer delayed ${DELAY_MS} ms; --help start-up ${startup.toFixed(0)} ms`);
try {
  for (const validates of [true, false]) {
    console.log(
      validates
        ? 'Behind a resolver that validates DNSSEC (the common case; the goals apply):'
        : 'Behind a resolver that does not validate (domain-check validates from the root itself; no goal):',
    );
    const world = await startWorld({
      delayMs: DELAY_MS,
      extraZones: [fleetZone(FLEET_SIZE)],
      resolverValidates: validates,
    });
    try {
      await measure(world, validates);
    } finally {
      await world.close();
    }
  }
} finally {
  rmSync(home, { recursive: true, force: true });
}

/** Both configs against one world: the CLI's round trips and queries, and the in-process runs. */
async function measure(world: World, validates: boolean): Promise<void> {
  for (const [label, config] of [
    [`1+${small.redirects.length}`, small],
    [`1+${fleet.redirects.length}`, fleet],
  ] as const) {
    const configFile = join(home, `${label}.json`);
    writeFileSync(configFile, JSON.stringify(config));
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runCli(world, configFile));
    const beyondStartup = median(runs.map((run) => run.ms - startup)) / DELAY_MS;
    const codes = [...new Set(runs.map((run) => run.code))].join(',');
    const goal = validates ? `goal ≤ ${String(GOALS[label] ?? '?')}` : 'no goal';
    const cliLine = `${label.padEnd(6)} CLI ${beyondStartup.toFixed(1).padStart(5)} round trips beyond start-up (median of ${RUNS}, ${goal}, exit ${codes})`;
    const queries = `${String(median(runs.map((run) => run.queries))).padStart(5)} queries`;
    if (CLI_ONLY) {
      console.log(`${cliLine}  ${queries}`);
      continue;
    }

    const domains = [config.primary, ...config.redirects.map((redirect) => redirect.from)];
    const servers = { resolvers: [world.resolver.address], authoritative: [world.authoritative.address] };
    const concurrent = await checkDomains(domains, servers, { timeoutSeconds: 60 });
    const sequential = await checkDomains(domains, servers, { timeoutSeconds: 900, maxInFlight: 1 });
    const verdicts = concurrent.report.domains.length;
    console.log(
      [
        cliLine,
        queries,
        `${verdicts} domains with a verdict (${concurrent.report.status})`,
        `one at a time ${(sequential.elapsedMs / DELAY_MS).toFixed(1)} round trips, ${(sequential.elapsedMs / concurrent.elapsedMs).toFixed(1)}× the concurrent ${(concurrent.elapsedMs / DELAY_MS).toFixed(1)}`,
      ].join('  '),
    );
  }
}
