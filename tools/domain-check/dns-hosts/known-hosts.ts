/**
 * The DNS host detector the engine is given (`detector.ts`): the table (`dns-hosts/`),
 * matched by NS names, with the host's words and its proxy ranges. Nothing on the engine's own path
 * imports this file. The CLI passes it to every run; the browser
 * checker loads it after its first report.
 */
import { APEX_CAPABLE_HOSTS, dnsHostOfNameserver, servicesSharingNameserver } from './index.ts';
import { isProxyAnswer } from './proxy-answer.ts';
import { dnsHostTermsOf } from './words.ts';
import type { DnsHostDetector } from './detector.ts';

/** The services that share every one of these NS names, when the names cannot tell them apart. */
function sharedBy(nameservers: readonly string[]): { sharedBy?: string[] } {
  const [first = [], ...rest] = nameservers.map((name) => servicesSharingNameserver(name));
  const common = first.filter((service) => rest.every((services) => services.includes(service)));
  return common.length > 0 ? { sharedBy: common } : {};
}

export const DNS_HOST_DETECTOR: DnsHostDetector = {
  identify(nameservers) {
    const hosts = new Set(nameservers.map((name) => dnsHostOfNameserver(name)));
    const [only] = hosts;
    const profile = hosts.size === 1 && only ? only : null;
    return {
      report:
        nameservers.length === 0
          ? null
          : {
              id: profile?.id ?? null,
              name: profile?.displayName ?? null,
              nameservers: [...nameservers].sort(),
              ...sharedBy(nameservers),
            },
      terms: profile ? dnsHostTermsOf(profile, APEX_CAPABLE_HOSTS) : null,
      answeredByProxy: (addresses) => profile !== null && isProxyAnswer(profile, addresses),
    };
  },
};
