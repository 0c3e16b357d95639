/**
 * `domain-check remove-plan`: is it safe to click Remove? Removal stops a domain's traffic at once, so
 * it is safe only once the config holds a 301 redirect from the domain to the primary and that
 * redirect is live on http and https. Pure: it reads a report made by the engine (with the live
 * checks) and says which step is missing; `reporters/removal.ts` renders the plan.
 */
import type { CheckStatus, Finding } from '../findings/finding.ts';
import { NETWORK_CODES, type Report, type ReportStatus } from '../engine/report.ts';
import { REMOVAL_WORDS } from '../findings/words/removal.ts';
import type { FindingWords } from '../findings/finding-words.ts';
import { formatFinding } from '../findings/format.ts';

type RemovalCode = keyof typeof REMOVAL_WORDS;
type StepParams<Code extends RemovalCode> = Parameters<(typeof REMOVAL_WORDS)[Code]['message']>[0];

export interface RemovalStep {
  /** `warn`: a step for after the removal, which does not make it unsafe (a validation record to delete). */
  readonly status: Exclude<CheckStatus, 'skip'>;
  readonly code: RemovalCode;
  /** The facts the step's words are made from (findings/words/removal.ts). */
  readonly params: StepParams<RemovalCode>;
  readonly message: string;
  readonly fix: string | null;
}

/** A step as the plan states it, worded through the one formatter. */
function step<Code extends RemovalCode>(
  status: RemovalStep['status'],
  code: Code,
  params: StepParams<Code>,
): RemovalStep {
  const words = REMOVAL_WORDS[code] as FindingWords<StepParams<Code>>;
  return { status, code, params, ...formatFinding(words, params) };
}

export interface RemovalPlan {
  readonly domain: string;
  readonly primary: string;
  readonly safe: boolean;
  readonly status: ReportStatus;
  readonly steps: readonly RemovalStep[];
}

/** Removing the primary is refused before anything is looked up. */
export function refusePrimaryRemoval(domain: string): RemovalPlan {
  return {
    domain,
    primary: domain,
    safe: false,
    status: 'action-required',
    steps: [step('fail', 'REMOVE_PRIMARY_REFUSED', { domain })],
  };
}

const SCHEMES = ['http', 'https'] as const;

/** The redirect findings that concern requests to `domain` over `scheme`, from their evidence. */
function findingsForScheme(findings: readonly Finding[], domain: string, scheme: string): Finding[] {
  const prefix = `${scheme}://${domain}/`;
  return findings.filter((finding) => finding.evidence.some((line) => line.name.startsWith(prefix)));
}

/** What the request to `url` showed, from the finding's evidence; the finding's message otherwise. */
function whatItAnswers(finding: Finding, url: string): string {
  const line = finding.evidence.find((evidence) => evidence.name === url);
  if (!line) return finding.message.replace(/\.$/, '');
  return /^\d{3}\b/.test(line.data) ? `it answers ${line.data}` : line.data;
}

/**
 * Every validation record at the domain that the validation check found: each is a standing right to
 * certificates for the domain (draft-ietf-acme-dns-persist-02 §4.3.3, RFC 8555 §8.4), to delete once it
 * has left. A parent's record (policy=wildcard) is the parent's to keep or delete, so it is not listed.
 */
function validationRecordsToDelete(domain: string, findings: readonly Finding[]): RemovalStep[] {
  const steps: RemovalStep[] = [];
  for (const finding of findings) {
    if (finding.id !== 'validation') continue;
    const params = finding.params as Record<string, unknown>;
    const name = typeof params.name === 'string' ? params.name : '';
    if (!name.endsWith(`.${domain}`) || name.split('.').length !== domain.split('.').length + 1) continue;
    if (finding.code === 'ACME_CHALLENGE_LEFTOVER') {
      const type = params.type === 'CNAME' ? 'CNAME' : 'TXT';
      const data = String(params.data);
      const authorizes = type === 'CNAME' ? `whoever controls ${data}` : null;
      steps.push(step('warn', 'REMOVE_DELETE_VALIDATION_RECORD', { domain, name, type, data, authorizes }));
    } else if (typeof params.text === 'string') {
      const account = typeof params.accountUri === 'string' ? params.accountUri : null;
      const authorizes = account ? `the ACME account ${account} at ${String(params.issuer)}` : null;
      const data = params.text;
      steps.push(step('warn', 'REMOVE_DELETE_VALIDATION_RECORD', { domain, name, type: 'TXT', data, authorizes }));
    }
  }
  return steps;
}

export function planRemoval(domain: string, primary: string, configured: boolean, report: Report): RemovalPlan {
  const steps: RemovalStep[] = [];
  steps.push(
    configured
      ? step('pass', 'REMOVE_REDIRECT_CONFIGURED', { domain, primary })
      : step('fail', 'REMOVE_REDIRECT_NOT_CONFIGURED', { domain, primary }),
  );
  const domainFindings = report.domains.find((entry) => entry.domain === domain)?.checks ?? [];
  const redirectFindings = domainFindings.filter((finding) => finding.id === 'redirect');
  const problems = redirectFindings.filter((finding) => finding.status === 'fail' || finding.status === 'error');
  const noRequest = problems.find((finding) => finding.evidence.every((line) => line.type !== 'HTTP'));
  for (const scheme of SCHEMES) {
    const url = `${scheme}://${domain}/`;
    const concerned = noRequest ? [noRequest] : findingsForScheme(problems, domain, scheme);
    const failed = concerned.find((finding) => finding.status === 'fail');
    const errored = concerned.find((finding) => finding.status === 'error');
    const found = (finding: Finding) => ({
      url,
      primary,
      answer: whatItAnswers(finding, url),
      foundCode: finding.code,
      foundFix: finding.fix,
    });
    // Only a redirect that answered counts as live: a skipped check (its resolver failed) is unknown.
    const skipped = redirectFindings.some((finding) => finding.status === 'pass')
      ? undefined
      : (domainFindings.find((finding) => NETWORK_CODES.has(finding.code)) ??
        redirectFindings.find((finding) => finding.status === 'skip'));
    if (failed) steps.push(step('fail', 'REMOVE_REDIRECT_NOT_LIVE', found(failed)));
    else if (errored) steps.push(step('error', 'REMOVE_REDIRECT_UNKNOWN', found(errored)));
    else if (skipped) steps.push(step('error', 'REMOVE_REDIRECT_UNKNOWN', found(skipped)));
    else if (redirectFindings.length === 0) steps.push(step('error', 'REMOVE_REDIRECT_UNKNOWN', { url, ran: false }));
    else steps.push(step('pass', 'REMOVE_REDIRECT_LIVE', { url, primary }));
  }
  const status: ReportStatus = steps.some((step) => step.status === 'fail')
    ? 'action-required'
    : steps.some((step) => step.status === 'error')
      ? 'inconclusive'
      : 'ready';
  if (status === 'ready') {
    steps.push(step('pass', 'REMOVE_SAFE', { domain, primary }));
  }
  steps.push(...validationRecordsToDelete(domain, domainFindings));
  return { domain, primary, safe: status === 'ready', status, steps };
}
