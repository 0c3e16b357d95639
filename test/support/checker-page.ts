/**
 * The "Check your domain" page, driven and read as the browser tests do: fill the form, wait for the
 * verdict, read the codes. Expected codes come from the table the CLI suite reads too.
 */
import type { Page } from 'playwright-core';

import { FINDING_DOCS } from '../../tools/domain-check/checks/every-code.ts';
import type { CheckId, FindingCode } from '../../tools/domain-check/findings/codes.ts';
import { BROWSER_CHECK_IDS } from '../../site/components/domain-check/browser-checks.ts';
import { scenariosFor } from '../tools/domain-check/scenarios/index.ts';
import type { ZoneFileScenario } from '../tools/domain-check/scenarios/scenario.ts';

export const CHECKER_PAGE = '/guides/custom-domains/check-your-domain/';

export interface PageResult {
  readonly status: string | null;
  readonly error: string;
  readonly problems: string[];
  readonly codes: string[];
  readonly cliOnly: string[];
  readonly command: string;
  readonly announced: string;
}

/**
 * Waits for the verdict or the error, then reads the page as a test reads a report. No timeout of
 * its own: the checker ends every run by its deadline, and the test's timeout catches a hang (under
 * `astro dev` on a busy machine, compiling the checker on first use alone can take many seconds).
 */
export async function readResult(page: Page, domain: string): Promise<PageResult> {
  await page.waitForSelector('[data-report-status], #dc-error:not(:empty)', { timeout: 0 });
  return page.evaluate((name) => {
    const findings = [...document.querySelectorAll<HTMLElement>(`[data-domain="${name}"] .dc-finding`)];
    const unique = (values: string[]) => [...new Set(values)].sort();
    return {
      status: document.querySelector('[data-report-status]')?.getAttribute('data-report-status') ?? null,
      error: document.getElementById('dc-error')?.textContent ?? '',
      problems: unique(
        findings.filter((f) => !['pass', 'skip'].includes(f.dataset.status ?? '')).map((f) => f.dataset.code ?? ''),
      ),
      codes: unique(findings.map((f) => f.dataset.code ?? '')),
      cliOnly: [...document.querySelectorAll<HTMLElement>(`[data-domain="${name}"] [data-state="cli-only"]`)].map(
        (row) => row.dataset.check ?? '',
      ),
      command: document.querySelector('.dc-command')?.textContent ?? '',
      announced: document.getElementById('dc-status')?.textContent ?? '',
    };
  }, domain);
}

/** Opens the checker page of the site at `siteUrl`, checks `domain` with the form and reads the result. */
export async function fillAndCheck(page: Page, siteUrl: string, domain: string): Promise<PageResult> {
  await page.goto(siteUrl + CHECKER_PAGE);
  await page.fill('#dc-domains', domain);
  await page.click('#dc-form button[type="submit"]');
  return readResult(page, domain);
}

/**
 * The codes of `codes` that a run of only `checks` can report: the browser page runs no
 * nameserver-level checks, so it expects the same row without their codes.
 */
function codesOfChecks(codes: readonly FindingCode[], checks: ReadonlySet<CheckId>): FindingCode[] {
  return codes.filter((code) => {
    const check = FINDING_DOCS[code].check;
    return check === 'any' || checks.has(check);
  });
}

/** What the CLI reports for the scenario, less the codes of the checks only the CLI runs. */
export function expectedOnPage(scenario: ZoneFileScenario) {
  return {
    status: scenario.expect.browserStatus ?? scenario.expect.status,
    problems: codesOfChecks(scenario.expect.problems, BROWSER_CHECK_IDS),
    includes: codesOfChecks(scenario.expect.includes ?? [], BROWSER_CHECK_IDS),
  };
}

/** The scenario the browser suite runs for `domain`. */
export function scenario(domain: string): ZoneFileScenario {
  const found = scenariosFor('browser').find((candidate) => candidate.domain === domain);
  if (!found) throw new Error(`no scenario for ${domain}`);
  return found;
}
