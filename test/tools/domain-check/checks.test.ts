import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDINGS_CATALOG } from '../../../tools/domain-check/findings-catalog.ts';
import { SCENARIOS } from './fixtures/expected-codes.ts';
import { allCodes, checkDomains, problemCodes, startWorld, type World } from './support/world.ts';

let world: World;
const emitted = new Set<string>();

beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

describe('checks against the in-process DNS server', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.title, async () => {
      const { report } = await checkDomains([scenario.domain], {
        resolvers: [world.resolver.address],
        authoritative: [world.authoritative.address],
      });
      for (const code of allCodes(report)) emitted.add(code);
      expect({ status: report.status, problems: problemCodes(report, scenario.domain) }).toEqual({
        status: scenario.status,
        problems: scenario.problems,
      });
      expect(allCodes(report)).toEqual(expect.arrayContaining([...(scenario.includes ?? [])]));
    });
  }

  it('follows a CNAME that an authoritative server answers alone when the resolver is such a server', async () => {
    const { report } = await checkDomains(['ok.example.com'], {
      resolvers: [world.authoritative.address],
      authoritative: [world.authoritative.address],
    });
    expect(report.status).toBe('ready');
  });

  it('finds the same verdict for a redirect source as for the primary', async () => {
    const { report } = await checkDomains(['ok.example.com', 'a-record.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    expect(report.domains.map((d) => d.role)).toEqual(['primary', 'redirect']);
    expect(problemCodes(report, 'a-record.example.com')).toContain('CONFLICTING_A_RECORD');
    expect(report.status).toBe('action-required');
  });

  it('only emits codes listed in the findings catalogue', () => {
    const unknown = [...emitted].filter((code) => !(code in FINDINGS_CATALOG));
    expect(unknown).toEqual([]);
  });
});
