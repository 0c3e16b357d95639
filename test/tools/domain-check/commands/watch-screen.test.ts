import { describe, expect, it } from 'vitest';
import {
  createWatchScreen,
  renderWatchFrame,
  type WatchFrame,
} from '../../../../tools/domain-check/reporters/watch-screen.ts';
import { visibleWidth } from '../../../../tools/domain-check/reporters/terminal-wrap.ts';

const FIX =
  'a change (conflicts): Delete the A record at watch.live.test, then create the CNAME watch.live.test → edge.live.test.';

const frame: WatchFrame = {
  run: 2,
  status: 'action-required',
  at: undefined,
  domains: [
    { domain: 'watch.live.test', state: 'action-required', waitingFor: FIX },
    { domain: 'docs.live.test', state: 'ready', waitingFor: '' },
  ],
  footer: 'Next try in 5 s (12:00:05): waiting for a change for watch.live.test. Ctrl-C to stop.',
};

describe('the watch screen', () => {
  it('wraps a long fix at word boundaries on an 80-column terminal, hanging under its text', () => {
    const rows = renderWatchFrame(frame, false, 80);
    for (const row of rows) expect(visibleWidth(row)).toBeLessThan(80);
    const start = rows.findIndex((row) => row.startsWith('  ✗ watch.live.test'));
    const column = rows[start]?.indexOf('waiting for') ?? -1;
    const continued = rows.slice(
      start + 1,
      rows.findIndex((row) => row.startsWith('  ✓ docs.live.test')),
    );
    expect(continued.length).toBeGreaterThan(0);
    for (const row of continued) expect(row.slice(0, column).trim()).toBe('');
    // Every word of the fix is there, whole and in order: nothing is cut off.
    const shown = [rows[start]?.slice(column), ...continued].join(' ').split(/ +/).filter(Boolean);
    expect(shown).toEqual(`waiting for ${FIX}`.split(' '));
  });

  it('moves the cursor up over every row of the last frame, wrapped rows included', () => {
    const written: string[] = [];
    let columns = 40;
    const screen = createWatchScreen(
      (text) => written.push(text),
      false,
      () => columns,
    );
    screen.draw(frame);
    const firstRows = (written[0] ?? '').split('\n').length - 1;
    expect(firstRows).toBeGreaterThan(frame.domains.length + 2);
    columns = 200;
    screen.draw(frame);
    expect(written[1]?.startsWith(`\u001b[${firstRows}F\u001b[J`)).toBe(true);
    // At 200 columns nothing wraps: the next frame climbs one row per line.
    screen.draw(frame);
    expect(written[2]?.startsWith(`\u001b[${frame.domains.length + 2}F\u001b[J`)).toBe(true);
  });
});
