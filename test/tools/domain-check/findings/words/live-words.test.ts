import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../../tools/domain-check/findings/finding.ts';
import { certificateBlocker } from '../../../../../tools/domain-check/engine/live-findings.ts';
import { certificateFix, LIVE_WORDS, type RunFinding } from '../../../../../tools/domain-check/findings/words/live.ts';
import { PRIMARY_WORDS } from '../../../../../tools/domain-check/checks/primary/words.ts';
import {
  REDIRECT_WORDS,
  type RedirectProblems,
  type RequestProblem,
} from '../../../../../tools/domain-check/checks/redirect/words.ts';
import { TLS_WORDS, type TlsProblem } from '../../../../../tools/domain-check/checks/tls/words.ts';
import type { CertificateFacts } from '../../../../../tools/domain-check/live/probe.ts';
import { TEST_DASHBOARD } from '../../support/platform.ts';

const CNAME_PROBLEM: RunFinding = {
  id: 'cname',
  code: 'CNAME_MISSING',
  message: 'www.example.com has no CNAME record.',
  fix: 'Create the CNAME record www.example.com → platform.example.net at your DNS host.',
};

const CERTIFICATE: CertificateFacts = {
  subject: 'CN=www.example.com',
  issuer: 'Test CA',
  sans: ['www.example.com'],
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2026-03-01T00:00:00.000Z',
  fingerprint256: 'AA:BB',
};

const NO_CERTIFICATE: TlsProblem = {
  domain: 'www.example.com',
  addresses: ['192.0.2.1', '2001:db8::1'],
  port: 443,
  certificate: null,
  blocker: { kind: 'none' },
  ...TEST_DASHBOARD,
};

describe('the fix for a missing certificate, in the order of the troubleshooting rules', () => {
  it('sends the owner to the first DNS problem of the run, in its own words', () => {
    expect(certificateFix('www.example.com', { kind: 'dns', finding: CNAME_PROBLEM }, TEST_DASHBOARD)).toBe(
      'First make DNS right, as this run found it is not (cname): Create the CNAME record www.example.com → platform.example.net at your DNS host. The certificate is only issued once www.example.com verifies.',
    );
  });

  it('falls back to the DNS problem’s message when it has no fix', () => {
    expect(
      certificateFix('www.example.com', { kind: 'dns', finding: { ...CNAME_PROBLEM, fix: null } }, TEST_DASHBOARD),
    ).toContain('(cname): www.example.com has no CNAME record. The certificate');
  });

  it('names CAA, then Re-verify, once DNS is right', () => {
    const caa: RunFinding = {
      id: 'caa',
      code: 'CAA_BLOCKS_ISSUER',
      message: 'CAA blocks letsencrypt.org.',
      fix: 'Add the CAA record.',
    };
    expect(certificateFix('www.example.com', { kind: 'caa', finding: caa }, TEST_DASHBOARD)).toBe(
      'DNS points at the platform, but CAA stops the certificate: Add the CAA record. Then choose Re-verify in the dashboard (Project settings → Domains); the certificate usually appears within a couple of minutes.',
    );
  });

  it('says to wait while DNS propagates', () => {
    expect(certificateFix('www.example.com', { kind: 'propagating' }, TEST_DASHBOARD)).toMatch(
      /^DNS is right at your DNS host and still propagating \(see the propagation check\)/,
    );
  });

  it('says to confirm the domain verifies when the run found nothing in the way', () => {
    expect(certificateFix('www.example.com', { kind: 'none' }, TEST_DASHBOARD)).toMatch(
      /^DNS and CAA are right in this run\. Confirm www\.example\.com still verifies/,
    );
  });
});

describe('the words any live check shares', () => {
  it('points a name with no address at the first DNS problem, or at the DNS checks in general', () => {
    const { fix } = LIVE_WORDS.LIVE_NO_ADDRESS;
    expect(fix({ host: 'www.example.com', firstDnsProblem: CNAME_PROBLEM })).toBe(
      `Make the DNS checks pass first (cname): ${CNAME_PROBLEM.fix ?? ''}`,
    );
    expect(fix({ host: 'www.example.com', firstDnsProblem: null })).toBe('Make the DNS checks pass first.');
  });

  it('says which request timed out: a handshake, an HTTP request, or a redirect source’s requests', () => {
    const { message, fix } = LIVE_WORDS.LIVE_TIMEOUT;
    const tls = {
      request: 'tls',
      domain: 'www.example.com',
      addresses: ['192.0.2.1', '2001:db8::1'],
      port: 443,
    } as const;
    expect(message(tls)).toBe(
      "No TLS handshake for www.example.com at 192.0.2.1:443, [2001:db8::1]:443 before the run's deadline.",
    );
    expect(fix(tls)).toBe(
      'Run this again, with a longer --timeout if needed; a server this slow is one visitors give up on too.',
    );
    const http = { request: 'http', url: 'https://www.example.com/' } as const;
    expect(message(http)).toBe("https://www.example.com/ gave no answer before the run's deadline.");
    expect(fix(http)).toBe('Run this again, with a longer --timeout if needed.');
    const redirect = {
      request: 'redirect',
      from: 'old.example.com',
      to: 'www.example.com',
      schemes: ['http'],
      problems: [{ kind: 'timeout', url: 'http://old.example.com/' }],
    } as const;
    expect(message(redirect)).toBe(
      'old.example.com did not answer in time on http: http://old.example.com/ gave no answer before the deadline.',
    );
  });
});

describe('the tls check’s words', () => {
  it('explains a reset handshake as a name the edge has no certificate for, and shows any other cause as is', () => {
    const { message } = TLS_WORDS.TLS_NO_CERTIFICATE;
    expect(message({ ...NO_CERTIFICATE, errorCode: 'ECONNRESET', detail: 'the server ended the TLS handshake' })).toBe(
      'No certificate for www.example.com at 192.0.2.1:443, [2001:db8::1]:443: the server ended the TLS handshake, as it does for a name it has no certificate for yet.',
    );
    expect(message({ ...NO_CERTIFICATE, errorCode: 'ECONNREFUSED', detail: 'connection refused' })).toBe(
      'No certificate for www.example.com at 192.0.2.1:443, [2001:db8::1]:443: connection refused.',
    );
  });

  it('says when an expired certificate ended, and what it was, only when one was received', () => {
    const { message } = TLS_WORDS.TLS_EXPIRED;
    expect(message({ ...NO_CERTIFICATE, addresses: ['192.0.2.1'], certificate: CERTIFICATE, daysAgo: 3 })).toBe(
      'The certificate www.example.com serves at 192.0.2.1:443 has expired on 2026-03-01 (3 days ago); it was issued by Test CA for www.example.com, valid until 2026-03-01.',
    );
    expect(message({ ...NO_CERTIFICATE, addresses: ['192.0.2.1'], daysAgo: null })).toBe(
      'The certificate www.example.com serves at 192.0.2.1:443 has expired.',
    );
  });

  it('names the certificate’s own names when they are not the domain', () => {
    const { message } = TLS_WORDS.TLS_NAME_MISMATCH;
    const other = { ...CERTIFICATE, sans: ['other.example.net'] };
    expect(message({ ...NO_CERTIFICATE, addresses: ['192.0.2.1'], certificate: other })).toBe(
      'The certificate at 192.0.2.1:443 is for other.example.net, not www.example.com (issued by Test CA).',
    );
    expect(message({ ...NO_CERTIFICATE, addresses: ['192.0.2.1'] })).toBe(
      'The certificate at 192.0.2.1:443 is for other names, not www.example.com.',
    );
  });

  it('says to remove the one record, or the records, whose address fails', () => {
    const { message, fix } = TLS_WORDS.TLS_ADDRESSES_DIFFER;
    const valid = { address: '192.0.2.1', outcome: 'valid', detail: 'valid certificate' } as const;
    const expired = { address: '192.0.2.2', outcome: 'expired', detail: 'certificate has expired' } as const;
    const refused = { address: '192.0.2.3', outcome: 'no-tls', detail: 'connection refused' } as const;
    expect(message({ domain: 'www.example.com', answers: [valid, expired] })).toBe(
      'The addresses of www.example.com disagree: 192.0.2.1 gives a valid certificate; 192.0.2.2 gives certificate has expired. Visitors get one or the other at random.',
    );
    expect(fix({ domain: 'www.example.com', answers: [valid, expired] })).toBe(
      "Remove the A/AAAA record for 192.0.2.2 at your DNS host, so that every address is the platform's.",
    );
    expect(fix({ domain: 'www.example.com', answers: [valid, expired, refused] })).toBe(
      "Remove the A/AAAA records for 192.0.2.2, 192.0.2.3 at your DNS host, so that every address is the platform's.",
    );
  });

  it('says when a late certificate stops working, and that renewal is failing', () => {
    const life = {
      lifetimeDays: 90,
      daysLeft: 5,
      window: {
        basis: 'lifetime',
        start: '2026-01-30T00:00:00.000Z',
        end: '2026-01-30T00:00:00.000Z',
        missing: { reason: 'no-directory' },
      },
      timing: 'late',
      daysLate: 25,
      overCap: null,
    } as const;
    const params = { ...NO_CERTIFICATE, addresses: ['192.0.2.1'], certificate: CERTIFICATE, daysLeft: 5, life };
    expect(TLS_WORDS.TLS_VALID.message(params)).toBe(
      'www.example.com serves a valid certificate at 192.0.2.1:443: issued by Test CA for www.example.com, valid until 2026-03-01 (5 days left). It is a 90-day certificate; renewal, when a third of its life is left, was due on 2026-01-30.',
    );
    expect(TLS_WORDS.TLS_RENEWAL_LATE.message(params)).toBe(
      `${TLS_WORDS.TLS_VALID.message(params)} The platform renews certificates automatically, so renewal is failing: if nothing changes, browsers refuse www.example.com from ${CERTIFICATE.validTo.slice(0, 16).replace('T', ' ')} UTC.`,
    );
  });
});

describe('the primary check’s words', () => {
  it('tells a page from a redirect on the same host', () => {
    const { message } = PRIMARY_WORDS.PRIMARY_OK;
    const url = 'https://www.example.com/';
    expect(message({ url, status: 200, statusLine: '200 OK', sameHostPath: null })).toBe(
      'https://www.example.com/ answers 200 OK.',
    );
    expect(message({ url, status: 302, statusLine: '302 Found', sameHostPath: '/en/' })).toBe(
      'https://www.example.com/ answers 302 to /en/ on the same host.',
    );
  });

  it('sends a failed HTTPS handshake to the tls check first', () => {
    const { fix } = PRIMARY_WORDS.PRIMARY_UNREACHABLE;
    const unreachable = {
      url: 'https://www.example.com/',
      domain: 'www.example.com',
      detail: 'certificate has expired',
      blocker: { kind: 'none' },
      ...TEST_DASHBOARD,
    } as const;
    expect(fix({ ...unreachable, outcome: 'tls-error' })).toBe(
      `See the tls check. ${certificateFix('www.example.com', { kind: 'none' }, TEST_DASHBOARD)}`,
    );
    expect(fix({ ...unreachable, outcome: 'refused' })).toBe(
      certificateFix('www.example.com', { kind: 'none' }, TEST_DASHBOARD),
    );
  });

  it('names the host a primary redirects to, or "that host" when the Location does not parse', () => {
    const { fix } = PRIMARY_WORDS.PRIMARY_REDIRECTED;
    const redirect = { url: 'https://www.example.com/', domain: 'www.example.com', status: 301, location: 'x' };
    expect(fix({ ...redirect, locationHost: 'example.org' })).toBe(
      'Remove the redirect on www.example.com in the dashboard, or make example.org the primary in domains.json.',
    );
    expect(fix({ ...redirect, locationHost: null })).toContain('or make that host the primary');
  });
});

describe('the redirect check’s words', () => {
  const problems = (list: readonly RequestProblem[], schemes: RedirectProblems['schemes'] = ['http']) => ({
    from: 'old.example.com',
    to: 'www.example.com',
    schemes,
    problems: list,
    ...TEST_DASHBOARD,
  });

  it.each<[RequestProblem, string]>([
    [{ kind: 'timeout', url: 'http://a/' }, 'http://a/ gave no answer before the deadline'],
    [{ kind: 'failed', url: 'http://a/', detail: 'refused', laterHop: false }, 'http://a/ failed: refused'],
    [
      { kind: 'failed', url: 'http://b/', detail: 'refused', laterHop: true },
      'http://b/ (a later hop) failed: refused',
    ],
    [{ kind: 'later-hop-no-address', host: 'b' }, 'b (a later hop) has no address'],
    [
      { kind: 'not-redirecting', url: 'http://a/', status: 200, location: null },
      'http://a/ answers 200 instead of a 301 redirect',
    ],
    [
      { kind: 'not-redirecting', url: 'http://a/', status: 302, location: '::' },
      'http://a/ answers 302 (Location: ::) instead of a 301 redirect',
    ],
    [
      { kind: 'wrong-status', url: 'http://a/', status: 307, location: 'https://a/' },
      'http://a/ answers 307 (Location: https://a/) instead of 301',
    ],
    [{ kind: 'to-http', url: 'https://a/', location: 'http://c/' }, 'https://a/ redirects to plain http: http://c/'],
    [
      { kind: 'offsite', url: 'https://a/', location: 'https://z/' },
      'https://a/ redirects to https://z/, a host outside the config (not followed)',
    ],
    [
      { kind: 'loop', start: 'http://a/', urls: ['http://a/', 'https://a/'], backTo: 'https://a/' },
      'http://a/ loops: http://a/ → https://a/ → https://a/',
    ],
    [
      { kind: 'too-many-hops', start: 'http://a/', urls: ['http://a/', 'http://b/'], maxHops: 6 },
      'http://a/ passes 6 hops: http://a/ → http://b/ → …',
    ],
    [
      { kind: 'path-dropped', start: 'http://a/x?q', location: 'https://c/', wanted: '/x?q', target: 'c' },
      'http://a/x?q redirects to https://c/, not to /x?q on c',
    ],
    [
      { kind: 'chain', start: 'http://a/', urls: ['http://a/', 'https://b/'], redirects: 2 },
      'http://a/ takes 2 hops: http://a/ → https://b/',
    ],
    [
      {
        kind: 'wrong-target',
        start: 'http://a/',
        urls: ['http://a/', 'https://b/'],
        endsAt: 'https://b/',
        target: 'c',
      },
      'http://a/ ends at https://b/, not on c: http://a/ → https://b/',
    ],
  ])('says what one request showed: %j', (problem, said) => {
    expect(REDIRECT_WORDS.REDIRECT_WRONG_STATUS.message(problems([problem]))).toBe(
      `old.example.com does not redirect with 301 on http: ${said}.`,
    );
  });

  it('shows two requests, each once, and counts the rest', () => {
    const wrong = (url: string): RequestProblem => ({ kind: 'wrong-status', url, status: 302, location: 'https://c/' });
    const list = [
      wrong('http://a/'),
      wrong('http://a/'),
      wrong('https://a/'),
      wrong('http://a/x'),
      wrong('https://a/x'),
    ];
    expect(REDIRECT_WORDS.REDIRECT_WRONG_STATUS.message(problems(list, ['http', 'https']))).toBe(
      'old.example.com does not redirect with 301 on http and https: http://a/ answers 302 (Location: https://c/) instead of 301; https://a/ answers 302 (Location: https://c/) instead of 301 (and 2 more).',
    );
  });

  it('counts one request beyond the two shown, and none when two are all there is', () => {
    const dropped = (start: string): RequestProblem => ({
      kind: 'path-dropped',
      start,
      location: 'https://c/',
      wanted: '/x',
      target: 'c',
    });
    const { message } = REDIRECT_WORDS.REDIRECT_PATH_DROPPED;
    expect(message(problems([dropped('http://a/x'), dropped('https://a/x'), dropped('http://a/y')]))).toMatch(
      /not to \/x on c \(and 1 more\)\.$/,
    );
    expect(message(problems([dropped('http://a/x'), dropped('https://a/x')]))).toMatch(/not to \/x on c\.$/);
  });

  it('points an unreachable source at the tls check too when the run checked its DNS', () => {
    const { fix } = REDIRECT_WORDS.REDIRECT_UNREACHABLE;
    const unreachable = problems([{ kind: 'later-hop-no-address', host: 'b' }]);
    expect(fix({ ...unreachable, ranDnsChecks: true })).toBe(
      'Make the DNS checks and the tls check of this run pass for old.example.com; the redirect is served once the domain verifies and has its certificate.',
    );
    expect(fix({ ...unreachable, ranDnsChecks: false })).toMatch(/^Make the DNS checks of this run pass/);
  });
});

describe('what a live finding names of another finding', () => {
  it('is its check, code and words only: never its params or evidence, whose shape is another code’s', () => {
    const cnameMissing: Finding = {
      ...CNAME_PROBLEM,
      code: 'CNAME_MISSING',
      status: 'fail',
      params: { domain: 'www.example.com', platformHost: 'platform.example.net' },
      evidence: [{ server: '192.0.2.53:53', name: 'www.example.com', type: 'CNAME', ttl: null, data: 'NODATA' }],
    };
    expect(certificateBlocker([cnameMissing])).toEqual({ kind: 'dns', finding: CNAME_PROBLEM });
  });
});
