/**
 * The checker of the "Check your domain" page, loaded on demand (first submit, or a shared link once
 * the page has loaded): domain-check's own engine and checks, over DNS-over-HTTPS, rendered as each
 * check finishes. Nothing here decides what is wrong; it only shows what the engine reports.
 */
import {
  checkHostname,
  createDohTransport,
  DnsClient,
  dohServerFor,
  findingDocsPath,
  DNS_CHECK_IDS,
  formatEvidence,
  nextStep,
  runCheckList,
  type Check,
  type CheckStatus,
  type Finding,
  type Report,
  type ReportStatus,
} from '@petstore-docs/domain-check/browser';
import { BROWSER_CHECK_IDS, BROWSER_CHECKS } from '../../lib/domain-check/browser-checks.ts';
import { cliCommand, DEFAULT_CA, type CheckRequest } from '../../lib/domain-check/check-request.ts';
import { addPublicSuffixRules, type TldRules } from '../../lib/domain-check/public-suffix.ts';

export interface CheckerSettings {
  readonly dohEndpoint: string;
  readonly defaultPlatformHost: string;
  /** Where `<tld>.json` Public Suffix rules are served, and which top-level domains have a file. */
  readonly publicSuffixBase: string;
  readonly publicSuffixTlds: ReadonlySet<string>;
}

export interface CheckerElements {
  readonly results: HTMLElement;
  /** A polite live region: start, each domain, the verdict. */
  readonly status: HTMLElement;
  /** An assertive region for what stops the run. */
  readonly error: HTMLElement;
  readonly progress: HTMLProgressElement;
  readonly progressText: HTMLElement;
}

/** The CLI's default: one deadline for the whole run. */
const RUN_TIMEOUT_MS = 15_000;
const QUERY_TIMEOUT_MS = 2_000;
/** A browser opens six HTTP/1.1 connections per host; more queries would only queue, timers running. */
const MAX_IN_FLIGHT = 6;

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

function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

interface Target {
  readonly domain: string;
  readonly role: 'primary' | 'redirect';
}

interface ResolvedRequest {
  readonly targets: readonly Target[];
  readonly platformHost: string;
  readonly caIssuers: readonly string[];
  readonly command: string;
}

/** The DoH endpoint could not be asked at all: no check can run, and the reader's network may be why. */
class ResolverUnreachableError extends Error {
  override readonly name = 'ResolverUnreachableError';
}

class InputError extends Error {
  override readonly name = 'InputError';
  readonly code = 'CHECK_INPUT_INVALID';
}

/** Reads the primary, the redirect sources, and the optional settings of a pasted `domains.json`. */
function readConfig(text: string): { names: [path: string, value: unknown][]; platformHost?: string; ca?: string } {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    throw new InputError(`domains.json is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new InputError('domains.json must be an object such as { "primary": "docs.example.com" }.');
  }
  const { primary, redirects, platformHost, caIssuers } = config as Record<string, unknown>;
  const names: [string, unknown][] = [['primary', primary]];
  if (Array.isArray(redirects)) {
    redirects.forEach((redirect: unknown, index) => {
      names.push([`redirects[${index}].from`, (redirect as Record<string, unknown> | null)?.from]);
    });
  }
  return {
    names,
    ...(typeof platformHost === 'string' ? { platformHost } : {}),
    ...(Array.isArray(caIssuers) && typeof caIssuers[0] === 'string' ? { ca: caIssuers[0] } : {}),
  };
}

/** Validates and normalises names as the CLI does (lower case, Punycode); nothing invalid is looked up. */
function resolveRequest(request: CheckRequest, settings: CheckerSettings): ResolvedRequest {
  const problems: string[] = [];
  const valid = (path: string, value: unknown): string | undefined => {
    if (typeof value !== 'string') {
      problems.push(`${path}: must be a hostname such as "docs.example.com".`);
      return undefined;
    }
    const result = checkHostname(value);
    if (result.ok) return result.ascii;
    problems.push(`${path}: ${result.message}`);
    return undefined;
  };
  const fromConfig = request.config ? readConfig(request.config) : undefined;
  const entries = fromConfig?.names ?? request.domains.map((domain) => [`"${domain}"`, domain] as [string, unknown]);
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const [index, [path, value]] of entries.entries()) {
    const domain = valid(path, value);
    if (domain === undefined || seen.has(domain)) continue;
    seen.add(domain);
    // A bare list is all primaries, as on the command line; in a config, the redirect sources follow.
    targets.push({ domain, role: fromConfig && index > 0 ? 'redirect' : 'primary' });
  }
  // The form's value wins over the config's, as --platform-host does, unless left at the site's setting.
  const platformHostText =
    request.platformHost !== settings.defaultPlatformHost
      ? request.platformHost
      : (fromConfig?.platformHost ?? request.platformHost);
  const platformHost = valid('Platform host', platformHostText);
  const ca = request.ca !== DEFAULT_CA ? request.ca : (fromConfig?.ca ?? request.ca);
  const caIssuer = valid('Certificate authority', ca);
  if (problems.length > 0 || !platformHost || !caIssuer) throw new InputError(problems.join(' '));
  if (targets.length === 0) throw new InputError('Enter a domain to check, such as docs.example.com.');
  return {
    targets,
    platformHost,
    caIssuers: [caIssuer],
    command: cliCommand({ ...request, platformHost, ca: caIssuer }),
  };
}

/** Loads the Public Suffix rules of each top-level domain checked that has rules of its own. */
async function loadPublicSuffixRules(targets: readonly Target[], settings: CheckerSettings): Promise<void> {
  const tlds = new Set(targets.map(({ domain }) => domain.slice(domain.lastIndexOf('.') + 1)));
  await Promise.all(
    [...tlds]
      .filter((tld) => settings.publicSuffixTlds.has(tld))
      .map(async (tld) => {
        const response = await fetch(`${settings.publicSuffixBase}${tld}.json`);
        if (!response.ok) throw new Error(`the Public Suffix rules of .${tld} did not load (HTTP ${response.status})`);
        addPublicSuffixRules((await response.json()) as TldRules);
      }),
  );
}

function renderFinding(finding: Finding): HTMLElement {
  const [symbol, label] = STATUS_LABELS[finding.status];
  const evidence = finding.evidence.map(formatEvidence).join('\n');
  return h(
    'li',
    { class: 'dc-finding', 'data-code': finding.code, 'data-status': finding.status },
    h(
      'p',
      {},
      h('span', { class: 'dc-badge' }, h('span', { 'aria-hidden': 'true' }, `${symbol} `), label),
      ' ',
      finding.status === 'skip' ? '' : h('a', { href: findingDocsPath(finding.code) }, h('code', {}, finding.code)),
      finding.status === 'skip' ? '' : ' ',
      finding.message,
    ),
    finding.fix && finding.status !== 'pass' && h('p', {}, h('strong', {}, 'Fix: '), finding.fix),
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
class ResultsView {
  readonly root = h('div', { class: 'dc-run' });
  readonly #rows = new Map<string, HTMLElement>();
  readonly #elements: CheckerElements;
  #done = 0;
  readonly #total: number;

  constructor(resolved: ResolvedRequest, elements: CheckerElements) {
    this.#elements = elements;
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
          h('h3', { id: headingId }, domain, h('span', { class: 'dc-role' }, ` (${role})`)),
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
    const worst =
      findings.find((f) => f.status === 'fail') ??
      findings.find((f) => f.status === 'error') ??
      findings.find((f) => f.status === 'warn') ??
      findings[0];
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

  /** The report is the truth: it replaces what was shown as checks finished (skips included). */
  final(report: Report, url: string): void {
    for (const domain of report.domains) {
      for (const id of BROWSER_CHECK_IDS) {
        this.#fill(
          domain.domain,
          id,
          domain.checks.filter((finding) => finding.id === id),
        );
      }
    }
    const problems = report.domains.flatMap((domain) =>
      domain.checks.filter(
        (finding) => finding.status === 'fail' || finding.status === 'warn' || finding.status === 'error',
      ),
    );
    const next =
      report.status === 'ready'
        ? 'Run the command below for the nameserver-level checks, then click Verify in the dashboard (Project settings → Domains).'
        : report.status === 'inconclusive'
          ? 'Run this again; if lookups keep failing, run the command below, which asks your system’s resolvers.'
          : nextStep(report);
    this.root
      .querySelector('.dc-summary')
      ?.replaceChildren(
        h('p', { 'data-report-status': report.status }, h('strong', {}, VERDICTS[report.status]), ` Next: ${next}`),
        h('p', {}, h('a', { href: url }, 'Link to this result'), ' (the check runs again when the link is opened).'),
      );
    this.#elements.status.textContent = `Done. ${VERDICTS[report.status]} ${problems.length} finding${problems.length === 1 ? '' : 's'} to look at.`;
  }
}

/**
 * Runs the browser checks for one request and renders them into `elements.results`. Never throws:
 * bad input and an unreachable DoH endpoint end as a message in `elements.error`.
 */
export async function runDomainCheck(
  request: CheckRequest,
  settings: CheckerSettings,
  elements: CheckerElements,
): Promise<void> {
  elements.error.replaceChildren();
  elements.results.replaceChildren();
  let resolved: ResolvedRequest;
  try {
    resolved = resolveRequest(request, settings);
  } catch (error) {
    elements.error.textContent = error instanceof Error ? error.message : String(error);
    elements.status.textContent = '';
    return;
  }
  const view = new ResultsView(resolved, elements);
  const heading = h('h2', { id: 'dc-results-heading' }, 'Results');
  elements.results.replaceChildren(heading, view.root);
  elements.progress.hidden = false;
  elements.progressText.hidden = false;
  elements.status.textContent = `Checking ${resolved.targets.length} domain${resolved.targets.length === 1 ? '' : 's'}…`;

  const endpoint = settings.dohEndpoint;
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  const endpointState: { answered: boolean; failure?: string } = { answered: false };
  const transport = createDohTransport({
    endpoint,
    onOutcome: (outcome) => {
      if (outcome.ok) endpointState.answered = true;
      else endpointState.failure ??= outcome.error.message;
    },
  });
  const dns = new DnsClient({ transport, deadline, queryTimeoutMs: QUERY_TIMEOUT_MS, maxInFlight: MAX_IN_FLIGHT });
  const resolver = dohServerFor(endpoint);
  try {
    await loadPublicSuffixRules(resolved.targets, settings);
    // One lookup the checks need anyway (memoised): if the endpoint cannot answer it, stop here.
    const probe = await dns.lookup({ server: resolver, name: resolved.platformHost, type: 'A' });
    if (!endpointState.answered || probe.status === 'garbage') {
      const reason = endpointState.failure ?? probe.detail;
      throw new ResolverUnreachableError(
        `The DNS-over-HTTPS resolver ${endpoint} did not answer (${reason}), so no check ran. Check your connection and try again; if your network blocks that resolver, run the command below instead.`,
      );
    }
    const checks: readonly Check[] = BROWSER_CHECKS;
    const report = await runCheckList(
      {
        domains: resolved.targets,
        platformHost: resolved.platformHost,
        caIssuers: resolved.caIssuers,
        resolvers: [resolver],
        deadline,
        authoritativeReachable: false,
      },
      dns,
      {
        checks,
        onCheckDone: (domain, id, findings) => view.checkDone(domain, id, findings),
        onDomainDone: (domain) => view.domainDone(domain),
      },
    );
    view.final(report, location.href);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // Only the resolver's silence is the reader's network; anything else is a bug in this page.
    const message =
      error instanceof ResolverUnreachableError
        ? detail
        : `The checker stopped with an internal error (${detail}). This is a bug in this page, not a problem with your DNS: please report it. The command below runs the same checks.`;
    elements.error.replaceChildren(h('p', {}, message), h('p', {}, h('code', {}, resolved.command)));
    elements.status.textContent = 'The check stopped.';
    elements.results.replaceChildren();
  } finally {
    elements.progress.hidden = true;
    elements.progressText.hidden = true;
  }
}
