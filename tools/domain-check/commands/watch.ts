import { parseUntil } from './until.ts';
import { formatServer } from '../dns/transport.ts';
import { exitCodeFor, type Report } from '../engine/report.ts';
import { REPORTERS } from '../reporters/index.ts';
import { toJsonReport } from '../reporters/json.ts';
import { MIN_RETRY_MS, scheduleNextTry, summariseDomain } from '../planners/watch-schedule.ts';
import type { Command } from './command-io.ts';
import { loadConfig } from './load-config.ts';
import { planRun, runPlan } from './run-plan.ts';
import { useColor } from './run-settings.ts';
import { clock, createWatchScreen } from '../reporters/watch-screen.ts';

/** Resolves with `undefined` when `signal` aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = (): void => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Waits `ms`, calling `onTick` every second; resolves `false` when interrupted. */
function sleep(ms: number, signal: AbortSignal, onTick: (leftMs: number) => void): Promise<boolean> {
  const end = Date.now() + ms;
  return new Promise((resolve) => {
    const finish = (completed: boolean): void => {
      clearInterval(ticker);
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(completed);
    };
    const onAbort = (): void => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    const ticker = setInterval(() => onTick(end - Date.now()), 1000);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) finish(false);
  });
}

type StopReason = 'ready' | 'until' | 'interrupted';

/**
 * `domain-check watch [DOMAIN…] [--until DURATION|TIME]`: run every check, DNS and live, until the
 * status is ready or --until passes. A terminal gets live progress; a pipe or --json gets one JSON
 * object per line per run. Exits with the last run's code, also after Ctrl-C.
 */
export const runWatch: Command = async ({ options, operands }, io) => {
  const loaded = loadConfig(options, false);
  const plan = planRun(options, operands, loaded, io, { live: true });
  const until = options.until === undefined ? undefined : parseUntil(options.until, io.now());
  const jsonLines = (options.json ?? false) || !io.outIsTty;
  const color = useColor(options, io.outIsTty, io.env);
  const screen = jsonLines ? undefined : createWatchScreen(io.out, color, () => io.columns);
  const resolverLabels = plan.dns.resolvers.map(formatServer);
  const untilText = until === undefined ? '' : ` Until ${clock(new Date(until))}.`;

  let last: Report | undefined;
  let stop: StopReason = 'interrupted';
  for (let run = 1; ; run += 1) {
    const summaries = last?.domains.map((domain) => summariseDomain(domain, plan.strict)) ?? [];
    screen?.draw({ run, status: last?.status, at: undefined, domains: summaries, footer: `Checking… (run ${run})` });
    const report = await unlessAborted(runPlan(plan), io.signal);
    if (!report) break;
    last = report;
    const at = io.now();
    const domains = report.domains.map((domain) => summariseDomain(domain, plan.strict));
    let next = report.status === 'ready' ? undefined : scheduleNextTry(report, resolverLabels, plan.strict);
    if (next && until !== undefined && at.getTime() + next.delayMs > until) {
      // One last try at the deadline, if it is not too soon; otherwise stop now.
      const left = until - at.getTime();
      next = left >= MIN_RETRY_MS ? { delayMs: left, reason: 'one last try at the --until deadline' } : undefined;
    }
    const nextAt = next ? new Date(at.getTime() + next.delayMs) : undefined;
    if (jsonLines) {
      const watch = {
        run,
        at: at.toISOString(),
        nextTryAt: nextAt?.toISOString() ?? null,
        reason: next?.reason ?? null,
        domains,
      };
      io.out(`${JSON.stringify({ ...toJsonReport(report, io.platform.docsSiteUrl), watch })}\n`);
    }
    if (!next) {
      stop = report.status === 'ready' ? 'ready' : 'until';
      break;
    }
    const footer = (leftMs: number): string =>
      `Next try in ${Math.max(0, Math.ceil(leftMs / 1000))} s (${clock(nextAt ?? at)}): ${next.reason}.${untilText} Ctrl-C to stop.`;
    screen?.draw({ run, status: report.status, at, domains, footer: footer(next.delayMs) });
    const waited = await sleep(next.delayMs, io.signal, (leftMs) => {
      screen?.draw({ run, status: report.status, at, domains, footer: footer(leftMs) });
    });
    if (!waited) break;
  }

  screen?.clear();
  if (!jsonLines && last) {
    const { docsSiteUrl, dashboard } = io.platform;
    io.out(
      REPORTERS.human(last, { color, columns: io.columns, docsSiteUrl, domainsSettings: dashboard.domainsSettings }),
    );
  }
  const endings: Record<StopReason, string> = {
    ready: 'ready',
    until: 'the --until deadline passed',
    interrupted: 'stopped (Ctrl-C)',
  };
  io.err(`domain-check watch: ${endings[stop]}; last status: ${last?.status ?? 'none (no run finished)'}.\n`);
  // No finished run means nothing is known: inconclusive.
  return exitCodeFor(last?.status ?? 'inconclusive');
};
