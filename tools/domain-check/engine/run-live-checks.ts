/**
 * The live checks' part of a run (`check --live`, `watch`, `remove-plan`), loaded by the engine only
 * when a run asks for them, so that a browser's checker never carries it.
 */
import type { SkipReason } from '../findings/words/any-check.ts';
import { memoiseProbe } from '../live/probe.ts';
import type { CheckContext } from './context.ts';
import { skip } from '../findings/finding.ts';
import { createLiveFacts, type LiveCheck, type LiveCheckContext, type LiveOptions } from './live-check.ts';
import type { DomainReport } from './report.ts';
import { runGuarded } from './run-guarded.ts';
import type { RunInput } from './run-input.ts';

/** Runs the live checks of each domain of one run, with one memoised probe for the whole run. */
export function liveRunner(options: LiveOptions) {
  const memoised = { ...options, probe: memoiseProbe(options.probe) };
  return (context: CheckContext, report: DomainReport, checks: readonly LiveCheck[], input: RunInput) =>
    checkLive(context, report, memoised, checks, input);
}

/** The live checks, once the domain's DNS verdicts are in: they point at them when nothing is served. */
async function checkLive(
  context: CheckContext,
  report: DomainReport,
  options: LiveOptions,
  checks: readonly LiveCheck[],
  input: RunInput,
): Promise<DomainReport> {
  const dnsFindings = report.checks;
  const cannotRun: SkipReason | undefined = dnsFindings.some((finding) => finding.code === 'HOSTNAME_INVALID')
    ? { reason: 'hostname-invalid' }
    : dnsFindings.some((finding) => finding.code === 'ZONE_NOT_REGISTERED')
      ? { reason: 'domain-not-registered' }
      : undefined;
  const live = createLiveFacts(
    context.domain,
    options,
    input.domains.map((entry) => entry.domain),
    dnsFindings,
  );
  const liveContext: LiveCheckContext = { ...context, live };
  const results = await Promise.all(
    checks.map(async (check) => {
      if (cannotRun) return [skip(check.id, cannotRun)];
      if (check.appliesTo !== 'any' && check.appliesTo !== context.role) {
        return [skip(check.id, { reason: 'role-does-not-apply', appliesTo: check.appliesTo })];
      }
      return runGuarded(check, liveContext, input.deadline);
    }),
  );
  return { ...report, checks: [...dnsFindings, ...results.flat()] };
}
