/**
 * Public recursive resolvers a finding may suggest when the resolver domain-check was given (or the
 * system's) cannot answer. Each is data with the operator's page that lists its addresses.
 */
export interface PublicResolver {
  readonly ipv4: string;
  readonly ipv6: string;
  /** The operator's page listing the addresses (read 2026-11-25). */
  readonly source: string;
}

export const PUBLIC_RESOLVERS: readonly PublicResolver[] = [
  { ipv4: '1.1.1.1', ipv6: '2606:4700:4700::1111', source: 'https://developers.cloudflare.com/1.1.1.1/ip-addresses/' },
  { ipv4: '9.9.9.9', ipv6: '2620:fe::fe', source: 'https://quad9.net/service/service-addresses-and-features/' },
  {
    ipv4: '8.8.8.8',
    ipv6: '2001:4860:4860::8888',
    source: 'https://developers.google.com/speed/public-dns/docs/using',
  },
];
