/**
 * Every finding code domain-check can emit, with the words for its section on the site page
 * "domain-check findings". Checks decide *what* is wrong (code, status, evidence); this module holds the
 * general explanation and fix that the site renders, one file per check in catalog/. A finding's
 * code is typed FindingCode, so no check can emit a code missing here.
 */

import { ANY_CHECK_FINDINGS } from './catalog/any-check.ts';
import { APEX_FINDINGS } from './catalog/apex.ts';
import { CAA_FINDINGS } from './catalog/caa.ts';
import { CNAME_FINDINGS } from './catalog/cname.ts';
import { CONFLICTS_FINDINGS } from './catalog/conflicts.ts';
import { DNSSEC_FINDINGS } from './catalog/dnssec.ts';
import { HOSTNAME_FINDINGS } from './catalog/hostname.ts';
import { LOOKUP_CAUSE_FINDINGS } from './catalog/lookup-cause.ts';
import { NAMESERVERS_FINDINGS } from './catalog/nameservers.ts';
import { PRIMARY_FINDINGS } from './catalog/primary.ts';
import { PROPAGATION_FINDINGS } from './catalog/propagation.ts';
import { REDIRECT_FINDINGS } from './catalog/redirect.ts';
import { REMOVAL_FINDINGS } from './catalog/removal.ts';
import { TLS_FINDINGS } from './catalog/tls.ts';
import { TTL_FINDINGS } from './catalog/ttl.ts';
import { ZONE_FINDINGS } from './catalog/zone.ts';
import { joinParts } from './join-parts.ts';

export type { CatalogEntry } from './catalog/entry.ts';
export type { CheckId } from './check-registry.ts';

/** One file per check in catalog/, in the registry's order. */
export const FINDINGS_CATALOG = /* @__PURE__ */ joinParts(
  HOSTNAME_FINDINGS,
  ZONE_FINDINGS,
  NAMESERVERS_FINDINGS,
  CNAME_FINDINGS,
  APEX_FINDINGS,
  CONFLICTS_FINDINGS,
  CAA_FINDINGS,
  PROPAGATION_FINDINGS,
  TTL_FINDINGS,
  DNSSEC_FINDINGS,
  TLS_FINDINGS,
  REDIRECT_FINDINGS,
  REMOVAL_FINDINGS,
  PRIMARY_FINDINGS,
  LOOKUP_CAUSE_FINDINGS,
  ANY_CHECK_FINDINGS,
);

export type FindingCode = keyof typeof FINDINGS_CATALOG;

export const FINDING_CODES = /* @__PURE__ */ Object.keys(FINDINGS_CATALOG) as FindingCode[];
