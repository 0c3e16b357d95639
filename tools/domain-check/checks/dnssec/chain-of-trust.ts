/**
 * domain-check's own DNSSEC validation, as `delv` and DNSViz do it: from the root's trust anchor down
 * (RFC 4035 §5), over the answers of each zone's authoritative servers, so a bogus zone is found
 * whether or not the resolver validates. Each zone's keys are authenticated once per run: the root's
 * DNSKEY by the trust anchor, each child's by the DS its parent signs (RFC 4035 §5.2); a DS proven
 * absent makes the child insecure, not bogus. Where the nameservers cannot be asked (a browser), the
 * resolver is asked with checking disabled (RFC 4035 §3.2.2) for the same records.
 */
import { isFailed, type DnsClient, type LookupResult, type QueryType } from '../../dns/client.ts';
import { dsDigestOf, matchDs, type UnmatchedDs } from '../../dns/dnssec/delegation.ts';
import { parseDnskey, parseDs, TYPE_CODES, type DnskeyRdata } from '../../dns/dnssec/rdata.ts';
import type { TrustAnchorSet } from '../../dns/dnssec/trust-anchors.ts';
import { rrsigsFor, verifyRrset } from '../../dns/dnssec/verify-rrset.ts';
import { wireRecords, type WireRecord } from '../../dns/dnssec/wire-record.ts';
import type { DnsServer } from '../../dns/transport.ts';
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import { nameAndAncestors } from '../../engine/domain-names.ts';
import { nameserverAddresses } from '../../engine/nameserver-addresses.ts';
import { evidenceOf, type Evidence } from '../../findings/finding.ts';
import {
  judgeNegativeAnswer,
  judgeWildcardAnswer,
  referralCut,
  wildcardOwnerParent,
  type RecordFailure,
} from './negative-answer.ts';
import { askNsAt, candidateCuts, isZoneCut } from './zone-cuts.ts';

export type ChainFailure =
  /** No DS of the parent authenticates a DNSKEY of the zone (RFC 4035 §5.2); `unsigned`: it has none. */
  | {
      readonly kind: 'ds-matches-no-key';
      readonly zone: string;
      readonly unmatched: readonly UnmatchedDs[];
      readonly unsigned: boolean;
    }
  /** One RRset's signatures fail (RFC 4035 §5.3), or a negative answer's proof does (RFC 4035 §5.4). */
  | RecordFailure
  /** The root's DNSKEY set holds no key of the trust anchors (RFC 4035 §5, RFC 5011 rollover missed). */
  | { readonly kind: 'anchor-mismatch'; readonly zone: '.' };

export type ChainVerdict =
  | { readonly security: 'secure' }
  /** `zone` is not signed (its DS proven absent), or signed with algorithms domain-check does not know. */
  | { readonly security: 'insecure'; readonly zone: string }
  | { readonly security: 'bogus'; readonly failure: ChainFailure; readonly evidence: readonly Evidence[] }
  /** The records could not be read (no server answered, the resolver names no zone): nothing is said. */
  | { readonly security: 'indeterminate'; readonly detail: string };

type ZoneKeys =
  | { readonly security: 'secure'; readonly keys: readonly DnskeyRdata[] }
  | Exclude<ChainVerdict, { security: 'secure' }>;

export interface ChainOptions {
  readonly dns: DnsClient;
  readonly resolver: DnsServer;
  /** Port of the nameservers (53 but in tests). */
  readonly port: number;
  readonly anchors: TrustAnchorSet;
  /** `false` in a browser: the resolver is asked instead, with checking disabled. */
  readonly authoritativeReachable: boolean;
  /** Servers given for one zone (`--authoritative`), asked instead of those its NS records name. */
  readonly givenServers?: { readonly zone: string; readonly servers: readonly DnsServer[] };
  /** Seconds since the epoch. */
  readonly now: () => number;
}

/** CNAMEs followed from one name before giving up (a loop, or a chain nobody would resolve). */
const MAX_CNAMES = 8;

const parentName = (name: string): string => {
  const at = name.indexOf('.');
  return at < 0 ? '.' : name.slice(at + 1);
};

const recordsOf = (records: readonly WireRecord[], name: string, typeCode: number): WireRecord[] =>
  records.filter((record) => record.typeCode === typeCode && record.name.toLowerCase() === name.toLowerCase());

function keysIn(records: readonly WireRecord[]): DnskeyRdata[] {
  return records.flatMap((record) => {
    try {
      return [parseDnskey(record.rdata)];
    } catch {
      return [];
    }
  });
}

const TYPE_NUMBERS: Readonly<Record<QueryType, number>> = {
  A: 1,
  NS: 2,
  CNAME: 5,
  SOA: 6,
  MX: 15,
  TXT: 16,
  AAAA: 28,
  CAA: 257,
  DS: TYPE_CODES.DS,
  DNSKEY: TYPE_CODES.DNSKEY,
};

export class ChainOfTrust {
  readonly #options: ChainOptions;
  readonly #keys = new Map<string, Promise<ZoneKeys>>();
  readonly #servers = new Map<string, Promise<readonly DnsServer[]>>();

  constructor(options: ChainOptions) {
    this.#options = options;
  }

  /**
   * The zone that holds `name`, from the SOA the resolver gives (RFC 2308 §3), checking disabled. A
   * name that owns a CNAME is no apex (RFC 1034 §3.6.2): the resolver follows it and gives the target's
   * SOA, so the zone is looked for from the name above.
   */
  async zoneOf(name: string): Promise<string | undefined> {
    if (name === '.') return '.';
    const { dns, resolver } = this.#options;
    // Every ancestor's SOA at once: the zone cuts above are what the chain needs next.
    const [soa] = await Promise.all(
      nameAndAncestors(name).map((each) =>
        dns.lookup({ server: resolver, name: each, type: 'SOA', followCnames: false, checkingDisabled: true }),
      ),
    );
    if (!soa) return undefined;
    const owner = [...soa.records, ...soa.answerSection, ...soa.authority].find(
      (record) => record.type === 'SOA' && isSameOrSubdomain(name, record.name),
    )?.name;
    if (owner) return owner;
    const aliased = soa.answerSection.some((record) => record.type === 'CNAME' && record.name === name);
    return aliased ? this.zoneOf(parentName(name)) : undefined;
  }

  /**
   * The zone that holds `name`, known to lie at or above the zone the zone cut lookup found: the
   * nearest of the name and the names above it that owns NS records (`zone-cuts.ts`). Every candidate
   * is asked at once (the dnssec check asked them beside its first lookups). Undefined when a lookup
   * of a nearer candidate failed: the cut may be there.
   */
  async zoneAt(name: string): Promise<string | undefined> {
    const { dns, resolver } = this.#options;
    const candidates = candidateCuts(name.toLowerCase());
    const lookups = await Promise.all(
      candidates.map((candidate) =>
        candidate === '.' ? Promise.resolve(undefined) : askNsAt(dns, resolver, candidate),
      ),
    );
    for (const [index, candidate] of candidates.entries()) {
      const lookup = lookups[index];
      if (!lookup) return candidate;
      if (isZoneCut(lookup, candidate)) return candidate;
      if (isFailed(lookup)) return undefined;
    }
    return undefined;
  }

  #serversOf(zone: string): Promise<readonly DnsServer[]> {
    const { dns, resolver, port, givenServers, authoritativeReachable } = this.#options;
    if (!authoritativeReachable) return Promise.resolve([resolver]);
    if (givenServers?.zone === zone) return Promise.resolve(givenServers.servers);
    let servers = this.#servers.get(zone);
    if (!servers) {
      servers = (async () => {
        const ns = await askNsAt(dns, resolver, zone);
        const names = ns.records.flatMap((record) => (record.target ? [record.target] : []));
        const addresses = await nameserverAddresses(dns, resolver, names, ns.additional);
        return addresses.map((host) => ({ host, port }));
      })();
      this.#servers.set(zone, servers);
    }
    return servers;
  }

  /** `name type` with its RRSIGs, from the first of the zone's servers that answers. */
  async #ask(zone: string, name: string, type: QueryType): Promise<LookupResult | undefined> {
    const { dns, authoritativeReachable } = this.#options;
    for (const server of await this.#serversOf(zone)) {
      const lookup = await dns.lookup({
        server,
        name,
        type,
        dnssecOk: true,
        followCnames: false,
        ...(authoritativeReachable ? { recursion: false } : { checkingDisabled: true }),
      });
      if (!isFailed(lookup) || lookup.status === 'nxdomain') return lookup;
    }
    return undefined;
  }

  /** The zone's authenticated keys, or why there are none; once per zone and run. */
  keysOf(zone: string): Promise<ZoneKeys> {
    let keys = this.#keys.get(zone);
    if (!keys) {
      keys = this.#authenticateKeys(zone);
      this.#keys.set(zone, keys);
    }
    return keys;
  }

  async #authenticateKeys(zone: string): Promise<ZoneKeys> {
    const parent = zone === '.' ? undefined : await this.zoneAt(parentName(zone));
    if (zone !== '.' && !parent) return { security: 'indeterminate', detail: `no zone above ${zone}` };
    // Asked at once; every lookup started is awaited, so that none outlives the run.
    const [dnskey, trusted] = await Promise.all([
      this.#ask(zone, zone, 'DNSKEY'),
      parent ? this.#keysFromParent(zone, parent) : this.#keysFromAnchors(zone),
    ]);
    if (trusted.security !== 'secure') return trusted;
    if (!dnskey) return { security: 'indeterminate', detail: `no server of ${zone} answered its DNSKEY` };
    const all = wireRecords(dnskey.answerSection);
    const keySet = recordsOf(all, zone, TYPE_CODES.DNSKEY);
    const keys = keysIn(keySet);
    const matched = await trusted.match(keys);
    if (matched.security !== 'secure') {
      return matched.security === 'bogus'
        ? { ...matched, evidence: [...matched.evidence, ...evidenceOf(dnskey)] }
        : matched;
    }
    // The DNSKEY set must be signed by a key the parent (or the anchor) vouches for (RFC 4035 §5.2).
    const verdict = await verifyRrset(
      keySet,
      rrsigsFor(all, zone, TYPE_CODES.DNSKEY),
      matched.keys,
      zone,
      this.#options.now(),
    );
    if (verdict.outcome === 'secure') return { security: 'secure', keys };
    if (verdict.outcome === 'unknown-algorithm') return { security: 'insecure', zone };
    return {
      security: 'bogus',
      failure: { kind: 'rrset', zone, name: zone, type: 'DNSKEY', reason: verdict.reason },
      evidence: evidenceOf(dnskey),
    };
  }

  /** The root: its keys that a trust anchor names (a DS digest of one, or the key itself). */
  #keysFromAnchors(zone: string): Promise<KeyMatcher> {
    const { anchors } = this.#options.anchors;
    return Promise.resolve({
      security: 'secure',
      match: async (keys) => {
        const matched: DnskeyRdata[] = [];
        for (const key of keys) {
          for (const anchor of anchors) {
            if (anchor.algorithm !== key.algorithm) continue;
            if (anchor.kind === 'dnskey' && sameBytes(anchor.publicKey, key.publicKey)) matched.push(key);
            if (anchor.kind === 'ds' && anchor.keyTag === key.keyTag) {
              const digest = await dsDigestOf(zone, key, anchor.digestType);
              if (digest && sameBytes(digest, anchor.digest)) matched.push(key);
            }
          }
        }
        if (matched.length > 0) return { security: 'secure', keys: matched };
        return { security: 'bogus', failure: { kind: 'anchor-mismatch', zone: '.' }, evidence: [] };
      },
    });
  }

  /** A child zone: the parent's signed DS set, or its signed proof that there is none. */
  async #keysFromParent(zone: string, parent: string): Promise<KeyMatcher> {
    const [parentKeys, ds] = await Promise.all([this.keysOf(parent), this.#ask(parent, zone, 'DS')]);
    if (parentKeys.security !== 'secure') return parentKeys;
    if (!ds) return { security: 'indeterminate', detail: `no server of ${parent} answered the DS of ${zone}` };
    const now = this.#options.now();
    const answer = wireRecords(ds.answerSection);
    const dsSet = recordsOf(answer, zone, TYPE_CODES.DS);
    if (dsSet.length === 0) {
      // The child is insecure only where the parent proves there is no DS (RFC 4035 §5.2).
      const question = { zone: parent, name: zone, type: 'DS', typeCode: TYPE_CODES.DS };
      const denial = await judgeNegativeAnswer(question, ds, parentKeys.keys, now);
      return denial.security === 'bogus'
        ? { security: 'bogus', failure: denial.failure, evidence: evidenceOf(ds) }
        : { security: 'insecure', zone };
    }
    const signed = await verifyRrset(dsSet, rrsigsFor(answer, zone, TYPE_CODES.DS), parentKeys.keys, parent, now);
    if (signed.outcome === 'unknown-algorithm') return { security: 'insecure', zone };
    if (signed.outcome === 'bogus') {
      return {
        security: 'bogus',
        failure: { kind: 'rrset', zone: parent, name: zone, type: 'DS', reason: signed.reason },
        evidence: evidenceOf(ds),
      };
    }
    const dsRecords = dsSet.map((record) => parseDs(record.rdata));
    return {
      security: 'secure',
      match: async (keys) => {
        const match = await matchDs(zone, dsRecords, keys);
        if (match.outcome === 'matched') return { security: 'secure', keys: match.keys };
        if (match.outcome === 'unknown-algorithm') return { security: 'insecure', zone };
        return {
          security: 'bogus',
          failure: { kind: 'ds-matches-no-key', zone, unmatched: match.unmatched, unsigned: keys.length === 0 },
          evidence: evidenceOf(ds),
        };
      },
    };
  }

  /**
   * Whether the `type` records at `name` validate, following a CNAME into whatever zone its target
   * lies in (each link is validated on its own, RFC 4035 §5.3). `knownZone`: the zone that holds the
   * name, when the caller has found it (an apex that owns a CNAME hides its SOA from resolvers).
   */
  async validate(askedName: string, type: QueryType, knownZone?: string, depth = 0): Promise<ChainVerdict> {
    const name = askedName.toLowerCase();
    const zone = knownZone ?? (await this.zoneOf(name));
    if (!zone) return { security: 'indeterminate', detail: `the resolver names no zone for ${name}` };
    // The records are asked beside the keys: both are needed, and neither waits for the other.
    const [keys, lookup] = await Promise.all([this.keysOf(zone), this.#ask(zone, name, type)]);
    if (keys.security !== 'secure') return keys;
    if (!lookup) return { security: 'indeterminate', detail: `no server of ${zone} answered ${name} ${type}` };
    const answer = wireRecords(lookup.answerSection);
    const now = this.#options.now();
    const typeCode = TYPE_NUMBERS[type];
    const cnames = type === 'CNAME' ? [] : recordsOf(answer, name, TYPE_CODES.CNAME);
    const rrset = cnames.length > 0 ? cnames : recordsOf(answer, name, typeCode);
    if (rrset.length > 0) {
      const coveredType = cnames.length > 0 ? TYPE_CODES.CNAME : typeCode;
      const verdict = await verifyRrset(rrset, rrsigsFor(answer, name, coveredType), keys.keys, zone, now);
      if (verdict.outcome === 'unknown-algorithm') return { security: 'insecure', zone };
      if (verdict.outcome === 'bogus') {
        const signedType = cnames.length > 0 ? 'CNAME' : type;
        return {
          security: 'bogus',
          failure: { kind: 'rrset', zone, name, type: signedType, reason: verdict.reason },
          evidence: evidenceOf(lookup),
        };
      }
      // An RRSIG over fewer labels than the name signs the wildcard it was synthesized from (RFC 4035 §5.3.2).
      const closestEncloser = wildcardOwnerParent(name, verdict.rrsig.labels);
      if (closestEncloser) {
        const signedType = cnames.length > 0 ? 'CNAME' : type;
        const question = { zone, name, type: signedType, typeCode: coveredType };
        const proof = await judgeWildcardAnswer(question, closestEncloser, lookup, keys.keys, now);
        if (proof.security === 'bogus') return { ...proof, evidence: evidenceOf(lookup) };
        if (proof.security === 'insecure') return { security: 'insecure', zone };
      }
      const target = lookup.answerSection.find((record) => record.type === 'CNAME' && record.name === name)?.target;
      if (cnames.length > 0 && target && depth < MAX_CNAMES) return this.validate(target, type, undefined, depth + 1);
      return { security: 'secure' };
    }
    // A referral is no denial: the name lies in a zone cut below, whose own chain decides (RFC 4035 §5.2).
    const cut = referralCut(lookup, zone, name);
    if (cut && depth < MAX_CNAMES) return this.validate(name, type, cut, depth + 1);
    return this.#validateDenial(zone, name, type, lookup, keys.keys);
  }

  /** A NODATA or NXDOMAIN answer: its signed NSEC or NSEC3 records must prove it (RFC 4035 §5.4, RFC 5155 §8). */
  async #validateDenial(
    zone: string,
    name: string,
    type: QueryType,
    lookup: LookupResult,
    keys: readonly DnskeyRdata[],
  ): Promise<ChainVerdict> {
    const question = { zone, name, type, typeCode: TYPE_NUMBERS[type] };
    const verdict = await judgeNegativeAnswer(question, lookup, keys, this.#options.now());
    if (verdict.security === 'bogus') return { ...verdict, evidence: evidenceOf(lookup) };
    return verdict.security === 'insecure' ? { security: 'insecure', zone } : { security: 'secure' };
  }
}

/** A parent's verdict on a child's keys, once the child's DNSKEY set is read. */
type KeyMatcher =
  | { readonly security: 'secure'; readonly match: (keys: readonly DnskeyRdata[]) => Promise<ZoneKeys> }
  | Exclude<ZoneKeys, { security: 'secure' }>;

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);
