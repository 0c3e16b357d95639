import { describe, expect, it } from 'vitest';
import { loadCurrentZones, ZONES_DIR } from '../support/fixture-zones.ts';
import { loadZoneFile } from '../support/zone-file.ts';
import { SCENARIOS, scenariosFor } from './index.ts';
import type { Runner } from './scenario.ts';

describe('the scenarios', () => {
  it('name, for each zone-file row, the file of fixtures/zones that holds the domain’s zone', () => {
    const origins = loadCurrentZones().map((zone) => zone.origin);
    const misnamed = scenariosFor('in-process')
      .filter((row) => {
        // The deepest zone the domain is in, as a resolver finds it (RFC 1034 §4.3.2).
        const holder = origins
          .filter((origin) => row.domain === origin || row.domain.endsWith(`.${origin}`))
          .sort((a, b) => b.length - a.length)[0];
        return loadZoneFile(`${ZONES_DIR}${row.zoneFile}`).origin !== holder;
      })
      .map((row) => `${row.domain}: ${row.zoneFile}`);
    expect(misnamed).toEqual([]);
  });

  it('give each runner rows of distinct titles, so that each test name says which row failed', () => {
    const runners = [...new Set(SCENARIOS.flatMap((row) => row.runners))] as Runner[];
    const repeated = runners.flatMap((runner) => {
      const titles = scenariosFor(runner).map((row) => row.title);
      return titles.filter((title, index) => titles.indexOf(title) !== index).map((title) => `${runner}: ${title}`);
    });
    expect(repeated).toEqual([]);
  });
});
