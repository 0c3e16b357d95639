/**
 * A scenario of the DNS world: one customer zone under `test.`, how the registry (the `test.` zone)
 * delegates it, what each DNS host serves, and the verdict domain-check must reach when it is given
 * the validating resolver only.
 */
import type { ReportStatus } from '../../../../tools/domain-check/engine/report.ts';
import type { CheckId } from '../../../../tools/domain-check/engine/finding.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/catalog.ts';
import type { Fault } from '../support/dns-test-server.ts';
import type { ReferenceFindings } from './reference-causes.ts';

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
  | 'ds-for-unsigned-zone';

export interface Scenario {
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
   * child's key, or of another key (`matches-no-key`).
   */
  readonly childZone?: {
    readonly label: string;
    readonly host: DnsHostName;
    readonly records: string;
    readonly ds: 'matching' | 'matches-no-key';
  };
  /**
   * The registry's delegation before a nameserver move: the resolver caches the zone's NS set from
   * these hosts, then the registry switches to `delegation`.
   */
  readonly delegationBefore?: readonly DnsHostName[];
  /**
   * The resolver given to domain-check: the validating Unbound with Extended DNS Errors (the default),
   * or a second one with them switched off, so that domain-check must find the cause itself.
   */
  readonly resolver?: 'with-ede' | 'without-ede';
  /** Faults of the handmade server for this zone's names. */
  readonly faults?: readonly Fault[];
  /**
   * What Zonemaster and DNSViz report of the faults that break a CA's lookups, recorded from a run
   * against this world. Given for the scenarios where they have something to say (a broken path to
   * the answer, DNSSEC) and a few healthy ones; the reference-tool test runs the tools on these only.
   */
  readonly reference?: ReferenceFindings;
  readonly expect: {
    readonly status: ReportStatus;
    /** Codes of the findings that fail, warn or could not be checked, sorted. */
    readonly problems: readonly FindingCode[];
    /**
     * Codes that may also appear, because they depend on which server the resolver happened to ask
     * (it picks among the zone's servers by round-trip time, RFC 1035 §7.2).
     */
    readonly mayAlsoReport?: readonly FindingCode[];
    /** The DNS host the report names (`domains[].dnsHost.name`); null for a host it does not know. */
    readonly dnsHost?: string | null;
    /** What the fix of a check's problem says, and what it must never say (the owner's panel has no such thing). */
    readonly fixes?: readonly {
      readonly check: CheckId;
      readonly says: readonly string[];
      readonly neverSays?: RegExp;
    }[];
  };
}

export function defineScenarios(scenarios: readonly Scenario[]): readonly Scenario[] {
  return scenarios;
}
