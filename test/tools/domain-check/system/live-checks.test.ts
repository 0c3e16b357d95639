import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { PRIMARY_LIVE, WRONG_NAME_SAN } from '../fixtures/live-sites.ts';
import { scenariosFor } from '../scenarios/index.ts';
import { checkLive, findingOf, liveCodes, startLiveWorld, type LiveWorld } from '../support/live-world.ts';

let live: LiveWorld;

beforeAll(async () => {
  live = await startLiveWorld();
}, 120_000);
afterAll(async () => {
  await live.close();
});

describe('live checks against real TLS and HTTP servers on loopback', () => {
  for (const scenario of scenariosFor('live')) {
    it(scenario.title, async () => {
      const others = (scenario.with ?? []).map((domain) => ({ domain, role: 'redirect' as const }));
      const { report } = await checkLive(live, [{ domain: scenario.domain, role: scenario.role }, ...others]);
      const { status, problems, includes = [] } = scenario.expect;
      expect({
        codes: liveCodes(report, scenario.domain),
        problems: liveProblems(report, scenario.domain),
        status: statusOfLive(report, scenario.domain),
      }).toEqual({ codes: [...problems, ...includes].sort(), problems, status });
    });
  }

  it('shows the SANs of a certificate for other names', async () => {
    const { report } = await checkLive(live, [{ domain: 'wrong-name.live.test', role: 'redirect' }]);
    expect(findingOf(report, 'wrong-name.live.test', 'TLS_NAME_MISMATCH')?.message).toContain(WRONG_NAME_SAN);
  });

  it('shows issuer, names, expiry and days left of a valid certificate', async () => {
    const { report } = await checkLive(live, [{ domain: PRIMARY_LIVE, role: 'primary' }]);
    expect(findingOf(report, PRIMARY_LIVE, 'TLS_VALID')?.message).toMatch(
      /issued by domain-check Test CA for docs\.live\.test, valid until \d{4}-\d{2}-\d{2} \(\d+ days left\)/,
    );
  });

  it('reports a redirect mistake with the actual status and Location', async () => {
    const { report } = await checkLive(live, [{ domain: 'found.live.test', role: 'redirect' }]);
    const finding = findingOf(report, 'found.live.test', 'REDIRECT_WRONG_STATUS');
    expect(finding?.message).toContain('answers 302 (Location: https://docs.live.test/) instead of 301');
    expect(finding?.evidence).toContainEqual(
      expect.objectContaining({
        type: 'HTTP',
        name: 'https://found.live.test/',
        data: '302 Location: https://docs.live.test/',
      }),
    );
  });

  it('reports a chain of hops as a failure, with each hop and the fix to point straight at the target', async () => {
    const { report } = await checkLive(live, [
      { domain: 'hops.live.test', role: 'redirect' },
      { domain: 'www.live.test', role: 'redirect' },
    ]);
    const finding = findingOf(report, 'hops.live.test', 'REDIRECT_CHAIN');
    expect(finding?.status).toBe('fail');
    expect(finding?.message).toContain(
      'http://hops.live.test/ takes 2 hops: http://hops.live.test/ → https://www.live.test/ → https://docs.live.test/',
    );
    expect(finding?.fix).toBe(
      'Point hops.live.test straight at https://docs.live.test/ (one 301 that keeps the path and query).',
    );
    expect(report.status).toBe('action-required');
  });

  it('names the upgrade hop’s own status, on http only, and counts the upgrade as no extra hop', async () => {
    const { report } = await checkLive(live, [{ domain: 'upgrade-308.live.test', role: 'redirect' }]);
    const finding = findingOf(report, 'upgrade-308.live.test', 'REDIRECT_WRONG_STATUS');
    expect(finding?.message).toMatch(
      /^upgrade-308\.live\.test does not redirect with 301 on http: http:\/\/upgrade-308\.live\.test\/ answers 308 \(Location: https:\/\/upgrade-308\.live\.test\/\) instead of 301; /,
    );
    expect(finding?.evidence).toContainEqual(
      expect.objectContaining({
        type: 'HTTP',
        name: 'https://upgrade-308.live.test/',
        data: '301 Location: https://docs.live.test/',
      }),
    );
  });

  it('never follows a Location to a host outside the config', async () => {
    await checkLive(live, [{ domain: 'offsite.live.test', role: 'redirect' }]);
    expect(live.servers.requests.filter((url) => url.includes('elsewhere.live.test'))).toEqual([]);
  });

  it('follows a redirect through the config’s own domains to say where it ends', async () => {
    const { report } = await checkLive(live, [
      { domain: 'sideways.live.test', role: 'redirect' },
      { domain: 'not-redirecting.live.test', role: 'redirect' },
    ]);
    expect(liveCodes(report, 'sideways.live.test')).toContain('REDIRECT_WRONG_TARGET');
  });

  it('orders the fix of a missing certificate as the seed does: DNS first', async () => {
    const { report } = await checkLive(live, [{ domain: 'no-tls.live.test', role: 'redirect' }]);
    expect(findingOf(report, 'no-tls.live.test', 'TLS_NO_CERTIFICATE')?.fix).toMatch(
      /^First make DNS right, as this run found it is not \(conflicts\): Delete the A record at no-tls\.live\.test/,
    );
  });

  it('orders the fix of a missing certificate as the seed does: CAA once DNS is right, then Re-verify', async () => {
    const domain = 'docs.caa-blocked.live.test';
    const { report } = await checkLive(live, [{ domain, role: 'redirect' }]);
    const dnsProblems = (report.domains[0]?.checks ?? [])
      .filter((check) => !['tls', 'primary', 'redirect'].includes(check.id))
      .filter((check) => check.status === 'fail' || check.status === 'error' || check.status === 'warn');
    // DNS is right: the CAA set on the parent is the only thing in the way.
    expect(dnsProblems.map((check) => check.code)).toEqual(['CAA_BLOCKS_ISSUER']);
    expect(findingOf(report, domain, 'TLS_NO_CERTIFICATE')?.fix).toMatch(
      /^DNS points at the platform, but CAA stops the certificate: Add the CAA record caa-blocked\.live\.test\. CAA 0 issue "letsencrypt\.org" at your DNS host \(keep the others you need\)\. Then choose Re-verify/,
    );
  });

  it('orders the fix of a missing certificate as the seed does: Re-verify once DNS and CAA are right', async () => {
    const { report } = await checkLive(live, [{ domain: 'unissued.live.test', role: 'redirect' }]);
    expect(findingOf(report, 'unissued.live.test', 'TLS_NO_CERTIFICATE')?.fix).toMatch(
      /DNS and CAA are right in this run\..*Re-verify/,
    );
  });

  it('does not trust the test CA unless told to, and never turns verification off', async () => {
    const { report } = await checkLive(live, [{ domain: PRIMARY_LIVE, role: 'primary' }], { trustTestCa: false });
    expect(liveCodes(report, PRIMARY_LIVE)).toEqual(['PRIMARY_UNREACHABLE', 'TLS_UNTRUSTED']);
  });

  it('ends a slow server’s checks inside the run’s deadline, as inconclusive', async () => {
    // The slow server never answers: only the run's deadline can end these checks, and LIVE_TIMEOUT
    // says that it did. How soon is a figure for bench/, not a test on a shared machine.
    const { report } = await checkLive(live, [{ domain: 'slow.live.test', role: 'redirect' }], {
      timeoutSeconds: 2,
    });
    expect(liveCodes(report, 'slow.live.test')).toEqual(['LIVE_TIMEOUT']);
    expect(findingOf(report, 'slow.live.test', 'LIVE_TIMEOUT')?.status).toBe('error');
  });

  it('skips the live checks of a name that does not exist, with one finding saying so', async () => {
    const { report } = await checkLive(live, [{ domain: 'missing.live.test', role: 'primary' }]);
    expect(liveCodes(report, 'missing.live.test')).toEqual(['LIVE_NO_ADDRESS']);
  });

  it('reports a failed address lookup as unknown, never as a name with no address', async () => {
    const { report } = await checkLive(live, [{ domain: 'servfail.faults.example.com', role: 'primary' }], {
      timeoutSeconds: 3,
    });
    expect(liveCodes(report, 'servfail.faults.example.com')).toEqual<FindingCode[]>(['LIVE_LOOKUP_FAILED']);
    expect(findingOf(report, 'servfail.faults.example.com', 'LIVE_LOOKUP_FAILED')?.status).toBe('error');
  });
});

/** The domain's live findings, less its DNS findings (which may fail on purpose). */
function liveChecks(report: Parameters<typeof liveCodes>[0], domain: string) {
  const checks = report.domains.find((entry) => entry.domain === domain)?.checks ?? [];
  return checks.filter((c) => c.id === 'tls' || c.id === 'primary' || c.id === 'redirect');
}

/** Sorted codes of the domain's live findings that fail, warn or could not be checked. */
function liveProblems(report: Parameters<typeof liveCodes>[0], domain: string): FindingCode[] {
  const problems = liveChecks(report, domain).filter((c) => c.status !== 'pass' && c.status !== 'skip');
  return [...new Set(problems.map((c) => c.code))].sort();
}

/** The verdict the domain's live findings alone would give (its DNS findings may fail on purpose). */
function statusOfLive(report: Parameters<typeof liveCodes>[0], domain: string): string {
  const live = liveChecks(report, domain);
  if (live.some((c) => c.status === 'fail')) return 'action-required';
  if (live.some((c) => c.status === 'error')) return 'inconclusive';
  return 'ready';
}
