import type { FindingDocs } from '../../findings/finding-docs.ts';
import { describeWait } from '../propagation/words.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';
import { counted } from '../../core/plural.ts';

/** The words of the nameservers check's findings, for the findings page. */
export const NAMESERVERS_DOCS = {
  NAMESERVERS_OK: {
    check: 'nameservers',
    title: 'Nameservers answer',
    explanation: 'Every nameserver of the zone answers authoritatively and serves the same SOA serial.',
  },
  NAMESERVER_NOT_ANSWERING: {
    check: 'nameservers',
    title: 'Nameserver does not answer',
    explanation:
      'A nameserver listed for the zone did not answer. Resolvers that pick it, the certificate authority’s among them, wait and retry another (RFC 1035 §7.2), and some give up; every server listed for a zone must be reachable (RFC 2182 §4), over TCP as well as UDP (RFC 7766 §5). A server found in the registry’s or the zone’s NS set fails the check; one given with --authoritative only warns; when none answers, there is no verdict. Zonemaster reports it as CN01_NO_RESPONSE_UDP and CN02_NO_RESPONSE_TCP; DNSViz as SERVER_UNRESPONSIVE_UDP.',
  },
  NAMESERVER_NOT_AUTHORITATIVE: {
    check: 'nameservers',
    title: 'Nameserver is not authoritative',
    explanation:
      'A nameserver listed for the zone (by the registry or by the zone’s own NS records) answered without the authoritative (AA) flag or refused: a lame delegation (RFC 1912 §2.8). Resolvers and the certificate authority that pick it get no answer for your records, so lookups fail at random; waiting does not end it. Zonemaster reports it as IS_NOT_AUTHORITATIVE; DNSViz as SERVER_NOT_AUTHORITATIVE, or INVALID_RCODE for a refusal.',
  },
  NAMESERVER_SERIALS_DIFFER: {
    check: 'nameservers',
    title: 'Nameservers serve different versions',
    explanation:
      "The zone's nameservers return different SOA serials: a change has reached some of them but not all, so answers depend on which one a resolver asks.",
  },
  NAMESERVERS_LOOKUP_FAILED: {
    check: 'nameservers',
    title: 'Nameserver discovery failed',
    explanation:
      "The zone's NS records or the nameservers' addresses could not be looked up (A, and AAAA for a nameserver without an A record).",
  },
  NAMESERVER_ANSWERS_DIFFER: {
    check: 'nameservers',
    title: 'Nameservers give different answers',
    explanation:
      "The zone's authoritative servers answer differently for a record that verification or the certificate needs (CNAME, A, AAAA or CAA): a secondary whose zone transfers stopped, or a zone served by two DNS hosts with different data. The certificate authority validates from several network perspectives (CA/Browser Forum Baseline Requirements §3.2.2.9), and each resolver picks one server (RFC 1034 §4.3.5), so validation fails at random. Never ready while this lasts.",
  },
  DELEGATION_PROPAGATING: {
    check: 'nameservers',
    title: 'Nameserver move in progress',
    explanation:
      "The registry (the parent zone) already delegates the zone to new nameservers, but a resolver still uses the NS set it cached from the old ones until its TTL ends (RFC 2181 §5.4.1). Resolvers that ask the registry afresh, the certificate authority's among them, already reach the new host. The expected wait comes from the cached NS TTL and the registry's NS TTL.",
  },
  DELEGATION_NS_DIFFER: {
    check: 'nameservers',
    title: 'Registry and zone name different nameservers',
    explanation:
      "The NS records at the registry (the delegation in the parent zone) and the zone's own NS records name different servers. They should be the same (RFC 1034 §4.2.2): resolvers use either list, so every server on both must serve the zone alike. DNSViz reports it as NS_NAME_NOT_IN_CHILD (a server the registry names is missing from the zone’s own NS records).",
  },
} as const satisfies Record<string, FindingDocs>;

/** A nameserver as the check asked it: by its NS name when it was found through one. */
export interface AskedNameserver {
  /** The NS name; null when the server was given with --authoritative. */
  readonly name: string | null;
  /** `host` or `host:port`. */
  readonly address: string;
}

/** Nameservers by name, and the DNS hosts that run them. */
export interface DnsHostFacts {
  /** The DNS hosts' names ("Cloudflare"), or the nameservers' own domains when not known. */
  readonly hosts: readonly string[];
  readonly nameservers: readonly string[];
}

/** One SOA serial and the servers that serve it. */
export interface ServedSerial {
  readonly serial: number;
  readonly servers: readonly AskedNameserver[];
}

/** One answer for a name and type, and the servers that give it. */
export interface ServedAnswer {
  /** The records' data, lower-cased and sorted; empty when there is none. */
  readonly records: readonly string[];
  /** Whether the name does not exist; false when there are records. */
  readonly nxdomain: boolean;
  readonly servers: readonly AskedNameserver[];
}

/**
 * Where the zone is served, told once, on the check's first finding: absent on the others, and when
 * the nameservers' names are not known.
 */
interface ServedBy {
  readonly servedBy?: DnsHostFacts;
}

const nameserver = ({ name, address }: AskedNameserver): string => (name ? `${name} (${address})` : address);

const dnsHost = ({ hosts, nameservers }: DnsHostFacts): string => `${hosts.join(' and ')} (${nameservers.join(', ')})`;

const servedByWords = ({ servedBy }: ServedBy): string =>
  servedBy ? ` The zone is served by ${dnsHost(servedBy)}: make DNS changes there.` : '';

const serialList = (serials: readonly ServedSerial[]): string =>
  serials.map(({ serial, servers }) => `${serial} at ${servers.map(nameserver).join(', ')}`).join('; ');

export interface NameserverAnswers extends ServedBy {
  readonly apex: string;
  readonly name: string;
  readonly type: string;
  /** Two or more: the answers differ. */
  readonly answers: readonly ServedAnswer[];
  /** The SOA serials the servers serve: more than one when some are behind. */
  readonly serials: readonly ServedSerial[];
}

export interface DelegationMove extends ServedBy {
  readonly apex: string;
  /** The host the registry delegates to. */
  readonly registry: DnsHostFacts;
  /** The resolver that still uses its cached NS set, and that set. */
  readonly resolver: string;
  readonly cachedNs: readonly string[];
  /** Seconds the resolver's NS set has left in its cache. */
  readonly cachedSeconds: number;
  /** The TTL of the registry's NS records; null when it could not be read. */
  readonly registryTtl: number | null;
}

/** Every resolver follows once both its cached NS set and the registry's NS TTL have run out. */
const moveWait = ({ cachedSeconds, registryTtl }: DelegationMove): string =>
  describeWait(Math.max(cachedSeconds, registryTtl ?? 0));

/** What each nameservers finding says about the zone's servers and its delegation. */
export const NAMESERVERS_WORDS = {
  NAMESERVERS_LOOKUP_FAILED: {
    message: ({ apex, detail }: { apex: string; detail: string | null }) =>
      `Could not find the nameservers of ${apex}: ${detail ?? 'none found'}.`,
    fix: () => 'Run this again, or pass the zone’s nameservers with --authoritative IP.',
  },
  DELEGATION_PROPAGATING: {
    message: (params: DelegationMove) =>
      `The registry delegates ${params.apex} to ${dnsHost(params.registry)}, but resolver ${params.resolver} still uses ${params.cachedNs.join(', ')} from its cache (${params.cachedSeconds} s left); resolvers that ask the registry afresh, the certificate authority's among them, already go to the new host. The registry's NS TTL is ${params.registryTtl ?? '?'} s: expect every resolver to follow within ${moveWait(params)}.${servedByWords(params)}`,
    fix: (params: DelegationMove) =>
      `Make every DNS change at ${dnsHost(params.registry)}, the host the registry delegates to; then wait ${moveWait(params)} and run this again.`,
  },
  DELEGATION_NS_DIFFER: {
    message: (params: ServedBy & { apex: string; registry: DnsHostFacts; zoneNs: readonly string[] }) =>
      `The registry delegates ${params.apex} to ${params.registry.nameservers.join(', ')}, but the zone's own NS records name ${params.zoneNs.join(', ')}. Resolvers use either list, so every server on both must serve the zone alike.${servedByWords(params)}`,
    fix: ({ apex, registry }: { apex: string; registry: DnsHostFacts }) =>
      `Make the two lists the same: set the nameservers at your registrar, or edit the NS records at ${registry.hosts.join(' and ')}, so that both name only servers that serve ${apex}.`,
  },
  NAMESERVER_NOT_ANSWERING: {
    message: (
      params: ServedBy & {
        apex: string;
        server: AskedNameserver;
        detail: string;
        /** No server answered: then nothing can be judged about any one of them. */
        noneAnswered: boolean;
      },
    ) =>
      `Nameserver ${nameserver(params.server)} did not answer for ${params.apex}: ${params.detail}.${
        // A server from the NS sets is one the CA's resolvers pick too; one given with --authoritative may not be.
        params.server.name === null || params.noneAnswered
          ? ''
          : ' Resolvers and the certificate authority that pick it wait, retry another, and some give up.'
      }${servedByWords(params)}`,
    fix: ({ server, noneAnswered }: { server: AskedNameserver; noneAnswered: boolean }) =>
      noneAnswered
        ? 'Check that these are the zone’s nameservers and that they are reachable from here.'
        : `Remove ${nameserver(server)} from the NS records at your registrar and your DNS host, or bring it back.`,
  },
  NAMESERVER_NOT_AUTHORITATIVE: {
    message: (
      params: ServedBy & {
        apex: string;
        server: AskedNameserver;
        /** Whether the registry delegates the zone to this server. */
        delegatedByParent: boolean;
        /** Why the answer is not authoritative data: the lookup's failure, or null when it answered. */
        failure: string | null;
        /** Whether the answer had the AA flag set (RFC 1035 §4.1.1). */
        authoritative: boolean;
      },
    ) =>
      `Nameserver ${nameserver(params.server)}${params.delegatedByParent ? ', to which the registry delegates the zone,' : ''} does not answer authoritatively for ${params.apex} (${
        params.failure ?? (params.authoritative ? 'no SOA' : 'AA flag not set')
      }): a lame delegation (RFC 1912 §2.8). Resolvers and the certificate authority that ask it get no answer, so lookups fail at random.${servedByWords(params)}`,
    fix: ({ apex }: { apex: string }) =>
      `Make the NS records of ${apex} (at the registrar and the DNS host) list only servers that serve the zone.`,
  },
  NAMESERVER_SERIALS_DIFFER: {
    message: (params: ServedBy & { apex: string; serials: readonly ServedSerial[] }) =>
      `The nameservers of ${params.apex} serve different SOA serials (${serialList(params.serials)}): a change has not reached all of them.${servedByWords(params)}`,
    fix: () => 'Wait for the nameservers to catch up (zone transfer), or ask your DNS host why one is behind.',
  },
  NAMESERVER_ANSWERS_DIFFER: {
    message: (params: NameserverAnswers) => {
      const answers = params.answers
        .map(
          ({ records, nxdomain, servers }) =>
            `${records.length > 0 ? records.join(' ') : nxdomain ? 'NXDOMAIN' : `no ${params.type} record`} at ${servers.map(nameserver).join(', ')}`,
        )
        .join('; ');
      const behind =
        params.serials.length > 1
          ? ` The SOA serials differ too (${serialList(params.serials)}): the server with the older serial has likely stopped taking zone transfers.`
          : ' They serve the same SOA serial, so the zone is edited in two places (two DNS hosts with different data).';
      return `The nameservers of ${params.apex} answer differently for ${params.name} ${params.type}: ${answers}. Each resolver, and each of the certificate authority's validation perspectives, picks one of them, so verification and the certificate fail at random.${behind}${servedByWords(params)}`;
    },
    fix: ({ apex, name, type, serials }: NameserverAnswers) =>
      `Make every nameserver of ${apex} serve the same ${type} record at ${name}: correct it where it is wrong${
        serials.length > 1 ? ', and ask the DNS host of the server that is behind to fix its zone transfers' : ''
      }.`,
  },
  NAMESERVERS_OK: {
    message: (params: ServedBy & { apex: string; answering: number; serials: readonly number[] }) =>
      `${counted(params.answering, 'nameserver')} of ${params.apex} ${params.answering === 1 ? 'answers' : 'answer'} authoritatively with serial ${params.serials.join(', ')}.${servedByWords(params)}`,
  },
} satisfies WordsOf<keyof typeof NAMESERVERS_DOCS>;

/** An example of each nameservers finding for its section on the findings page: the params the check would give. */
export const NAMESERVERS_EXAMPLES: CheckExamples<'nameservers'> = ({
  domain,
  apex,
  resolver,
  servedBy,
  ns1,
  ns2,
  platformHost,
}) => ({
  NAMESERVERS_OK: { servedBy, apex, answering: 2, serials: [2026112401] },
  NAMESERVER_NOT_ANSWERING: { servedBy, apex, server: ns2, detail: 'timeout', noneAnswered: false },
  NAMESERVER_NOT_AUTHORITATIVE: {
    servedBy,
    apex,
    server: ns2,
    delegatedByParent: true,
    failure: 'REFUSED',
    authoritative: false,
  },
  NAMESERVER_SERIALS_DIFFER: {
    servedBy,
    apex,
    serials: [
      { serial: 2026112401, servers: [ns1] },
      { serial: 2026112301, servers: [ns2] },
    ],
  },
  NAMESERVERS_LOOKUP_FAILED: { apex, detail: 'SERVFAIL' },
  NAMESERVER_ANSWERS_DIFFER: {
    servedBy,
    apex,
    name: domain,
    type: 'CNAME',
    answers: [
      { records: [`${platformHost}.`], nxdomain: false, servers: [ns1] },
      { records: [], nxdomain: true, servers: [ns2] },
    ],
    serials: [
      { serial: 2026112401, servers: [ns1] },
      { serial: 2026112301, servers: [ns2] },
    ],
  },
  DELEGATION_PROPAGATING: {
    apex,
    registry: servedBy,
    resolver,
    cachedNs: ['ns1.example.org', 'ns2.example.org'],
    cachedSeconds: 3600,
    registryTtl: 172800,
  },
  DELEGATION_NS_DIFFER: { servedBy, apex, registry: servedBy, zoneNs: ['ns1.example.net', 'ns3.example.net'] },
});
