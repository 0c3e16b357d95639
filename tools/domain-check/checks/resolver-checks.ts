/**
 * The checks a recursive resolver alone can answer (`runsOver: 'resolver'` in the registry), in
 * report order: what runs where a zone's nameservers cannot be asked directly (a browser, over
 * DNS-over-HTTPS). Imported one by one, not from checks/index.ts, so that a bundle of these holds
 * no other check.
 */
import type { Check } from '../engine/check.ts';
import { RESOLVER_CHECK_IDS, type ResolverCheckId } from '../findings/check-registry.ts';
import apex from './apex.ts';
import caa from './caa.ts';
import cname from './cname.ts';
import conflicts from './conflicts.ts';
import dnssec from './dnssec.ts';
import hostname from './hostname.ts';
import ttl from './ttl.ts';
import zone from './zone.ts';

const RESOLVER_CHECK_BY_ID: Record<ResolverCheckId, Check> = {
  hostname,
  zone,
  cname,
  apex,
  conflicts,
  caa,
  ttl,
  dnssec,
};

export const RESOLVER_CHECKS: readonly Check[] = RESOLVER_CHECK_IDS.map((id) => RESOLVER_CHECK_BY_ID[id]);
