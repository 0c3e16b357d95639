import { describe, expect, it } from 'vitest';
import { DNS_HOST_ZONES_DIR, loadCurrentZones, loadZones, ZONES_DIR } from '../support/fixture-zones.ts';
import { loadZoneFile } from '../support/zone-file.ts';
import { SCENARIOS, scenariosFor } from './index.ts';
import type { Runner } from './scenario.ts';

/** The path of the zone file a row served in-process names. */
function zoneFileOf(row: ReturnType<typeof scenariosFor<'in-process'>>[number]): string {
  return 'zoneFile' in row ? `${ZONES_DIR}${row.zoneFile}` : `${DNS_HOST_ZONES_DIR}${row.dnsHostZoneFile}`;
}

describe('the scenarios', () => {
  it('name, for each zone-file row, the file of fixtures/zones (or dns-host-zones) that holds the domain’s zone', () => {
    // The in-process runner serves both folders at once.
    const origins = [...loadCurrentZones(), ...loadZones(DNS_HOST_ZONES_DIR)].map((zone) => zone.origin);
    const misnamed = scenariosFor('in-process')
      .filter((row) => {
        // The deepest zone the domain is in, as a resolver finds it (RFC 1034 §4.3.2).
        const holder = origins
          .filter((origin) => row.domain === origin || row.domain.endsWith(`.${origin}`))
          .sort((a, b) => b.length - a.length)[0];
        return loadZoneFile(zoneFileOf(row)).origin !== holder;
      })
      .map((row) => `${row.domain}: ${zoneFileOf(row)}`);
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
