/**
 * The checks a recursive resolver alone can answer, in report order: what runs where a zone's
 * nameservers cannot be asked directly (a browser, over DNS-over-HTTPS). `nameservers` and
 * `propagation` ask the nameservers; the live checks connect to the domain. Imported one by one,
 * not from checks/index.ts, so that a bundle of these holds no other check.
 */
import type { Check } from '../engine/check.ts';
import apex from './apex.ts';
import caa from './caa.ts';
import cname from './cname.ts';
import conflicts from './conflicts.ts';
import dnssec from './dnssec.ts';
import hostname from './hostname.ts';
import ttl from './ttl.ts';
import zone from './zone.ts';

export const RESOLVER_CHECKS: readonly Check[] = [hostname, zone, cname, apex, conflicts, caa, ttl, dnssec];
