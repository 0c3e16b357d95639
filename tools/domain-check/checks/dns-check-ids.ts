import type { CheckId } from '../findings/catalog.ts';

/**
 * The DNS checks in report order, by id only: a page that lists them (the browser checker) need not
 * load the checks it does not run. checks/index.ts builds CHECKS in this order.
 */
export const DNS_CHECK_IDS = [
  'hostname',
  'zone',
  'nameservers',
  'cname',
  'apex',
  'conflicts',
  'caa',
  'propagation',
  'ttl',
  'dnssec',
] as const satisfies readonly CheckId[];
