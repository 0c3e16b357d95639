/**
 * What a resolver that does not tell the truth answers, as data with its source: the sentinel
 * addresses of filters, the Extended DNS Errors that say an answer was filtered, the address ranges
 * no public site is served from, and the well-known names and addresses that reveal DNS64.
 */

export interface Sourced<Value> {
  readonly value: Value;
  /** An RFC section, or a URL and the date it was read. */
  readonly source: string;
}

/**
 * The unspecified addresses a filter answers for a blocked name, in place of the real ones (Pi-hole's
 * default "NULL" mode, Unbound's `always_null` local zones).
 */
export const FILTER_SENTINEL_ADDRESSES: Sourced<readonly string[]> = {
  value: ['0.0.0.0', '::'],
  source: 'https://docs.pi-hole.net/ftldns/blockingmode/ (read 2026-11-28); RFC 4291 §2.5.2',
};

/** Extended DNS Errors that say the resolver withheld or replaced the answer on purpose. */
export const FILTERING_EXTENDED_ERRORS: Sourced<ReadonlyMap<number, string>> = {
  value: new Map([
    [15, 'Blocked'],
    [16, 'Censored'],
    [17, 'Filtered'],
    [18, 'Prohibited'],
  ]),
  source: 'RFC 8914 §4.16–§4.19',
};

/**
 * Ranges that are never a public site's address: a resolver that answers them where the zone's own
 * servers answer others serves a view of its own network (split horizon).
 */
export const INTERNAL_RANGES: Sourced<readonly string[]> = {
  value: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'],
  source: 'RFC 1918 §3 (private IPv4), RFC 6598 §7 (shared address space), RFC 4193 §3 (unique local IPv6)',
};

/** The name whose only addresses are known, from which a client learns a DNS64 prefix. */
export const IPV4ONLY_ARPA: Sourced<{ readonly name: string; readonly addresses: readonly number[][] }> = {
  value: {
    name: 'ipv4only.arpa',
    addresses: [
      [192, 0, 0, 170],
      [192, 0, 0, 171],
    ],
  },
  source: 'RFC 8880 §2, RFC 7050 §3',
};

/**
 * Where the IPv4 address sits in an IPv4-embedded IPv6 address for each prefix length: the byte
 * indexes, skipping bits 64–71, which are zero (RFC 6052 §2.2).
 */
export const EMBEDDED_IPV4_BYTES: Sourced<ReadonlyMap<number, readonly number[]>> = {
  value: new Map([
    [96, [12, 13, 14, 15]],
    [64, [9, 10, 11, 12]],
    [56, [7, 9, 10, 11]],
    [48, [6, 7, 9, 10]],
    [40, [5, 6, 7, 9]],
    [32, [4, 5, 6, 7]],
  ]),
  source: 'RFC 6052 §2.2',
};
