import { parseDomainArguments } from '../config/index.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import { exitCodeFor, type Report } from '../engine/report.ts';
import { toJsonReport } from '../reporters/json.ts';
import { planRemoval, refusePrimaryRemoval, type RemovalPlan } from '../planners/removal.ts';
import { renderRemovalHuman } from '../reporters/removal.ts';
import type { Command, CommandIo } from './command-io.ts';
import { loadConfig } from './load-config.ts';
import { createProgress } from './progress.ts';
import { planRun, runPlan } from './run-plan.ts';
import { useColor } from './run-settings.ts';

/**
 * `domain-check remove-plan DOMAIN --config domains.json`: safe to click Remove only when the config
 * holds a 301 redirect from DOMAIN to the primary and it is live on http and https.
 */
export const runRemovePlan: Command = async ({ options, operands }, io) => {
  const loaded = loadConfig(options, true);
  if (!loaded) return EXIT_CODES.usage.code;
  const [domain = ''] = parseDomainArguments(operands);
  const { primary, redirects } = loaded.config;
  if (domain === primary) return write(refusePrimaryRemoval(domain), undefined, options.json ?? false, io, options);

  const configured = redirects.some((redirect) => redirect.from === domain && redirect.to === primary);
  const plan = planRun(options, [], loaded, io, {
    live: true,
    domains: [{ domain, role: 'redirect' }],
  });
  // A domain missing from the config is still probed as a redirect to the primary, to show what is live.
  const live = plan.live && {
    ...plan.live,
    redirects: [...(plan.live.redirects ?? []).filter((r) => r.from !== domain), { from: domain, to: primary }],
  };
  const progress = createProgress(1, io.err, io.errIsTty);
  let report: Report;
  try {
    report = await runPlan({ ...plan, live }, { onQuery: (stats) => progress.update(stats.queriesSent) });
  } finally {
    progress.end();
  }
  return write(planRemoval(domain, primary, configured, report), report, options.json ?? false, io, options);
};

function write(
  removal: RemovalPlan,
  report: Report | undefined,
  json: boolean,
  io: CommandIo,
  options: Parameters<Command>[0]['options'],
): number {
  if (json) {
    const domains = report ? toJsonReport(report, io.platform.docsSiteUrl).domains : [];
    io.out(`${JSON.stringify({ schemaVersion: 1, status: removal.status, removal, domains }, null, 2)}\n`);
  } else {
    io.out(
      renderRemovalHuman(removal, {
        color: useColor(options, io.outIsTty, io.env),
        domainsSettings: io.platform.dashboard.domainsSettings,
      }),
    );
  }
  return exitCodeFor(removal.status);
}
