/**
 * `domain-check remove-plan`: is it safe to click Remove? Removal stops a domain's traffic at once, so
 * it is safe only once the config holds a 301 redirect from the domain to the primary and that
 * redirect is live on http and https. Pure: it reads a report made by the engine (with the live
 * checks) and says which step is missing.
 */
import type { CheckStatus, Finding } from '../engine/finding.ts';
import type { Report, ReportStatus } from '../engine/report.ts';
import type { FindingCode } from '../findings/catalog.ts';
import { terminalText } from '../reporters/terminal-text.ts';
import { DOMAINS_SETTINGS } from '../findings/catalog/dashboard.ts';

export interface RemovalStep {
  readonly status: Exclude<CheckStatus, 'skip' | 'warn'>;
  readonly code: FindingCode;
  readonly message: string;
  readonly fix: string | null;
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
    steps: [
      {
        status: 'fail',
        code: 'REMOVE_PRIMARY_REFUSED',
        message: `${domain} is the primary: every redirect points at it, so removing it would stop the site and all its redirects at once.`,
        fix: `Make another domain the primary first (in the dashboard and in domains.json), add a 301 redirect from ${domain} to it, then run remove-plan ${domain} again.`,
      },
    ],
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

export function planRemoval(domain: string, primary: string, configured: boolean, report: Report): RemovalPlan {
  const steps: RemovalStep[] = [];
  steps.push(
    configured
      ? {
          status: 'pass',
          code: 'REMOVE_REDIRECT_CONFIGURED',
          message: `The config holds a 301 redirect from ${domain} to ${primary}.`,
          fix: null,
        }
      : {
          status: 'fail',
          code: 'REMOVE_REDIRECT_NOT_CONFIGURED',
          message: `The config has no redirect from ${domain} to ${primary}; removal would stop ${domain}'s traffic at once.`,
          fix: `Add { "from": "${domain}", "to": "${primary}", "status": 301 } to "redirects" in domains.json, set the same redirect up in the dashboard, then run this again.`,
        },
  );
  const redirectFindings = (report.domains.find((entry) => entry.domain === domain)?.checks ?? []).filter(
    (finding) => finding.id === 'redirect',
  );
  const problems = redirectFindings.filter((finding) => finding.status === 'fail' || finding.status === 'error');
  const noRequest = problems.find((finding) => finding.evidence.every((line) => line.type !== 'HTTP'));
  for (const scheme of SCHEMES) {
    const url = `${scheme}://${domain}/`;
    const found = noRequest ? [noRequest] : findingsForScheme(problems, domain, scheme);
    const failed = found.find((finding) => finding.status === 'fail');
    const errored = found.find((finding) => finding.status === 'error');
    if (failed) {
      steps.push({
        status: 'fail',
        code: 'REMOVE_REDIRECT_NOT_LIVE',
        message: `${url} is not a live 301 to ${primary} yet: ${whatItAnswers(failed, url)} (${failed.code}).`,
        fix: failed.fix,
      });
    } else if (errored) {
      steps.push({
        status: 'error',
        code: 'REMOVE_REDIRECT_UNKNOWN',
        message: `Whether ${url} redirects is unknown: ${whatItAnswers(errored, url)} (${errored.code}).`,
        fix: 'Run remove-plan again, with a longer --timeout if needed.',
      });
    } else if (redirectFindings.length === 0) {
      steps.push({
        status: 'error',
        code: 'REMOVE_REDIRECT_UNKNOWN',
        message: `The redirect check did not run for ${url}.`,
        fix: 'Run remove-plan again.',
      });
    } else {
      steps.push({
        status: 'pass',
        code: 'REMOVE_REDIRECT_LIVE',
        message: `${url} answers 301 to https://${primary}/, keeping the path and query.`,
        fix: null,
      });
    }
  }
  const status: ReportStatus = steps.some((step) => step.status === 'fail')
    ? 'action-required'
    : steps.some((step) => step.status === 'error')
      ? 'inconclusive'
      : 'ready';
  if (status === 'ready') {
    steps.push({
      status: 'pass',
      code: 'REMOVE_SAFE',
      message: `${domain} can be removed: visitors who still use it are sent to ${primary}.`,
      fix: null,
    });
  }
  return { domain, primary, safe: status === 'ready', status, steps };
}

const SYMBOLS = { pass: '✓', fail: '✗', error: '?' } as const;
const COLOURS = { pass: 32, fail: 31, error: 35 } as const;

export function renderRemovalHuman(plan: RemovalPlan, options: { color: boolean }): string {
  const { paint, plain } = terminalText(options.color);
  const lines = [
    paint(1, `Removing ${plan.domain}`) + (plan.primary === plan.domain ? '' : plain(` (primary: ${plan.primary})`)),
  ];
  for (const step of plan.steps) {
    lines.push(`  ${paint(COLOURS[step.status], SYMBOLS[step.status])} ${plain(step.message)}`);
    if (step.fix && step.status !== 'pass') lines.push(plain(`    Fix: ${step.fix}`));
  }
  lines.push('');
  const firstMissing = plan.steps.find((step) => step.status !== 'pass');
  if (plan.safe) {
    lines.push(paint(32, `Safe to remove ${plan.domain}.`));
    lines.push(
      plain(`Next: In the dashboard (${DOMAINS_SETTINGS}), open the menu next to ${plan.domain} and choose Remove.`),
    );
  } else if (plan.status === 'inconclusive') {
    lines.push(paint(35, `Not known whether ${plan.domain} can be removed safely.`));
    lines.push(plain(`Next: ${firstMissing?.fix ?? 'Run this again.'}`));
  } else if (firstMissing?.code === 'REMOVE_PRIMARY_REFUSED') {
    lines.push(paint(31, `Refused: ${plan.domain} is the primary.`));
    lines.push(plain(`Next: ${firstMissing.fix ?? ''}`));
  } else {
    lines.push(paint(31, `Not safe to remove ${plan.domain} yet: removal stops its traffic at once.`));
    lines.push(plain(`Next: ${firstMissing?.fix ?? firstMissing?.message ?? 'Fix the steps above.'}`));
  }
  return `${lines.join('\n')}\n`;
}
