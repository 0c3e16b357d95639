/**
 * The live progress `watch` draws on a terminal: one line per domain with its state and what it waits
 * for, and when the next try is. Each frame replaces the previous one in place.
 */
import { stripVTControlCharacters } from 'node:util';
import type { ReportStatus } from '../engine/report.ts';
import { terminalText } from '../reporters/terminal-text.ts';
import type { DomainState, DomainSummary } from '../planners/watch-schedule.ts';

export interface WatchFrame {
  readonly run: number;
  readonly status: ReportStatus | undefined;
  readonly at: Date | undefined;
  readonly domains: readonly DomainSummary[];
  /** What happens now: "checking…" or the countdown to the next try. */
  readonly footer: string;
}

const SYMBOLS: Record<DomainState, [string, number]> = {
  ready: ['✓', 32],
  'action-required': ['✗', 31],
  propagating: ['…', 33],
  'waiting-for-certificate': ['…', 33],
  inconclusive: ['?', 35],
};

const STATE_WORDS: Record<DomainState, string> = {
  ready: 'ready',
  'action-required': 'waiting for',
  propagating: 'waiting for',
  'waiting-for-certificate': 'waiting for',
  inconclusive: 'waiting for',
};

export const clock = (date: Date): string => date.toTimeString().slice(0, 8);

export function renderWatchFrame(frame: WatchFrame, color: boolean): string[] {
  const { paint, plain } = terminalText(color);
  // Escaped before measuring, so the columns line up with what the terminal shows.
  const domains = frame.domains.map((summary) => ({ ...summary, shown: plain(summary.domain) }));
  const width = Math.max(...domains.map((d) => d.shown.length), 6);
  const status = frame.status ? `: ${frame.status.replace('-', ' ')}` : '';
  const lines = [paint(1, `domain-check watch · run ${frame.run}${frame.at ? ` at ${clock(frame.at)}` : ''}${status}`)];
  for (const summary of domains) {
    const [symbol, code] = SYMBOLS[summary.state];
    const what = summary.state === 'ready' ? 'ready' : `${STATE_WORDS[summary.state]} ${summary.waitingFor}`;
    lines.push(`  ${paint(code, symbol)} ${summary.shown.padEnd(width)}  ${plain(what)}`);
  }
  lines.push(paint(2, frame.footer));
  return lines;
}

/** Redraws frames in place on a terminal: cursor up over the last frame, clear, write the new one. */
export function createWatchScreen(write: (text: string) => void, color: boolean, columns: number) {
  let drawn = 0;
  const fit = (line: string): string => {
    // Keep each frame line on one terminal row, so "cursor up N" lands where the frame began.
    const visible = stripVTControlCharacters(line);
    if (visible.length < columns) return line;
    return `${visible.slice(0, Math.max(1, columns - 2))}…`;
  };
  return {
    draw(frame: WatchFrame): void {
      const lines = renderWatchFrame(frame, color).map(fit);
      write(`${drawn > 0 ? `\u001b[${drawn}F\u001b[J` : ''}${lines.join('\n')}\n`);
      drawn = lines.length;
    },
    clear(): void {
      if (drawn > 0) write(`\u001b[${drawn}F\u001b[J`);
      drawn = 0;
    },
  };
}
