import {
  apexInPanel,
  apexPointingWords,
  apexRecordChangeWords,
  apexRecordWords,
  apexWaysOut,
  parkingWords,
  hiddenNotes,
  atHost,
  cannotPointApex,
  pointsApexWithRecord,
  type ApexRecordHost,
  type DnsHostTerms,
} from '../../dns-hosts/words.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';
import { nounFor } from '../../core/plural.ts';

/** The words of the apex check's findings, for the findings page. */
export const APEX_DOCS = {
  APEX_OK: {
    check: 'apex',
    title: 'Apex addresses belong to the platform',
    explanation:
      "The apex's A/AAAA addresses are all addresses of the platform host, as an ALIAS/ANAME record produces (resolvers see plain A/AAAA). Each resolver is asked for both, and its view of the apex is compared with its own view of the platform host, since a platform may answer each location with other addresses.",
  },
  APEX_ADDRESSES_PARTIAL: {
    check: 'apex',
    title: 'Apex has addresses that are not the platform’s',
    explanation:
      "Some of the apex's A/AAAA addresses belong to the platform host and some do not. Clients and the certificate authority pick any of them (RFC 8555 §8.3 validates by connecting to the domain), so a share of visitors and, at random, validation reach another server. A partial set fails like a wrong one.",
  },
  APEX_FOREIGN_ADDRESS: {
    check: 'apex',
    title: 'Apex has an address outside the platform',
    explanation:
      'An A or AAAA record at the apex points to an address the platform host does not use, as the same resolver sees the platform host. Visitors and the certificate authority are sent there. When other resolvers do get that address for the platform host, the platform answers by location and the apex holds the addresses of one location only: copied A records, or an ALIAS/ANAME that the DNS host resolves from one place.',
  },
  APEX_NO_ADDRESS: {
    check: 'apex',
    title: 'Apex has no address',
    explanation: 'The apex has no A or AAAA record, so it does not point to the platform.',
  },
  APEX_CNAME: {
    check: 'apex',
    title: 'CNAME at the apex',
    explanation:
      'A CNAME cannot sit at a zone apex, which must hold SOA and NS records (RFC 1034 §3.6.2, RFC 2181 §10.1). Many resolvers then fail on the whole domain, mail included.',
  },
  APEX_STRAY_AAAA: {
    check: 'apex',
    title: 'AAAA record where the platform has no IPv6',
    explanation:
      "The apex has an AAAA record, but the platform host has no IPv6 address. Clients prefer IPv6 (RFC 6724 §6), and Let's Encrypt tries IPv6 first when a domain has an AAAA record, so validation and many visitors reach a server that is not the platform.",
  },
  APEX_PROXIED: {
    check: 'apex',
    title: 'Apex answered by the DNS host’s proxy',
    explanation:
      'The apex answers only addresses in the published ranges of its DNS host’s proxy (such as Cloudflare’s “Proxied” records), and no CNAME: the host answers with its own addresses instead of the record’s. The certificate authority and visitors reach the proxy, not the platform. The record is there; only its proxy switch is wrong, so nothing needs deleting. Hosts with a proxy mode are listed in the custom-domain guide.',
  },
  APEX_LOOKUP_FAILED: {
    check: 'apex',
    title: 'Apex lookup failed',
    explanation: "The apex's or the platform host's addresses could not be looked up.",
  },
} as const satisfies Record<string, FindingDocs>;

/** Where the apex's addresses were seen: at the DNS host (the server that answered, if any), or from a resolver. */
export type AddressSource =
  { readonly at: 'dns-host'; readonly server: string | null } | { readonly at: 'resolver'; readonly server: string };

const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** Where it was seen, to start a sentence: `Seen from resolver 127.0.0.3:5353`, `At your DNS host (127.0.0.2)`. */
const sourceLabel = (source: AddressSource): string =>
  source.at === 'resolver'
    ? `Seen from resolver ${source.server}`
    : `At your DNS host${source.server === null ? '' : ` (${source.server})`}`;

const seenFromResolvers = (resolvers: readonly string[]): string =>
  resolvers.map((server) => lowerFirst(sourceLabel({ at: 'resolver', server }))).join(', ');

/** Why the apex's addresses could not be compared with the platform host's. */
export type ApexLookupFailure =
  | { readonly kind: 'apex-lookup'; readonly detail: string }
  /** `detail` is the failed platform lookup's, or null when the platform host has no address at all. */
  | { readonly kind: 'platform-host-no-address'; readonly detail: string | null };

export interface ApexLookupFailedParams {
  readonly domain: string;
  readonly platformHost: string;
  /** How many resolvers were asked; each that failed is named when there were several. */
  readonly resolversAsked: number;
  readonly failedResolvers: readonly string[];
  /** The first failed resolver's failure. */
  readonly failure: ApexLookupFailure;
}

export interface ApexOkParams {
  readonly domain: string;
  readonly platformHost: string;
  readonly addresses: readonly string[];
  readonly resolversAsked: number;
  /** Resolvers that still cache older addresses while the DNS host serves the right ones. */
  readonly cachingResolvers: readonly string[];
}

/** A problem with the apex's addresses, and where it was seen. */
export interface ApexProblemParams {
  readonly domain: string;
  readonly platformHost: string;
  /** The zone's DNS host, when known: the fix is said in its words. */
  readonly dnsHost: DnsHostTerms | null;
  /** The sources that see the problem; null when every source that answered sees it. */
  readonly seenAt: readonly AddressSource[] | null;
}

/** The apex answered by its DNS host's proxy: every address in the proxy's published ranges. */
export interface ApexProxiedParams {
  readonly domain: string;
  readonly platformHost: string;
  readonly addresses: readonly string[];
  /** The host whose proxy answered; always known, since its ranges told the proxy apart. */
  readonly dnsHost: DnsHostTerms;
}

/** Addresses at the apex that are not the platform host's. */
export interface ApexForeignParams extends ApexProblemParams {
  readonly foreign: readonly string[];
  /** The foreign addresses other resolvers do get for the platform host: it answers by location. */
  readonly elsewhere: readonly string[];
}

/** A sentence about the problem, naming where it was seen unless every source agrees. */
const seen = (seenAt: readonly AddressSource[] | null, sentence: string): string =>
  seenAt === null
    ? sentence
    : `${seenAt.map((source, index) => (index === 0 ? sourceLabel(source) : lowerFirst(sourceLabel(source)))).join(' and ')}: ${lowerFirst(sentence)}`;

const upperFirst = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Point the apex at the platform: in the host's words, or both ways out where the host cannot. */
function createAlias({
  domain,
  platformHost,
  dnsHost,
}: Pick<ApexProblemParams, 'domain' | 'platformHost' | 'dnsHost'>): string {
  if (dnsHost && cannotPointApex(dnsHost)) return apexWaysOut(dnsHost, domain, platformHost);
  const at = atHost(dnsHost);
  const create = apexPointingWords(dnsHost, domain, platformHost);
  return `${at}${at ? create : upperFirst(create)}.${hiddenNotes(dnsHost, 'apex')}`;
}

const byLocation = ({ domain, platformHost, elsewhere }: ApexForeignParams): string =>
  elsewhere.length > 0
    ? ` Other resolvers do get ${elsewhere.join(', ')} for ${platformHost}: it answers by location, and ${domain} holds the addresses of one location only.`
    : '';

/**
 * At a host that points the apex with one record (ALIAS, ANAME, a flattened CNAME), the foreign
 * addresses are most likely answered from that record, and the panel shows it, not A/AAAA records:
 * change where it points. A/AAAA records entered by hand are replaced by it.
 */
function changeApexRecord(params: ApexForeignParams & { dnsHost: ApexRecordHost }): string {
  const { domain, platformHost, foreign, elsewhere, dnsHost } = params;
  const record = dnsHost.apex.recordType;
  const change = `At ${dnsHost.name}: ${apexRecordChangeWords(dnsHost, domain, platformHost)}. If ${apexInPanel(dnsHost, domain)} holds A/AAAA records instead (${foreign.join(', ')} among them), replace them all with that ${record} record.`;
  const notes = hiddenNotes(dnsHost, 'apex');
  return elsewhere.length > 0
    ? `${change} If the ${record} record already points to ${platformHost}, ${dnsHost.name} resolves it from one place only: use a subdomain with a CNAME instead.${notes}`
    : `${change}${notes}`;
}

/** Delete the foreign addresses for an ALIAS; one resolved from one place only cannot follow a platform by location. */
function deleteForeign(params: ApexForeignParams): string {
  const { domain, platformHost, foreign, elsewhere, dnsHost } = params;
  if (pointsApexWithRecord(dnsHost)) return changeApexRecord({ ...params, dnsHost });
  const at = atHost(dnsHost);
  const deleteThem = `${at}${at ? 'delete' : 'Delete'} the A/AAAA ${nounFor(foreign.length, 'record')} ${foreign.join(', ')} at ${apexInPanel(dnsHost, domain)}`;
  if (dnsHost && cannotPointApex(dnsHost)) return `${deleteThem}. ${createAlias(params)}`;
  const replace = `${deleteThem}, then ${apexPointingWords(dnsHost, domain, platformHost)}.`;
  return elsewhere.length > 0
    ? `${replace} If it already is an ALIAS/ANAME, your DNS host resolves it from one place only: use a subdomain with a CNAME instead.`
    : replace;
}

/** Delete the foreign addresses; ones the owner did not set may be the records the host parks a new zone with. */
const deleteForeignAddresses = (params: ApexForeignParams): string =>
  `${deleteForeign(params)}${parkingWords(params.dnsHost)}`;

/** What each apex finding says about the apex's addresses and the platform host's. */
export const APEX_WORDS = {
  APEX_CNAME: {
    message: ({
      domain,
      target,
      mx,
    }: {
      domain: string;
      platformHost: string;
      target: string;
      mx: readonly string[];
      dnsHost: DnsHostTerms | null;
    }) =>
      `A CNAME (to ${target}) sits at the apex ${domain}, which must hold the zone's SOA and NS records (RFC 1034 §3.6.2, RFC 2181 §10.1).${
        mx.length > 0
          ? ` Its MX records (${mx.join(', ')}) sit beside the CNAME, so resolvers that follow the CNAME never see them: mail to addresses at ${domain} bounces or goes astray.`
          : ` Nothing else can live beside it: MX records for mail to addresses at ${domain}, and TXT records such as SPF, are hidden behind the CNAME.`
      }`,
    fix: ({ domain, platformHost, dnsHost }: { domain: string; platformHost: string; dnsHost: DnsHostTerms | null }) =>
      dnsHost?.apex == null
        ? `Delete the CNAME at ${domain} and create an ALIAS or ANAME record with the value ${platformHost} (some DNS hosts call it CNAME flattening). Not every DNS provider supports these; if yours does not, move the zone to one that does or use a subdomain.`
        : cannotPointApex(dnsHost)
          ? `At ${dnsHost.name}: delete the CNAME at ${apexInPanel(dnsHost, domain)}. ${apexWaysOut(dnsHost, domain, platformHost)}`
          : `At ${dnsHost.name}: delete the CNAME at ${apexInPanel(dnsHost, domain)}, then ${apexPointingWords(dnsHost, domain, platformHost)}.${hiddenNotes(dnsHost, 'apex')}`,
  },
  APEX_PROXIED: {
    message: ({ domain, platformHost, addresses, dnsHost }: ApexProxiedParams) =>
      `${domain} answers ${addresses.join(', ')}, ${addresses.length === 1 ? 'an address' : 'addresses'} of ${dnsHost.name}’s proxy, and no CNAME: the record at ${apexInPanel(dnsHost, domain)} is ${dnsHost.proxy?.onName ?? 'proxied'}, so ${dnsHost.name} answers with its own addresses, not those of ${platformHost}.${hiddenNotes(dnsHost, 'proxy')}`,
    fix: ({ domain, platformHost, dnsHost }: ApexProxiedParams) =>
      `At ${dnsHost.name}, turn the proxy off for the record at ${apexInPanel(dnsHost, domain)}: set it to ${dnsHost.proxy?.offName ?? 'not proxied'}. Keep the record, do not delete it; if it is not yet ${apexRecordWords(dnsHost, domain, platformHost)}, edit it into one.`,
  },
  APEX_LOOKUP_FAILED: {
    message: ({ domain, platformHost, resolversAsked, failedResolvers, failure }: ApexLookupFailedParams) =>
      `Could not compare the addresses of ${domain} with ${platformHost}${
        resolversAsked > 1 ? ` (${seenFromResolvers(failedResolvers)})` : ''
      }: ${
        failure.kind === 'apex-lookup'
          ? failure.detail
          : `the platform host ${platformHost} has no addresses (${failure.detail ?? 'NXDOMAIN or NODATA'})`
      }.`,
    fix: () => 'Run this again; if it persists, check the platform host and try another resolver with --resolver.',
  },
  APEX_NO_ADDRESS: {
    message: ({ domain, platformHost, seenAt }: ApexProblemParams) =>
      seen(seenAt, `${domain} has no A or AAAA record, so it does not point to ${platformHost}.`),
    fix: createAlias,
  },
  APEX_STRAY_AAAA: {
    message: ({ domain, platformHost, seenAt, foreign }: ApexForeignParams) =>
      seen(
        seenAt,
        `${domain} has the AAAA ${nounFor(foreign.length, 'record')} ${foreign.join(', ')}, but ${platformHost} has no IPv6 address: visitors on IPv6 and the certificate authority, which tries IPv6 first, reach another server.`,
      ),
    fix: ({ domain, platformHost, foreign, dnsHost }: ApexForeignParams) =>
      `${atHost(dnsHost)}${atHost(dnsHost) ? 'delete' : 'Delete'} the AAAA ${nounFor(foreign.length, 'record')} ${foreign.join(', ')} at ${apexInPanel(dnsHost, domain)}; keep only the addresses of ${platformHost} (or an ALIAS/ANAME record to it).`,
  },
  APEX_ADDRESSES_PARTIAL: {
    message: (params: ApexForeignParams) =>
      seen(
        params.seenAt,
        `Only some addresses of ${params.domain} belong to ${params.platformHost}; ${params.foreign.join(', ')} ${
          params.foreign.length === 1 ? 'does' : 'do'
        } not, so some visitors and the certificate authority reach another server.${byLocation(params)}`,
      ),
    fix: deleteForeignAddresses,
  },
  APEX_FOREIGN_ADDRESS: {
    message: (params: ApexForeignParams & { platformAddresses: readonly string[] }) =>
      seen(
        params.seenAt,
        `${params.domain} points to ${params.foreign.join(', ')}, which ${
          params.foreign.length === 1 ? 'is not an address' : 'are not addresses'
        } of ${params.platformHost} (${params.platformAddresses.join(', ')}).${byLocation(params)}`,
      ),
    fix: deleteForeignAddresses,
  },
  APEX_OK: {
    message: ({ domain, platformHost, addresses, resolversAsked, cachingResolvers }: ApexOkParams) =>
      `The addresses of ${domain} (${addresses.join(', ')}) are addresses of ${platformHost}${
        resolversAsked > 1 ? ', as each resolver asked sees both' : ''
      }${
        cachingResolvers.length > 0
          ? ` (${seenFromResolvers(cachingResolvers)}, older addresses are still cached: see the propagation check)`
          : ''
      }.`,
  },
} satisfies WordsOf<keyof typeof APEX_DOCS>;

/** An example of each apex finding for its section on the findings page: the params the check would give. */
export const APEX_EXAMPLES: CheckExamples<'apex'> = ({ apex, resolver, dnsHost, platformHost }) => ({
  APEX_OK: { domain: apex, platformHost, addresses: ['192.0.2.10'], resolversAsked: 2, cachingResolvers: [] },
  APEX_ADDRESSES_PARTIAL: {
    domain: apex,
    platformHost,
    foreign: ['192.0.2.80'],
    elsewhere: [],
    seenAt: null,
    dnsHost: null,
  },
  APEX_FOREIGN_ADDRESS: {
    domain: apex,
    platformHost,
    foreign: ['192.0.2.80'],
    elsewhere: [],
    seenAt: null,
    dnsHost: null,
    platformAddresses: ['192.0.2.10'],
  },
  APEX_NO_ADDRESS: { domain: apex, platformHost, seenAt: null, dnsHost: null },
  APEX_CNAME: { domain: apex, platformHost, target: platformHost, mx: ['10 mail.example.com.'], dnsHost: null },
  APEX_STRAY_AAAA: {
    domain: apex,
    platformHost,
    foreign: ['2001:db8::80'],
    elsewhere: [],
    seenAt: null,
    dnsHost: null,
  },
  APEX_PROXIED: { domain: apex, platformHost, addresses: ['104.16.0.10', '104.16.0.11'], dnsHost },
  APEX_LOOKUP_FAILED: {
    domain: apex,
    platformHost,
    resolversAsked: 2,
    failedResolvers: [resolver],
    failure: { kind: 'apex-lookup', detail: 'timeout' },
  },
});
