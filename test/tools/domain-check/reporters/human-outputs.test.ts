import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderWatchFrame } from '../../../../tools/domain-check/reporters/watch-screen.ts';
import type { CheckStatus, Finding } from '../../../../tools/domain-check/findings/finding.ts';
import type { Report, ReportStatus } from '../../../../tools/domain-check/engine/report.ts';
import { renderRecords, type PlannedRecord } from '../../../../tools/domain-check/reporters/records.ts';
import { renderRemovalHuman } from '../../../../tools/domain-check/reporters/removal.ts';
import type { RemovalPlan } from '../../../../tools/domain-check/planners/removal.ts';
import { humanReporter } from '../../../../tools/domain-check/reporters/human.ts';
import type { DomainState } from '../../../../tools/domain-check/planners/watch-schedule.ts';
import { unsafeCharacters, withoutOwnControls } from '../support/terminal-safety.ts';
import { TEST_DASHBOARD } from '../support/platform.ts';

/** Any text at all, control and format characters and lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 30 });
const statuses = fc.constantFrom<CheckStatus>('pass', 'warn', 'fail', 'error', 'skip');
const reportStatuses = fc.constantFrom<ReportStatus>('ready', 'action-required', 'propagating', 'inconclusive');

const finding: fc.Arbitrary<Finding> = fc.record({
  id: fc.constantFrom('cname', 'caa', 'tls', 'redirect'),
  status: statuses,
  code: fc.constantFrom('CNAME_MISMATCH', 'CAA_BLOCKS_ISSUER', 'PROPAGATING'),
  message: anyText,
  fix: fc.option(anyText),
  params: fc.record({ domain: anyText }),
  evidence: fc.array(
    fc.record({
      server: anyText,
      name: anyText,
      type: fc.constantFrom('CNAME', 'CAA', 'TXT', 'HTTP', 'TLS'),
      ttl: fc.option(fc.nat()),
      data: anyText,
    }),
    { maxLength: 3 },
  ),
});

const report: fc.Arbitrary<Report> = fc.record({
  schemaVersion: fc.constant(1 as const),
  status: reportStatuses,
  domains: fc.array(
    fc.record({
      domain: anyText,
      role: fc.constantFrom('primary' as const, 'redirect' as const),
      kind: fc.constantFrom('apex' as const, 'subdomain' as const),
      checks: fc.array(finding, { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
});

/**
 * Whatever a report, plan or frame holds, the text for the terminal is safe to show: nothing but its
 * own colours when colour is on, and the zone file's own tabs.
 */
function expectSafe(text: string, color = false): void {
  const shown = color ? withoutOwnControls(text) : text;
  expect(unsafeCharacters(shown.replace(/\t/g, ' '))).toEqual([]);
}

const options = { seed: 20261124, numRuns: 200 };

describe('every human output escapes whatever text it is given', () => {
  it('the check report, with and without colour, wrapped for a terminal or not', () => {
    const columns = fc.option(fc.integer({ min: 20, max: 160 }), { nil: undefined });
    fc.assert(
      fc.property(report, fc.boolean(), columns, (value, color, width) =>
        expectSafe(humanReporter(value, { color, columns: width, ...TEST_DASHBOARD }), color),
      ),
      options,
    );
  });

  it('the remove-plan report', () => {
    const plan: fc.Arbitrary<RemovalPlan> = fc.record({
      domain: anyText,
      primary: anyText,
      safe: fc.boolean(),
      status: reportStatuses,
      steps: fc.array(
        fc.record({
          status: fc.constantFrom('pass' as const, 'fail' as const, 'error' as const),
          code: fc.constantFrom('REMOVE_REDIRECT_NOT_LIVE', 'REMOVE_PRIMARY_REFUSED'),
          params: fc.record({ domain: anyText }),
          message: anyText,
          fix: fc.option(anyText),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(plan, fc.boolean(), (value, color) =>
        expectSafe(renderRemovalHuman(value, { color, ...TEST_DASHBOARD }), color),
      ),
      options,
    );
  });

  it('the watch screen', () => {
    const summary = fc.record({
      domain: anyText,
      state: fc.constantFrom<DomainState>('ready', 'action-required', 'propagating', 'inconclusive'),
      waitingFor: anyText,
    });
    fc.assert(
      fc.property(
        fc.array(summary, { maxLength: 3 }),
        anyText,
        fc.boolean(),
        fc.integer({ min: 20, max: 160 }),
        (domains, footer, color, columns) => {
          const frame = { run: 1, status: 'propagating' as const, at: undefined, domains, footer };
          expectSafe(renderWatchFrame(frame, color, columns).join('\n'), color);
        },
      ),
      options,
    );
  });

  it('the records table and zone file', () => {
    const record: fc.Arbitrary<PlannedRecord> = fc.record({
      domain: anyText,
      unicode: anyText,
      role: fc.constantFrom('primary' as const, 'redirect' as const),
      kind: fc.constantFrom('apex' as const, 'subdomain' as const),
      zone: anyText,
      name: anyText,
      type: fc.constantFrom('CNAME' as const, 'ALIAS/ANAME' as const),
      value: anyText,
      ttl: fc.nat(),
      note: anyText,
      // NS names come from DNS: anything may be in them.
      dnsHost: fc.option(
        fc.record({
          id: fc.option(anyText),
          name: fc.option(anyText),
          nameservers: fc.array(anyText, { maxLength: 2 }),
        }),
      ),
      panel: fc.option(
        fc.record({
          host: fc.record({ id: anyText, name: anyText }),
          possible: fc.boolean(),
          fields: fc.array(
            fc.record({
              field: fc.constantFrom(
                'type' as const,
                'name' as const,
                'value' as const,
                'ttl' as const,
                'proxy' as const,
              ),
              label: anyText,
              value: anyText,
            }),
            { maxLength: 5 },
          ),
          hostFieldNames: fc.boolean(),
          note: anyText,
          sources: fc.array(fc.record({ fact: fc.constant('apex' as const), url: anyText, read: anyText }), {
            maxLength: 2,
          }),
        }),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 3 }),
        fc.constantFrom('table' as const, 'zone' as const),
        (records, format) => expectSafe(renderRecords(records, format, 'sites.platform.test')),
      ),
      options,
    );
  });
});
