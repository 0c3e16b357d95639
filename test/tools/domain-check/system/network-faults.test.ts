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
import type { Finding } from '../../../../tools/domain-check/findings/finding.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import type { CliResult } from '../support/run-cli.ts';
import { startNamespace, type Namespace } from '../support/network-namespace.ts';

const DOH_CHECK = fileURLToPath(new URL('../support/doh-check.ts', import.meta.url));
const EXIT_INCONCLUSIVE = 4;
const DOMAIN = 'docs.example.test';
// The suite's deadline for a hang (support/run-deadline.ts), not a speed budget: every failure here
// is an answer or an error, and ends the run long before it. The tests of the deadline pass their own.
const TIMEOUT = ['--timeout', '30'];
const BASE = ['--platform-host', 'cname.docs-platform.example', ...TIMEOUT];

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

/** `remove-plan www.example.com` through `resolver`: exit 4, no stack trace, and the plan's findings. */
async function inconclusiveRemovePlan(namespace: Namespace, resolver: string): Promise<Finding[]> {
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
  const args = ['remove-plan', 'www.example.com', '--config', config, '--resolver', resolver, ...TIMEOUT, '--json'];
  const result = await namespace.cli(args);
  expectNoStackTrace(result);
  expect(result.code).toBe(EXIT_INCONCLUSIVE);
  const plan = JSON.parse(result.stdout) as { status: string; domains: { checks: Finding[] }[] };
  expect(plan.status).toBe('inconclusive');
  return plan.domains.flatMap((domain) => domain.checks);
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

describe('a resolver that does not resolve is blamed, and nothing it answered decides the verdict', () => {
  const cases = [
    {
      title: 'an authoritative-only server that answers its own zone (AA) without recursion (no RA)',
      resolver: () => ns.lab.referring,
      answer: 'no-recursion',
      detail: /an answer for the root zone without the RA flag/,
    },
    {
      title: 'an authoritative-only server that answers REFUSED with Extended DNS Error 20',
      resolver: () => ns.lab.refusing,
      answer: 'refused',
      detail: /REFUSED for the root zone \(Extended DNS Error 20, Not Authoritative\)/,
    },
    {
      title: 'a resolver that answers SERVFAIL to everything',
      resolver: () => ns.lab.servfailing,
      answer: 'servfail',
      detail: /SERVFAIL for the root zone/,
    },
  ] as const;

  for (const { title, resolver, answer, detail } of cases) {
    it(`${title}: exit 4, the resolver named, no cname or dnssec verdict`, async () => {
      const human = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', resolver()]);
      expectNoStackTrace(human);
      expect(human.code).toBe(EXIT_INCONCLUSIVE);
      expect(human.stdout).toContain('(RESOLVER_NOT_RESOLVING)');
      expect(human.stdout).toMatch(/^Inconclusive:/m);
      // Each is skipped, naming the resolver: no ✓ or ✗ read from a server that does not resolve.
      for (const check of ['cname', 'conflicts', 'caa', 'dnssec']) {
        expect(human.stdout).toMatch(
          new RegExp(`^  - ${check} +Skipped: the resolver ${resolver().replaceAll('.', '\\.')} failed`, 'm'),
        );
      }
      expect(human.stdout).not.toMatch(/Create a CNAME|without a validation failure/);

      const json = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', resolver(), '--json']);
      expect(json.code).toBe(EXIT_INCONCLUSIVE);
      const report = JSON.parse(json.stdout) as Report;
      expect(report.status).toBe('inconclusive');
      const checks = checksOf(json);
      const finding = checks.find((check) => check.code === 'RESOLVER_NOT_RESOLVING');
      expect(finding).toMatchObject({ id: 'zone', status: 'error', params: { resolver: resolver(), answer } });
      expect(finding?.message).toMatch(detail);
      expect(finding?.fix).toMatch(/--resolver 1\.1\.1\.1/);
      const others = checks.filter((check) => check.id !== 'hostname' && check.id !== 'zone');
      expect(
        new Set(others.map((check) => `${check.code} ${'reason' in check.params ? check.params.reason : ''}`)),
      ).toEqual(new Set(['CHECK_SKIPPED resolver-failed']));
      expectOwnerNotBlamed(checks);
    });
  }
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
      ...TIMEOUT,
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

  it('check --live reads nothing from a resolver that does not recurse: no verdict, no connection, exit 4', async () => {
    const result = await ns.cli(['check', DOMAIN, ...BASE, '--resolver', ns.lab.referring, '--live', '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const checks = checksOf(result);
    expect(checks.find((check) => check.code === 'RESOLVER_NOT_RESOLVING')?.params).toMatchObject({
      resolver: ns.lab.referring,
      answer: 'no-recursion',
    });
    // The live checks would connect to addresses it gave: skipped, naming it.
    for (const id of ['tls', 'primary'] as const) {
      expect(checks.find((check) => check.id === id)).toMatchObject({
        code: 'CHECK_SKIPPED',
        params: { reason: 'resolver-failed', resolver: ns.lab.referring },
      });
    }
    expect(checks.map((check) => check.code)).not.toContain('CNAME_MISSING');
  });

  it('remove-plan says inconclusive, with its JSON, when nothing can be reached', async () => {
    const plan = await inconclusiveRemovePlan(ns, '192.0.2.1');
    expect(plan.map((check) => check.code)).toContain('RESOLVER_UNREACHABLE');
  });
});

type WatchLine = Report & { watch: { run: number; domains: { waitingFor: string }[] } };

/** `watch --json` in `namespace`, read line by line: each line is one run's report. */
function followWatch(namespace: Namespace, args: readonly string[]) {
  const child = namespace.spawnCli(['watch', ...args, ...TIMEOUT, '--json']);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: WatchLine[] = [];
  let pending = '';
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
      lines.push(JSON.parse(pending.slice(0, newline)) as WatchLine);
      pending = pending.slice(newline + 1);
      waiters.splice(0).forEach((wake) => wake());
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    /** Resolves with the first run line (from `from` on) that `matches`. */
    async nextLine(from: number, matches: (line: WatchLine) => boolean): Promise<WatchLine> {
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
    },
    /** Ctrl-C, unless it ended by itself: its exit code, and what it wrote on stderr. */
    async stop(): Promise<{ code: number | null; stderr: string }> {
      if (child.exitCode === null) child.kill('SIGINT');
      return { code: await exited, stderr };
    },
  };
}

const codesOf = (line: WatchLine): string[] =>
  line.domains.flatMap((domain) => domain.checks.map((check) => check.code));

const WATCHED = ['ok.example.com', '--platform-host', PLATFORM_HOST];

describe('watch through a network drop', () => {
  it('survives the drop, says so, and recovers when the network returns', async () => {
    const watch = followWatch(ns, [...WATCHED, '--resolver', ns.lab.resolver, '--authoritative', ns.lab.authoritative]);
    const before = await watch.nextLine(0, () => true);
    expect(codesOf(before)).not.toContain('RESOLVER_UNREACHABLE');
    // The drop: loopback goes down, and packets to the resolver vanish without an error.
    await ns.ip('link', 'set', 'lo', 'down');
    const during = await watch.nextLine(before.watch.run, (line) => codesOf(line).includes('RESOLVER_UNREACHABLE'));
    expect(during.status).toBe('inconclusive');
    // The whole line, made from the finding's facts: never cut at the probe's name, the root zone ".".
    expect(during.watch.domains[0]?.waitingFor).toBe(
      `the network (zone): The resolver ${ns.lab.resolver} could not be asked: it gave no answer before the deadline.`,
    );
    await ns.ip('link', 'set', 'lo', 'up');
    const after = await watch.nextLine(during.watch.run, (line) => !codesOf(line).includes('RESOLVER_UNREACHABLE'));
    expect(codesOf(after)).toContain('CNAME_OK');
    const { code, stderr } = await watch.stop();
    expect(code).toBe(EXIT_INCONCLUSIVE);
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});

describe('a host route that is unreachable (EHOSTUNREACH)', () => {
  // A namespace of its own: its routes change, and the live checks elsewhere connect to 198.51.100.20.
  let unreachable: Namespace;
  const RESOLVER = '198.51.100.1';
  beforeAll(async () => {
    unreachable = await startNamespace();
    await unreachable.ip('route', 'add', 'unreachable', '198.51.100.0/24');
  });
  afterAll(async () => {
    await unreachable.close();
  });

  it('check names the resolver with no route to it, and exits 4 with its JSON', async () => {
    const result = await unreachable.cli(['check', DOMAIN, ...BASE, '--resolver', RESOLVER, '--json']);
    expectNoStackTrace(result);
    expect(result.code).toBe(EXIT_INCONCLUSIVE);
    const checks = checksOf(result);
    expect(checks.find((check) => check.code === 'RESOLVER_UNREACHABLE')).toMatchObject({
      id: 'zone',
      status: 'error',
      params: { resolver: RESOLVER, failure: 'no-route', errorCode: 'EHOSTUNREACH' },
    });
    expectOwnerNotBlamed(checks);
  });

  it('remove-plan says inconclusive, naming the resolver, with its JSON', async () => {
    const plan = await inconclusiveRemovePlan(unreachable, RESOLVER);
    expect(plan.find((check) => check.code === 'RESOLVER_UNREACHABLE')?.params).toMatchObject({
      resolver: RESOLVER,
      failure: 'no-route',
      errorCode: 'EHOSTUNREACH',
    });
  });

  it('watch survives a resolver turned unreachable, says so, and recovers when its route returns', async () => {
    const watch = followWatch(unreachable, [
      ...WATCHED,
      '--resolver',
      unreachable.lab.resolver,
      '--authoritative',
      unreachable.lab.authoritative,
    ]);
    const before = await watch.nextLine(0, () => true);
    expect(codesOf(before)).toContain('CNAME_OK');
    // The resolver's own address (its port is the lab's) becomes an unreachable route: EHOSTUNREACH.
    const [host] = unreachable.lab.resolver.split(':');
    const local = [
      'route',
      'add',
      'local',
      `${host}/32`,
      'dev',
      'lo',
      'table',
      'local',
      'proto',
      'kernel',
      'scope',
      'host',
    ];
    await unreachable.ip('route', 'del', 'local', `${host}/32`, 'table', 'local');
    await unreachable.ip('route', 'add', 'unreachable', `${host}/32`, 'table', 'local');
    const during = await watch.nextLine(before.watch.run, (line) => codesOf(line).includes('RESOLVER_UNREACHABLE'));
    expect(during.status).toBe('inconclusive');
    expect(during.watch.domains[0]?.waitingFor).toBe(
      `the network (zone): The resolver ${unreachable.lab.resolver} could not be asked: this machine has no route to it (EHOSTUNREACH).`,
    );
    await unreachable.ip('route', 'del', 'unreachable', `${host}/32`, 'table', 'local');
    await unreachable.ip(...local, 'src', host ?? '');
    const after = await watch.nextLine(during.watch.run, (line) => !codesOf(line).includes('RESOLVER_UNREACHABLE'));
    expect(codesOf(after)).toContain('CNAME_OK');
    // Still inconclusive: watch runs the live checks, and the lab's site (192.0.2.0/24) has no route.
    const { code, stderr } = await watch.stop();
    expect(code).toBe(EXIT_INCONCLUSIVE);
    expect(stderr).toContain('domain-check watch: stopped (Ctrl-C); last status: inconclusive.');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});

describe('the browser checker over DNS-over-HTTPS', () => {
  const doh = async (endpoint: string, timeoutSeconds = 30): Promise<Finding | undefined> => {
    const result = await ns.node(DOH_CHECK, [endpoint, 'ok.example.com', PLATFORM_HOST, String(timeoutSeconds)]);
    expectNoStackTrace(result);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as Report & { streamed: Record<string, string[]> };
    expect(report.status).toBe('inconclusive');
    const checks = report.domains.flatMap((domain) => [...domain.checks]);
    expectOwnerNotBlamed(checks);
    // What the page shows as each check settles is what the report says: no verdict read from it first.
    const final: Record<string, string[]> = {};
    for (const check of checks) (final[check.id] ??= []).push(check.code);
    expect(report.streamed).toEqual(final);
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
