/**
 * What a resolver does besides resolving, learnt beside the first lookups (no round trip added): the
 * root zone's signed SOA (does it validate?), a name that cannot exist (does it rewrite NXDOMAIN?),
 * and `ipv4only.arpa` (does it synthesize AAAA records, DNS64?). The signs that one answer was
 * filtered, or comes from a view of the resolver's own network, are read here too.
 */
import { describeExtendedErrors, type DnsClient, type LookupResult } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import { ipv6ToBigInt, isAddressInRange, isAddressInRanges } from '../../dns-hosts/address-ranges.ts';
import {
  EMBEDDED_IPV4_BYTES,
  FILTER_SENTINEL_ADDRESSES,
  FILTERING_EXTENDED_ERRORS,
  INTERNAL_RANGES,
  IPV4ONLY_ARPA,
} from './knowledge.ts';

/** A resolver's traits, as the report's `resolvers` list gives them. */
export interface ResolverTraits {
  readonly resolver: string;
  /**
   * Whether it validates DNSSEC: the AD bit on the root zone's signed SOA (RFC 4035 §3.2.3); `null`
   * when its answer held no signature (an unsigned root: a test world's, or a resolver that strips them).
   */
  readonly validates: boolean | null;
  /** The addresses it answers for a name that cannot exist (NXDOMAIN rewriting); empty when honest. */
  readonly nxdomainRewrite: readonly string[];
  /** The prefixes it synthesizes AAAA records in (DNS64, RFC 6147), from `ipv4only.arpa`; empty when none. */
  readonly dns64Prefixes: readonly string[];
}

/** The probes' answers, kept for evidence. */
export interface ResolverProbes {
  readonly traits: ResolverTraits;
  readonly root: LookupResult | undefined;
  readonly impossible: LookupResult | undefined;
  readonly ipv4only: LookupResult | undefined;
}

/**
 * A name no zone can hold: a random top-level label under the signed root, which every honest
 * resolver answers NXDOMAIN (RFC 1035 §4.3.2 step 3c). New for each run, so no cache answers it.
 */
export function impossibleName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `nx-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}-domain-check`;
}

/**
 * Asks `server` the three probe questions at once; `root` is the root-zone probe the run already sends
 * (with DO set, so its signatures come back). A probe that throws is a bug: it tells nothing (undefined).
 */
export async function probeTraits(
  dns: DnsClient,
  server: DnsServer,
  root: Promise<LookupResult | undefined>,
  nonexistent: string,
): Promise<ResolverProbes> {
  const ask = (name: string, type: 'A' | 'AAAA') =>
    dns.lookup({ server, name, type, followCnames: true }).catch(() => undefined);
  const [rootAnswer, impossible, ipv4only] = await Promise.all([
    root,
    ask(nonexistent, 'A'),
    ask(IPV4ONLY_ARPA.value.name, 'AAAA'),
  ]);
  return {
    traits: {
      resolver: formatServer(server),
      validates: validatesDnssec(rootAnswer),
      nxdomainRewrite: impossible?.status === 'answer' ? impossible.records.map((record) => record.data) : [],
      dns64Prefixes: ipv4only?.status === 'answer' ? dns64PrefixesOf(ipv4only) : [],
    },
    root: rootAnswer,
    impossible,
    ipv4only,
  };
}

function validatesDnssec(root: LookupResult | undefined): boolean | null {
  if (root?.status !== 'answer') return null;
  if (root.authenticData) return true;
  const signed = root.answerSection.some((record) => record.type === 'RRSIG');
  return signed ? false : null;
}

/** The prefixes in which `ipv4only.arpa`'s well-known IPv4 addresses sit (RFC 7050 §3). */
export function dns64PrefixesOf(lookup: LookupResult): string[] {
  const prefixes = new Set<string>();
  for (const record of lookup.records) {
    const value = ipv6ToBigInt(record.data);
    if (value === null) continue;
    const bytes = Array.from({ length: 16 }, (_, index) => Number((value >> BigInt(8 * (15 - index))) & 0xffn));
    for (const [length, positions] of EMBEDDED_IPV4_BYTES.value) {
      const embedded = positions.map((position) => bytes[position]);
      const known = IPV4ONLY_ARPA.value.addresses.some((address) =>
        address.every((byte, index) => embedded[index] === byte),
      );
      if (known) prefixes.add(`${formatIpv6((value >> BigInt(128 - length)) << BigInt(128 - length))}/${length}`);
    }
  }
  return [...prefixes];
}

/** An IPv6 address in its shortest form (RFC 5952 §4): the longest run of zero groups as `::`. */
function formatIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(16 * (7 - index))) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > best.length && length > 1) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

const addressesOf = (lookup: LookupResult): string[] =>
  lookup.records.filter((record) => record.type === 'A' || record.type === 'AAAA').map((record) => record.data);

/** The filter's sentinel addresses in an answer. */
export function sentinelAddressesOf(lookup: LookupResult): string[] {
  return addressesOf(lookup).filter((address) => FILTER_SENTINEL_ADDRESSES.value.includes(address));
}

/** The answer says itself that it was filtered: an Extended DNS Error 15–18. */
export function hasFilteringError(lookup: LookupResult): boolean {
  return lookup.extendedErrors.some((error) => FILTERING_EXTENDED_ERRORS.value.has(error.infoCode));
}

/** Why an answer reads as filtered: a sentinel address, or an Extended DNS Error 15–18; `null` when it does not. */
export function filterSignOf(lookup: LookupResult): string | null {
  const sentinels = sentinelAddressesOf(lookup);
  const errors = lookup.extendedErrors.filter((error) => FILTERING_EXTENDED_ERRORS.value.has(error.infoCode));
  if (sentinels.length === 0 && errors.length === 0) return null;
  const answered = sentinels.length > 0 ? `${lookup.type} ${sentinels.join(' ')}` : lookup.status.toUpperCase();
  return `${answered} for ${lookup.name}${describeExtendedErrors(errors)}`;
}

/** Its addresses in private or shared ranges (RFC 1918, RFC 6598, RFC 4193). */
export function internalAddressesOf(lookup: LookupResult): string[] {
  return addressesOf(lookup).filter((address) => isAddressInRanges(address, INTERNAL_RANGES.value));
}

/** Every address of the answer is one the resolver gives for names that do not exist. */
export function isRewrittenNxdomain(lookup: LookupResult, traits: ResolverTraits): boolean {
  const addresses = addressesOf(lookup);
  return addresses.length > 0 && addresses.every((address) => traits.nxdomainRewrite.includes(address));
}

/**
 * Every AAAA of the answer lies in the resolver's DNS64 prefix: synthesized, which a DNS64 server does
 * only when the name has no AAAA record (RFC 6147 §5.1.1), so none of them is the zone's.
 */
export function isSynthesizedAaaa(lookup: LookupResult, traits: ResolverTraits): boolean {
  if (lookup.type !== 'AAAA' || traits.dns64Prefixes.length === 0) return false;
  const addresses = addressesOf(lookup);
  return (
    addresses.length > 0 &&
    addresses.every((address) => traits.dns64Prefixes.some((prefix) => isAddressInRange(address, prefix)))
  );
}
