/** `check --live` and `remove-plan` through the real CLI, against the test platform on loopback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDING_DOCS } from '../../../../tools/domain-check/checks/every-code.ts';
import { CONFIGS_DIR } from '../support/fixture-zones.ts';
import { startLiveWorld, type LiveWorld } from '../support/live-world.ts';
import { runCli } from '../support/run-cli.ts';

interface JsonReport {
  status: string;
  domains: { domain: string; checks: { id: string; code: string; status: string }[] }[];
}

let live: LiveWorld;
let options: string[];
const config = (name: string): string[] => ['--config', `${CONFIGS_DIR}${name}`];
const codesOf = (report: JsonReport, domain: string, ids: readonly string[]): string[] =>
  (report.domains.find((d) => d.domain === domain)?.checks ?? [])
    .filter((c) => ids.includes(c.id) && c.status !== 'skip')
    .map((c) => c.code)
    .sort();

beforeAll(async () => {
  live = await startLiveWorld();
  // A deadline for a hang, not a speed budget: on a busy machine a healthy run can take seconds.
  options = [...live.cliOptions, '--timeout', '30'];
}, 120_000);
afterAll(async () => {
  await live.close();
});

describe('domain-check check --live', () => {
  it('keeps a plain check DNS-only: nothing is requested from the servers', async () => {
    const before = live.servers.requests.length;
    const dnsOnly = ['--resolver', live.world.resolver.address, '--authoritative', live.world.authoritative.address];
    const result = await runCli(['check', ...config('live-ready.json'), '--json', ...dnsOnly]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    const ids = new Set(report.domains.flatMap((d) => d.checks.map((c) => c.id)));
    expect([...ids].filter((id) => ['tls', 'primary', 'redirect'].includes(id))).toEqual([]);
    expect(live.servers.requests.length).toBe(before);
  });

  it('exits 0 when the certificate, the primary and the redirect are live', async () => {
    const result = await runCli(['check', '--live', ...config('live-ready.json'), ...options]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✓ tls +docs\.live\.test serves a valid certificate at 127\.0\.0\.20:\d+: issued by/);
    expect(result.stdout).toMatch(/✓ primary +https:\/\/docs\.live\.test\/ answers 200 OK\./);
    expect(result.stdout).toMatch(/✓ redirect +www\.live\.test answers 301 to https:\/\/docs\.live\.test\//);
    expect(result.stdout).toMatch(
      /^Ready: DNS is correct, every certificate is valid and every redirect answers 301\.$/m,
    );
  });

  it('exits 1 and reports each redirect mistake in the documented JSON', async () => {
    const result = await runCli(['check', '--live', ...config('live.json'), '--json', ...options]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.status).toBe('action-required');
    expect(codesOf(report, 'found.live.test', ['redirect'])).toEqual(['REDIRECT_WRONG_STATUS']);
    expect(codesOf(report, 'hops.live.test', ['redirect'])).toEqual(['REDIRECT_CHAIN']);
    for (const check of report.domains.flatMap((d) => d.checks))
      expect(Object.keys(FINDING_DOCS)).toContain(check.code);
  });

  it('exits 1 when a redirect reaches the primary only through a chain of hops', async () => {
    const result = await runCli(['check', '--live', ...config('live-chain.json'), ...options]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ redirect +hops\.live\.test reaches docs\.live\.test through more than one hop/);
    expect(result.stdout).toMatch(/^Action required: /m);
  });

  it('trusts the test CA through NODE_EXTRA_CA_CERTS as well as --ca-file', async () => {
    const withoutCaFile = options.filter((_, i) => options[i] !== '--ca-file' && options[i - 1] !== '--ca-file');
    const result = await runCli(['check', '--live', ...config('live-ready.json'), ...withoutCaFile], {
      NODE_EXTRA_CA_CERTS: live.servers.caFile,
    });
    expect(result.code).toBe(0);
  });

  it('fails a certificate nobody trusts rather than passing it', async () => {
    const withoutCaFile = options.filter((_, i) => options[i] !== '--ca-file' && options[i - 1] !== '--ca-file');
    const result = await runCli(['check', '--live', ...config('live-ready.json'), '--json', ...withoutCaFile]);
    expect(result.code).toBe(1);
    expect(codesOf(JSON.parse(result.stdout) as JsonReport, 'docs.live.test', ['tls'])).toEqual(['TLS_UNTRUSTED']);
  });

  it('exits 2 on a bad port or an unreadable --ca-file, before anything is looked up', async () => {
    const before = live.world.resolver.received.length;
    expect((await runCli(['check', '--live', ...config('live.json'), ...options, '--https-port', '70000'])).code).toBe(
      2,
    );
    const missing = await runCli([
      'check',
      '--live',
      ...config('live.json'),
      ...options,
      '--ca-file',
      '/nonexistent.pem',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Cannot read --ca-file/);
    expect(live.world.resolver.received.length).toBe(before);
  });

  it('asks the CA named by --acme-directory when it wants the certificate renewed, and says so', async () => {
    const acme = ['--acme-directory', live.servers.acme.directoryUrl];
    const result = await runCli(['check', '--live', 'renewing.live.test', 'ari.live.test', ...options, ...acme]);
    expect(result.stdout).toMatch(
      /! tls +renewing\.live\.test serves a valid certificate at 127\.0\.0\.20:\d+: .*\(\d+ days left\)\. The CA wants it renewed between .* \(its ACME Renewal Information\); that window closed \d+ days ago\./,
    );
    expect(result.stdout).toMatch(
      /✓ tls +ari\.live\.test serves a valid certificate .* that window has not opened yet\./,
    );
    const json = await runCli(['check', '--live', 'ari.live.test', '--json', ...options, ...acme]);
    const report = JSON.parse(json.stdout) as {
      domains: { checks: { code: string; params: { life?: { window: { basis: string; start: string } } } }[] }[];
    };
    const window = report.domains[0]?.checks.find((c) => c.code === 'TLS_VALID')?.params.life?.window;
    expect(window?.basis).toBe('ari');
    expect(Number.isNaN(Date.parse(window?.start ?? ''))).toBe(false);
  });

  it('exits 2 for an --acme-directory that is not https', async () => {
    const result = await runCli([
      'check',
      '--live',
      'ari.live.test',
      ...options,
      '--acme-directory',
      'http://127.0.0.1/directory',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--acme-directory takes an https:\/\/ URL/);
  });

  it('exits 2 when a live option is given without --live', async () => {
    const result = await runCli(['check', ...config('live.json'), '--https-port', '8443']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/add --live/);
  });
});

describe('domain-check remove-plan', () => {
  it('passes when the config holds the 301 and it is live on http and https', async () => {
    const result = await runCli(['remove-plan', 'www.live.test', ...config('live.json'), ...options]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✓ http:\/\/www\.live\.test\/ answers 301 to https:\/\/docs\.live\.test\//);
    expect(result.stdout).toMatch(/✓ https:\/\/www\.live\.test\/ answers 301/);
    expect(result.stdout).toMatch(/^Safe to remove www\.live\.test\.$/m);
  });

  it('fails and names the missing step when the live redirect is a 302', async () => {
    const result = await runCli(['remove-plan', 'found.live.test', ...config('live.json'), ...options]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /✗ http:\/\/found\.live\.test\/ is not a live 301 to docs\.live\.test yet: it answers 302 Location: https:\/\/docs\.live\.test\/ \(REDIRECT_WRONG_STATUS\)/,
    );
    expect(result.stdout).toMatch(/^Next: Set the redirect of found\.live\.test to status 301/m);
  });

  it('fails when the live redirect goes through a chain of hops, and says to point it straight at the primary', async () => {
    const result = await runCli(['remove-plan', 'hops.live.test', ...config('live-chain.json'), ...options]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /✗ http:\/\/hops\.live\.test\/ is not a live 301 to docs\.live\.test yet: it answers 301 Location: https:\/\/www\.live\.test\/ \(REDIRECT_CHAIN\)/,
    );
    expect(result.stdout).toMatch(/^Not safe to remove hops\.live\.test yet/m);
    expect(result.stdout).toMatch(/^Next: Point hops\.live\.test straight at https:\/\/docs\.live\.test\//m);
  });

  it('fails and says to add the redirect when the config has none', async () => {
    const result = await runCli(['remove-plan', 'www.live.test', ...config('watch.json'), '--json', ...options]);
    expect(result.code).toBe(1);
    const output = JSON.parse(result.stdout) as {
      status: string;
      removal: { safe: boolean; steps: { code: string }[] };
    };
    expect(output.removal.safe).toBe(false);
    expect(output.removal.steps.map((step) => step.code)).toEqual([
      'REMOVE_REDIRECT_NOT_CONFIGURED',
      'REMOVE_REDIRECT_LIVE',
      'REMOVE_REDIRECT_LIVE',
    ]);
  });

  it('refuses to plan the removal of the primary, without looking anything up', async () => {
    const before = live.world.resolver.received.length;
    const result = await runCli(['remove-plan', 'docs.live.test', ...config('live.json'), ...options]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/docs\.live\.test is the primary/);
    expect(result.stdout).toMatch(/^Refused: docs\.live\.test is the primary\.$/m);
    expect(live.world.resolver.received.length).toBe(before);
  });

  it('exits 2 without exactly one domain or without a config', async () => {
    expect((await runCli(['remove-plan', ...config('live.json')])).code).toBe(2);
    expect((await runCli(['remove-plan', 'a.live.test', 'b.live.test', ...config('live.json')])).code).toBe(2);
    expect((await runCli(['remove-plan', 'www.live.test'])).code).toBe(2);
  });
});
