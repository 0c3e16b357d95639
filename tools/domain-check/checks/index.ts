/**
 * The one list of domain-check's checks, in report order: each check's folder whole (the default
 * export of checks/<id>/check.ts). Everything else that lists checks derives from it: the DNS and live runs below, the
 * findings' docs, words and examples (every-code.ts), and, written by write-check-registry.ts,
 * the registry of ids, what each runs over and the order of fixes (findings/check-registry.ts) and
 * the checks a browser runs (resolver-checks.ts).
 */
import type { Check } from '../engine/check.ts';
import type { LiveCheck } from '../engine/live-check.ts';
import type { CheckFolder, DnsCheckFolder, LiveCheckFolder } from './check-folder.ts';
import apex from './apex/check.ts';
import caa from './caa/check.ts';
import cname from './cname/check.ts';
import conflicts from './conflicts/check.ts';
import dnssec from './dnssec/check.ts';
import hostname from './hostname/check.ts';
import nameservers from './nameservers/check.ts';
import perspectives from './perspectives/check.ts';
import primary from './primary/check.ts';
import propagation from './propagation/check.ts';
import redirect from './redirect/check.ts';
import tls from './tls/check.ts';
import ttl from './ttl/check.ts';
import validation from './validation/check.ts';
import zone from './zone/check.ts';

export const CHECK_FOLDERS = [
  hostname,
  zone,
  nameservers,
  cname,
  apex,
  conflicts,
  caa,
  validation,
  propagation,
  perspectives,
  ttl,
  dnssec,
  tls,
  primary,
  redirect,
] as const satisfies readonly CheckFolder[];

export type CheckFolders = typeof CHECK_FOLDERS;

const isLive = (folder: CheckFolder): folder is LiveCheckFolder => folder.runsOver === 'http';
const isDns = (folder: CheckFolder): folder is DnsCheckFolder => folder.runsOver !== 'http';

/** In report order; all run concurrently on shared facts. */
export const CHECKS: readonly Check[] = (CHECK_FOLDERS as readonly CheckFolder[])
  .filter(isDns)
  .map((folder) => folder.check);

/**
 * What is live, run only when asked (`check --live`, `watch`, `remove-plan`), after each domain's DNS
 * checks: a certificate needs the domain to verify, and a redirect needs the certificate.
 */
export const LIVE_CHECKS: readonly LiveCheck[] = (CHECK_FOLDERS as readonly CheckFolder[])
  .filter(isLive)
  .map((folder) => folder.check);
