/**
 * The zone-file world: one row per scenario served from the RFC 1035 §5 master files of
 * fixtures/zones (and fixtures/zones-stale for the resolver that still caches old answers). The
 * in-process suite, the NSD interop suite and the browser suite assert the rows their `runners` name.
 */
import type { ZoneFileScenario } from './scenario.ts';

/** The platform host of the zone-file world (fixtures/zones/platform.test.zone). */
export const PLATFORM_HOST = 'sites.platform.test';

const scenarios: readonly ZoneFileScenario[] = [
  {
    title: 'passes when the CNAME points at the platform host',
    domain: 'ok.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: [
        'CNAME_OK',
        'CAA_NONE',
        'CONFLICTS_NONE',
        'NAMESERVERS_OK',
        'PROPAGATION_OK',
        'TTL_OK',
        'ZONE_SUBDOMAIN',
      ],
    },
  },
  {
    title: 'notes a TTL other than 3600 without failing',
    domain: 'short-ttl.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['TTL_DIFFERS'],
    },
  },
  {
    title: 'fails when an A record sits where the CNAME belongs',
    domain: 'a-record.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_A_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when a stray AAAA record sits where the CNAME belongs',
    domain: 'aaaa-record.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_AAAA_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when an MX record sits where the CNAME belongs',
    domain: 'mx-record.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_MX_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when a TXT record sits where the CNAME belongs',
    domain: 'txt-record.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_TXT_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails a TXT record where the CNAME belongs, whatever its text holds (a bidi override)',
    domain: 'docs.bidi-text.com',
    world: 'zone-files',
    zoneFile: 'bidi-text.com.zone',
    // NSD's zone parser is not asked to hold raw UTF-8 in a quoted string.
    runners: ['in-process', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICTING_TXT_RECORD', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the CNAME has a typo and its target does not exist',
    domain: 'typo.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISMATCH', 'CNAME_TARGET_UNRESOLVABLE', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the CNAME points at another host that resolves',
    domain: 'elsewhere.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISMATCH', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the CNAME value includes https://',
    domain: 'scheme.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_HAS_SCHEME', 'CNAME_TARGET_UNRESOLVABLE', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the CNAME value includes a path',
    domain: 'path.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_HAS_PATH', 'CNAME_TARGET_UNRESOLVABLE', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the DNS host appended the zone to the CNAME value',
    domain: 'appended.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_TARGET_UNRESOLVABLE', 'CNAME_ZONE_APPENDED', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the CNAME was created at the doubled name',
    domain: 'doubled.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_OWNER_DOUBLED', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'warns when the CNAME reaches the platform through a chain',
    domain: 'chain.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_INDIRECT', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      // CNAME_INDIRECT is a warning; only the propagation check, CLI only, fails it.
      browserStatus: 'ready',
    },
  },
  {
    title: 'fails when the CNAME chain loops',
    domain: 'loop.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      // The CA's CAA lookup follows the loop too, and fails.
      problems: ['CAA_LOOKUP_FAILED', 'CNAME_LOOP', 'CNAME_MISMATCH', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'tells a subdomain under a multi-label public suffix from its registrable domain',
    domain: 'docs.example.co.uk',
    world: 'zone-files',
    zoneFile: 'example.co.uk.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['ZONE_SUBDOMAIN', 'CNAME_OK'],
    },
  },
  {
    title: 'treats a delegated subdomain as its own apex and says so',
    domain: 'team.example.com',
    world: 'zone-files',
    zoneFile: 'team.example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['ZONE_DELEGATED_SUBDOMAIN', 'APEX_OK'],
    },
  },
  {
    title: 'asks whether the domain is registered when the registrable domain is NXDOMAIN',
    domain: 'docs.unregistered.com',
    world: 'zone-files',
    zoneFile: 'com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['ZONE_NOT_REGISTERED'],
    },
  },
  {
    title: 'passes an apex whose addresses are the platform host’s',
    domain: 'apex-ok.com',
    world: 'zone-files',
    zoneFile: 'apex-ok.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['APEX_OK', 'ZONE_APEX'],
    },
  },
  {
    title: 'fails when the apex serves an address beside the platform’s (partial is not enough)',
    domain: 'apex-partial.com',
    world: 'zone-files',
    zoneFile: 'apex-partial.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['APEX_ADDRESSES_PARTIAL'],
    },
  },
  {
    title: 'fails when the apex points at a foreign address',
    domain: 'apex-foreign.com',
    world: 'zone-files',
    zoneFile: 'apex-foreign.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when the apex has no address',
    domain: 'apex-none.com',
    world: 'zone-files',
    zoneFile: 'apex-none.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'reports propagating, not a wrong apex, while a resolver caches the apex’s old address',
    domain: 'apex-moved.com',
    world: 'zone-files',
    zoneFile: 'apex-moved.com.zone',
    staleResolver: true,
    runners: ['in-process', 'nsd'],
    expect: {
      status: 'propagating',
      problems: ['PROPAGATING'],
      includes: ['APEX_OK'],
    },
  },
  {
    title: 'fails an apex the DNS host now points away, though a resolver still caches the platform’s address',
    domain: 'apex-repointed.com',
    world: 'zone-files',
    zoneFile: 'apex-repointed.com.zone',
    staleResolver: true,
    runners: ['in-process', 'nsd'],
    expect: {
      status: 'action-required',
      problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails on a CNAME at the apex',
    domain: 'apex-cname.com',
    world: 'zone-files',
    zoneFile: 'apex-cname.com.zone',
    runners: ['in-process', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['APEX_CNAME', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'fails when CAA on a parent names another CA',
    domain: 'docs.caa-blocked.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CAA_BLOCKS_ISSUER'],
    },
  },
  {
    title: 'counts an issuer with parameters as that issuer, and warns that validationmethods needs confirming',
    domain: 'docs.caa-params.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: ['CAA_VALIDATIONMETHODS_UNCONFIRMED'],
    },
  },
  {
    title: 'fails on an unknown tag with the critical bit 128',
    domain: 'docs.caa-critical.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CAA_CRITICAL_UNKNOWN_TAG'],
    },
  },
  {
    title: 'treats flags 1 on an unknown tag as critical, as Let’s Encrypt (Boulder) does',
    domain: 'docs.caa-flag-one.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CAA_CRITICAL_UNKNOWN_TAG'],
    },
  },
  {
    title: 'fails when CAA "issue ;" allows nobody',
    domain: 'docs.caa-nobody.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CAA_BLOCKS_ISSUER'],
    },
  },
  {
    title: 'ignores issuewild for a non-wildcard name',
    domain: 'docs.caa-wild.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CAA_BLOCKS_ISSUER'],
    },
  },
  {
    title: 'climbs more than one level to the CAA set at the registrable domain',
    domain: 'docs.team.eu.caa-deep.com',
    world: 'zone-files',
    zoneFile: 'caa-deep.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['CAA_ALLOWS_ISSUER'],
    },
  },
  {
    title: 'fails when the CAA set three levels up names another CA',
    domain: 'docs.team.eu.caa-deep-blocked.com',
    world: 'zone-files',
    zoneFile: 'caa-deep-blocked.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      problems: ['CAA_BLOCKS_ISSUER'],
    },
  },
  {
    title: 'fails when the CAA set at the CNAME target blocks the CA, whatever the parent allows',
    domain: 'docs.caa-alias.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'action-required',
      // The CNAME points at a CDN host rather than the platform host: that is the cname check's finding.
      problems: ['CAA_BLOCKS_ISSUER', 'CNAME_MISMATCH', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    },
  },
  {
    title: 'compares the CNAME value with the platform host without regard to case',
    domain: 'mixed-case.example.com',
    world: 'zone-files',
    zoneFile: 'example.com.zone',
    runners: ['in-process', 'nsd', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['CNAME_OK', 'PROPAGATION_OK'],
    },
  },
  {
    title: 'reads CAA tags case-insensitively',
    domain: 'docs.caa-case.com',
    world: 'zone-files',
    zoneFile: 'caa-case.com.zone',
    runners: ['in-process', 'browser'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['CAA_ALLOWS_ISSUER'],
    },
  },
  {
    title: 'reports propagating, with the negative TTL, when a resolver cached NXDOMAIN',
    domain: 'new.propagating.com',
    world: 'zone-files',
    zoneFile: 'propagating.com.zone',
    staleResolver: true,
    runners: ['in-process', 'nsd'],
    expect: {
      status: 'propagating',
      problems: ['PROPAGATING'],
    },
  },
  {
    title: 'reports propagating, with the remaining TTL, when a resolver caches the old CNAME',
    domain: 'moved.propagating.com',
    world: 'zone-files',
    zoneFile: 'propagating.com.zone',
    staleResolver: true,
    runners: ['in-process', 'nsd'],
    expect: {
      status: 'propagating',
      problems: ['PROPAGATING'],
    },
  },
  {
    title: 'passes when the resolver and the DNS host agree',
    domain: 'steady.propagating.com',
    world: 'zone-files',
    zoneFile: 'propagating.com.zone',
    staleResolver: true,
    runners: ['in-process', 'nsd'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['PROPAGATION_OK'],
    },
  },
  {
    title: 'fails an apex whose addresses are the platform’s only as the other resolver sees it',
    domain: 'apex-pinned.com',
    world: 'zone-files',
    zoneFile: 'apex-pinned.com.zone',
    resolvers: ['world', 'other-region'],
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_FOREIGN_ADDRESS'],
    },
  },
  {
    title: 'cannot compare, and says so, when a resolver fails the apex’s A and AAAA lookups',
    domain: 'apex-ok.com',
    world: 'zone-files',
    zoneFile: 'apex-ok.com.zone',
    resolvers: ['apex-servfail'],
    runners: ['in-process'],
    expect: {
      status: 'inconclusive',
      problems: ['APEX_LOOKUP_FAILED', 'DNSSEC_SERVFAIL', 'PROPAGATION_LOOKUP_FAILED'],
    },
  },
  {
    title: 'names the resolver that failed the apex lookup when another resolver answered',
    domain: 'apex-ok.com',
    world: 'zone-files',
    zoneFile: 'apex-ok.com.zone',
    resolvers: ['world', 'apex-servfail'],
    runners: ['in-process'],
    expect: {
      status: 'inconclusive',
      problems: ['APEX_LOOKUP_FAILED', 'DNSSEC_SERVFAIL', 'PROPAGATION_LOOKUP_FAILED'],
    },
  },
  {
    title: 'passes the apex of an ALIAS that follows the platform by region, as each resolver sees it',
    domain: 'apex-ok.com',
    world: 'zone-files',
    zoneFile: 'apex-ok.com.zone',
    resolvers: ['world', 'other-region'],
    runners: ['in-process'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['APEX_OK', 'PROPAGATION_OK'],
    },
  },
  {
    title: 'reports propagating when one region still caches the apex’s old address and the other has the platform’s',
    domain: 'apex-moved.com',
    world: 'zone-files',
    zoneFile: 'apex-moved.com.zone',
    staleResolver: true,
    resolvers: ['world', 'other-region'],
    runners: ['in-process'],
    expect: {
      status: 'propagating',
      problems: ['PROPAGATING'],
      includes: ['APEX_OK'],
    },
  },
];

export default scenarios;
