/**
 * Which DNS hosts change a finding's fix, for its section on the findings page: derived, never listed
 * by hand. Each code's example is worded again as if the zone were at each host of the table; a host
 * whose words differ from the generic fix (the example without a host) changes it. Codes that exist
 * only because of a host (a record answered by its proxy) are worded for the hosts with a proxy mode.
 */
import {
  APEX_CAPABLE_HOSTS,
  DNS_HOSTS,
  dnsHostTermsOf,
  formatExample,
  type DnsHostTerms,
  type FindingCode,
} from '@petstore-docs/domain-check/catalogue';
import type { FindingExamples } from './finding-examples.ts';

/** The params that carry the zone's DNS host into a finding's words. */
const HOST_PARAMS = ['dnsHost', 'proxiedBy'] as const;

/** The example's fix with the host's terms in the params that carry a host. */
function fixAt<Code extends FindingCode>(
  code: Code,
  params: FindingExamples[Code],
  key: (typeof HOST_PARAMS)[number],
  terms: DnsHostTerms,
): string | null {
  return formatExample(code, { ...params, [key]: terms }).fix;
}

export function hostsChangingFix(examples: FindingExamples): ReadonlyMap<FindingCode, readonly string[]> {
  const hosts = DNS_HOSTS.map((host) => ({ name: host.displayName, terms: dnsHostTermsOf(host, APEX_CAPABLE_HOSTS) }));
  const changing = new Map<FindingCode, readonly string[]>();
  for (const code of Object.keys(examples) as FindingCode[]) {
    const params: object = examples[code];
    // An example gives each host param it takes: null for the generic words, a host for a code that needs one.
    const keys = HOST_PARAMS.filter((name) => name in params);
    if (keys.length === 0) continue;
    const generic = formatExample(code, examples[code]).fix;
    const changes = (key: (typeof HOST_PARAMS)[number], terms: DnsHostTerms): boolean => {
      // A code whose example needs a host is one that only a host with a proxy gives.
      const needsHost = (params as Record<string, unknown>)[key] != null;
      if (needsHost || key === 'proxiedBy')
        return terms.proxy !== null && (needsHost || fixAt(code, examples[code], key, terms) !== generic);
      return fixAt(code, examples[code], key, terms) !== generic;
    };
    const names = hosts.filter(({ terms }) => keys.some((key) => changes(key, terms))).map(({ name }) => name);
    if (names.length > 0) changing.set(code, names);
  }
  return changing;
}
