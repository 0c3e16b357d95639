/**
 * domain-check against a DNS world on loopback, given the validating resolver only: it must find
 * every nameserver itself (from the root down) and reach the verdict each scenario states, as the
 * CA's resolvers would. Needs root and nsd, unbound, bind9-utils (the pretest hook installs them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { deletionsNotInPanel } from '../dns-world/panel-records.ts';
import { scenariosFor } from '../scenarios/index.ts';
import {
  NON_VALIDATING_RESOLVER_ADDRESS,
  PLATFORM_HOST,
  RESOLVER_ADDRESS,
  RESOLVER_WITHOUT_EDE_ADDRESS,
  startDnsWorld,
  type DnsWorld,
} from '../dns-world/world.ts';
import { expectHostAndFixWords } from '../support/fix-words.ts';
import { runCli } from '../support/run-cli.ts';
import { problemCodes } from '../support/world.ts';

const SCENARIOS = scenariosFor('dns-world');
const RESOLVERS = {
  'with-ede': RESOLVER_ADDRESS,
  'without-ede': RESOLVER_WITHOUT_EDE_ADDRESS,
  'non-validating': NON_VALIDATING_RESOLVER_ADDRESS,
} as const;
let world: DnsWorld | undefined;

beforeAll(async () => {
  world = await startDnsWorld(SCENARIOS);
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe.concurrent('domain-check in a DNS world, given only the resolver', () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.title} (${scenario.source})`, async () => {
      const result = await runCli([
        'check',
        scenario.domain,
        '--resolver',
        RESOLVERS[scenario.resolver ?? 'with-ede'],
        '--trust-anchor',
        world?.trustAnchorFile ?? '',
        '--platform-host',
        scenario.platformHost ?? PLATFORM_HOST,
        '--timeout',
        '30',
        '--json',
      ]);
      const report = JSON.parse(result.stdout) as Report;
      const optional = new Set(scenario.expect.mayAlsoReport ?? []);
      const problems = problemCodes(report, scenario.domain).filter((code) => !optional.has(code));
      expect({ status: report.status, problems }).toEqual({
        status: scenario.expect.status,
        problems: [...scenario.expect.problems].sort(),
      });
      const domain = report.domains.find((entry) => entry.domain === scenario.domain);
      expectHostAndFixWords(domain, scenario.expect);
      // No fix tells the owner to delete a record that their DNS host's panel does not show.
      for (const finding of domain?.checks ?? []) {
        if (!finding.fix || finding.status === 'pass' || finding.status === 'skip') continue;
        expect(deletionsNotInPanel(finding.fix, scenario), `${finding.code}: ${finding.fix}`).toEqual({
          missing: [],
          unread: [],
        });
      }
    });
  }
});

describe('domain-check in a DNS world, exit codes', () => {
  it('fails warnings with --strict (the registry and the zone name different nameservers)', async () => {
    const args = ['check', 'docs.nsdiffer.test', '--resolver', RESOLVER_ADDRESS, '--platform-host', PLATFORM_HOST];
    expect((await runCli(args)).code).toBe(0);
    expect((await runCli([...args, '--strict'])).code).toBe(1);
  });

  it('exits 3 while a nameserver move propagates, naming the host the registry delegates to', async () => {
    const result = await runCli([
      'check',
      'docs.moving.test',
      '--resolver',
      RESOLVER_ADDRESS,
      '--platform-host',
      PLATFORM_HOST,
      '--no-color',
    ]);
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/Next: Make every DNS change at beta-dns\.test \(ns1\.beta-dns\.test\)/);
    expect(result.stdout).not.toMatch(/served by alpha-dns/);
  });
});
