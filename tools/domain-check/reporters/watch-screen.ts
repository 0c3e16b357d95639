/**
 * The live progress `watch` draws on a terminal: one line per domain with its state and what it waits
 * for, and when the next try is. Each frame replaces the previous one in place.
 */
import type { ReportStatus } from '../engine/report.ts';
import { terminalText } from './terminal-text.ts';
import { rowsTaken, wrapAfter } from './terminal-wrap.ts';
import type { DomainState, DomainSummary, RenewalSummary } from '../planners/watch-schedule.ts';

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

const utcMinute = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** "certificate renewal due START – END (the CA's window)", or late since the window's end. */
function renewalWords({ basis, start, end, late }: RenewalSummary): string {
  const source = basis === 'ari' ? "the CA's window" : 'a third of its life left';
  if (late)
    return `certificate renewal late since ${utcMinute(end)} (${basis === 'ari' ? `end of ${source}` : source})`;
  return `certificate renewal due ${basis === 'ari' ? `${utcMinute(start)} – ${utcMinute(end)}` : utcMinute(end)} (${source})`;
}

/**
 * The frame's rows for a terminal `columns` wide: each domain's line wraps at spaces with its text
 * hanging under where it began, so a fix is never cut off and a host name never split. Without
 * `columns`, one row per line.
 */
export function renderWatchFrame(frame: WatchFrame, color: boolean, columns?: number): string[] {
  const { paint, plain } = terminalText(color);
  // Escaped before measuring, so the columns line up with what the terminal shows.
  const domains = frame.domains.map((summary) => ({ ...summary, shown: plain(summary.domain) }));
  const width = Math.max(...domains.map((d) => d.shown.length), 6);
  const status = frame.status ? `: ${frame.status.replace('-', ' ')}` : '';
  const title = plain(`domain-check watch · run ${frame.run}${frame.at ? ` at ${clock(frame.at)}` : ''}${status}`);
  const rows = wrapAfter('', title, columns, (row) => paint(1, row));
  for (const summary of domains) {
    const [symbol, code] = SYMBOLS[summary.state];
    const renewal = summary.renewal ? ` · ${renewalWords(summary.renewal)}` : '';
    const what = summary.state === 'ready' ? `ready${renewal}` : `${STATE_WORDS[summary.state]} ${summary.waitingFor}`;
    rows.push(...wrapAfter(`  ${paint(code, symbol)} ${summary.shown.padEnd(width)}  `, plain(what), columns));
  }
  rows.push(...wrapAfter('', plain(frame.footer), columns, (row) => paint(2, row)));
  return rows;
}

/**
 * Redraws frames in place on a terminal: cursor up over the last frame, clear, write the new one.
 * `columns` is read at each frame, so a resized window gets frames of its new width.
 */
export function createWatchScreen(write: (text: string) => void, color: boolean, columns: () => number) {
  // Terminal rows the last frame took: "cursor up" must land where it began.
  let drawn = 0;
  return {
    draw(frame: WatchFrame): void {
      const width = columns();
      const rows = renderWatchFrame(frame, color, width);
      write(`${drawn > 0 ? `\u001b[${drawn}F\u001b[J` : ''}${rows.join('\n')}\n`);
      drawn = rows.reduce((sum, row) => sum + rowsTaken(row, width), 0);
    },
    clear(): void {
      if (drawn > 0) write(`\u001b[${drawn}F\u001b[J`);
      drawn = 0;
    },
  };
}
