/**
 * What DNS's reference diagnosis tools call the faults that break a certificate authority's lookups,
 * and the domain-check codes that name the same cause. A tag that is not here is either an artefact of
 * a loopback lab (private addresses, no reverse DNS, one nameserver per zone) or a fault the CA's
 * resolver lives with (a stale serial, an SOA value): the reference-tool test compares only these.
 *
 * Sources: Zonemaster's test case specifications (github.com/zonemaster/zonemaster, docs/public/
 * specifications/tests, read 2026-11-25 for engine 4.6.2) and DNSViz's error classes
 * (dnsviz/analysis/errors.py in dnsviz 0.9.4, the Debian package).
 */
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';

/** The codes a lame server or delegation is named by (RFC 1912 §2.8), one server or all of them. */
const LAME: readonly FindingCode[] = ['DELEGATION_LAME', 'NAMESERVER_NOT_AUTHORITATIVE', 'CAA_DNS_HOST_FAILS'];
/** The codes of a zone or RRset that fails DNSSEC validation (RFC 4035 §5), whichever zone it is. */
const BOGUS: readonly FindingCode[] = [
  'DNSSEC_BOGUS',
  'DNSSEC_BROKEN',
  'DNSSEC_RRSET_BOGUS',
  'DNSSEC_TARGET_ZONE_BOGUS',
  'DNSSEC_SIGNATURE_EXPIRED',
  'DNSSEC_DS_MATCHES_NO_KEY',
  'DNSSEC_CHILD_DS_MATCHES_NO_KEY',
  'DNSSEC_PARENT_ZONE_RRSET_BOGUS',
];

/** Zonemaster message tags (`--raw`, `--json-stream`) → domain-check codes naming the same cause. */
export const ZONEMASTER_CAUSES = {
  /** BASIC02: the parent names in-zone nameservers and gives no glue (RFC 1034 §4.2.1). */
  NO_GLUE_PREVENTS_NAMESERVER_TESTS: ['DELEGATION_MISSING_GLUE'],
  /** BASIC02: a delegated server answers the zone's SOA with an error code or no SOA. */
  NS_FAILED: [...LAME, 'APEX_CNAME_HIDES_ZONE'],
  /** DELEGATION04: a delegated server answers without the AA flag. */
  IS_NOT_AUTHORITATIVE: LAME,
  /** NAMESERVER02: a query with EDNS gets no answer where one without it does (RFC 6891 §7). */
  BREAKS_ON_EDNS: ['NAMESERVER_DROPS_EDNS'],
  /** CONNECTIVITY01: a delegated server answers nothing over UDP. */
  CN01_NO_RESPONSE_UDP: ['NAMESERVER_NOT_ANSWERING'],
  /** CONNECTIVITY02: a delegated server answers nothing over TCP (RFC 7766 §5). */
  CN02_NO_RESPONSE_TCP: ['NAMESERVER_NO_TCP', 'NAMESERVER_NOT_ANSWERING'],
  /** DNSSEC02: no DNSKEY matches the parent's DS (RFC 4035 §5.2). */
  DS02_NO_VALID_DNSKEY_FOR_ANY_DS: ['DNSSEC_DS_MATCHES_NO_KEY', 'DNSSEC_CHILD_DS_MATCHES_NO_KEY'],
  /** DNSSEC07, DNSSEC11: a DS at the parent for a zone without DNSKEY. */
  DS_BUT_NOT_DNSKEY: ['DNSSEC_DS_MATCHES_NO_KEY', 'DNSSEC_CHILD_DS_MATCHES_NO_KEY'],
  DS11_DS_BUT_UNSIGNED_ZONE: ['DNSSEC_DS_MATCHES_NO_KEY', 'DNSSEC_CHILD_DS_MATCHES_NO_KEY'],
  /**
   * DNSSEC11: whether the zone is signed cannot be told, as no server gives a DNSKEY answer (seen for
   * a DNSKEY set that needs TCP from servers without it).
   */
  DS11_UNDETERMINED_SIGNED_ZONE: ['NAMESERVER_NO_TCP', 'NAMESERVER_NOT_ANSWERING'],
  /** DNSSEC04, DNSSEC08: signatures past their expiration (RFC 4034 §3.1.5). */
  RRSIG_EXPIRED: ['DNSSEC_SIGNATURE_EXPIRED', 'DNSSEC_TARGET_ZONE_BOGUS'],
  DS08_DNSKEY_RRSIG_EXPIRED: ['DNSSEC_SIGNATURE_EXPIRED', 'DNSSEC_TARGET_ZONE_BOGUS'],
  /**
   * DNSSEC05, DNSSEC14: no server gives a DNSKEY answer: a zone with a DS and no key, servers that
   * cannot send it (no TCP), or servers that do not serve the zone at all (lame, or a CNAME at its apex).
   */
  NO_RESPONSE_DNSKEY: [
    'DNSSEC_DS_MATCHES_NO_KEY',
    'DNSSEC_CHILD_DS_MATCHES_NO_KEY',
    'NAMESERVER_NO_TCP',
    ...LAME,
    'APEX_CNAME_HIDES_ZONE',
  ],
} as const satisfies Record<string, readonly FindingCode[]>;

/** DNSViz error and warning codes (`dnsviz grok`) → domain-check codes naming the same cause. */
export const DNSVIZ_CAUSES = {
  /** The parent names an in-zone nameserver without glue (RFC 1034 §4.2.1). */
  MISSING_GLUE_FOR_NS_NAME: ['DELEGATION_MISSING_GLUE'],
  /** No address could be found for a nameserver name. */
  ERROR_RESOLVING_NS_NAME: ['DELEGATION_MISSING_GLUE', 'NAMESERVER_NOT_ANSWERING'],
  /** A server answered the zone's queries with an error code or not at all, over UDP or TCP. */
  SERVER_INVALID_RESPONSE_UDP: LAME,
  SERVER_INVALID_RESPONSE_TCP: LAME,
  INVALID_RCODE: LAME,
  /** A server answers without the AA flag; DNSViz spells the query-level code NOT_AUTHORITATVE. */
  SERVER_NOT_AUTHORITATIVE: LAME,
  NOT_AUTHORITATVE: LAME,
  /** A delegated server answers nothing over UDP. */
  SERVER_UNRESPONSIVE_UDP: ['NAMESERVER_NOT_ANSWERING'],
  /** A delegated server answers nothing over TCP (RFC 7766 §5). */
  SERVER_UNRESPONSIVE_TCP: ['NAMESERVER_NO_TCP', 'NAMESERVER_NOT_ANSWERING'],
  /** Queries carrying EDNS get no answer where queries without it do (RFC 6891 §7). */
  ERROR_WITH_EDNS: ['NAMESERVER_DROPS_EDNS'],
  /** The delegation's NS names are not the zone's own: here, the apex answers a CNAME for NS. */
  NS_NAME_NOT_IN_CHILD: ['APEX_CNAME_HIDES_ZONE', 'DELEGATION_NS_DIFFER'],
  /**
   * A NODATA answer of a signed zone without the NSEC record that proves it (RFC 4035 §3.1.3.1); a
   * zone not signed at all, with a DS at the parent, lacks every NSEC too.
   */
  MISSING_NSEC_FOR_NODATA: ['DNSSEC_DENIAL_MISSING', 'DNSSEC_DS_MATCHES_NO_KEY', 'DNSSEC_CHILD_DS_MATCHES_NO_KEY'],
  /** An RRset of a signed zone without signatures (RFC 4035 §2.2). */
  MISSING_RRSIG: BOGUS,
  /** A signature that does not verify (RFC 4035 §5.3.3). */
  SIGNATURE_INVALID: BOGUS,
  /** A signature past its expiration (RFC 4034 §3.1.5). */
  EXPIRATION_IN_PAST: BOGUS,
  /**
   * No DNSKEY matches the parent's DS, or none validates (RFC 4035 §5.2); or no DNSKEY set could be
   * read at all (one too large for UDP, from servers that do not answer over TCP).
   */
  NO_SEP: [...BOGUS, 'NAMESERVER_NO_TCP'],
  /** A DS at the parent for a zone without DNSKEY. */
  MISSING_SEP_FOR_ALG: BOGUS,
} as const satisfies Record<string, readonly FindingCode[]>;

export type ZonemasterTag = keyof typeof ZONEMASTER_CAUSES;
export type DnsvizCode = keyof typeof DNSVIZ_CAUSES;

/**
 * What the reference tools report for a scenario, of the faults above: recorded from a run against
 * the DNS world, and checked again by the reference-tool test on every run.
 */
export interface ReferenceFindings {
  /** The zone Zonemaster tests; the scenario's zone unless given (a sub-zone's fault is its own). */
  readonly zonemasterZone?: string;
  readonly zonemaster: readonly ZonemasterTag[];
  readonly dnsviz: readonly DnsvizCode[];
  /**
   * DNSViz codes that come or go with timing on a busy machine (which of its retries, with or without
   * EDNS, times out first): left out of the comparison either way.
   */
  readonly dnsvizVaries?: readonly DnsvizCode[];
}

export function isZonemasterCause(tag: string): tag is ZonemasterTag {
  return Object.hasOwn(ZONEMASTER_CAUSES, tag);
}

export function isDnsvizCause(code: string): code is DnsvizCode {
  return Object.hasOwn(DNSVIZ_CAUSES, code);
}
