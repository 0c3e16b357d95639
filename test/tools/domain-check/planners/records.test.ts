import { describe, expect, it } from 'vitest';
import { planRecords } from '../../../../tools/domain-check/planners/records.ts';

const PLATFORM = 'sites.platform.test';

describe('records planner', () => {
  it('plans a CNAME named by the label for a subdomain, TTL 3600', () => {
    expect(planRecords([{ domain: 'docs.example.co.uk', role: 'primary' }], PLATFORM)).toEqual([
      expect.objectContaining({
        kind: 'subdomain',
        zone: 'example.co.uk',
        name: 'docs',
        type: 'CNAME',
        value: PLATFORM,
        ttl: 3600,
      }),
    ]);
  });

  it('plans ALIAS/ANAME for an apex with the note that not every provider supports it', () => {
    const [record] = planRecords([{ domain: 'example.com', role: 'redirect' }], PLATFORM);
    expect(record).toMatchObject({ kind: 'apex', name: '@', type: 'ALIAS/ANAME' });
    expect(record?.note).toMatch(/not every DNS provider supports it/);
    expect(record?.note).toMatch(/needs its own record/);
  });
});
