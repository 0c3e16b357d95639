/**
 * Network failures on a real network stack: each test runs the CLI (from source) inside a network
 * namespace of its own with loopback only, so every other address has no route, and asserts the
 * finding, the exit code and that no stack trace reaches the owner. Tests wait on the CLI's output
 * and exit, never on the clock.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../../tools/domain-check/engine/finding.ts';
import type { Report } from '../../../tools/domain-check/engine/report.ts';
import { PLATFORM_HOST } from './scenarios/zone-files.ts';
import type { CliResult } from './support/run-cli.ts';
import { startNamespace, type Namespace } from './support/network-namespace.ts';

const DOH_CHECK = fileURLToPath(new URL('./support/doh-check.ts', import.meta.url));
const EXIT_INCONCLUSIVE = 4;
const DOMAIN = 'docs.example.test';
const BASE = ['--platform-host', 'cname.docs-platform.example', '--timeout', '3'];

/** What a crash looks like on stderr: Node's stack frames or its uncaught-error banner. */
function expectNoStackTrace(result: CliResult): void {
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toMatch(/node:internal|Emitted 'error' event|ERR_SOCKET_BAD_PORT|crashed/);
}

function checksOf(result: CliResult): Finding[] {
  const report = JSON.parse(result.stdout) as Report;
  return report.domains.flatMap((domain) => [...domain.checks]);
}

/** No finding blames the owner's DNS (CAA, DNSSEC) for the resolver's failure. */
function expectOwnerNotBlamed(checks: readonly Finding[]): void {
  const codes = checks.map((check) => check.code);
  expect(codes).not.toContain('CAA_LOOKUP_FAILED');
  expect(codes).not.toContain('DNSSEC_SERVFAIL');
  expect(checks.map((check) => check.fix ?? '').join('\n')).not.toMatch(/Make CAA queries|DNSSEC chain/);
}

let ns: Namespace;
beforeAll(async () => {
  ns = await startNamespace();
});
afterAll(async () => {
  await ns.close();
});

describe('a resolver this machine cannot reach is a finding, not a stack trace', () => {
  it('names the system resolver when there is no route to it, and exits 4', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE]);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    // The system's resolver is whatever resolv.conf names: no route to it here, or nothing listening.
    expect(result.stdout).toMatch(/The resolver \S+ could not be asked about docs\.example\.test/);
    expect(result.stdout).toContain('(RESOLVER_UNREACHABLE)');
    expect(result.stdout).toMatch(/--resolver 1\.1\.1\.1/);
  });

  it('prints the JSON report for --resolver 192.0.2.1 (no route: ENETUNREACH)', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', '192.0.2.1', '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const checks = checksOf(result);
    expect(checks.find((check) => check.code === 'RESOLVER_UNREACHABLE')).toMatchObject({
      id: 'zone',
      status: 'error',
      params: { resolver: '192.0.2.1', failure: 'no-route', errorCode: 'ENETUNREACH' },
    });
    expectOwnerNotBlamed(checks);
  });

  it('names a resolver that refuses the connection (ECONNREFUSED) without blaming CAA', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', '127.0.0.9:53', '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const checks = checksOf(result);
    expect(checks.find((check) => check.code === 'RESOLVER_UNREACHABLE')?.params).toMatchObject({
      failure: 'connection-refused',
      errorCode: 'ECONNREFUSED',
    });
    expectOwnerNotBlamed(checks);
  });

  it('names a TCP stream the resolver cuts inside its answer', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', ns.lab.tcpCut, '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const finding = checksOf(result).find((check) => check.code === 'RESOLVER_UNREACHABLE');
    expect(finding?.params).toMatchObject({ failure: 'connection-reset' });
    expect(finding?.message).toMatch(/closed mid-message: \d+ of \d+ bytes arrived/);
  });

  it('names a TCP connection the resolver resets', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', ns.lab.tcpReset, '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const finding = checksOf(result).find((check) => check.code === 'RESOLVER_UNREACHABLE');
    expect(finding?.params).toMatchObject({ failure: 'connection-reset', errorCode: 'ECONNRESET' });
  });
});

describe('an IPv6 resolver on a host without IPv6', () => {
  let noIpv6: Namespace;
  beforeAll(async () => {
    noIpv6 = await startNamespace({ ipv6: false });
  });
  afterAll(async () => {
    await noIpv6.close();
  });

  it('says the host has no IPv6 (EADDRNOTAVAIL) and suggests an IPv4 resolver', async () => {
    const result = await noIpv6.cli(['check', DOMAIN, ...BASE, '--resolver', '2001:db8::1', '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const finding = checksOf(result).find((check) => check.code === 'RESOLVER_UNREACHABLE');
    expect(finding?.params).toMatchObject({ failure: 'no-address-family', errorCode: 'EADDRNOTAVAIL' });
    expect(finding?.fix).toMatch(/--resolver 1\.1\.1\.1/);
  });

  it('says an IPv6 resolver has no route on a host with IPv6 loopback only (ENETUNREACH)', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', '2001:db8::1', '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const finding = checksOf(result).find((check) => check.code === 'RESOLVER_UNREACHABLE');
    expect(finding?.params).toMatchObject({ failure: 'no-route', errorCode: 'ENETUNREACH', ipv6: true });
    expect(finding?.fix).toMatch(/--resolver 1\.1\.1\.1/);
  });
});

describe('a resolver that does not resolve is blamed, not the owner’s DNS', () => {
  it('names an authoritative-only server (REFUSED, Extended DNS Error 20) given as --resolver', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', ns.lab.refusing, '--json']);
    expectNoStackTrace(result);
    const checks = checksOf(result);
    const finding = checks.find((check) => check.code === 'RESOLVER_NOT_RESOLVING');
    expect(finding).toMatchObject({ status: 'error', params: { resolver: ns.lab.refusing, answer: 'refused' } });
    expect(finding?.message).toMatch(/Extended DNS Error 20, Not Authoritative/);
    expect(finding?.fix).toMatch(/--resolver 1\.1\.1\.1/);
    expectOwnerNotBlamed(checks);
  });
});

describe('the live checks: a TLS or HTTP probe to an unroutable address', () => {
  it('check --live ends with LIVE_UNREACHABLE findings and exit 4 when DNS is right', async () => {
    const result = await ns.cli([
      'check',
      'ok.example.com',
      '--platform-host',
      PLATFORM_HOST,
      '--resolver',
      ns.lab.resolver,
      '--authoritative',
      ns.lab.authoritative,
      '--live',
      '--timeout',
      '4',
      '--json',
    ]);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const unreachable = checksOf(result).filter((check) => check.code === 'LIVE_UNREACHABLE');
    expect(unreachable.map((check) => check.id).sort()).toEqual(['primary', 'tls']);
    expect(unreachable.find((check) => check.id === 'tls')?.message).toMatch(
      /never left this machine: this machine has no route to 192\.0\.2\.\d:443 \(ENETUNREACH\)/,
    );
  });

  it('remove-plan says inconclusive, with its JSON, when nothing can be reached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'domain-check-faults-'));
    const config = join(dir, 'domains.json');
    writeFileSync(
      config,
      JSON.stringify({
        primary: 'ok.example.com',
        redirects: [{ from: 'www.example.com', to: 'ok.example.com', status: 301 }],
        platformHost: PLATFORM_HOST,
      }),
    );
    const result = await ns.cli([
      'remove-plan',
      'www.example.com',
      '--config',
      config,
      '--resolver',
      '192.0.2.1',
      '--timeout',
      '3',
      '--json',
    ]);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const plan = JSON.parse(result.stdout) as { status: string; domains: { checks: Finding[] }[] };
    expect(plan.status).toBe('inconclusive');
    expect(plan.domains.flatMap((domain) => domain.checks).map((check) => check.code)).toContain(
      'RESOLVER_UNREACHABLE',
    );
  });
});

describe('watch through a network drop', () => {
  it('survives the drop, says so, and recovers when the network returns', async () => {
    const child = ns.spawnCli([
      'watch',
      'ok.example.com',
      '--platform-host',
      PLATFORM_HOST,
      '--resolver',
      ns.lab.resolver,
      '--authoritative',
      ns.lab.authoritative,
      '--timeout',
      '3',
      '--json',
    ]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    type Line = Report & { watch: { run: number; domains: { waitingFor: string }[] } };
    const lines: Line[] = [];
    let pending = '';
    const waiters: (() => void)[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
        lines.push(JSON.parse(pending.slice(0, newline)) as Line);
        pending = pending.slice(newline + 1);
        waiters.splice(0).forEach((wake) => wake());
      }
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    /** Resolves with the first run line (from `from` on) that `matches`. */
    const nextLine = async (from: number, matches: (line: Line) => boolean): Promise<Line> => {
      for (let index = from; ; index += 1) {
        while (lines.length <= index) {
          await Promise.race([
            new Promise<void>((wake) => waiters.push(wake)),
            exited.then(() => {
              throw new Error(`watch exited early: ${stderr}`);
            }),
          ]);
        }
        const line = lines[index];
        if (line && matches(line)) return line;
      }
    };
    const codes = (line: Line): string[] => line.domains.flatMap((domain) => domain.checks.map((check) => check.code));

    const before = await nextLine(0, () => true);
    expect(codes(before)).not.toContain('RESOLVER_UNREACHABLE');
    // The drop: loopback goes down, and packets to the resolver vanish without an error.
    await ns.ip('link', 'set', 'lo', 'down');
    const during = await nextLine(before.watch.run, (line) => codes(line).includes('RESOLVER_UNREACHABLE'));
    expect(during.status).toBe('inconclusive');
    expect(during.watch.domains[0]?.waitingFor).toMatch(
      /^the network \(zone\): The resolver 127\.0\.0\.1:\d+ could not be asked/,
    );
    await ns.ip('link', 'set', 'lo', 'up');
    const after = await nextLine(during.watch.run, (line) => !codes(line).includes('RESOLVER_UNREACHABLE'));
    expect(codes(after)).toContain('CNAME_OK');
    child.kill('SIGINT');
    expect(await exited).toBe(EXIT_INCONCLUSIVE);
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});

describe('the browser checker over DNS-over-HTTPS', () => {
  const doh = async (endpoint: string, timeoutSeconds = 30): Promise<Finding | undefined> => {
    const result = await ns.node(DOH_CHECK, [endpoint, 'ok.example.com', PLATFORM_HOST, String(timeoutSeconds)]);
    expectNoStackTrace(result);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.status).toBe('inconclusive');
    const checks = report.domains.flatMap((domain) => [...domain.checks]);
    expectOwnerNotBlamed(checks);
    return checks.find((check) => check.code === 'RESOLVER_UNREACHABLE');
  };

  it('names an endpoint that answers 503', async () => {
    const finding = await doh(`${ns.lab.doh}/503`);
    expect(finding?.params).toMatchObject({ failure: 'http-error', errorCode: 'HTTP 503' });
  });

  it('names an endpoint that answers an HTML page', async () => {
    const finding = await doh(`${ns.lab.doh}/html`);
    expect(finding?.params).toMatchObject({ failure: 'http-error', errorCode: 'HTTP 200' });
    expect(finding?.message).toMatch(/text\/html/);
  });

  it('names an endpoint that answers nothing, inside the deadline', async () => {
    const finding = await doh(`${ns.lab.doh}/silent`, 3);
    expect(finding?.params).toMatchObject({ failure: 'no-answer' });
  });

  it('names an endpoint this machine has no route to', async () => {
    const finding = await doh('http://192.0.2.1/dns-query');
    expect(finding?.params).toMatchObject({ failure: 'no-route', errorCode: 'ENETUNREACH' });
  });
});
