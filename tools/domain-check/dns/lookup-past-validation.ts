import type { DnsClient, LookupRequest, LookupResult } from './client.ts';

/**
 * A resolver lookup for finding the zone and its servers. A validating resolver answers SERVFAIL when
 * the DNSSEC chain is broken; asked again with checking disabled (RFC 4035 §3.2.2) it still shows
 * where the zone is and who serves it, so the other checks can run and the dnssec check names the cause.
 */
export async function lookupPastValidation(dns: DnsClient, request: LookupRequest): Promise<LookupResult> {
  const lookup = await dns.lookup(request);
  return lookup.status === 'servfail' ? dns.lookup({ ...request, checkingDisabled: true }) : lookup;
}
