import { describe, expect, it } from 'vitest';
import { parseDnsHostProfiles } from '../../../../tools/domain-check/dns-hosts/profile.ts';
import { planRecords } from '../../../../tools/domain-check/planners/records.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

const PLATFORM = 'sites.platform.test';
const TARGET = { platformHost: PLATFORM, recordTtl: TEST_PLATFORM.recordTtl };

describe('records planner', () => {
  it('plans a CNAME named by the label for a subdomain, TTL 3600', () => {
    expect(planRecords([{ domain: 'docs.example.co.uk', role: 'primary' }], TARGET)).toEqual([
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
    const [record] = planRecords([{ domain: 'example.com', role: 'redirect' }], TARGET);
    expect(record).toMatchObject({ kind: 'apex', name: '@', type: 'ALIAS/ANAME' });
    expect(record?.note).toMatch(/not every DNS provider supports it/);
    expect(record?.note).toMatch(/needs its own record/);
  });
});

describe('records planned for a host of a table passed in', () => {
  const page = (path: string) => ({ url: `https://parked.example/${path}`, read: '2026-11-28' });
  const table = parseDnsHostProfiles([
    {
      id: 'parked',
      displayName: 'ParkedDNS',
      nameservers: { patterns: ['ns.parked.example'], source: page('ns') },
      apex: { value: { kind: 'none' }, source: page('records') },
      forwarding: { value: { feature: 'Forwarding', defaultStatus: 301 }, source: page('forwarding') },
      parking: { value: [{ type: 'A', name: '@', value: '192.0.2.99' }], source: page('new-zone') },
    },
  ]);
  const plan = (domain: string) =>
    planRecords(
      [{ domain, role: 'primary' }],
      TARGET,
      new Map([[domain, { id: 'parked', name: 'ParkedDNS', nameservers: [] }]]),
      table,
    )[0];

  it('gives the apex the host’s own forwarding as its way out, and the parking records to delete', () => {
    const record = plan('example.com');
    expect(record?.panel?.possible).toBe(false);
    expect(record?.panel?.note).toContain(
      'its Forwarding from example.com to https://www.example.com/, as a 301, its default;',
    );
    expect(record?.panel?.note).toContain(
      'If the zone still holds the records ParkedDNS puts in a new zone (A @ → 192.0.2.99), delete them',
    );
    expect(record?.panel?.sources.map((source) => source.fact)).toEqual(['parking', 'apex', 'forwarding']);
  });

  it('names the parking records for a subdomain’s CNAME too', () => {
    expect(plan('docs.example.com')?.panel?.note).toBe(
      'If the zone still holds the records ParkedDNS puts in a new zone (A @ → 192.0.2.99), delete them: they answer in the platform’s place.',
    );
  });
});
