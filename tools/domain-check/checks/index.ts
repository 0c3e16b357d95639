import type { Check } from '../engine/check.ts';
import type { LiveCheck } from '../engine/live-check.ts';
import apex from './apex.ts';
import caa from './caa.ts';
import cname from './cname.ts';
import conflicts from './conflicts.ts';
import { DNS_CHECK_IDS } from './dns-check-ids.ts';
import dnssec from './dnssec.ts';
import hostname from './hostname.ts';
import nameservers from './nameservers.ts';
import primary from './primary.ts';
import propagation from './propagation.ts';
import redirect from './redirect.ts';
import tls from './tls.ts';
import ttl from './ttl.ts';
import zone from './zone.ts';

/** In report order (DNS_CHECK_IDS); each check states its dependencies, and all run concurrently on shared facts. */
const DNS_CHECKS: Record<(typeof DNS_CHECK_IDS)[number], Check> = {
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
export const CHECKS: readonly Check[] = DNS_CHECK_IDS.map((id) => DNS_CHECKS[id]);

/**
 * What is live, run only when asked (`check --live`, `watch`, `remove-plan`), after each domain's DNS
 * checks: a certificate needs the domain to verify, and a redirect needs the certificate.
 */
export const LIVE_CHECKS: readonly LiveCheck[] = [tls, primary, redirect];
