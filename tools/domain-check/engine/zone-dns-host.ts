/**
 * The DNS host of a domain's zone, without running the checks: `records` names it to print the records
 * in the host's form. The same lookups and detector as a check run's (`context.ts`), so `records` and
 * `check` never name two hosts for one zone.
 */
import type { DnsClient } from '../dns/client.ts';
import type { DnsHostReport } from '../dns-hosts/words.ts';
import { createCheckContext } from './context.ts';
import type { DnsHostDetector } from '../dns-hosts/detector.ts';
import type { RunInput } from './run-input.ts';

/** The host as the report names it; null when the zone's NS names could not be found. */
export async function identifyDnsHost(
  domain: string,
  input: RunInput,
  dns: DnsClient,
  detector: DnsHostDetector,
): Promise<DnsHostReport | null> {
  const context = createCheckContext(domain, 'primary', input, dns, new Map(), detector);
  return (await context.dnsHost()).report;
}
