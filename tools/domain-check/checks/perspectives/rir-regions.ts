/**
 * A client subnet in each regional internet registry's region, to ask an authoritative server as a
 * resolver there would (EDNS Client Subnet, RFC 7871 §6). Each subnet lies in a block IANA records as
 * allocated to that registry; a geo-steering DNS host answers by such addresses. Each is sent truncated
 * as RFC 7871 §11.1 recommends (24 bits of IPv4, 56 of IPv6), its host bits zero as §6 requires.
 */
import type { ClientSubnet } from '../../dns/codec.ts';

export type Rir = 'ARIN' | 'RIPE NCC' | 'APNIC' | 'LACNIC' | 'AFRINIC';

export interface RirRegion {
  readonly rir: Rir;
  /** The registry's block, as IANA's registry lists it. */
  readonly block: string;
  /** The subnet asked for: the first of the block. */
  readonly subnet: ClientSubnet;
  readonly source: { readonly title: string; readonly url: string; readonly read: string };
}

const IPV4_REGISTRY = {
  title: 'IANA IPv4 Address Space Registry',
  url: 'https://www.iana.org/assignments/ipv4-address-space/ipv4-address-space.xhtml',
  read: '2026-11-28',
};
const IPV6_REGISTRY = {
  title: 'IANA IPv6 Global Unicast Address Assignments',
  url: 'https://www.iana.org/assignments/ipv6-unicast-address-assignments/ipv6-unicast-address-assignments.xhtml',
  read: '2026-11-28',
};

/** The five regions, in the order a report lists them. */
export const RIR_REGIONS: readonly RirRegion[] = [
  // 023/8: ARIN, allocated 2010-11.
  { rir: 'ARIN', block: '23.0.0.0/8', subnet: { address: '23.0.0.0', prefixLength: 24 }, source: IPV4_REGISTRY },
  // 002/8: RIPE NCC, allocated 2009-09.
  { rir: 'RIPE NCC', block: '2.0.0.0/8', subnet: { address: '2.0.0.0', prefixLength: 24 }, source: IPV4_REGISTRY },
  // 101/8: APNIC, allocated 2010-08.
  { rir: 'APNIC', block: '101.0.0.0/8', subnet: { address: '101.0.0.0', prefixLength: 24 }, source: IPV4_REGISTRY },
  // 2001:1200::/23: LACNIC, 2002-11-01 (its IPv4 /8s were not among the rows read).
  {
    rir: 'LACNIC',
    block: '2001:1200::/23',
    subnet: { address: '2001:1200::', prefixLength: 56 },
    source: IPV6_REGISTRY,
  },
  // 041/8: AFRINIC, allocated 2005-04.
  { rir: 'AFRINIC', block: '41.0.0.0/8', subnet: { address: '41.0.0.0', prefixLength: 24 }, source: IPV4_REGISTRY },
];
