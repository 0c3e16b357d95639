/**
 * The certificate judged against its own life, over real handshakes with certificates of the test CA
 * and the test CA's own ACME Renewal Information (RFC 9773) on loopback.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateLife } from '../../../../../tools/domain-check/checks/tls/certificate-life.ts';
import { lifetimeCapOn } from '../../../../../tools/domain-check/checks/tls/certificate-rules.ts';
import { certificateIdOf } from '../../support/acme-test-server.ts';
import { checkLive, findingOf, liveCodes, startLiveWorld, type LiveWorld } from '../../support/live-world.ts';

let live: LiveWorld;

beforeAll(async () => {
  live = await startLiveWorld();
}, 120_000);
afterAll(async () => {
  await live.close();
});

const DAY_MS = 86_400_000;

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}
const ARI_SITE = 'ari.live.test';

async function tlsOf(domain: string, options: Parameters<typeof checkLive>[2] = {}) {
  const { report } = await checkLive(live, [{ domain, role: 'redirect' }], options);
  const finding = report.domains[0]?.checks.find((check) => check.id === 'tls');
  const life = (finding?.params as { life?: CertificateLife } | undefined)?.life;
  return { report, finding, life, codes: liveCodes(report, domain) };
}

function leafOf(domain: string) {
  const leaf = live.servers.leaves.get(domain);
  if (!leaf) throw new Error(`no certificate for ${domain}`);
  return leaf;
}

describe('a certificate judged against its own life', () => {
  it('passes a 6-day certificate with 3 days left', async () => {
    const { finding, life } = await tlsOf('short-lived.live.test', { renewalInfo: [] });
    expect(finding?.code).toBe('TLS_VALID');
    expect(life).toMatchObject({ lifetimeDays: 6, timing: 'before-window', window: { basis: 'lifetime' } });
  });

  it('warns that a 90-day certificate with 10 days left is late, and says what happens next', async () => {
    const { finding, life } = await tlsOf('renewing.live.test', { renewalInfo: [] });
    expect(finding?.code).toBe('TLS_RENEWAL_LATE');
    expect(finding?.status).toBe('warn');
    expect(life).toMatchObject({ lifetimeDays: 90, timing: 'late', window: { basis: 'lifetime' } });
    expect(finding?.message).toContain('renewal, when a third of its life is left, was due on');
    expect(finding?.message).toContain('so renewal is failing: if nothing changes, browsers refuse renewing.live.test');
  });

  it('judges by the window the CA publishes, and follows it when the CA moves it', async () => {
    const leaf = leafOf(ARI_SITE);
    // The window the test CA gives at first: the last third of the life, 15 days from now.
    const first = await tlsOf(ARI_SITE);
    expect(first.finding?.code).toBe('TLS_VALID');
    expect(first.life?.window.basis).toBe('ari');
    expect(first.life?.timing).toBe('before-window');

    // The CA pulls the window into the past, as before a mass revocation: 2/3 of the life is left, yet late.
    const start = new Date(Date.now() - 3 * DAY_MS).toISOString();
    const end = new Date(Date.now() - DAY_MS).toISOString();
    live.servers.acme.setWindow(leaf, { start, end, explanationURL: 'https://ca.example.test/incident' });
    try {
      const moved = await tlsOf(ARI_SITE);
      expect(moved.finding?.code).toBe('TLS_RENEWAL_LATE');
      expect(moved.life?.window).toEqual({
        basis: 'ari',
        start,
        end,
        directoryUrl: live.servers.acme.directoryUrl,
        explanationUrl: 'https://ca.example.test/incident',
      });
      expect(moved.finding?.message).toContain('The CA explains why at https://ca.example.test/incident.');

      // Now the window is open: renewal is due, not late.
      live.servers.acme.setWindow(leaf, { start, end: new Date(Date.now() + DAY_MS).toISOString() });
      const open = await tlsOf(ARI_SITE);
      expect(open.finding?.code).toBe('TLS_VALID');
      expect(open.life?.timing).toBe('in-window');
      expect(open.finding?.message).toContain('that window is open now');
    } finally {
      live.servers.acme.setDefaultWindow(leaf);
    }
  });

  it('passes a late-looking window by the CA’s word: 10 days left of 90 inside the window it gives', async () => {
    const leaf = leafOf('renewing.live.test');
    live.servers.acme.setWindow(leaf, {
      start: new Date(Date.now() - DAY_MS).toISOString(),
      end: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    });
    try {
      const { finding, life } = await tlsOf('renewing.live.test');
      expect(finding?.code).toBe('TLS_VALID');
      expect(life).toMatchObject({ timing: 'in-window', window: { basis: 'ari' } });
    } finally {
      live.servers.acme.setDefaultWindow(leaf);
    }
  });

  it('says the CA could not be asked and judges by the lifetime, never inconclusive for that alone', async () => {
    const closed = `https://127.0.0.1:${await closedPort()}/directory`;
    const { finding, life, report } = await tlsOf(ARI_SITE, { renewalInfo: [{ directoryUrl: closed }] });
    expect(finding?.code).toBe('TLS_VALID');
    expect(finding?.status).toBe('pass');
    expect(report.domains[0]?.checks.filter((check) => check.status === 'error')).toEqual([]);
    expect(life?.window).toMatchObject({ basis: 'lifetime', missing: { reason: 'unreachable', directoryUrl: closed } });
    expect(finding?.message).toContain(`The CA's renewal information could not be reached (${closed}: `);
    expect(finding?.message).toContain('ECONNREFUSED');
  });

  it('judges by the lifetime when the CA does not know the certificate', async () => {
    const leaf = leafOf(ARI_SITE);
    live.servers.acme.setWindow(leaf, undefined);
    try {
      const { life, finding } = await tlsOf(ARI_SITE);
      expect(life?.window).toMatchObject({ basis: 'lifetime', missing: { reason: 'unknown-certificate' } });
      expect(finding?.code).toBe('TLS_VALID');
    } finally {
      live.servers.acme.setDefaultWindow(leaf);
    }
  });

  it('asks the CA only about certificates of the issuer organisations it is named for', async () => {
    const asked = live.servers.acme.requests.length;
    const { life } = await tlsOf(ARI_SITE, {
      renewalInfo: [{ directoryUrl: live.servers.acme.directoryUrl, issuerOrganizations: ["Let's Encrypt"] }],
    });
    expect(life?.window).toMatchObject({ basis: 'lifetime', missing: { reason: 'no-directory' } });
    expect(live.servers.acme.requests.length).toBe(asked);
  });

  it('reports a certificate longer than the lifetime cap in force on the day it was issued', async () => {
    const { report, codes } = await tlsOf('long-lived.live.test', { renewalInfo: [] });
    expect(codes).toEqual(['REDIRECT_OK', 'TLS_LIFETIME_OVER_CAP', 'TLS_VALID']);
    const finding = findingOf(report, 'long-lived.live.test', 'TLS_LIFETIME_OVER_CAP');
    expect(finding?.status).toBe('warn');
    // The cap in force when the test CA issued it, eight days ago (200 days from 2026-03-15, then less).
    const cap = lifetimeCapOn(new Date(Date.now() - 8 * DAY_MS));
    expect(finding?.params).toMatchObject({ lifetimeDays: 398, maxDays: cap?.maxDays, capFrom: cap?.from });
  });

  it('asks the CA twice per certificate and run: its directory, then the certificate’s renewal info', async () => {
    const before = live.servers.acme.requests.length;
    await tlsOf(ARI_SITE);
    const asked = live.servers.acme.requests.slice(before);
    expect(asked).toEqual(['/directory', `/renewal-info/${certificateIdOf(leafOf(ARI_SITE))}`]);
  });

  it('carries the window in the report’s JSON', async () => {
    const { report } = await tlsOf(ARI_SITE);
    const json = JSON.parse(JSON.stringify(report)) as typeof report;
    const params = findingOf(json, ARI_SITE, 'TLS_VALID')?.params as { life: CertificateLife };
    expect(Date.parse(params.life.window.end)).toBeGreaterThan(Date.parse(params.life.window.start));
  });
});
