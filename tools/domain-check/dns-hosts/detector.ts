/**
 * The DNS host detector the engine is given (`engine/dns-host-detector.ts`): the table, matched by NS
 * names, with the host's words and its proxy ranges. The CLI passes it to every run; the browser
 * checker loads it after its first report.
 */
import type { DnsHostDetector } from '../engine/dns-host-detector.ts';
import { dnsHostTermsOf } from '../findings/catalog/dns-host.ts';
import { APEX_CAPABLE_HOSTS, dnsHostOfNameserver } from './index.ts';
import { isProxyAnswer } from './proxy-answer.ts';

export const DNS_HOST_DETECTOR: DnsHostDetector = {
  identify(nameservers) {
    const hosts = new Set(nameservers.map((name) => dnsHostOfNameserver(name)));
    const [only] = hosts;
    const profile = hosts.size === 1 && only ? only : null;
    return {
      report:
        nameservers.length === 0
          ? null
          : { id: profile?.id ?? null, name: profile?.displayName ?? null, nameservers: [...nameservers].sort() },
      terms: profile ? dnsHostTermsOf(profile, APEX_CAPABLE_HOSTS) : null,
      answeredByProxy: (addresses) => profile !== null && isProxyAnswer(profile, addresses),
    };
  },
};
