/**
 * Where a zone's nameservers are: the addresses a referral or an NS answer carried beside their names
 * (glue, RFC 1034 §4.3.2 steps 3b and 6), else their A records at the resolver, and AAAA for a
 * nameserver that has no A (an IPv6-only one, RFC 3596 §2.1).
 */
import type { DnsClient, LookupResult } from '../dns/client.ts';
import type { DnsRecord } from '../dns/codec.ts';
import { lookupPastValidation } from '../dns/lookup-past-validation.ts';
import type { DnsServer } from '../dns/transport.ts';

/** A and, for IPv6-only nameservers, AAAA lookups of each name, at the resolver. */
export async function resolveNameserverAddresses(
  dns: DnsClient,
  resolver: DnsServer,
  names: readonly string[],
): Promise<LookupResult[]> {
  const lookups = await Promise.all(
    names.map(async (name) => {
      const a = await lookupPastValidation(dns, { server: resolver, name, type: 'A' });
      // Ask for AAAA only then, so that a dual-stack nameserver is still asked over IPv4 from a
      // machine without IPv6.
      if (a.records.length > 0) return [a];
      return [a, await lookupPastValidation(dns, { server: resolver, name, type: 'AAAA' })];
    }),
  );
  return lookups.flat();
}

/** The addresses of `names`: the glue among `additional` when it holds any (a round trip saved), else asked. */
export async function nameserverAddresses(
  dns: DnsClient,
  resolver: DnsServer,
  names: readonly string[],
  additional: readonly DnsRecord[] = [],
): Promise<string[]> {
  const glue = additional.filter((record) => record.type === 'A' && names.includes(record.name));
  if (glue.length > 0) return glue.map((record) => record.data);
  const lookups = await resolveNameserverAddresses(dns, resolver, names);
  return lookups.flatMap((lookup) => lookup.records.map((record) => record.data));
}
