import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDING_DOCS } from '../../../../tools/domain-check/checks/every-code.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { CONFIGS_DIR } from '../support/fixture-zones.ts';
import { runCli } from '../support/run-cli.ts';
import { startWorld, type World } from '../support/world.ts';

let world: World;
let servers: string[];
beforeAll(async () => {
  world = await startWorld();
  // The suite's deadline for a hang (support/run-deadline.ts); the deadline's own test passes a short one.
  servers = ['--resolver', world.resolver.address, '--authoritative', world.authoritative.address, '--timeout', '30'];
});
afterAll(async () => {
  await world.close();
});

describe('domain-check CLI', () => {
  it('prints help with the exit codes, and check’s help with the CA setting', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exit codes/);
    expect(result.stdout).toMatch(/3 {2}propagating/);
    const check = await runCli(['check', '--help']);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/--ca DOMAIN[\s\S]*A setting:[\s\S]*default: letsencrypt\.org/);
  });

  it('documents --color, and says which CA certificates --ca-file adds to', async () => {
    const { stdout } = await runCli(['check', '--help']);
    expect(stdout).toMatch(/^ {2}--color +colours even when stdout is not a terminal or NO_COLOR\s+is set/m);
    // The live checks trust Node.js's CA list (bundled + NODE_EXTRA_CA_CERTS), not the system's store.
    expect(stdout).toMatch(
      /--ca-file FILE +live checks \(check --live, watch, remove-plan\): trust\s+the PEM certificates in FILE on top of Node\.js's own\s+CA list/,
    );
    expect(stdout).not.toMatch(/as well as the system's/);
  });

  it('forces colour with --color on a pipe and over NO_COLOR, never in JSON', async () => {
    const args = ['check', 'ok.example.com', '--platform-host', PLATFORM_HOST, ...servers];
    expect((await runCli(args)).stdout).not.toContain('\u001b[');
    expect((await runCli([...args, '--color'])).stdout).toContain('\u001b[32m✓\u001b[0m cname');
    expect((await runCli([...args, '--color'], { NO_COLOR: '1' })).stdout).toContain('\u001b[');
    expect((await runCli([...args, '--color', '--json'])).stdout).not.toContain('\u001b[');
  });

  it('documents the ACME settings that CAA accounturi and validationmethods are compared with', async () => {
    const { stdout } = await runCli(['check', '--help']);
    expect(stdout).toMatch(
      /--acme-account-uri URI +the platform's ACME account URI[\s\S]*DOMAIN_CHECK_ACME_ACCOUNT_URI/,
    );
    expect(stdout).toMatch(
      /--validation-method METHOD\n +the platform's ACME validation method[\s\S]*DOMAIN_CHECK_VALIDATION_METHOD/,
    );
  });

  it('compares CAA validationmethods with --validation-method, or the environment, and refuses a bad one', async () => {
    const args = ['check', 'docs.caa-params.example.com', '--platform-host', PLATFORM_HOST, ...servers, '--json'];
    const caaCode = async (extra: string[], env: Record<string, string> = {}) => {
      const result = await runCli([...args, ...extra], env);
      const report = JSON.parse(result.stdout) as { domains: { checks: { id: string; code: string }[] }[] };
      return report.domains[0]?.checks.find((check) => check.id === 'caa')?.code;
    };
    expect(await caaCode([])).toBe('CAA_VALIDATIONMETHODS_UNCONFIRMED');
    expect(await caaCode(['--validation-method', 'http-01'])).toBe('CAA_ALLOWS_ISSUER');
    expect(await caaCode([], { DOMAIN_CHECK_VALIDATION_METHOD: 'dns-01' })).toBe('CAA_VALIDATIONMETHODS_MISMATCH');
    const before = world.resolver.received.length;
    const bad = await runCli([...args, '--acme-account-uri', 'acct 1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--acme-account-uri must be an absolute URI');
    expect(world.resolver.received.length).toBe(before);
  });

  it('exits 2 on --format outside records, before anything is looked up', async () => {
    const before = world.resolver.received.length;
    const result = await runCli([
      'check',
      'ok.example.com',
      '--format',
      'json',
      '--platform-host',
      PLATFORM_HOST,
      ...servers,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /--format is an option of records \(table, zone or json\); check writes JSON with --json\./,
    );
    expect(world.resolver.received.length).toBe(before);
  });

  it('prints its version', async () => {
    const result = await runCli(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: '0.1.0\n' });
  });

  it('exits 0 with a verdict and a "Next:" step when the domain is ready', async () => {
    const result = await runCli(['check', 'ok.example.com', '--platform-host', PLATFORM_HOST, ...servers]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✓ cname +The CNAME at ok\.example\.com points to sites\.platform\.test\./);
    expect(result.stdout).toMatch(/^Ready: /m);
    expect(result.stdout).toMatch(/^Next: Click Verify/m);
    expect(result.stdout).not.toContain('\u001b[');
  });

  it('exits 1 and tells the user to delete the A record first', async () => {
    const result = await runCli(['check', 'a-record.example.com', '--platform-host', PLATFORM_HOST, ...servers]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ conflicts +An A record 192\.0\.2\.10 exists at a-record\.example\.com/);
    expect(result.stdout).toMatch(
      /;; @127\.0\.0\.2:\d+ {2}a-record\.example\.com\. {2}3600 {2}IN {2}A {2}192\.0\.2\.10/,
    );
    expect(result.stdout).toMatch(/^Next: Delete the A record at a-record\.example\.com, then create the CNAME\./m);
  });

  it('writes only the documented JSON on stdout with --json', async () => {
    const result = await runCli([
      'check',
      '--config',
      `${CONFIGS_DIR}conflict.json`,
      '--json',
      '--platform-host',
      PLATFORM_HOST,
      ...servers,
    ]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      schemaVersion: number;
      status: string;
      domains: { domain: string; role: string; kind: string; checks: Record<string, unknown>[] }[];
    };
    expect(report.schemaVersion).toBe(1);
    expect(report.status).toBe('action-required');
    expect(report.domains.map(({ domain, role, kind }) => ({ domain, role, kind }))).toEqual([
      { domain: 'ok.example.com', role: 'primary', kind: 'subdomain' },
      { domain: 'a-record.example.com', role: 'redirect', kind: 'subdomain' },
    ]);
    for (const check of report.domains.flatMap((d) => d.checks)) {
      expect(Object.keys(check).sort()).toEqual([
        'code',
        'docs',
        'evidence',
        'fix',
        'id',
        'message',
        'params',
        'status',
      ]);
      expect(Object.keys(FINDING_DOCS)).toContain(check.code);
      // The package knows no docs address here, so the section's path on the docs site.
      expect(check.docs).toMatch(/^\/tools\/domain-check\/findings\/[a-z-]+\/#[a-z-]+$/);
    }
  });

  it('exits 3 while a resolver still caches the old answer', async () => {
    const result = await runCli(['check', 'new.propagating.com', '--platform-host', PLATFORM_HOST, ...servers]);
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/up to 48 hours; most changes resolve within minutes/);
    expect(result.stdout).toMatch(/about 5 minutes/);
  });

  it('exits 4 when lookups fail and the deadline ends the run', async () => {
    const result = await runCli([
      'check',
      'timeout.faults.example.com',
      '--platform-host',
      PLATFORM_HOST,
      '--resolver',
      world.resolver.address,
      '--authoritative',
      world.authoritative.address,
      '--timeout',
      '2',
    ]);
    expect(result.code).toBe(4);
    expect(result.stdout).toMatch(/^Inconclusive/m);
  });

  it('takes the platform host from the environment', async () => {
    const result = await runCli(['check', 'ok.example.com', ...servers], { DOMAIN_CHECK_PLATFORM_HOST: PLATFORM_HOST });
    expect(result.code).toBe(0);
  });

  it('checks against the platform profile built into the package when nothing names a platform host', async () => {
    // ok.example.com points at the test platform, not at the profile's host: a verdict, not a usage error.
    const result = await runCli(['check', 'ok.example.com', ...servers, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { domains: { checks: { code: string; message: string }[] }[] };
    const cname = report.domains[0]?.checks.find((check) => check.code === 'CNAME_MISMATCH');
    expect(cname?.message).toContain('cname.docs-platform.example');
  });

  it('says a finding’s Docs line is a path on the docs site, and which setting gives the address, when the package does not know it', async () => {
    const result = await runCli(['check', 'typo.example.com', '--platform-host', PLATFORM_HOST, ...servers]);
    expect(result.stdout).toMatch(
      /^ +Docs: \/tools\/domain-check\/findings\/cname\/#cname-mismatch on the docs site \(address not set: PETSTORE_SITE_URL\) \(CNAME_MISMATCH\)$/m,
    );
  });

  it('exits 2 on an invalid config without looking anything up', async () => {
    const before = world.resolver.received.length;
    const result = await runCli([
      'check',
      '--config',
      `${CONFIGS_DIR}invalid-status.json`,
      '--platform-host',
      PLATFORM_HOST,
      ...servers,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/301/);
    expect(world.resolver.received.length).toBe(before);
  });

  it('exits 2 on an invalid domain argument', async () => {
    const result = await runCli(['check', 'https://docs.example.com/', '--platform-host', PLATFORM_HOST, ...servers]);
    expect(result.code).toBe(2);
  });

  it('exits 2 on an unknown option or command', async () => {
    expect((await runCli(['check', '--frobnicate'])).code).toBe(2);
    expect((await runCli(['deploy'])).code).toBe(2);
  });

  it('answers a mistyped option on stderr with the option meant and a pointer to the command’s help, and exits 2', async () => {
    const result = await runCli(['check', 'docs.example.com', '--platfrom-host', PLATFORM_HOST]);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'domain-check: Unknown option --platfrom-host. Did you mean --platform-host?\nRun domain-check help check for its options.\n',
    });
  });

  it('validates a config offline', async () => {
    const result = await runCli(['validate', '--config', `${CONFIGS_DIR}bench.json`]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/is valid: primary ok\.example\.com, 5 redirects/);
  });

  it('writes only JSON with validate --json: valid with exit 0, or every problem, schema and semantic, with exit 2', async () => {
    const valid = await runCli(['validate', '--config', `${CONFIGS_DIR}bench.json`, '--json']);
    expect(valid.code).toBe(0);
    expect(JSON.parse(valid.stdout)).toEqual({
      schemaVersion: 1,
      valid: true,
      file: `${CONFIGS_DIR}bench.json`,
      code: null,
      problems: [],
    });
    const file = fileURLToPath(new URL('../fixtures/configs/invalid/shape-and-self-redirect.json', import.meta.url));
    const invalid = await runCli(['validate', '--config', file, '--json']);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toBe('');
    const answer = JSON.parse(invalid.stdout) as { valid: boolean; code: string; problems: { path: string }[] };
    expect(answer).toMatchObject({ valid: false, code: 'CONFIG_INVALID' });
    expect(answer.problems.map((problem) => problem.path)).toEqual(['redirects[0].status', 'redirects[1].to']);
  });

  it('prints the records to create, as a zone file', async () => {
    const result = await runCli(['records', '--config', `${CONFIGS_DIR}bench.json`, '--format', 'zone', ...servers]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^ok\t3600\tIN\tCNAME\tsites\.platform\.test\.$/m);
    expect(result.stdout).toMatch(/not every DNS provider supports it/);
    expect(result.stdout).toMatch(/r1\.example\.com: Redirect source: it needs its own record/);
  });
});

describe('domain-check with an internationalised domain name', () => {
  it('shows both spellings in the human report of check', async () => {
    const result = await runCli(['check', 'bücher.example.com', '--platform-host', PLATFORM_HOST, ...servers]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^bücher\.example\.com \(xn--bcher-kva\.example\.com\) {2}\(primary, subdomain\)$/m);
  });

  it('keeps the JSON report in ASCII, in its documented shape', async () => {
    const result = await runCli([
      'check',
      'bücher.example.com',
      '--json',
      '--platform-host',
      PLATFORM_HOST,
      ...servers,
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { domains: Record<string, unknown>[] };
    expect(report.domains.map(({ domain }) => domain)).toEqual(['xn--bcher-kva.example.com']);
    for (const domain of report.domains)
      expect(Object.keys(domain).sort()).toEqual(['checks', 'dnsHost', 'domain', 'kind', 'role']);
  });

  it('shows both spellings in the records table and zone file, and keeps JSON in ASCII', async () => {
    const config = ['--config', `${CONFIGS_DIR}idn.json`, ...servers];
    const table = await runCli(['records', ...config]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /^bücher\.example\.com \(xn--bcher-kva\.example\.com\) +primary +example\.com +CNAME +xn--bcher-kva /m,
    );
    const zone = await runCli(['records', ...config, '--format', 'zone']);
    expect(zone.stdout).toMatch(
      /^; bücher\.example\.com \(xn--bcher-kva\.example\.com\)\nxn--bcher-kva\t3600\tIN\tCNAME\tsites\.platform\.test\.$/m,
    );
    const json = await runCli(['records', ...config, '--format', 'json']);
    const { records } = JSON.parse(json.stdout) as { records: { domain: string; unicode: string; name: string }[] };
    expect(records.map(({ domain, unicode, name }) => ({ domain, unicode, name }))).toEqual([
      { domain: 'xn--bcher-kva.example.com', unicode: 'bücher.example.com', name: 'xn--bcher-kva' },
      { domain: 'www.xn--bcher-kva.example.com', unicode: 'www.bücher.example.com', name: 'www.xn--bcher-kva' },
    ]);
  });
});
