import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import zoneFileRows from '../scenarios/zone-files.ts';
import { loadZoneFile, type Zone } from './zone-file.ts';

export const ZONES_DIR = fileURLToPath(new URL('../fixtures/zones/', import.meta.url));
export const STALE_ZONES_DIR = fileURLToPath(new URL('../fixtures/zones-stale/', import.meta.url));
export const OTHER_REGION_ZONES_DIR = fileURLToPath(new URL('../fixtures/zones-other-region/', import.meta.url));
export const CONFIGS_DIR = fileURLToPath(new URL('../fixtures/configs/', import.meta.url));
/** Zones whose nameservers go by the names of real DNS hosts (Cloudflare, GoDaddy, Route 53 …). */
export const DNS_HOST_ZONES_DIR = fileURLToPath(new URL('../fixtures/dns-host-zones/', import.meta.url));

/**
 * The zones of fixtures/zones whose every row leaves NSD out (scenarios/zone-files.ts says why at
 * each row: most break rules on purpose, and NSD refuses to load them); served in-process only. A
 * zone no row names (caa-rules.com, say) is served by NSD too.
 */
export const IN_PROCESS_ONLY_ZONES: ReadonlySet<string> = inProcessOnlyZones();

function inProcessOnlyZones(): Set<string> {
  const runnersByFile = new Map<string, Set<string>>();
  for (const row of zoneFileRows) {
    const runners = runnersByFile.get(row.zoneFile) ?? new Set();
    for (const runner of row.runners) runners.add(runner);
    runnersByFile.set(row.zoneFile, runners);
  }
  return new Set(
    [...runnersByFile]
      .filter(([, runners]) => !runners.has('nsd'))
      .map(([file]) => loadZoneFile(`${ZONES_DIR}${file}`).origin),
  );
}

export function loadZones(dir: string): Zone[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.zone'))
    .sort()
    .map((file) => loadZoneFile(`${dir}${file}`));
}

/** The current zones: what the DNS host serves. */
export function loadCurrentZones(): Zone[] {
  return loadZones(ZONES_DIR);
}

/** The current zones with the zones of `dir` laid over them (same origin: `dir` wins). */
export function loadZonesOver(dir: string): Zone[] {
  const over = loadZones(dir);
  const origins = new Set(over.map((zone) => zone.origin));
  return [...loadCurrentZones().filter((zone) => !origins.has(zone.origin)), ...over];
}

/** What a resolver still caches: the current zones with the stale copies laid over them. */
export function loadStaleZones(): Zone[] {
  return loadZonesOver(STALE_ZONES_DIR);
}

/** What a resolver in another region sees: the platform answers it with other addresses (GeoDNS). */
export function loadOtherRegionZones(): Zone[] {
  return loadZonesOver(OTHER_REGION_ZONES_DIR);
}
