import type { Check } from '../engine/check.ts';
import apex from './apex.ts';
import caa from './caa.ts';
import cname from './cname.ts';
import conflicts from './conflicts.ts';
import dnssec from './dnssec.ts';
import hostname from './hostname.ts';
import nameservers from './nameservers.ts';
import propagation from './propagation.ts';
import ttl from './ttl.ts';
import zone from './zone.ts';

/** In report order; each check states its dependencies, and all run concurrently on shared facts. */
export const CHECKS: readonly Check[] = [
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
];
