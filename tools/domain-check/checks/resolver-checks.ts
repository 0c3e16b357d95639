/**
 * The checks a recursive resolver alone can answer (`runsOver: 'resolver'` in the registry), in
 * report order: what runs where a zone's nameservers cannot be asked directly (a browser, over
 * DNS-over-HTTPS). Imported one by one, not from checks/index.ts, so that a bundle of these holds
 * no other check.
 */
import type { Check } from '../engine/check.ts';
import { RESOLVER_CHECK_IDS, type ResolverCheckId } from '../findings/check-registry.ts';
import apex from './apex/check.ts';
import caa from './caa/check.ts';
import cname from './cname/check.ts';
import conflicts from './conflicts/check.ts';
import dnssec from './dnssec/check.ts';
import hostname from './hostname/check.ts';
import ttl from './ttl/check.ts';
import zone from './zone/check.ts';

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
