/**
 * `records --dns-host ID`: the DNS host named by its id in the host table (`dns-hosts/`), for an owner
 * or a program (the MCP server) that knows it and wants the records in its form without a lookup.
 */
import { UsageError } from './usage-error.ts';
import { suggestKey } from '../config/did-you-mean.ts';
import { DNS_HOST_IDS, DNS_HOSTS } from '../dns-hosts/index.ts';
import type { DnsHostsByDomain } from '../planners/records.ts';

/**
 * Every domain at the host with this id, its nameservers not looked up (none are named).
 * @throws {UsageError} for an id the table does not hold, naming the closest one and every known id.
 */
export function dnsHostsGiven(id: string, domains: readonly { readonly domain: string }[]): DnsHostsByDomain {
  const profile = DNS_HOSTS.find((host) => host.id === id);
  if (!profile) {
    const guess = suggestKey(id, DNS_HOST_IDS);
    throw new UsageError(
      `Unknown DNS host "${id}" for --dns-host.${guess === undefined ? '' : ` Did you mean ${guess}?`} Known: ${DNS_HOST_IDS.join(', ')}.`,
    );
  }
  const report = { id: profile.id, name: profile.displayName, nameservers: [] };
  return new Map(domains.map(({ domain }) => [domain, report]));
}
