import { describe, expect, it } from 'vitest';
import { planRecords } from '../../../../tools/domain-check/planners/records.ts';
import { renderRecords } from '../../../../tools/domain-check/reporters/records.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

const PLATFORM = 'sites.platform.test';
const TARGET = { platformHost: PLATFORM, recordTtl: TEST_PLATFORM.recordTtl };

describe('records reporter', () => {
  it('renders JSON, a table and a zone file', () => {
    const records = planRecords([{ domain: 'docs.example.com', role: 'primary' }], TARGET);
    expect(JSON.parse(renderRecords(records, 'json', PLATFORM))).toMatchObject({
      schemaVersion: 1,
      platformHost: PLATFORM,
    });
    expect(renderRecords(records, 'table', PLATFORM)).toMatch(/docs\.example\.com +primary +example\.com +CNAME +docs/);
    expect(renderRecords(records, 'zone', PLATFORM)).toMatch(
      /\$ORIGIN example\.com\.\ndocs\t3600\tIN\tCNAME\tsites\.platform\.test\./,
    );
  });
});
