import type { Check } from '../engine/check.ts';
import type { LiveCheck } from '../engine/live-check.ts';
import { DNS_CHECK_IDS, LIVE_CHECK_IDS, type DnsCheckId, type LiveCheckId } from '../findings/check-registry.ts';
import apex from './apex/check.ts';
import caa from './caa/check.ts';
import cname from './cname/check.ts';
import conflicts from './conflicts/check.ts';
import dnssec from './dnssec/check.ts';
import hostname from './hostname/check.ts';
import nameservers from './nameservers/check.ts';
import primary from './primary/check.ts';
import propagation from './propagation/check.ts';
import redirect from './redirect/check.ts';
import tls from './tls/check.ts';
import ttl from './ttl/check.ts';
import zone from './zone/check.ts';

/** Every DNS check, keyed so that the registry cannot name one this file lacks. */
const DNS_CHECK_BY_ID: Record<DnsCheckId, Check> = {
  hostname,
  zone,
  nameservers,
  cname,
  apex,
  conflicts,
  caa,
  propagation,
  ttl,
  dnssec,
};

/** In the registry's report order; all run concurrently on shared facts. */
export const CHECKS: readonly Check[] = DNS_CHECK_IDS.map((id) => DNS_CHECK_BY_ID[id]);

const LIVE_CHECK_BY_ID: Record<LiveCheckId, LiveCheck> = { tls, primary, redirect };

/**
 * What is live, run only when asked (`check --live`, `watch`, `remove-plan`), after each domain's DNS
 * checks: a certificate needs the domain to verify, and a redirect needs the certificate.
 */
export const LIVE_CHECKS: readonly LiveCheck[] = LIVE_CHECK_IDS.map((id) => LIVE_CHECK_BY_ID[id]);
