import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadZoneFile, type Zone } from './zone-file.ts';

export const ZONES_DIR = fileURLToPath(new URL('../fixtures/zones/', import.meta.url));
export const STALE_ZONES_DIR = fileURLToPath(new URL('../fixtures/zones-stale/', import.meta.url));
export const CONFIGS_DIR = fileURLToPath(new URL('../fixtures/configs/', import.meta.url));

/** Zones NSD refuses to load (they break rules on purpose); served by the in-process server only. */
export const IN_PROCESS_ONLY_ZONES: ReadonlySet<string> = new Set(['apex-cname.com', 'caa-case.com']);

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

/** What a resolver still caches: the current zones with the stale copies laid over them. */
export function loadStaleZones(): Zone[] {
  const stale = loadZones(STALE_ZONES_DIR);
  const staleOrigins = new Set(stale.map((zone) => zone.origin));
  return [...loadCurrentZones().filter((zone) => !staleOrigins.has(zone.origin)), ...stale];
}
