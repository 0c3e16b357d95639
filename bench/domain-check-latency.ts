/**
 * domain-check latency benchmark. A loopback DNS world answers every query after a fixed 100 ms delay;
 * a full `check` of one primary and five redirects then costs (wall time / delay) round trips. The same
 * run made one query at a time shows what concurrency saves. Also: the CLI's start-up time for
 * `--help` next to `node -e 0`. Run: node bench/domain-check-latency.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIGS_DIR } from '../test/tools/domain-check/support/fixture-zones.ts';
import { checkDomains, startWorld } from '../test/tools/domain-check/support/world.ts';
import { timePaired } from './support/timing.ts';

const DELAY_MS = 100;
const STARTUP_RUNS = 9;
const CLI = fileURLToPath(new URL('../tools/domain-check/cli.ts', import.meta.url));

const config = JSON.parse(readFileSync(`${CONFIGS_DIR}bench.json`, 'utf8')) as {
  primary: string;
  redirects: { from: string }[];
};
const domains = [config.primary, ...config.redirects.map((redirect) => redirect.from)];

const world = await startWorld({ delayMs: DELAY_MS });
try {
  const servers = { resolvers: [world.resolver.address], authoritative: [world.authoritative.address] };
  const concurrent = await checkDomains(domains, servers, { timeoutSeconds: 60 });
  const sequential = await checkDomains(domains, servers, { timeoutSeconds: 600, maxInFlight: 1 });
  const row = (label: string, run: typeof concurrent): string =>
    `${label.padEnd(11)} ${String(run.elapsedMs).padStart(6)} ms  ${(run.elapsedMs / DELAY_MS).toFixed(1).padStart(6)} round trips  ${String(run.queriesSent).padStart(4)} queries  status ${run.report.status}`;
  console.log(
    `domain-check latency: ${domains.length} domains (1 primary, ${domains.length - 1} redirects), ${DELAY_MS} ms per answer`,
  );
  console.log(row('concurrent', concurrent));
  console.log(row('sequential', sequential));
} finally {
  await world.close();
}

const startup = timePaired(STARTUP_RUNS, [process.execPath, [CLI, '--help']], [process.execPath, ['-e', '0']]);
console.log(
  `start-up from source (median of ${STARTUP_RUNS}): domain-check --help ${startup.a.toFixed(0)} ms, node -e 0 ${startup.b.toFixed(0)} ms, ratio ${startup.ratio.toFixed(2)}`,
);
