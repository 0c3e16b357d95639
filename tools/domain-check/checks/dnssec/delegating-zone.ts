/**
 * The zone that holds a name or delegates a zone, read from the SOA a resolver gives: in the answer at
 * an apex, in the authority section below one (RFC 2308 §3).
 */
import type { DnsServer } from '../../dns/transport.ts';
import { isSameOrSubdomain } from '../../dns/wire-names.ts';
import type { CheckContext } from '../../engine/context.ts';
import { getRegistrableDomain, nameAndAncestors } from '../../engine/domain-names.ts';

/** The zone that `name` lies in, by its SOA; undefined when the resolver names none. */
export async function enclosingZone(
  context: CheckContext,
  server: DnsServer,
  name: string,
): Promise<string | undefined> {
  const soa = await context.dns.lookup({ server, name, type: 'SOA', followCnames: false, checkingDisabled: true });
  return [...soa.records, ...soa.authority].find((record) => record.type === 'SOA')?.name;
}

/**
 * The owner's zone that delegates `apex` when `apex` is a child zone below the registered domain (a
 * docs.example.com delegated to another DNS host): the child's DS lives in that zone (RFC 4035 §2.4),
 * kept at its DNS host, not at the registrar. Undefined for the registered domain's own zone.
 */
export async function delegatingZone(
  context: CheckContext,
  server: DnsServer,
  apex: string,
): Promise<string | undefined> {
  const registrable = getRegistrableDomain(apex);
  const parent = nameAndAncestors(apex)[1];
  if (!registrable || !parent || apex.toLowerCase() === registrable.toLowerCase()) return undefined;
  if (!isSameOrSubdomain(apex, registrable)) return undefined;
  return enclosingZone(context, server, parent);
}
