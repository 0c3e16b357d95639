/**
 * A zone of many redirect sources, for scale: `r1.fleet.test` … `rN.fleet.test`, each a CNAME to the
 * platform host, as a site with dozens of old names and typo domains has. Built in memory, because
 * its size is a parameter of the benchmark and of the sharing test.
 */
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import type { Zone, ZoneRecord } from './zone-file.ts';

export const FLEET_ORIGIN = 'fleet.test';
export const FLEET_PRIMARY = `docs.${FLEET_ORIGIN}`;

export function fleetRedirectSources(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `r${index + 1}.${FLEET_ORIGIN}`);
}

export function fleetZone(count: number): Zone {
  const ttl = 3600;
  const soa: ZoneRecord = {
    name: FLEET_ORIGIN,
    type: 'SOA',
    ttl,
    data: {
      mname: `ns1.${FLEET_ORIGIN}`,
      rname: `hostmaster.${FLEET_ORIGIN}`,
      serial: 2026112401,
      refresh: 7200,
      retry: 3600,
      expire: 1209600,
      minimum: 300,
    },
  };
  const cname = (name: string): ZoneRecord => ({ name, type: 'CNAME', ttl, data: PLATFORM_HOST });
  return {
    origin: FLEET_ORIGIN,
    file: `${FLEET_ORIGIN}.zone (generated)`,
    records: [
      soa,
      { name: FLEET_ORIGIN, type: 'NS', ttl, data: `ns1.${FLEET_ORIGIN}` },
      { name: `ns1.${FLEET_ORIGIN}`, type: 'A', ttl, data: '127.0.0.2' },
      cname(FLEET_PRIMARY),
      ...fleetRedirectSources(count).map(cname),
    ],
  };
}
