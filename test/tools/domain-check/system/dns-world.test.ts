/**
 * domain-check against a DNS world on loopback, given the validating resolver only: it must find
 * every nameserver itself (from the root down) and reach the verdict each scenario states, as the
 * CA's resolvers would. Needs root and nsd, unbound, bind9-utils (the pretest hook installs them).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemovalPlan } from '../../../../tools/domain-check/planners/removal.ts';
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

describe('domain-check in a DNS world, standing authorizations and perspectives', () => {
  const base = ['--resolver', RESOLVER_ADDRESS, '--platform-host', PLATFORM_HOST, '--timeout', '30'];

  it('lists every validation record at the domain for deletion after it is removed (draft-ietf-acme-dns-persist-02 §4.3.3; RFC 8555 §8.4)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'domain-check-remove-plan-'));
    try {
      const plans = await Promise.all(
        ['docs.persistforeign.test', 'docs.acmeleftover.test'].map(async (domain) => {
          const config = join(dir, `${domain}.json`);
          const redirects = [{ from: domain, to: 'docs.plain.test', status: 301 }];
          writeFileSync(config, JSON.stringify({ primary: 'docs.plain.test', redirects }));
          const result = await runCli(['remove-plan', domain, '--config', config, ...base, '--json']);
          return (JSON.parse(result.stdout) as { removal: RemovalPlan }).removal;
        }),
      );
      const toDelete = plans.map((plan) =>
        plan.steps
          .filter((step) => step.code === 'REMOVE_DELETE_VALIDATION_RECORD')
          .map((step) => ({ status: step.status, message: step.message })),
      );
      expect(toDelete).toEqual([
        [
          {
            status: 'warn',
            message:
              'After removing docs.persistforeign.test, delete the TXT record at _validation-persist.docs.persistforeign.test ("ca.example; accounturi=https://ca.example/acct/42; policy=wildcard; persistUntil=1893456000"): while it stays, the ACME account https://ca.example/acct/42 at ca.example can get certificates for docs.persistforeign.test.',
          },
        ],
        [
          {
            status: 'warn',
            message:
              'After removing docs.acmeleftover.test, delete the CNAME record at _acme-challenge.docs.acmeleftover.test (to docs.acme-delegate.platform.test): while it stays, whoever controls docs.acme-delegate.platform.test can get certificates for docs.acmeleftover.test.',
          },
        ],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the platform’s own _validation-persist record as the platform’s once its account is given (draft-ietf-acme-dns-persist-02 §4.1)', async () => {
    const account = 'https://acme-v02.api.letsencrypt.org/acme/acct/1';
    const args = ['check', 'docs.persistplatform.test', ...base, '--acme-account-uri', account, '--json'];
    const report = JSON.parse((await runCli(args)).stdout) as Report;
    const findings = report.domains[0]?.checks.filter((check) => check.id === 'validation');
    expect(findings?.map((finding) => [finding.status, finding.code, finding.message])).toEqual([
      [
        'pass',
        'VALIDATION_PERSIST_PLATFORM',
        `_validation-persist.docs.persistplatform.test authorizes the platform's ACME account at letsencrypt.org to get certificates for docs.persistplatform.test for as long as the record stays (it sets no persistUntil). Delete it when the domain leaves the platform.`,
      ],
    ]);
  });

  it('names the regions of a geo-steering host once, though the CAA question at the name meets the same CNAME (BR §3.2.2.9)', async () => {
    const report = JSON.parse((await runCli(['check', 'docs.geosteer.test', ...base, '--json'])).stdout) as Report;
    const findings = report.domains[0]?.checks.filter((check) => check.id === 'perspectives') ?? [];
    expect(findings.map((finding) => [finding.status, finding.code, finding.params])).toEqual([
      [
        'fail',
        'PERSPECTIVES_DIFFER',
        expect.objectContaining({
          name: 'docs.geosteer.test',
          type: 'CNAME',
          servers: ['127.53.2.1'],
          views: [
            { regions: ['ARIN', 'RIPE NCC', 'LACNIC'], answer: 'CNAME cname.platform.test.' },
            { regions: ['APNIC', 'AFRINIC'], answer: 'CNAME old-host.platform.test.' },
          ],
          disagreeing: ['APNIC', 'AFRINIC'],
          asked: 5,
          quorumHolds: false,
        }),
      ],
    ]);
  });

  it('asks a host that ignores the client subnet once per question, and one that tailors by it five times per tailored question (RFC 7871 §7.2.1)', async () => {
    const agreeing = await Promise.all(
      ['docs.plain.test', 'docs.geoalike.test'].map(async (domain) => {
        const report = JSON.parse((await runCli(['check', domain, ...base, '--json'])).stdout) as Report;
        const finding = report.domains[0]?.checks.find((check) => check.id === 'perspectives');
        return { status: report.status, code: finding?.code, params: finding?.params };
      }),
    );
    const regions = ['ARIN', 'RIPE NCC', 'APNIC', 'LACNIC', 'AFRINIC'];
    expect(agreeing).toEqual([
      {
        status: 'ready',
        code: 'PERSPECTIVES_AGREE',
        params: { domain: 'docs.plain.test', regions, addresses: 1, questions: 5, extraQueriesPerServer: 5 },
      },
      {
        status: 'ready',
        code: 'PERSPECTIVES_AGREE',
        // Answers at docs (its CNAME, and its CAA question, which the CNAME answers) come with scope 24,
        // so those two questions go to the four other regions too: 5 + 2 × 4.
        params: { domain: 'docs.geoalike.test', regions, addresses: 1, questions: 5, extraQueriesPerServer: 13 },
      },
    ]);
  });
});
