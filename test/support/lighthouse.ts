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
/**
 * The categories the tests hold to 100: they come from what a page is (its markup, headers,
 * console), so one run decides them on any machine. Performance is left to `npm run bench:site`:
 * its score is a simulation seeded with timings observed on the machine that runs it, a figure to
 * measure (as a median), not a fact to assert.
 */
export const qualityCategories = ['accessibility', 'best-practices', 'seo'] as const satisfies LighthouseCategory[];
/** The metrics behind the performance score, by audit id, as `bench:site` prints them. */
export const performanceMetrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
export type PerformanceMetric = (typeof performanceMetrics)[number];
export const formFactors = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof formFactors)[number];

/**
 * The pages Lighthouse audits (the tests' quality categories, the benchmark's performance): the
 * home page, one guide, and every API operation page (`/api/operations/<id>/`, not the tag pages under `/api/operations/tags/`),
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
  /** The categories this run audited. */
  categories: readonly LighthouseCategory[];
  /** Each audited category's score, 0 to 1 (1 is "100"). */
  scores: Partial<Record<LighthouseCategory, number>>;
  /** With performance audited: each metric's value (milliseconds; layout shift unitless). */
  metrics: Partial<Record<PerformanceMetric, number>>;
  /** The audits scored below 1: weighted ones, and for performance the insights behind the metrics. */
  failingAudits: FailingAudit[];
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

function failingAudits(lhr: Result, categories: readonly LighthouseCategory[]): FailingAudit[] {
  return categories.flatMap((category) =>
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

/**
 * One Lighthouse run of `categories` on `url`. Mobile is Lighthouse's default config (Moto G Power,
 * simulated slow 4G and 4x CPU slowdown); desktop is the config it ships for `--preset=desktop`.
 * Throttling stays at their defaults.
 */
export async function runLighthouse(
  port: number,
  url: string,
  formFactor: FormFactor,
  categories: readonly LighthouseCategory[],
): Promise<LighthouseRun> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const audit = async () => {
    const result = await lighthouse(
      url,
      // The full-page screenshot only illustrates an HTML report, and we read scores and audits:
      // leaving it out saves a second or more of CPU per run.
      { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], disableFullPageScreenshot: true },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  };
  let lhr = await audit();
  // Lighthouse gives some DevTools calls a fixed second (Network.getResponseBody, in
  // core/gather/driver/network.js): on a machine whose cores are busy that can pass, and the run
  // ends with PROTOCOL_TIMEOUT and no scores. That is the tool failing to measure, not a verdict on
  // the page, so such a run is made again (a score below 100 is never retried).
  for (let retries = 2; lhr.runtimeError?.code === 'PROTOCOL_TIMEOUT' && retries > 0; retries -= 1) lhr = await audit();
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((category) => [category, lhr.categories[category]?.score ?? 0]));
  const metrics = categories.includes('performance')
    ? Object.fromEntries(
        performanceMetrics.flatMap((id) => {
          const value = lhr.audits[id]?.numericValue;
          return value === undefined ? [] : [[id, value]];
        }),
      )
    : {};
  return { url, formFactor, categories, scores, metrics, failingAudits: failingAudits(lhr, categories) };
}

/** Scores as Lighthouse shows them (0–100). */
export const asHundred = (score: number) => Math.round(score * 100);

/** A failure report: every category under 100, and the audits that cost it points. */
export function formatLighthouseFailures(run: LighthouseRun): string {
  const lines = [
    `${run.url} (${run.formFactor}): ` +
      run.categories.map((category) => `${category} ${asHundred(run.scores[category] ?? 0)}`).join(', '),
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
