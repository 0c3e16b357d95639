import { exitCodeFor } from '../engine/report.ts';
import { REPORTERS } from '../reporters/index.ts';
import type { Command } from './command-io.ts';
import { loadConfig } from './load-config.ts';
import { createProgress } from './progress.ts';
import { planRun, runPlan } from './run-plan.ts';
import { useColor } from './run-settings.ts';

/** `domain-check check [DOMAIN…] [--live]`: every DNS check once; with --live, then what is served. */
export const runCheck: Command = async ({ options, operands }, io) => {
  const loaded = loadConfig(options, false);
  const plan = planRun(options, operands, loaded, io, { live: options.live ?? false });
  const progress = createProgress(plan.domains.length, io.err, io.errIsTty);
  let report;
  try {
    report = await runPlan(plan, {
      onQuery: (stats) => progress.update(stats.queriesSent),
      onDomainDone: () => progress.domainDone(),
    });
  } finally {
    progress.end();
  }
  const reporter = options.json ? REPORTERS.json : REPORTERS.human;
  const columns = io.outIsTty ? io.columns : undefined;
  io.out(
    reporter(report, {
      color: useColor(options, io.outIsTty, io.env),
      columns,
      docsSiteUrl: io.platform.docsSiteUrl,
      domainsSettings: io.platform.dashboard.domainsSettings,
    }),
  );
  return exitCodeFor(report.status);
};
