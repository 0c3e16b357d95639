/**
 * The lying resolvers' suite as a program, run inside a network namespace of its own (`unshare -n`)
 * so that its port-53 servers never meet another suite's world: it starts the DNS world and the
 * liars in front of its resolver, runs the CLI for each case behind the liar and behind the honest
 * resolver, and prints every report as one JSON line, then the human output behind two liars.
 */
import { scenariosFor } from '../scenarios/index.ts';
import { runCli } from '../support/run-cli.ts';
import { FILTERED_NAMES, INTERNAL_NAMES, LYING_CASES, LYING_ZONES, type LyingCase } from './lying-cases.ts';
import { LIAR_ADDRESSES, startLiars } from './lying-resolvers.ts';
import { PLATFORM_HOST, RESOLVER_ADDRESS, startDnsWorld } from './world.ts';

const zones = new Set(LYING_ZONES);
const world = await startDnsWorld(scenariosFor('dns-world').filter((scenario) => zones.has(scenario.zone)));
const liars = await startLiars({ upstream: RESOLVER_ADDRESS, filtered: FILTERED_NAMES, internal: INTERNAL_NAMES });

const check = (domain: string, resolver: string, platformHost: string, json = true) =>
  runCli([
    'check',
    domain,
    '--resolver',
    resolver,
    '--platform-host',
    platformHost,
    '--timeout',
    '30',
    ...(json ? ['--json'] : ['--no-color']),
  ]);

/** At most three CLI runs at once: the machine has two cores. */
async function inTurn<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return results;
}

try {
  const controls = new Map<string, string>();
  for (const entry of LYING_CASES) {
    if (!controls.has(entry.domain)) {
      controls.set(entry.domain, (await check(entry.domain, RESOLVER_ADDRESS, entry.platformHost)).stdout);
    }
  }
  const results = await inTurn(LYING_CASES, async (entry: LyingCase) => {
    const run = await check(entry.domain, LIAR_ADDRESSES[entry.lie], entry.platformHost);
    return { ...entry, code: run.code, stdout: run.stdout, stderr: run.stderr, control: controls.get(entry.domain) };
  });
  const human = {
    'nxdomain-everything': (await check('docs.plain.test', LIAR_ADDRESSES['nxdomain-everything'], PLATFORM_HOST, false))
      .stdout,
    filters: (await check('docs.plain.test', LIAR_ADDRESSES.filters, PLATFORM_HOST, false)).stdout,
  };
  process.stdout.write(`${JSON.stringify({ results, human })}\n`);
} finally {
  await liars.close();
  await world.close();
}
