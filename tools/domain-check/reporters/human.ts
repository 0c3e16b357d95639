import { describeHostname } from '../config/hostname.ts';
import type { CheckStatus, Evidence } from '../findings/finding.ts';
import { includesLiveChecks, nextStep, verdictCaveat, type ReportStatus } from '../engine/report.ts';
import { findingDocsLink } from '../findings/docs-path.ts';
import { dnsHostLine } from '../dns-hosts/words.ts';
import type { Reporter } from './reporter.ts';
import { terminalText } from './terminal-text.ts';
import { wrapAfter } from './terminal-wrap.ts';

const SYMBOLS: Record<CheckStatus, string> = { pass: '✓', warn: '!', fail: '✗', error: '?', skip: '-' };
const COLOURS: Record<CheckStatus, number> = { pass: 32, warn: 33, fail: 31, error: 35, skip: 90 };
const VERDICTS: Record<ReportStatus, string> = {
  ready: 'Ready: DNS is correct for every domain.',
  'action-required': 'Action required: some DNS records must change before Verify can succeed.',
  propagating: 'Propagating: your DNS host is correct; some resolvers still serve an older answer.',
  inconclusive: 'Inconclusive: some lookups failed, so the verdict is unknown.',
};
/** With the live checks (tls, primary, redirect), a verdict is about more than DNS. */
const LIVE_VERDICTS: Record<ReportStatus, string> = {
  ready: 'Ready: DNS is correct, every certificate is valid and every redirect answers 301.',
  'action-required': 'Action required: some DNS records, certificates or redirects are not right yet.',
  propagating: VERDICTS.propagating,
  inconclusive: 'Inconclusive: some lookups or connections failed, so the verdict is unknown.',
};
const VERDICT_STATUS: Record<ReportStatus, CheckStatus> = {
  ready: 'pass',
  'action-required': 'fail',
  propagating: 'warn',
  inconclusive: 'error',
};
const MAX_EVIDENCE_LINES = 6;

/** `;; 127.0.0.1:5353  docs.example.com.  3600  IN  CNAME  sites.platform.test.`, as dig prints answers. */
export function formatEvidence(evidence: Evidence): string {
  // Live checks: what a handshake or a request showed, rather than a DNS record.
  if (evidence.type === 'HTTP') return `@${evidence.server}  GET ${evidence.name}  →  ${evidence.data}`;
  if (evidence.type === 'TLS') return `@${evidence.server}  TLS ${evidence.name}  →  ${evidence.data}`;
  const name = evidence.name === '.' ? '.' : `${evidence.name}.`;
  const ttl = evidence.ttl === null ? '-' : String(evidence.ttl);
  return `@${evidence.server}  ${name}  ${ttl}  IN  ${evidence.type}  ${evidence.data}`;
}

export const humanReporter: Reporter = (report, { color, columns, docsSiteUrl, domainsSettings }) => {
  // Names, messages and evidence carry text from DNS and the config: every piece goes through paint or plain.
  const { paint, plain } = terminalText(color);
  const dim = (text: string): string => paint(2, text);
  const lines: string[] = [];
  // Long lines wrap at spaces, each continuation under the text it continues (nothing on a pipe).
  const add = (prefix: string, text: string, style?: (row: string) => string): void => {
    lines.push(...wrapAfter(prefix, text, columns, style));
  };
  const idWidth = Math.max(...report.domains.flatMap((d) => d.checks.map((c) => c.id.length)), 4);
  for (const domain of report.domains) {
    // An IDN shows both spellings: `bücher.example.com (xn--bcher-kva.example.com)`.
    lines.push(paint(1, describeHostname(domain.domain)) + dim(`  (${domain.role}, ${domain.kind})`));
    if (domain.dnsHost) add('  ', plain(dnsHostLine(domain.dnsHost)), dim);
    for (const check of domain.checks) {
      const symbol = paint(COLOURS[check.status], SYMBOLS[check.status]);
      add(`  ${symbol} ${check.id.padEnd(idWidth)}  `, plain(check.message));
      if (check.status === 'skip') continue;
      const indent = ' '.repeat(idWidth + 6);
      if (check.fix && check.status !== 'pass') add(`${indent}Fix: `, plain(check.fix));
      const evidence =
        check.status === 'pass' ? check.evidence.slice(0, 1) : check.evidence.slice(0, MAX_EVIDENCE_LINES);
      for (const line of evidence) add(dim(`${indent};; `), plain(formatEvidence(line)), dim);
      if (check.evidence.length > evidence.length && check.status !== 'pass') {
        lines.push(dim(`${indent};; … ${check.evidence.length - evidence.length} more (see --json)`));
      }
      if (check.status !== 'pass')
        add(
          dim(`${indent}Docs: `),
          plain(`${findingDocsLink(check.code, check.id, docsSiteUrl)} (${check.code})`),
          dim,
        );
    }
    lines.push('');
  }
  const verdict = `${(includesLiveChecks(report) ? LIVE_VERDICTS : VERDICTS)[report.status]}${verdictCaveat(report)}`;
  add('', plain(verdict), (row) => paint(COLOURS[VERDICT_STATUS[report.status]], row));
  add('Next: ', plain(nextStep(report, { domainsSettings })));
  return `${lines.join('\n')}\n`;
};
