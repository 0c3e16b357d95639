/**
 * A run costs its longest chain of dependent lookups, counted in waves of questions (not by the
 * clock): the test servers hold every answer until the run has asked all it can, then release them
 * together (`support/dns-waves.ts`). The config is the benchmark's: one primary and five redirects,
 * with the world's authoritative server given, as `npm run bench:domain-check` runs it. Behind a
 * resolver that validates, domain-check reads its verdict; behind one that does not, it walks the
 * chain of trust itself, and the names of the zone cuts it walks are asked at the start.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGS_DIR } from '../support/fixture-zones.ts';
import { dnsWaves, type DnsWaves } from '../support/dns-waves.ts';
import { checkDomains, startWorld, type World } from '../support/world.ts';

interface DomainsConfig {
  readonly primary: string;
  readonly redirects: readonly { readonly from: string }[];
}

const bench = JSON.parse(readFileSync(`${CONFIGS_DIR}bench.json`, 'utf8')) as DomainsConfig;
const domains = [bench.primary, ...bench.redirects.map((redirect) => redirect.from)];

/** The benchmark's run, against `world`, with the nameservers it discovers reachable at the world's port. */
const runBench = (world: World) =>
  checkDomains(
    domains,
    { resolvers: [world.resolver.address], authoritative: [world.authoritative.address] },
    { timeoutSeconds: 60, nameserverPort: world.authoritative.port },
  );

describe.each([
  { resolver: 'a resolver that validates DNSSEC', validates: true, waves: 2 },
  { resolver: 'a resolver that does not validate', validates: false, waves: 3 },
])('one primary and five redirects behind $resolver', ({ validates, waves: expected }) => {
  let world: World;
  let waves: DnsWaves;
  beforeAll(async () => {
    waves = dnsWaves();
    world = await startWorld({ resolverValidates: validates, holdAnswer: waves.holdAnswer });
    // Loads the code a run loads on first use, whose questions would otherwise come a few turns late.
    await runBench(world);
  });
  afterAll(async () => {
    await world.close();
  });

  it(`needs ${expected} waves of dependent questions, with the same verdict`, async () => {
    const { result, waves: asked } = await waves.count(() => runBench(world));
    expect(result.report.status).toBe('ready');
    expect(asked.map((wave) => wave.length)).toHaveLength(expected);
  });
});
