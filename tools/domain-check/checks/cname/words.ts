import { recordNameInPanel, targetInPanel, type DnsHostTerms } from '../../dns-hosts/words.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the cname check's findings, for the findings page. */
export const CNAME_DOCS = {
  CNAME_OK: {
    check: 'cname',
    title: 'CNAME points to the platform host',
    explanation: 'The CNAME at the domain equals the platform host.',
  },
  CNAME_MISSING: {
    check: 'cname',
    title: 'No CNAME record',
    explanation: 'There is no CNAME record at the subdomain, so it does not point to the platform.',
  },
  CNAME_MISMATCH: {
    check: 'cname',
    title: 'CNAME points elsewhere',
    explanation: 'The CNAME at the domain points to a host other than the platform host, often because of a typo.',
  },
  CNAME_INDIRECT: {
    check: 'cname',
    title: 'CNAME reaches the platform through another name',
    explanation:
      'The CNAME points to an intermediate name that itself points to the platform host. Verification expects the platform host as the direct value.',
  },
  CNAME_HAS_SCHEME: {
    check: 'cname',
    title: 'CNAME value contains a URL scheme',
    explanation:
      'The CNAME value includes "https://" or "http://". A CNAME holds a hostname only; the DNS host stored the scheme as part of the name.',
  },
  CNAME_HAS_PATH: {
    check: 'cname',
    title: 'CNAME value contains a path',
    explanation: 'The CNAME value includes a "/" and a path. A CNAME holds a hostname only.',
  },
  CNAME_ZONE_APPENDED: {
    check: 'cname',
    title: 'Zone appended to the CNAME value',
    explanation:
      'The CNAME value ends with your own zone (platform.example.net.example.com): the DNS host treated the value as relative and appended the zone, because it lacked a trailing dot.',
  },
  CNAME_OWNER_DOUBLED: {
    check: 'cname',
    title: 'CNAME created at a doubled name',
    explanation:
      'The CNAME exists at docs.example.com.example.com instead of docs.example.com: the full domain was typed into the name field, and the DNS host appended the zone.',
  },
  CNAME_TARGET_UNRESOLVABLE: {
    check: 'cname',
    title: 'CNAME target does not resolve',
    explanation: 'The name the CNAME points to does not exist or has no addresses, so the domain resolves to nothing.',
  },
  CNAME_LOOP: {
    check: 'cname',
    title: 'CNAME loop',
    explanation: 'Following the CNAME records leads back to a name already visited, so the domain never resolves.',
  },
  CNAME_FROM_WILDCARD: {
    check: 'cname',
    title: 'CNAME comes from a wildcard',
    explanation:
      'The CNAME returned for the subdomain is synthesized from a wildcard CNAME such as *.example.com (RFC 4592 §2.2.1, §4.3) and points elsewhere. There is no record at the name to edit; a CNAME created at the name overrides the wildcard for that name.',
  },
  CNAME_LOOKUP_FAILED: {
    check: 'cname',
    title: 'CNAME lookup failed',
    explanation: 'The CNAME at the domain could not be looked up (SERVFAIL, REFUSED, timeout or a broken answer).',
  },
} as const satisfies Record<string, FindingDocs>;

/** What every cname finding knows: the name checked and the host its CNAME must point to. */
export interface CnameFacts {
  readonly domain: string;
  readonly platformHost: string;
}

/**
 * Where the record is created: the zone and its DNS host, when known, to name the record as its panel
 * takes it; and the TTL the procedure gives it (the platform profile's).
 */
export interface CnamePanel {
  readonly dnsHost?: DnsHostTerms | null;
  readonly zoneApex?: string;
  readonly recordTtl: number;
}

/** No CNAME at the name; `proxiedBy` when the name answers only its DNS host's proxy addresses. */
export interface CnameMissing extends CnameFacts, CnamePanel {
  readonly proxiedBy?: DnsHostTerms | null;
}

/** The CNAME's value as the DNS host serves it. */
interface CnameValue extends CnameFacts {
  readonly target: string;
}

/**
 * Create the CNAME; at a host whose panel takes names relative to the zone, named by its label there,
 * and with a final dot on the value where the host's panel needs one.
 */
function createCname({ domain, platformHost, dnsHost, zoneApex, recordTtl: ttl }: CnameFacts & CnamePanel): string {
  const name = dnsHost && zoneApex ? recordNameInPanel(dnsHost, domain, zoneApex) : null;
  const value = dnsHost ? targetInPanel(dnsHost, platformHost, zoneApex ?? domain) : platformHost;
  if (dnsHost && name)
    return `At ${dnsHost.name}: create a CNAME record for ${domain} named ${name}, with the value ${value} and TTL ${ttl}`;
  if (dnsHost && value !== platformHost)
    return `At ${dnsHost.name}: create a CNAME record at ${domain} with the value ${value} and TTL ${ttl}`;
  return `Create a CNAME record at ${domain} with the value ${platformHost} and TTL ${ttl}`;
}

const editValue = ({ domain, platformHost }: CnameFacts): string =>
  `Edit the CNAME at ${domain} so its value is ${platformHost}.`;

/** What each cname finding says about the CNAME at the domain and where it leads. */
export const CNAME_WORDS = {
  CNAME_LOOKUP_FAILED: {
    message: ({
      domain,
      target,
      detail,
    }: {
      domain: string;
      /** The CNAME's target when its own lookup failed; null when the CNAME could not be looked up. */
      target: string | null;
      detail: string | null;
    }) =>
      target === null
        ? `Could not look up the CNAME at ${domain}: ${detail ?? 'no server to ask'}.`
        : `Could not resolve the CNAME target ${target}: ${detail ?? 'no server to ask'}.`,
    fix: ({ target }: { target: string | null }) =>
      target === null ? 'Run this again; if it persists, check the zone at your DNS host.' : 'Run this again.',
  },
  CNAME_OWNER_DOUBLED: {
    message: ({ domain, doubledName }: CnameFacts & { doubledName: string; label: string }) =>
      `The CNAME was created at ${doubledName}, not at ${domain}: the full domain was typed as the record name.`,
    fix: ({ platformHost, doubledName, label }: CnameFacts & { doubledName: string; label: string }) =>
      `Delete the CNAME at ${doubledName} and create it again with the name "${label}" and the value ${platformHost}.`,
  },
  CNAME_MISSING: {
    message: ({ domain, proxiedBy }: CnameMissing) =>
      `There is no CNAME record at ${domain}${
        proxiedBy
          ? `: it answers only addresses of ${proxiedBy.name}’s proxy, which hides a ${proxiedBy.proxy?.onName ?? 'proxied'} record’s CNAME`
          : ''
      }.`,
    fix: (params: CnameMissing) =>
      params.proxiedBy
        ? `At ${params.proxiedBy.name}, set the record at ${params.domain} to ${params.proxiedBy.proxy?.offName ?? 'not proxied'} (see the conflicts check); if it is not a CNAME with the value ${params.platformHost}, make it one.`
        : `${createCname(params)}.`,
  },
  // RFC 4592 §2.2.1: there is no CNAME at the name to edit; one created there overrides the wildcard.
  CNAME_FROM_WILDCARD: {
    message: ({ domain, target, wildcard }: CnameValue & { wildcard: string }) =>
      `The CNAME to ${target} that ${domain} answers is synthesized from the wildcard ${wildcard} (RFC 4592): no record exists at ${domain} itself.`,
    fix: (params: CnameValue & CnamePanel & { wildcard: string }) =>
      `${createCname(params)}; it overrides the wildcard ${params.wildcard} for ${params.domain} only.`,
  },
  CNAME_OK: {
    message: ({ domain, platformHost }: CnameFacts) => `The CNAME at ${domain} points to ${platformHost}.`,
  },
  CNAME_HAS_SCHEME: {
    message: ({ domain, target }: CnameValue) =>
      `The CNAME at ${domain} is "${target}": it includes a URL scheme, which a CNAME cannot hold.`,
    fix: ({ platformHost }: CnameValue) => `Edit the CNAME value to ${platformHost}, without https://.`,
  },
  CNAME_HAS_PATH: {
    message: ({ domain, target }: CnameValue) =>
      `The CNAME at ${domain} is "${target}": it includes a path, which a CNAME cannot hold.`,
    fix: ({ platformHost }: CnameValue) => `Edit the CNAME value to ${platformHost}, without the path.`,
  },
  CNAME_ZONE_APPENDED: {
    message: ({ domain, target, zoneApex }: CnameValue & { zoneApex: string }) =>
      `The CNAME at ${domain} is ${target}: your DNS host appended the zone ${zoneApex} to the value.`,
    fix: ({ platformHost, zoneApex }: CnameValue & { zoneApex: string }) =>
      `Enter the value as "${platformHost}." with a trailing dot, so the DNS host does not append ${zoneApex}.`,
  },
  CNAME_INDIRECT: {
    message: ({ domain, target, platformHost }: CnameValue) =>
      `The CNAME at ${domain} points to ${target}, which leads to ${platformHost} through another CNAME; verification expects ${platformHost} directly.`,
    fix: editValue,
  },
  CNAME_MISMATCH: {
    message: ({ domain, target, platformHost }: CnameValue) =>
      `The CNAME at ${domain} points to ${target}, not to ${platformHost}.`,
    fix: editValue,
  },
  CNAME_LOOP: {
    message: ({ domain, loop }: CnameFacts & { loop: readonly string[] }) =>
      `The CNAME chain from ${domain} loops: ${loop.join(' → ')}.`,
    fix: ({ domain, platformHost }: CnameFacts) => `Point the CNAME at ${domain} straight to ${platformHost}.`,
  },
  CNAME_TARGET_UNRESOLVABLE: {
    message: ({ target, outcome }: CnameValue & { outcome: 'nxdomain' | 'nodata' }) =>
      `The CNAME target ${target} does not resolve (${
        outcome === 'nxdomain' ? 'NXDOMAIN: the name does not exist' : 'no A or AAAA records'
      }).`,
    fix: editValue,
  },
} satisfies WordsOf<keyof typeof CNAME_DOCS>;

/** An example of each cname finding for its section on the findings page: the params the check would give. */
export const CNAME_EXAMPLES: CheckExamples<'cname'> = ({ domain, apex, platformHost, platform }) => {
  const cname = { domain, platformHost };
  const { recordTtl } = platform;
  return {
    CNAME_OK: cname,
    // The host params are null: the generic words, which each host of the table may change.
    CNAME_MISSING: { ...cname, proxiedBy: null, dnsHost: null, zoneApex: apex, recordTtl },
    CNAME_MISMATCH: { ...cname, target: 'cname.docs-platform.example.org' },
    CNAME_INDIRECT: { ...cname, target: 'docs-target.example.com' },
    CNAME_HAS_SCHEME: { ...cname, target: `https://${platformHost}` },
    CNAME_HAS_PATH: { ...cname, target: `${platformHost}/docs` },
    CNAME_ZONE_APPENDED: { ...cname, target: `${platformHost}.${apex}`, zoneApex: apex },
    CNAME_OWNER_DOUBLED: { ...cname, doubledName: `${domain}.${apex}`, label: 'docs' },
    CNAME_TARGET_UNRESOLVABLE: { ...cname, target: 'cname.docs-platfrom.example', outcome: 'nxdomain' },
    CNAME_LOOP: { ...cname, loop: [domain, 'docs-target.example.com', domain] },
    CNAME_FROM_WILDCARD: {
      ...cname,
      target: 'hosting.example.net',
      wildcard: `*.${apex}`,
      dnsHost: null,
      zoneApex: apex,
      recordTtl,
    },
    CNAME_LOOKUP_FAILED: { domain, target: null, detail: 'SERVFAIL' },
  };
};
