/**
 * A run costs its longest chain of dependent lookups, counted in waves of questions (not by the
 * clock): the test servers hold every answer until the run has asked all it can, then release them
 * together (`support/dns-waves.ts`). The config is the benchmark's: one primary and five redirects,
 * with the world's authoritative server given, as `npm run bench:domain-check` runs it, and with only
 * the resolver given, so that the zone's servers are found first. Behind a resolver that validates,
 * domain-check reads its verdict; behind one that does not, it walks the chain of trust itself, and
 * the zone cuts it walks are asked at the start.
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

/**
 * The benchmark's run against `world`, with the nameservers it discovers reachable at the world's
 * port; `givenAuthoritative`: the world's authoritative server given, as the benchmark gives it.
 */
const runBench = (world: World, givenAuthoritative: boolean) =>
  checkDomains(
    domains,
    {
      resolvers: [world.resolver.address],
      ...(givenAuthoritative ? { authoritative: [world.authoritative.address] } : {}),
    },
    { timeoutSeconds: 60, nameserverPort: world.authoritative.port },
  );

describe.each([
  { resolver: 'a resolver that validates DNSSEC', validates: true },
  { resolver: 'a resolver that does not validate', validates: false },
])('one primary and five redirects behind $resolver', ({ validates }) => {
  let world: World;
  let waves: DnsWaves;
  beforeAll(async () => {
    waves = dnsWaves();
    world = await startWorld({ resolverValidates: validates, holdAnswer: waves.holdAnswer });
    // Loads the code a run loads on first use, whose questions would otherwise come a few turns late.
    await runBench(world, true);
    await runBench(world, false);
  });
  afterAll(async () => {
    await world.close();
  });

  it.each([
    { servers: 'the authoritative server given', given: true, expected: validates ? 2 : 3 },
    // The zone's servers are found first: the registry's referral (the parent zone's NS, their
    // addresses, the referral), the zone's own NS records asked meanwhile at the servers the resolver names.
    { servers: 'only the resolver given', given: false, expected: 4 },
  ])(
    'needs $expected waves of dependent questions with $servers, and the verdict stays',
    async ({ given, expected }) => {
      const { result, waves: asked } = await waves.count(() => runBench(world, given));
      expect(result.report.status).toBe('ready');
      expect(asked.map((wave) => wave.length)).toHaveLength(expected);
    },
  );
});
