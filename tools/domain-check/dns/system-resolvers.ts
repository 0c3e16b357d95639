/** Reads the system's recursive resolvers, the default for `--resolver`. */
import { getServers } from 'node:dns';
import { parseServerAddress } from './server-address.ts';
import type { DnsServer } from './transport.ts';

export function getSystemResolvers(): DnsServer[] {
  const servers: DnsServer[] = [];
  for (const text of getServers()) {
    try {
      servers.push(parseServerAddress(text));
    } catch {
      // getServers() may list a scoped IPv6 address (fe80::1%eth0) we cannot use; skip it.
    }
  }
  return servers;
}
