import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadZoneFile, type Zone } from './zone-file.ts';

export const ZONES_DIR = fileURLToPath(new URL('../fixtures/zones/', import.meta.url));
export const STALE_ZONES_DIR = fileURLToPath(new URL('../fixtures/zones-stale/', import.meta.url));
export const OTHER_REGION_ZONES_DIR = fileURLToPath(new URL('../fixtures/zones-other-region/', import.meta.url));
export const CONFIGS_DIR = fileURLToPath(new URL('../fixtures/configs/', import.meta.url));
/** Zones whose nameservers go by the names of real DNS hosts (Cloudflare, GoDaddy, Route 53 …). */
export const DNS_HOST_ZONES_DIR = fileURLToPath(new URL('../fixtures/dns-host-zones/', import.meta.url));

/** Zones NSD refuses to load (they break rules on purpose); served by the in-process server only. */
export const IN_PROCESS_ONLY_ZONES: ReadonlySet<string> = new Set(['apex-cname.com', 'bidi-text.com', 'caa-case.com']);

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
