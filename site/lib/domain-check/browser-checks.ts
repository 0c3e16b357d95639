import apex from '../../../tools/domain-check/checks/apex.ts';
import caa from '../../../tools/domain-check/checks/caa.ts';
import cname from '../../../tools/domain-check/checks/cname.ts';
import conflicts from '../../../tools/domain-check/checks/conflicts.ts';
import dnssec from '../../../tools/domain-check/checks/dnssec.ts';
import hostname from '../../../tools/domain-check/checks/hostname.ts';
import ttl from '../../../tools/domain-check/checks/ttl.ts';
import zone from '../../../tools/domain-check/checks/zone.ts';
import type { Check } from '../../../tools/domain-check/engine/check.ts';
import type { CheckId } from '../../../tools/domain-check/findings-catalog.ts';

/**
 * The checks the "Check your domain" page runs in the browser: those a recursive resolver can answer
 * over DNS-over-HTTPS. Every other check is "CLI only", listed as such on the page with the command
 * that runs it: `nameservers` and `propagation` ask the zone's nameservers directly, which a browser
 * cannot do, and checks added later are CLI only until they are added here.
 */
export const BROWSER_CHECKS: readonly Check[] = [hostname, zone, cname, apex, conflicts, caa, ttl, dnssec];

/**
 * Imported one by one, not from the CLI's list of every check, so that the page's bundle holds only
 * these (the CLI-only checks grow with what only the CLI can ask).
 */
export const BROWSER_CHECK_IDS: ReadonlySet<CheckId> = new Set(BROWSER_CHECKS.map((check) => check.id));
