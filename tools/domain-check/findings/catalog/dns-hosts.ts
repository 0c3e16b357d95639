/** "Cloudflare", "Cloudflare and NS1": the DNS hosts that serve a zone, as a finding names them. */
export const describeDnsHosts = (hosts: readonly string[]): string => hosts.join(' and ');
