/**
 * The DNS host table, and how a zone's NS names are matched against it. The hosts are data
 * (`hosts.ts`), written as the schema (`profile.ts`) reads them and checked against it by the suite.
 *
 * To add a host:
 * 1. The entry: one object in `hosts.ts` with its `id` (what `records --dns-host` takes), its name,
 *    and its NS name patterns (suffixes; a pattern matches the names below it, never itself), then
 *    each fact that changes a fix: the apex record or that there is none, the panel's name for the
 *    apex, names and values relative or in full, field names, TTLs, proxy, what it hides.
 * 2. Its sources: every fact, the patterns included, carries the URL of the page it was read from and
 *    the day. The host's own page is enough; a fact no vendor page states needs two independent third
 *    parties (`publisher`: a hosting platform's or a CA's instructions for that host, a maintained
 *    multi-provider project's documentation) on two sites, the second in `corroboratedBy`. A fact no
 *    such page states is left out: the words then stay generic. No source for the nameservers, no host.
 *    Names another service's zones share (by a source) go in `sharesNameserversWith`: none is named then.
 * 3. Its scenario: a zone with NS records named as its sources name them (fixtures/dns-host-zones/,
 *    or the DNS world's dns-hosts rows) and a row that checks the report names the host and, where its
 *    facts change a fix, holds that fix to the host's words. The table's test refuses a host without.
 */
import type { DnsHostProfile } from './profile.ts';
import { DNS_HOST_DATA } from './hosts.ts';

/**
 * The table as the schema reads it. The schema changes nothing (no defaults, no transforms), and the
 * suite parses the data and finds it unchanged (`table.test.ts`), so the table loads without its
 * parser: the browser's checker then loads the table, not zod, after its first report.
 */
export const DNS_HOSTS: readonly DnsHostProfile[] = DNS_HOST_DATA;

/** The hosts' ids, in the table's order: what `records --dns-host` takes. */
export const DNS_HOST_IDS: readonly string[] = DNS_HOSTS.map((host) => host.id);

/** The hosts that can point a zone's apex at an outside host name: the "move the zone" way out. */
export const APEX_CAPABLE_HOSTS: readonly string[] = DNS_HOSTS.filter((host) => host.apex?.value.kind === 'record').map(
  (host) => host.displayName,
);

const labelsOf = (name: string): string[] => name.toLowerCase().replace(/\.$/, '').split('.');

/** `awsdns-*` matches `awsdns-01`: `*` stands for any characters within one label. */
function labelMatches(pattern: string, label: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'))
      .join('[a-z0-9-]*')}$`,
  );
  return regex.test(label);
}

/** Whether the NS name ends in the pattern's labels (`ns.cloudflare.com` matches `ada.ns.cloudflare.com`). */
export function nameMatchesPattern(nsName: string, pattern: string): boolean {
  const name = labelsOf(nsName);
  const suffix = labelsOf(pattern);
  if (name.length <= suffix.length) return false;
  const tail = name.slice(name.length - suffix.length);
  return suffix.every((label, index) => labelMatches(label, tail[index] ?? ''));
}

const hostsMatching = (nsName: string, hosts: readonly DnsHostProfile[]): DnsHostProfile[] =>
  hosts.filter((host) => host.nameservers.patterns.some((pattern) => nameMatchesPattern(nsName, pattern)));

/**
 * The known host that runs this nameserver, if any; none where the name is shared with another
 * service (`sharesNameserversWith`), since the name cannot tell them apart.
 */
export function dnsHostOfNameserver(
  nsName: string,
  hosts: readonly DnsHostProfile[] = DNS_HOSTS,
): DnsHostProfile | null {
  const [host] = hostsMatching(nsName, hosts);
  return host && !host.sharesNameserversWith ? host : null;
}

/**
 * The services whose zones go by this NS name when it cannot tell them apart (Google Cloud DNS and
 * Google Domains share their names); empty when one host, or none, is known by it.
 */
export function servicesSharingNameserver(nsName: string, hosts: readonly DnsHostProfile[] = DNS_HOSTS): string[] {
  const sharing = hostsMatching(nsName, hosts).filter((host) => host.sharesNameserversWith);
  const inTable = sharing.map((host) => host.displayName);
  // A service the table holds is listed once, by its own name ("B", not also "B (formerly C)").
  const others = sharing
    .flatMap((host) => host.sharesNameserversWith?.value ?? [])
    .filter((service) => !inTable.some((name) => service === name || service.startsWith(`${name} (`)));
  return [...new Set([...inTable, ...others])];
}

export { isProxyAnswer } from './proxy-answer.ts';
