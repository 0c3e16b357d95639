/**
 * Words for failures of this machine's network or of the resolver it was given, not of the domain:
 * the resolver cannot be asked or does not resolve, or a live check's connection never left the
 * machine. Each names what failed and where, and never sends the owner to fix their DNS for it.
 */
import type { ANY_CHECK_DOCS } from './any-check.ts';
import { PUBLIC_RESOLVERS } from './public-resolvers.ts';
import type { ServersAt } from './live.ts';
import { serversAt } from './live.ts';
import type { WordsOf } from '../finding-words.ts';

/** Why a resolver could not be asked, from the system's error (or the DoH endpoint's HTTP status). */
export type ResolverFailure =
  /** ENETUNREACH, EHOSTUNREACH, or a blackhole, unreachable or prohibit route. */
  | 'no-route'
  /** EADDRNOTAVAIL, EAFNOSUPPORT: an IPv6 resolver on a host without IPv6 (or the reverse). */
  | 'no-address-family'
  /** ECONNREFUSED: nothing listens on its DNS port. */
  | 'connection-refused'
  /** ECONNRESET, or a TCP stream cut inside a message. */
  | 'connection-reset'
  /** A DNS-over-HTTPS endpoint answered an HTTP error or a page instead of a DNS message. */
  | 'http-error'
  /** Another network error. */
  | 'network'
  /** Nothing came back before the deadline. */
  | 'no-answer'
  /** Only undecodable or mismatched packets came back. */
  | 'garbage';

export interface ResolverUnreachable {
  readonly domain: string;
  /** The resolver as evidence names it: `192.0.2.1`, `[2001:db8::1]:5353`, a DoH endpoint's host. */
  readonly resolver: string;
  readonly failure: ResolverFailure;
  /** The system's code (`ENETUNREACH`), `HTTP 503`, or `null`. */
  readonly errorCode: string | null;
  /** The lookup's own sentence. */
  readonly detail: string;
  readonly ipv6: boolean;
}

export interface ResolverNotResolving {
  readonly domain: string;
  readonly resolver: string;
  /**
   * What it said to a question for the root zone, which any recursive resolver answers: NXDOMAIN or
   * no record for the root, which exists, is a resolver that answers every name so (a sandbox, a
   * captive portal).
   */
  readonly answer: 'refused' | 'servfail' | 'no-recursion' | 'nxdomain-root' | 'no-root';
  /** The RCODE and any Extended DNS Error, as the evidence shows them. */
  readonly detail: string;
  readonly ipv6: boolean;
}

const FAILURE_PHRASES: Record<ResolverFailure, string> = {
  'no-route': 'this machine has no route to it',
  'no-address-family':
    'this machine has no address of its family (an IPv6 resolver on a host without IPv6, or the reverse)',
  'connection-refused': 'nothing listens on its DNS port',
  'connection-reset': 'it cut the connection before its answer was complete',
  'http-error': 'it answered with an HTTP error or a page, not a DNS message',
  network: 'the connection failed',
  'no-answer': 'it gave no answer before the deadline',
  garbage: 'it sent nothing that decodes as an answer to the question',
};

const ANSWER_PHRASES: Record<ResolverNotResolving['answer'], string> = {
  refused:
    'refuses to resolve names for this machine (an authoritative-only server, or one that serves other networks)',
  servfail: 'fails to resolve even the root zone, so it cannot resolve any name',
  'no-recursion': 'does not offer recursion (no RA flag): it is an authoritative server, not a resolver',
  'nxdomain-root':
    'says that even the root zone does not exist: it answers NXDOMAIN for every name (a sandbox, a captive portal or a broken filter)',
  'no-root': 'has no record for the root zone, which every resolver can answer: its answers are not the DNS',
};

/** What a resolver that does not tell the truth does, as the finding's params give it. */
export type ResolverLie = 'filters' | 'internal-view' | 'rewrites-nxdomain' | 'dns64' | 'not-validating';

export interface ResolverLies {
  readonly domain: string;
  readonly resolver: string;
  readonly lie: ResolverLie;
  /** The names it answered so (none for a trait of the resolver, such as not validating). */
  readonly names: readonly string[];
  /** What it answered, as the evidence shows it (the first name's answer, or the probe's). */
  readonly detail: string;
  /** Whether the zone's nameservers answered in its place, so that the verdict is theirs. */
  readonly readFromNameservers: boolean;
}

const LIE_PHRASES: Record<ResolverLie, (params: ResolverLies) => string> = {
  filters: ({ names }) =>
    `filters ${names.join(', ')}: it answers what a blocked name gets (a filter, an ad blocker or a company's security DNS)`,
  'internal-view': ({ names }) =>
    `answers ${names.join(', ')} from a view of its own network (split horizon), with private or shared addresses the zone's nameservers do not serve`,
  'rewrites-nxdomain': ({ names }) =>
    `answers names that do not exist with addresses of its own (NXDOMAIN rewriting), as it did for ${names.length > 0 ? names.join(', ') : 'a random name'}`,
  dns64: () =>
    'synthesizes AAAA records from A records (DNS64, RFC 6147): this machine is on an IPv6-only network behind a NAT64 gateway, and those addresses are not in your zone',
  'not-validating': () =>
    'does not validate DNSSEC: it answered the root zone’s signed SOA without the AD bit (RFC 4035 §3.2.3), so a zone whose signatures are broken resolves through it, though the certificate authority, which validates, will refuse it',
};

/** The step for a resolver that cannot be used: another one, IPv4 unless only IPv4 is missing here. */
function anotherResolver(resolver: string, ipv6: boolean): string {
  const [first = '', ...others] = PUBLIC_RESOLVERS.map((entry) => (ipv6 ? entry.ipv6 : entry.ipv4));
  return `Pass a resolver that answers instead of ${resolver}, such as a public one: --resolver ${first} (or ${others.join(', ')}). Nothing needs changing in your DNS for this finding.`;
}

/** An IPv6 resolver this host cannot reach: most hosts without an IPv6 route still have IPv4. */
const suggestIpv6 = ({ ipv6, failure }: ResolverUnreachable): boolean => !ipv6 && failure === 'no-address-family';

export const NETWORK_WORDS = {
  RESOLVER_UNREACHABLE: {
    message: (params: ResolverUnreachable) =>
      `The resolver ${params.resolver} could not be asked about ${params.domain}: ${FAILURE_PHRASES[params.failure]} (${params.detail}). This is this machine's network or that resolver, not your DNS: nothing about ${params.domain} is known.`,
    fix: (params: ResolverUnreachable) =>
      params.failure === 'no-address-family' || (params.ipv6 && params.failure === 'no-route')
        ? anotherResolver(params.resolver, suggestIpv6(params))
        : params.failure === 'no-route' || params.failure === 'network'
          ? `Check this machine's network connection, then run this again. ${anotherResolver(params.resolver, false)}`
          : `Run this again. ${anotherResolver(params.resolver, false)}`,
  },
  RESOLVER_NOT_RESOLVING: {
    message: (params: ResolverNotResolving) =>
      `The resolver ${params.resolver} ${ANSWER_PHRASES[params.answer]} (${params.detail}). Its answers about ${params.domain}, and its failures, say nothing about your DNS.`,
    fix: (params: ResolverNotResolving) =>
      params.answer === 'nxdomain-root' || params.answer === 'no-root'
        ? `${anotherResolver(params.resolver, false)} The certificate authority asks its own resolvers, not this one.`
        : anotherResolver(params.resolver, false),
  },
  RESOLVER_LIES: {
    message: (params: ResolverLies) =>
      `The resolver ${params.resolver} ${LIE_PHRASES[params.lie](params)} (${params.detail}). ${
        params.lie === 'not-validating'
          ? 'DNSSEC is judged from what it answers only.'
          : params.readFromNameservers
            ? `The certificate authority asks its own resolvers, which see your zone's nameservers: this verdict reads ${params.domain} from them too.`
            : `Nothing else could be asked, so nothing it answered is read as your DNS.`
      }`,
    fix: (params: ResolverLies) =>
      params.lie === 'not-validating'
        ? `Nothing in your DNS needs changing for this. To see DNSSEC as the certificate authority does, pass a validating resolver: --resolver ${PUBLIC_RESOLVERS.map((entry) => entry.ipv4).join(' or ')}.`
        : params.lie === 'dns64'
          ? 'Nothing in your DNS needs changing: the certificate authority never sees these addresses.'
          : `Nothing in your DNS needs changing. You will not see the site from this network; the certificate authority will. To see what it sees from here, pass another resolver: --resolver ${PUBLIC_RESOLVERS.map((entry) => entry.ipv4).join(' or ')}.`,
  },
  LIVE_UNREACHABLE: {
    message: (params: LiveUnreachable) =>
      `${params.request === 'tls' ? `The TLS connection to ${params.domain} at ${serversAt(params)}` : `The request ${params.url}`} never left this machine: ${params.detail}. This says nothing about the site.`,
    fix: () =>
      "Check this machine's network connection (and whether it has IPv6, when only IPv6 addresses fail), then run this again.",
  },
} satisfies WordsOf<keyof typeof ANY_CHECK_DOCS>;

/**
 * Each network finding in one line, made from its params, for a screen with room for one (watch):
 * what failed, where and why, without the message's second sentence.
 */
export const NETWORK_HEADLINES = {
  RESOLVER_UNREACHABLE: (params: ResolverUnreachable) =>
    `The resolver ${params.resolver} could not be asked: ${FAILURE_PHRASES[params.failure]}${params.errorCode === null ? '' : ` (${params.errorCode})`}.`,
  RESOLVER_NOT_RESOLVING: (params: ResolverNotResolving) =>
    `The resolver ${params.resolver} ${ANSWER_PHRASES[params.answer]}.`,
  RESOLVER_LIES: (params: ResolverLies) => `The resolver ${params.resolver} ${LIE_PHRASES[params.lie](params)}.`,
  LIVE_UNREACHABLE: (params: LiveUnreachable) =>
    `${params.request === 'tls' ? `The TLS connection to ${params.domain}` : `The request ${params.url}`} never left this machine: ${params.detail}.`,
} satisfies Record<keyof typeof NETWORK_WORDS, (params: never) => string>;

/** Which connection never left this machine, and why. */
export type LiveUnreachable =
  | ({ readonly request: 'tls'; readonly domain: string; readonly detail: string } & ServersAt)
  | { readonly request: 'http'; readonly url: string; readonly detail: string };
