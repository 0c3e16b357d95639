import { UsageError } from './usage-error.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import { DnsClient } from '../dns/client.ts';
import { getSystemResolvers } from '../dns/system-resolvers.ts';
import { createUdpTcpTransport } from '../dns/transports/udp-tcp.ts';
import { DNS_HOST_DETECTOR } from '../dns-hosts/known-hosts.ts';
import type { DomainRole } from '../engine/report.ts';
import { identifyDnsHost } from '../engine/zone-dns-host.ts';
import { planRecords, type DnsHostsByDomain } from '../planners/records.ts';
import { renderRecords, RECORDS_FORMATS } from '../reporters/records.ts';
import type { PlatformFacts } from '../platform/profile.ts';
import type { CommandOptions } from './options.ts';
import type { Command } from './command-io.ts';
import { dnsHostsGiven } from './given-dns-host.ts';
import { loadConfig } from './load-config.ts';
import { getDnsSettings, getPlatformHost, getTimeoutSeconds } from './run-settings.ts';

/**
 * `domain-check records`: the records to create for each domain, planned from the config, in the form
 * of each zone's DNS host. DNS is asked only for the zones' NS names (the host); when it cannot be
 * asked, the records are still printed, in the generic form. `--dns-host ID` names the host instead,
 * and nothing is looked up.
 */
export const runRecords: Command = async ({ options }, io) => {
  const format = options.format ?? (options.json ? 'json' : 'table');
  const recordsFormat = RECORDS_FORMATS.find((candidate) => candidate === format);
  if (!recordsFormat) throw new UsageError(`--format must be table, zone or json, not "${format}".`);
  const givenHost = options['dns-host'];
  if (givenHost !== undefined && (options.resolver !== undefined || options.authoritative !== undefined))
    throw new UsageError(
      '--dns-host names the DNS host, so records asks DNS nothing: leave out --resolver and --authoritative.',
    );
  const loaded = loadConfig(options, true);
  if (!loaded) return EXIT_CODES.usage.code;
  const platformHost = getPlatformHost(options, loaded, io.env, io.platform);
  const dnsHosts =
    givenHost === undefined
      ? await lookUpDnsHosts(options, loaded.domains, platformHost, io.platform)
      : dnsHostsGiven(givenHost, loaded.domains);
  const target = { platformHost, recordTtl: io.platform.recordTtl };
  io.out(renderRecords(planRecords(loaded.domains, target, dnsHosts), recordsFormat, platformHost));
  return EXIT_CODES.ready.code;
};

/** Each domain's DNS host, as `check` names it; none looked up on a machine without a resolver. */
async function lookUpDnsHosts(
  options: CommandOptions,
  domains: readonly { readonly domain: string; readonly role: DomainRole }[],
  platformHost: string,
  platform: PlatformFacts,
): Promise<DnsHostsByDomain> {
  // Every option is read before anything is looked up: bad usage exits 2 with nothing sent.
  const timeoutMs = getTimeoutSeconds(options) * 1000;
  if (options.resolver === undefined && getSystemResolvers().length === 0) return new Map();
  const { resolvers, authoritative } = getDnsSettings(options);
  const deadline = Date.now() + timeoutMs;
  const dns = new DnsClient({
    transport: createUdpTcpTransport(),
    deadline,
    queryTimeoutMs: Math.min(2000, timeoutMs / 3),
  });
  const input = {
    domains,
    platformHost,
    platform,
    caIssuers: [],
    resolvers,
    ...(authoritative.length > 0 ? { authoritative } : {}),
    deadline,
  };
  const found = await Promise.all(
    domains.map(async ({ domain }) => {
      const host = await identifyDnsHost(domain, input, dns, DNS_HOST_DETECTOR).catch(() => null);
      return [domain, host] as const;
    }),
  );
  return new Map(found);
}
