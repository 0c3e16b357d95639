/**
 * Every DNS scenario of domain-check's tests, in one format: a row says which world it runs in (the
 * zone files, the DNS world, the live sites) and what that world serves for it, the verdict and codes
 * domain-check must reach, the fix words where they are asserted, and which runners run it. The rows
 * live beside this file, one file per world or failure class; index.ts gathers them.
 */
import type { DomainRole, ReportStatus } from '../../../../tools/domain-check/engine/report.ts';
import type { CheckId } from '../../../../tools/domain-check/findings/finding.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import type { Fault } from '../support/dns-test-server.ts';
import type { Rir } from '../../../../tools/domain-check/checks/perspectives/rir-regions.ts';
import type { ReferenceFindings } from '../dns-world/reference-causes.ts';

/**
 * The suites that read scenarios: `in-process` (checks/run-checks.test.ts: the zone files served by
 * the in-process server), `nsd` (system/nsd.interop.test.ts: the same files served by NSD), `browser`
 * (test/site/browser/check-your-domain.test.ts: the checker page over DoH), `dns-world`
 * (system/dns-world.test.ts), `reference-tools` (system/dns-world-reference-tools.test.ts:
 * Zonemaster and DNSViz on the same world) and `live` (system/live-checks.test.ts: real TLS and HTTP
 * on loopback).
 */
export type Runner = ZoneFileRunner | DnsWorldRunner | 'live';
type ZoneFileRunner = 'in-process' | 'nsd' | 'browser';
type DnsWorldRunner = 'dns-world' | 'reference-tools';

/**
 * What domain-check must report for the row's domain. Each world's rows take the fields its runners
 * assert, so that a field no runner reads is a type error, not a silent pass.
 */
export interface Expectation {
  readonly status: ReportStatus;
  /**
   * Codes of the findings that fail, warn or could not be checked, sorted. A live row counts the
   * tls, primary and redirect findings only: the domain's DNS may fail on purpose.
   */
  readonly problems: readonly FindingCode[];
  /**
   * Codes that must also appear (passes worth asserting). The live runner pins every code: the live
   * findings' codes are exactly `problems` and `includes`.
   */
  readonly includes?: readonly FindingCode[];
  /**
   * Codes that may also appear, because they depend on which server the resolver happened to ask
   * (it picks among the zone's servers by round-trip time, RFC 1035 §7.2).
   */
  readonly mayAlsoReport?: readonly FindingCode[];
  /**
   * The verdict of the browser page, which runs no nameserver-level checks, when it differs: when
   * only such a check failed.
   */
  readonly browserStatus?: ReportStatus;
  /** The DNS host the report names (`domains[].dnsHost.name`); null for a host it does not know. */
  readonly dnsHost?: string | null;
  /**
   * The services the report lists (`domains[].dnsHost.sharedBy`) when the zone's NS names are shared
   * by several and no host is named.
   */
  readonly dnsHostSharedBy?: readonly string[];
  /**
   * What the fix of a check's finding says, and what it must never say (the owner's panel has no such
   * thing); where the row pins them, the whole fix and the finding's message (support/fix-words.ts).
   */
  readonly fixes?: readonly FixWords[];
}

/** The words of one check's finding that a row asserts; a note (TTL_DIFFERS) passes and still has a fix. */
export interface FixWords {
  readonly check: CheckId;
  /** Phrases, or patterns, the fix holds. */
  readonly says?: readonly (string | RegExp)[];
  /** The whole fix, word for word. */
  readonly is?: string;
  readonly neverSays?: RegExp;
  /** Phrases the finding's message holds. */
  readonly messageSays?: readonly string[];
  /** The whole message, word for word. */
  readonly messageIs?: string;
}

interface Row<R extends Runner> {
  /** The test's name: what the world looks like. */
  readonly title: string;
  /** The domain checked. */
  readonly domain: string;
  /** The suites that run the row: only suites of the row's world. */
  readonly runners: readonly R[];
}

/**
 * A row served from the zone files of fixtures/zones (RFC 1035 §5 master files), by the in-process
 * server or NSD, and by the DoH server in front of the browser page.
 */
export interface ZoneFileScenario extends Row<ZoneFileRunner> {
  readonly world: 'zone-files';
  readonly expect: Pick<Expectation, 'status' | 'problems' | 'includes' | 'browserStatus'>;
  /** The file of fixtures/zones that holds the domain's zone. */
  readonly zoneFile: string;
  /**
   * The resolver serves the stale zones (fixtures/zones-stale over the current ones), as a resolver
   * that still caches the old answers: it needs a second server, so the browser page cannot run it.
   */
  readonly staleResolver?: boolean;
  /**
   * The resolvers the in-process runner gives domain-check, in order, when not the world's own one
   * alone: `world` (the current zones under the stale copies), `other-region` (the platform host
   * answers it with other addresses, as GeoDNS does: fixtures/zones-other-region) and
   * `apex-servfail` (SERVFAIL for apex-ok.com's A and AAAA, the rest answered). Only the in-process
   * runner starts the last two.
   */
  readonly resolvers?: readonly ZoneFileResolver[];
}

export type ZoneFileResolver = 'world' | 'other-region' | 'apex-servfail';

/**
 * A zone-file row whose zone's nameservers go by the names of a real DNS host (Cloudflare, GoDaddy,
 * Route 53 …): the report names the host, and says its fixes in the host's words. Served by the
 * in-process server only, which alone asserts the host and the words.
 */
export interface DnsHostZoneScenario extends Row<'in-process'> {
  readonly world: 'zone-files';
  readonly expect: Pick<Expectation, 'status' | 'problems' | 'includes' | 'dnsHost' | 'dnsHostSharedBy' | 'fixes'>;
  /** The file of fixtures/dns-host-zones that holds the domain's zone. */
  readonly dnsHostZoneFile: string;
}

/**
 * The DNS hosts of the world: NSD instances, `udponly` (an NSD instance that answers over UDP only, as
 * behind a firewall that lets DNS through over UDP alone), `handmade` for what NSD refuses to serve,
 * and `silent`, an address where nothing listens.
 */
export type DnsHostName = 'alpha' | 'beta' | 'gamma' | 'udponly' | 'handmade' | 'silent';

export type DnssecSetup =
  /** Signed, with the DS at the registry. */
  | 'valid'
  /** Signed long ago: every RRSIG has expired (the host's signer stopped). */
  | 'expired-signatures'
  /** Signed, but the registry's DS is the digest of another key. */
  | 'ds-matches-no-key'
  /** Signed, then a signature damaged: bogus for another reason than time or keys. */
  | 'bad-signature'
  /** Signed, but the CAA RRset's signatures are gone: one RRset fails validation, the rest passes. */
  | 'caa-unsigned'
  /** Signed, but the AAAA RRset's signatures are gone: the A records validate, the AAAA records do not. */
  | 'aaaa-unsigned'
  /**
   * Signed, but the apex's NSEC record is gone: a NODATA answer at the apex (for CAA, say) comes
   * without the NSEC that proves it (RFC 4035 §3.1.3.1), while every RRset that exists validates.
   */
  | 'nodata-without-nsec'
  /**
   * Signed, with more keys published than a UDP answer of 1232 octets carries (as in a rollover):
   * the DNSKEY RRset can be read over TCP only (RFC 7766 §5).
   */
  | 'large-dnskey-set'
  /** Not signed at all, but the registry still holds a DS (a move to a host without DNSSEC). */
  | 'ds-for-unsigned-zone'
  /** Signed, but the registry's DS has the key's tag and algorithm with a wrong digest. */
  | 'ds-digest-wrong'
  /** Signed, but the CNAME RRsets' signatures are gone: the domain's CNAME is bogus (RFC 4035 §5.3). */
  | 'cname-unsigned'
  /** Signed, but with an algorithm number no validator knows: insecure, not bogus (RFC 4035 §5.2). */
  | 'unknown-algorithm'
  /**
   * Signed, but the NSEC at the zone's wildcard `*` is gone: an answer synthesized from the wildcard
   * comes without the proof that the name asked does not exist (RFC 4035 §3.1.3.3, §5.3.4).
   */
  | 'wildcard-nsec-dropped';

/** A row of the DNS world as its file writes it; `defineScenarios` adds the world and the runners. */
export interface DnsWorldRow {
  /** The test's name: what the world looks like. */
  readonly title: string;
  /** The RFC section or document that makes the expected verdict right. */
  readonly source: string;
  /** The customer zone, a child of `test.`; scenarios that name the same zone share its first definition. */
  readonly zone: string;
  /** The domain checked. */
  readonly domain: string;
  /** The platform host; `cname.platform.test` (IPv4 and IPv6) unless given. */
  readonly platformHost?: string;
  /** The hosts the registry delegates the zone to (NS records in `test.`). */
  readonly delegation: readonly DnsHostName[];
  /** The zone's own NS records; the delegation unless given. */
  readonly zoneNs?: readonly DnsHostName[];
  /** Other NS records at one host (the old host of a move still names itself). */
  readonly zoneNsAt?: Partial<Record<DnsHostName, readonly DnsHostName[]>>;
  /**
   * Name the zone's nameservers inside the zone (`ns1.<zone>`, `ns2.<zone>`, … for the delegation's
   * hosts, with their A records in the zone), and say whether the registry holds their glue
   * (RFC 1034 §4.2.1): without it, no resolver can find their addresses.
   */
  readonly inZoneNs?: { readonly glue: boolean };
  /**
   * The names a host's nameservers go by for this zone, as a real DNS host names them
   * (`ada.ns.cloudflare.com`), instead of the world's `ns1.<host>-dns.test`: domain-check tells the host
   * from these. They live in the world's `com.` zone, with the host's address.
   */
  readonly nsNamesAt?: Partial<Record<DnsHostName, readonly string[]>>;
  /** Hosts that serve the zone; the zone's NS and the delegation unless given. */
  readonly servedBy?: readonly DnsHostName[];
  /** Zone lines after the SOA and NS, names relative to the zone. */
  readonly records: string;
  /** Other zone lines at one host (a secondary whose transfers stopped, a second provider). */
  readonly recordsAt?: Partial<Record<DnsHostName, string>>;
  /** The SOA serial at each host; 1 unless given. */
  readonly serialAt?: Partial<Record<DnsHostName, number>>;
  readonly dnssec?: DnssecSetup;
  /**
   * A child zone `<label>.<zone>` that the zone delegates to another host (RFC 1034 §4.2), signed, with
   * its DS in the zone (RFC 4035 §2.4: a child's DS lives in its parent): the DS is the digest of the
   * child's key, or of another key (`matches-no-key`); or no DS, the parent denying it with a stale
   * NSEC (`stale-denial`): the one signed when the name held an address, without the NS bit, which
   * proves no insecure delegation (RFC 4035 §5.2, RFC 6840 §4.4).
   */
  readonly childZone?: {
    readonly label: string;
    readonly host: DnsHostName;
    readonly records: string;
    readonly ds: 'matching' | 'matches-no-key' | 'stale-denial';
    /**
     * How the child's host signs it: freshly (the default), long ago (every RRSIG expired), with its
     * address and CNAME signatures damaged, its CAA set unsigned, or not at all while the parent still holds its DS.
     */
    readonly signing?: 'fresh' | 'expired' | 'damaged' | 'caa-unsigned' | 'none';
  };
  /**
   * The registry's delegation before a nameserver move: the resolver caches the zone's NS set from
   * these hosts, then the registry switches to `delegation`.
   */
  readonly delegationBefore?: readonly DnsHostName[];
  /**
   * The resolver given to domain-check: the validating Unbound with Extended DNS Errors (the default),
   * a second one with them switched off, so that domain-check must find the cause itself, or a third
   * that does not validate at all, so that domain-check must validate itself.
   */
  readonly resolver?: 'with-ede' | 'without-ede' | 'non-validating';
  /**
   * Questions about the domain that the validating resolver answers before the check (a visitor, the
   * CA), so that their answers sit in its cache.
   */
  readonly askedBefore?: readonly ('A' | 'AAAA' | 'CNAME')[];
  /** Faults of the handmade server for this zone's names. */
  readonly faults?: readonly Fault[];
  /**
   * The handmade host answers by the asker's client subnet (EDNS Client Subnet, RFC 7871), as a DNS host
   * with location-based routing does: these zone lines to the regions named, the zone's to every other
   * (support/geo-steering.ts).
   */
  readonly answersByRegion?: { readonly regions: readonly Rir[]; readonly records: string };
  /**
   * What Zonemaster and DNSViz report of the faults that break a CA's lookups, recorded from a run
   * against this world. Given for the scenarios where they have something to say (a broken path to
   * the answer, DNSSEC) and a few healthy ones; the reference-tool test runs the tools on these only.
   */
  readonly reference?: ReferenceFindings;
  readonly expect: Pick<Expectation, 'status' | 'problems' | 'mayAlsoReport' | 'dnsHost' | 'fixes'>;
}

/**
 * A row of the DNS world (dns-world/world.ts): one customer zone under `test.`, how the registry (the
 * `test.` zone) delegates it, what each DNS host serves, and the verdict domain-check must reach when
 * it is given the validating resolver only.
 */
export interface DnsWorldScenario extends DnsWorldRow, Row<DnsWorldRunner> {
  readonly world: 'dns-world';
}

/** A row of the live sites (fixtures/live-sites.ts, zones/live.test.zone): real TLS and HTTP on 127.0.0.x. */
export interface LiveScenario extends Row<'live'> {
  readonly world: 'live';
  readonly expect: Pick<Expectation, 'status' | 'problems' | 'includes'>;
  readonly role: DomainRole;
  /** Other redirect sources in the same config. */
  readonly with?: readonly string[];
}

export type Scenario = ZoneFileScenario | DnsHostZoneScenario | DnsWorldScenario | LiveScenario;

/**
 * The DNS world's rows: every one runs in system/dns-world.test.ts, and those with a `reference` in
 * the reference-tool suite.
 */
export function defineScenarios(rows: readonly DnsWorldRow[]): readonly DnsWorldScenario[] {
  return rows.map((row) => ({
    ...row,
    world: 'dns-world',
    runners: row.reference ? ['dns-world', 'reference-tools'] : ['dns-world'],
  }));
}
