/**
 * How the checker shows a run: one row per check of each domain, filled in as each check finishes,
 * then the verdict and the next step. It shows what the engine reports and decides nothing.
 */
import {
  DNS_CHECK_IDS,
  dnsHostLine,
  escapeLinesForTerminal,
  findingDocsPath,
  formatEvidence,
  nextStep,
  STATUS_ORDER,
  verdictCaveat,
  type CheckStatus,
  type Finding,
  type Report,
  type ReportStatus,
} from '@petstore-docs/domain-check/browser';
import { BROWSER_CHECK_IDS, BROWSER_CHECKS } from './browser-checks.ts';
import type { ResolvedRequest } from './run-request.ts';

export interface CheckerElements {
  readonly results: HTMLElement;
  /** A polite live region: start, each domain, the verdict. */
  readonly status: HTMLElement;
  /** An assertive region for what stops the run. */
  readonly error: HTMLElement;
  readonly progress: HTMLProgressElement;
  readonly progressText: HTMLElement;
}

const STATUS_LABELS: Record<CheckStatus, readonly [symbol: string, label: string]> = {
  pass: ['✓', 'Pass'],
  warn: ['!', 'Warning'],
  fail: ['✗', 'Fail'],
  error: ['?', 'Lookup failed'],
  skip: ['–', 'Skipped'],
};
const VERDICTS: Record<ReportStatus, string> = {
  ready: 'Ready, as far as a browser can check.',
  'action-required': 'Action required: some DNS records must change before Verify can succeed.',
  propagating: 'Propagating: some resolvers still serve an older answer.',
  inconclusive: 'Inconclusive: some lookups failed, so the verdict is unknown.',
};

type Child = Node | string | false | null | undefined;

export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/**
 * Text that quotes DNS answers, shown as the terminal report shows it: a bidirectional override, a
 * zero-width space or a control character appears as an escape (`\u202e`), so a value cannot read as
 * another. The DOM's text nodes already keep it from being HTML.
 */
const visible = escapeLinesForTerminal;

function renderFinding(finding: Finding): HTMLElement {
  const [symbol, label] = STATUS_LABELS[finding.status];
  const evidence = visible(finding.evidence.map(formatEvidence).join('\n'));
  return h(
    'li',
    { class: 'dc-finding', 'data-code': finding.code, 'data-status': finding.status },
    h(
      'p',
      {},
      h('span', { class: 'dc-badge' }, h('span', { 'aria-hidden': 'true' }, `${symbol} `), label),
      ' ',
      finding.status === 'skip'
        ? ''
        : h('a', { href: findingDocsPath(finding.code, finding.id) }, h('code', {}, finding.code)),
      finding.status === 'skip' ? '' : ' ',
      visible(finding.message),
    ),
    finding.fix && finding.status !== 'pass' && h('p', {}, h('strong', {}, 'Fix: '), visible(finding.fix)),
    evidence &&
      h(
        'details',
        {},
        h('summary', {}, `Evidence (${finding.evidence.length})`),
        h('pre', { tabindex: '0' }, h('code', {}, evidence)),
      ),
  );
}

/** The results of one run, updated as each check of each domain finishes. */
export class ResultsView {
  readonly root = h('div', { class: 'dc-run' });
  readonly #rows = new Map<string, HTMLElement>();
  readonly #elements: CheckerElements;
  readonly #platform: ResolvedRequest['platform'];
  #done = 0;
  readonly #total: number;

  constructor(resolved: ResolvedRequest, elements: CheckerElements) {
    this.#elements = elements;
    this.#platform = resolved.platform;
    this.#total = resolved.targets.length * BROWSER_CHECKS.length;
    this.root.append(h('div', { class: 'dc-summary' }));
    for (const { domain, role } of resolved.targets) {
      const headingId = `dc-domain-${domain.replaceAll('.', '-')}`;
      const list = h('ul', { class: 'dc-checks' });
      for (const id of DNS_CHECK_IDS) {
        const browser = BROWSER_CHECK_IDS.has(id);
        const row = h(
          'li',
          { 'data-check': id, 'data-state': browser ? 'running' : 'cli-only' },
          h(
            'p',
            { class: 'dc-check-name' },
            h('strong', {}, id),
            ' ',
            h('span', { class: 'dc-badge' }, browser ? 'Checking…' : 'CLI only'),
            browser
              ? ''
              : ' It asks the zone’s nameservers directly, which a browser cannot; the command below runs it.',
          ),
        );
        list.append(row);
        this.#rows.set(`${domain} ${id}`, row);
      }
      this.root.append(
        h(
          'section',
          { class: 'dc-domain', 'data-domain': domain, 'aria-labelledby': headingId },
          h(
            'h3',
            { id: headingId },
            domain,
            resolved.source === 'config' && h('span', { class: 'dc-role' }, ` (${role})`),
          ),
          list,
        ),
      );
    }
    this.root.append(
      h(
        'p',
        { class: 'dc-cli' },
        'Nameserver-level checks (marked “CLI only”) and every other check run with: ',
        h('code', { class: 'dc-command' }, resolved.command),
      ),
    );
    this.#setProgress();
  }

  #setProgress(): void {
    const { progress, progressText } = this.#elements;
    progress.max = this.#total;
    progress.value = this.#done;
    progressText.textContent = `${this.#done} of ${this.#total} checks done`;
  }

  #fill(domain: string, id: string, findings: readonly Finding[]): void {
    const row = this.#rows.get(`${domain} ${id}`);
    if (!row) return;
    if (row.dataset.state === 'running') {
      this.#done += 1;
      this.#setProgress();
    }
    row.dataset.state = 'done';
    const worst: Finding | undefined =
      findings.find((f) => f.status === 'fail') ??
      findings.find((f) => f.status === 'error') ??
      findings.find((f) => f.status === 'warn') ??
      findings[0];
    if (worst) row.dataset.status = worst.status;
    const badge = row.querySelector('.dc-badge');
    if (badge) badge.textContent = worst ? STATUS_LABELS[worst.status][1] : 'Done';
    row.querySelector('ul')?.remove();
    row.append(h('ul', { class: 'dc-findings' }, ...findings.map(renderFinding)));
  }

  checkDone(domain: string, id: string, findings: readonly Finding[]): void {
    this.#fill(domain, id, findings);
  }

  domainDone(domain: string): void {
    this.#elements.status.textContent = `${domain}: checks finished.`;
  }

  /**
   * Once every check has finished, each domain's rows in the order the CLI ranks what to do:
   * failures, failed lookups, warnings, skips, passes, then the checks only the CLI runs. Rows stay
   * put while checks run, so nothing moves under the reader's eyes until the end.
   */
  #sortRows(): void {
    const rank = (row: HTMLElement): number => {
      if (row.dataset.state === 'cli-only') return Number.MAX_SAFE_INTEGER;
      const status = row.dataset.status as CheckStatus | undefined;
      return status === undefined ? STATUS_ORDER.pass : STATUS_ORDER[status];
    };
    for (const list of this.root.querySelectorAll<HTMLElement>('.dc-checks')) {
      const rows = [...list.children].filter((row): row is HTMLElement => row instanceof HTMLElement);
      // Array#sort is stable: rows of one rank keep the registry's order.
      list.append(...rows.sort((a, b) => rank(a) - rank(b)));
    }
  }

  /** The report is the truth: it replaces what was shown as checks finished (skips included). */
  final(report: Report, url: string): void {
    this.#render(report, url);
    this.#announce(report);
  }

  /**
   * The same run again once the DNS host table has loaded: each zone's host named, the fixes in its
   * words. It is announced only when the verdict changed; `data-dns-hosts` marks that it is done.
   */
  withDnsHosts(report: Report, url: string): void {
    const before = this.root.querySelector<HTMLElement>('[data-report-status]')?.dataset.reportStatus;
    this.#render(report, url);
    for (const domain of report.domains) {
      const section = [...this.root.querySelectorAll<HTMLElement>('.dc-domain')].find(
        (element) => element.dataset.domain === domain.domain,
      );
      section?.querySelector('.dc-dns-host')?.remove();
      if (domain.dnsHost) {
        section
          ?.querySelector('h3')
          ?.after(
            h('p', { class: 'dc-dns-host', 'data-dns-host': domain.dnsHost.id ?? '' }, dnsHostLine(domain.dnsHost)),
          );
      }
    }
    this.root.dataset.dnsHosts = 'done';
    if (before !== report.status) this.#announce(report);
  }

  #render(report: Report, url: string): void {
    for (const domain of report.domains) {
      for (const id of BROWSER_CHECK_IDS) {
        this.#fill(
          domain.domain,
          id,
          domain.checks.filter((finding) => finding.id === id),
        );
      }
    }
    this.#sortRows();
    const { domainsSettings } = this.#platform.dashboard;
    const next =
      report.status === 'ready'
        ? `${verdictCaveat(report) ? 'First confirm the warning above. ' : ''}Run the command below for the nameserver-level checks, then click Verify in the dashboard (${domainsSettings}).`
        : report.status === 'inconclusive'
          ? 'Run this again; if lookups keep failing, run the command below, which asks your system’s resolvers.'
          : nextStep(report, { domainsSettings });
    this.root
      .querySelector('.dc-summary')
      ?.replaceChildren(
        h(
          'p',
          { 'data-report-status': report.status },
          h('strong', {}, `${VERDICTS[report.status]}${verdictCaveat(report)}`),
          ` Next: ${next}`,
        ),
        h('p', {}, h('a', { href: url }, 'Link to this result'), ' (the check runs again when the link is opened).'),
      );
  }

  #announce(report: Report): void {
    const problems = report.domains.flatMap((domain) =>
      domain.checks.filter(
        (finding) => finding.status === 'fail' || finding.status === 'warn' || finding.status === 'error',
      ),
    );
    this.#elements.status.textContent = `Done. ${VERDICTS[report.status]} ${problems.length} finding${problems.length === 1 ? '' : 's'} to look at.`;
  }
}
