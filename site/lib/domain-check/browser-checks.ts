import type { CheckId } from '@petstore-docs/domain-check/catalogue';

/**
 * The checks the "Check your domain" page runs in the browser: those a recursive resolver can answer
 * over DNS-over-HTTPS. Every other check is "CLI only", listed as such on the page with the command
 * that runs it: `nameservers` and `propagation` ask the zone's nameservers directly, which a browser
 * cannot do, and checks added later are CLI only until they are added here.
 */
export const BROWSER_CHECK_IDS: ReadonlySet<CheckId> = new Set<CheckId>([
  'hostname',
  'zone',
  'cname',
  'apex',
  'conflicts',
  'caa',
  'ttl',
  'dnssec',
]);
