import { describe, expect, it } from 'vitest';
import { renderWatchFrame } from '../../../../tools/domain-check/reporters/watch-screen.ts';
import { wordedBy, type Finding } from '../../../../tools/domain-check/findings/finding.ts';
import { NETWORK_WORDS } from '../../../../tools/domain-check/findings/words/network.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import {
  firstSentence,
  MAX_RETRY_MS,
  MIN_RETRY_MS,
  scheduleNextTry,
  summariseDomain,
} from '../../../../tools/domain-check/planners/watch-schedule.ts';

const RESOLVER = '127.0.0.1:5353';

function reportOf(status: Report['status'], checks: Finding[]): Report {
  return {
    schemaVersion: 1,
    status,
    domains: [{ domain: 'docs.example.com', role: 'primary', kind: 'subdomain', checks }],
  };
}

function propagating(ttl: number): Finding {
  return {
    id: 'propagation',
    status: 'warn',
    code: 'PROPAGATING',
    message: 'Correct at your DNS host, but a resolver still returns the old answer.',
    fix: 'Nothing to change at your DNS host: wait, then run this again.',
    params: { domain: 'docs.example.com' },
    evidence: [
      { server: '127.0.0.2:5353', name: 'docs.example.com', type: 'CNAME', ttl: 3600, data: 'sites.platform.test' },
      { server: RESOLVER, name: 'docs.example.com', type: 'A', ttl, data: '192.0.2.9' },
    ],
  };
}

function onlyDomain(report: Report): Report['domains'][number] {
  const [domain] = report.domains;
  if (!domain) throw new Error('the report has no domain');
  return domain;
}

const failing: Finding = {
  id: 'conflicts',
  status: 'fail',
  code: 'CONFLICTING_A_RECORD',
  message: 'An A record exists.',
  fix: 'Delete the A record at docs.example.com, then create the CNAME.',
  params: { domain: 'docs.example.com' },
  evidence: [],
};

describe('the watch schedule', () => {
  it('waits for the stale answer’s remaining TTL at the resolver', () => {
    expect(scheduleNextTry(reportOf('propagating', [propagating(42)]), [RESOLVER]).delayMs).toBe(43_000);
  });

  it('never tries sooner than every few seconds, nor waits longer than a few minutes', () => {
    expect(scheduleNextTry(reportOf('propagating', [propagating(1)]), [RESOLVER]).delayMs).toBe(MIN_RETRY_MS);
    expect(scheduleNextTry(reportOf('propagating', [propagating(86_400)]), [RESOLVER]).delayMs).toBe(MAX_RETRY_MS);
  });

  it('polls at the floor while a record must change', () => {
    expect(scheduleNextTry(reportOf('action-required', [failing]), [RESOLVER]).delayMs).toBe(MIN_RETRY_MS);
  });

  it('says what each domain waits for', () => {
    expect(summariseDomain(onlyDomain(reportOf('action-required', [failing])))).toEqual({
      domain: 'docs.example.com',
      state: 'action-required',
      waitingFor: 'a change (conflicts): Delete the A record at docs.example.com, then create the CNAME.',
    });
  });

  it('says which resolver the network failed at, in a whole line made from the finding’s facts', () => {
    // The probe's question is the root zone: its message holds "for . SOA" inside brackets.
    const unreachable = wordedBy(NETWORK_WORDS)({
      id: 'zone',
      status: 'error',
      code: 'RESOLVER_UNREACHABLE',
      params: {
        domain: 'docs.example.com',
        resolver: '127.0.0.1:59092',
        failure: 'no-answer',
        errorCode: null,
        detail: 'no answer from 127.0.0.1:59092 for . SOA',
        ipv6: false,
      },
    });
    expect(summariseDomain(onlyDomain(reportOf('inconclusive', [unreachable]))).waitingFor).toBe(
      'the network (zone): The resolver 127.0.0.1:59092 could not be asked: it gave no answer before the deadline.',
    );
  });

  it('ends a line at a sentence’s end, not at a dot inside a DNS name or brackets', () => {
    expect(firstSentence('SERVFAIL from 192.0.2.53 for . SOA. Run this again.')).toBe(
      'SERVFAIL from 192.0.2.53 for . SOA.',
    );
    expect(firstSentence('No answer (from 192.0.2.53 for . SOA. Twice.) at docs.example.com. Then wait.')).toBe(
      'No answer (from 192.0.2.53 for . SOA. Twice.) at docs.example.com.',
    );
    expect(firstSentence('Set the CNAME to sites.platform.test. with TTL 300')).toBe(
      'Set the CNAME to sites.platform.test. with TTL 300',
    );
  });

  it('waits for the certificate, not for the user, when only the certificate is missing', () => {
    const noCertificate: Finding = { ...failing, id: 'tls', code: 'TLS_NO_CERTIFICATE' };
    expect(summariseDomain(onlyDomain(reportOf('action-required', [noCertificate]))).state).toBe(
      'waiting-for-certificate',
    );
  });

  it('draws one line per domain and the next try on a terminal', () => {
    const lines = renderWatchFrame(
      {
        run: 2,
        status: 'action-required',
        at: new Date(2030, 0, 1, 12, 0, 5),
        domains: [summariseDomain(onlyDomain(reportOf('action-required', [failing])))],
        footer: 'Next try in 5 s (12:00:10): waiting for a change for docs.example.com. Ctrl-C to stop.',
      },
      false,
    );
    expect(lines).toEqual([
      'domain-check watch · run 2 at 12:00:05: action required',
      '  ✗ docs.example.com  waiting for a change (conflicts): Delete the A record at docs.example.com, then create the CNAME.',
      'Next try in 5 s (12:00:10): waiting for a change for docs.example.com. Ctrl-C to stop.',
    ]);
  });

  it('shows when a ready domain’s certificate is due for renewal: the CA’s window, or late since its end', () => {
    const life = (timing: 'before-window' | 'late') => ({
      lifetimeDays: 45,
      daysLeft: 30,
      window: {
        basis: 'ari' as const,
        start: '2026-12-01T08:00:00.000Z',
        end: '2026-12-03T08:00:00.000Z',
        directoryUrl: 'https://acme.example.net/directory',
        explanationUrl: null,
      },
      timing,
      daysLate: 0,
      overCap: null,
    });
    const servedAt = {
      domain: 'docs.example.com',
      addresses: ['192.0.2.10'],
      port: 443,
      certificate: null,
      daysLeft: 30,
    };
    const valid: Finding = {
      id: 'tls',
      status: 'pass',
      code: 'TLS_VALID',
      message: 'docs.example.com serves a valid certificate.',
      fix: null,
      params: { ...servedAt, life: life('before-window') },
      evidence: [],
    };
    const late: Finding = {
      ...valid,
      status: 'warn',
      code: 'TLS_RENEWAL_LATE',
      params: { ...servedAt, life: life('late') },
    };
    const frame = (finding: Finding) =>
      renderWatchFrame(
        {
          run: 1,
          status: 'ready',
          at: undefined,
          domains: [summariseDomain(onlyDomain(reportOf('ready', [finding])))],
          footer: '',
        },
        false,
      )[1];
    expect(summariseDomain(onlyDomain(reportOf('ready', [valid]))).renewal).toEqual({
      basis: 'ari',
      start: '2026-12-01T08:00:00.000Z',
      end: '2026-12-03T08:00:00.000Z',
      late: false,
    });
    expect(frame(valid)).toBe(
      "  ✓ docs.example.com  ready · certificate renewal due 2026-12-01 08:00 UTC – 2026-12-03 08:00 UTC (the CA's window)",
    );
    expect(frame(late)).toBe(
      "  ✓ docs.example.com  ready · certificate renewal late since 2026-12-03 08:00 UTC (end of the CA's window)",
    );
  });
});
