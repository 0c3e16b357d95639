import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { checkDomains, FAULT_NAMES, problemCodes, startWorld, type World } from '../support/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const TIMEOUT_SECONDS = 3;

/** What the cname finding must say for each fault, so the user can tell them apart. */
const FAULT_MESSAGES: Record<keyof typeof FAULT_NAMES, RegExp> = {
  servfail: /SERVFAIL/,
  refused: /REFUSED/,
  drop: /no answer/,
  garbage: /undecodable/,
  'wrong-id': /wrong message ID or question/,
  'wrong-question': /wrong message ID or question/,
};

describe('DNS faults end as findings with status "error", inside the deadline', () => {
  for (const [fault, domain] of Object.entries(FAULT_NAMES) as [keyof typeof FAULT_NAMES, string][]) {
    it(`reports ${fault} as an inconclusive lookup error without crashing or hanging`, async () => {
      const { report } = await checkDomains(
        [domain],
        { resolvers: [world.resolver.address], authoritative: [world.authoritative.address] },
        { timeoutSeconds: TIMEOUT_SECONDS },
      );
      expect(report.status).toBe('inconclusive');
      const checks = report.domains[0]?.checks ?? [];
      const problems = checks.filter((c) => c.status !== 'pass' && c.status !== 'skip');
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((c) => c.status === 'error')).toBe(true);
      const cname = checks.find((c) => c.id === 'cname');
      expect(cname).toMatchObject({ status: 'error', code: 'CNAME_LOOKUP_FAILED' });
      expect(cname?.message).toMatch(FAULT_MESSAGES[fault]);
      expect(problemCodes(report, domain)).toEqual<FindingCode[]>([
        'CAA_LOOKUP_FAILED',
        'CNAME_LOOKUP_FAILED',
        'CONFLICTS_LOOKUP_FAILED',
        // A validating resolver's SERVFAIL may be a broken DNSSEC chain (RFC 4035 §5.5), so it is named apart.
        fault === 'servfail' ? 'DNSSEC_SERVFAIL' : 'DNSSEC_LOOKUP_FAILED',
        'PROPAGATION_LOOKUP_FAILED',
        'ZONE_LOOKUP_FAILED',
      ]);
    });
  }

  it('falls back to TCP when the UDP answer is truncated', async () => {
    const { report } = await checkDomains(['big.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    expect(report.status).toBe('ready');
  });

  it('names a broken DNSSEC chain when SERVFAIL clears with CD=1', async () => {
    const { report } = await checkDomains(['dnssec.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    const dnssec = report.domains[0]?.checks.find((c) => c.id === 'dnssec');
    expect(dnssec).toMatchObject({ status: 'fail', code: 'DNSSEC_BROKEN' });
    expect(dnssec?.message).toMatch(/stale DS/);
  });

  it('blames the DNS host when its own nameservers fail CAA queries: the CA refuses, so action is required', async () => {
    const { report } = await checkDomains(['caa-fail.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    const caa = report.domains[0]?.checks.find((c) => c.id === 'caa');
    expect(caa).toMatchObject({
      status: 'fail',
      code: 'CAA_DNS_HOST_FAILS',
      params: { name: 'caa-fail.example.com', answers: [{ server: world.authoritative.address, rcode: 'SERVFAIL' }] },
    });
    expect(caa?.fix).toMatch(/^Ask your DNS host to answer CAA queries at caa-fail\.example\.com/);
    expect(report.status).toBe('action-required');
  });

  it('leaves a failed CAA lookup inconclusive when the nameservers cannot be asked (the browser)', async () => {
    const { report } = await checkDomains(
      ['caa-fail.example.com'],
      { resolvers: [world.resolver.address] },
      {
        authoritativeReachable: false,
      },
    );
    const caa = report.domains[0]?.checks.find((c) => c.id === 'caa');
    expect(caa).toMatchObject({ status: 'error', code: 'CAA_LOOKUP_FAILED' });
    expect(caa?.message).toMatch(/refusal/);
  });

  it('reports a nameserver that does not answer and one that is not authoritative', async () => {
    const { report } = await checkDomains(
      ['ok.example.com'],
      // The resolver is not authoritative (no AA); the closed port never answers.
      {
        resolvers: [world.resolver.address],
        authoritative: [world.authoritative.address, world.resolver.address, '127.0.0.9:9'],
      },
      { timeoutSeconds: TIMEOUT_SECONDS },
    );
    expect(problemCodes(report, 'ok.example.com')).toEqual([
      'NAMESERVER_NOT_ANSWERING',
      'NAMESERVER_NOT_AUTHORITATIVE',
    ]);
  });

  it('reports nameservers that serve different SOA serials', async () => {
    const { startDnsTestServer } = await import('../support/dns-test-server.ts');
    const { loadStaleZones } = await import('../support/fixture-zones.ts');
    const behind = await startDnsTestServer({ zones: loadStaleZones(), mode: 'authoritative', host: '127.0.0.3' });
    try {
      const { report } = await checkDomains(['steady.propagating.com'], {
        resolvers: [world.resolver.address],
        authoritative: [world.authoritative.address, behind.address],
      });
      expect(problemCodes(report, 'steady.propagating.com')).toEqual(['NAMESERVER_SERIALS_DIFFER']);
    } finally {
      await behind.close();
    }
  });
});
