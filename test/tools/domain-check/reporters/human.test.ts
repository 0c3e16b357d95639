import { describe, expect, it } from 'vitest';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { humanReporter } from '../../../../tools/domain-check/reporters/human.ts';
import { visibleWidth } from '../../../../tools/domain-check/reporters/terminal-wrap.ts';
import { TEST_DASHBOARD } from '../support/platform.ts';

const FIX =
  'Delete the A record at a-record.example.com (192.0.2.10), then create a CNAME record from a-record.example.com to sites.platform.test.';

const report: Report = {
  schemaVersion: 1,
  status: 'action-required',
  domains: [
    {
      domain: 'a-record.example.com',
      role: 'primary',
      kind: 'subdomain',
      checks: [
        {
          id: 'conflicts',
          status: 'fail',
          code: 'CONFLICTING_A_RECORD',
          message:
            'An A record 192.0.2.10 exists at a-record.example.com, where the CNAME to sites.platform.test belongs.',
          fix: FIX,
          evidence: [
            { server: '127.0.0.2:5353', name: 'a-record.example.com', type: 'A', ttl: 3600, data: '192.0.2.10' },
          ],
          params: { domain: 'a-record.example.com', values: '192.0.2.10' },
        },
      ],
    },
  ],
};

describe('the human report of check', () => {
  it('wraps long lines at word boundaries on an 80-column terminal, each under the text it continues, and not on a pipe', () => {
    const rows = humanReporter(report, { color: false, columns: 80, ...TEST_DASHBOARD }).split('\n');
    for (const row of rows) expect(visibleWidth(row)).toBeLessThan(80);
    const fixRow = rows.findIndex((row) => row.trimStart().startsWith('Fix: '));
    const column = (rows[fixRow] ?? '').indexOf('Fix: ') + 'Fix: '.length;
    const evidenceRow = rows.findIndex((row, index) => index > fixRow && row.includes(';;'));
    const continued = rows.slice(fixRow + 1, evidenceRow);
    expect(continued.length).toBeGreaterThan(0);
    for (const row of continued) expect(row.slice(0, column).trim()).toBe('');
    const shown = [rows[fixRow]?.slice(column), ...continued].join(' ').split(/ +/).filter(Boolean);
    expect(shown).toEqual(FIX.split(' '));
    // On a pipe, where no width is given, each line stays whole for tools that read line by line.
    expect(humanReporter(report, { color: false, ...TEST_DASHBOARD }).split('\n')).toContain(
      `${' '.repeat(15)}Fix: ${FIX}`,
    );
  });
});
