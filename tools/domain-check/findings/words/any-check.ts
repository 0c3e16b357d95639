import type { CheckId } from '../check-registry.ts';
import type { FindingDocs } from '../finding-docs.ts';
import type { WordsOf } from '../finding-words.ts';

/** The words of findings any check can give, for the findings page. */
export const ANY_CHECK_DOCS = {
  LIVE_NO_ADDRESS: {
    check: 'any',
    title: 'No address to connect to',
    explanation:
      'The domain has no A or AAAA answer from the resolver, so there is nothing to connect to for the live checks (tls, redirect, primary). It is never counted as a pass.',
  },
  LIVE_LOOKUP_FAILED: {
    check: 'any',
    title: 'Address lookup failed',
    explanation: 'The A/AAAA lookup the live checks need failed, so they could not connect.',
  },
  LIVE_TIMEOUT: {
    check: 'any',
    title: 'No answer before the deadline',
    explanation:
      'The server accepted the connection (or did not), but gave no TLS handshake or HTTP answer before the run’s deadline. A server this slow is one visitors give up on too.',
  },
  LIVE_UNREACHABLE: {
    check: 'any',
    title: 'Connection never left this machine',
    explanation:
      'A live check could not connect: this machine has no route to the address (ENETUNREACH, EHOSTUNREACH, a blackhole or prohibit route), or no address of its family (an IPv6 address on a host without IPv6: EADDRNOTAVAIL). Nothing reached the site, so this says nothing about it; the verdict is inconclusive.',
  },
  RESOLVER_UNREACHABLE: {
    check: 'any',
    title: 'The resolver could not be asked',
    explanation:
      'The recursive resolver domain-check asks (the system’s, or the one given with --resolver; in the browser, the DNS-over-HTTPS endpoint) could not be asked: this machine has no route to it, it has no address of that family, nothing listens there, it cut the connection mid-answer, its HTTP endpoint answered an error page, or it gave no answer, also to a question about the root zone, which any resolver answers. Every lookup through it failed for that reason, not because of the domain’s DNS; the checks that needed it are skipped and point here.',
  },
  RESOLVER_NOT_RESOLVING: {
    check: 'any',
    title: 'The resolver does not resolve',
    explanation:
      'The resolver domain-check asks answers, but does not resolve names for it. On every run, beside its first lookups, domain-check asks it about the root zone, which every recursive resolver answers: an answer without the RA flag (RFC 1035 §4.1.1) is an authoritative server’s; NXDOMAIN or no record for the root zone, which exists, is a resolver that answers every name so (a sandbox, a captive portal); REFUSED (often with Extended DNS Error 20, Not Authoritative, or 18, Prohibited: RFC 8914 §4) is a server that does not recurse for this machine; SERVFAIL is a resolver that cannot reach the root. Nothing it answered is read as the domain’s: not its failures, so CAA and DNSSEC are not blamed for them, and not its answers either (an authoritative server answers its own zones, but not the platform’s), so the other checks are skipped, pointing here, and the verdict is inconclusive. A server also given with --authoritative is asked directly on purpose and is exempt.',
  },
  RESOLVER_LIES: {
    check: 'any',
    title: 'The resolver does not tell the truth',
    explanation:
      'The certificate authority never asks your resolver: it asks its own validating resolvers, which see your zone’s nameservers. On every run, beside its first lookups, domain-check asks the resolver about a name that cannot exist (NXDOMAIN rewriting), about ipv4only.arpa (DNS64, RFC 8880 and RFC 7050), and about the root zone’s signed SOA (the AD bit: does it validate? RFC 4035 §3.2.3), and reads each answer about your domain for a filter’s unspecified address (0.0.0.0, ::) or Extended DNS Errors 15–18 (Blocked, Censored, Filtered, Prohibited: RFC 8914), and for private or shared addresses (RFC 1918, RFC 6598, RFC 4193) the zone’s nameservers do not serve. Where it lies, the verdict is read from the zone’s nameservers, as an honest resolver would give it: a filtered, internal or synthesized answer never makes a correct domain propagating or wrong. In --json, params.lie says which: filters, internal-view, rewrites-nxdomain, dns64 or not-validating; the report’s resolvers list gives each resolver’s traits. It is a warning that --strict does not count: nothing in your DNS needs changing.',
  },
  CHECK_SKIPPED: {
    check: 'any',
    title: 'Check skipped',
    explanation:
      'The check does not apply to this domain (a CNAME check on an apex), or an input it needs is missing (an invalid hostname). In --json, params.reason says which: hostname-invalid, domain-not-registered, kind-does-not-apply, role-does-not-apply, no-record, nameservers-disagree, no-redirect-configured, resolver-failed, lookup-cause-named (another check names the permanent fault that makes this check’s lookups fail, such as a lame delegation, so the report says it once) or lookup-failed (a lookup the check needs failed, so it claims nothing either way).',
  },
  CHECK_CRASHED: {
    check: 'any',
    title: 'Check failed unexpectedly',
    explanation: 'The check stopped with an internal error. Other checks still ran. Please report it.',
  },
} as const satisfies Record<string, FindingDocs>;

/** Why a check did not run: the reason is data, so `--json` readers can match on it. */
export type SkipReason =
  | { readonly reason: 'hostname-invalid' }
  /** The registrable domain is NXDOMAIN; the zone check says so once for every check. */
  | { readonly reason: 'domain-not-registered' }
  /** The check is for one kind of domain (apex or subdomain) and the zone cut found the other. */
  | { readonly reason: 'kind-does-not-apply'; readonly appliesTo: 'apex' | 'subdomain'; readonly domain: string }
  /** The live check is for one role (the primary or a redirect source) and the domain has the other. */
  | { readonly reason: 'role-does-not-apply'; readonly appliesTo: 'primary' | 'redirect' }
  /** No record of the type at the name to read (the ttl check's TTL). */
  | { readonly reason: 'no-record'; readonly domain: string; readonly type: string }
  /** The zone's nameservers disagree, so there is no one answer to wait for. */
  | { readonly reason: 'nameservers-disagree'; readonly domain: string; readonly type: string }
  | { readonly reason: 'no-redirect-configured'; readonly domain: string }
  /** It would read a resolver that cannot be asked or does not resolve; that check says so. */
  | { readonly reason: 'resolver-failed'; readonly resolver: string; readonly check: CheckId }
  /** Its lookups fail for a permanent cause that another check names (a lame delegation, missing glue, …). */
  | { readonly reason: 'lookup-cause-named'; readonly check: CheckId; readonly code: string }
  /** A lookup it needs failed (SERVFAIL, a timeout): it claims nothing either way. */
  | { readonly reason: 'lookup-failed'; readonly name: string; readonly type: string; readonly detail: string };

/** What stopped a check: the run's deadline, or an error thrown inside it (a bug). */
export type CrashCause =
  | { readonly check: CheckId; readonly cause: 'deadline' }
  | { readonly check: CheckId; readonly cause: 'internal-error'; readonly error: string };

function skipMessage(skipped: SkipReason): string {
  switch (skipped.reason) {
    case 'hostname-invalid':
      return 'Skipped: the hostname is not valid.';
    case 'domain-not-registered':
      return 'Skipped: the domain does not exist in DNS (see the zone check).';
    case 'kind-does-not-apply':
      return `Applies to ${skipped.appliesTo === 'apex' ? 'apex domains' : 'subdomains'} only; ${skipped.domain} is ${skipped.appliesTo === 'apex' ? 'a subdomain' : 'an apex'}.`;
    case 'role-does-not-apply':
      return `Applies to ${skipped.appliesTo === 'primary' ? 'the primary' : 'redirect sources'} only.`;
    case 'no-record':
      return `No ${skipped.type} record at ${skipped.domain} to read a TTL from.`;
    case 'nameservers-disagree':
      return `Skipped for ${skipped.type}: the nameservers of ${skipped.domain} serve different ${skipped.type} answers (see the nameservers check), so there is no one answer to wait for.`;
    case 'no-redirect-configured':
      return `No redirect is configured for ${skipped.domain} (pass --config).`;
    case 'resolver-failed':
      return `Skipped: the resolver ${skipped.resolver} failed, so nothing it answered is read as your DNS (see the ${skipped.check} check).`;
    case 'lookup-cause-named':
      return `Skipped: its lookups fail for the cause the ${skipped.check} check names (${skipped.code}).`;
    case 'lookup-failed':
      return `Skipped: the lookup of ${skipped.name} ${skipped.type} failed (${skipped.detail}), so nothing is claimed either way.`;
  }
}

/** What the findings any check can give say. */
export const ANY_CHECK_WORDS = {
  CHECK_SKIPPED: { message: skipMessage },
  CHECK_CRASHED: {
    message: (crash: CrashCause) =>
      crash.cause === 'deadline'
        ? `The ${crash.check} check did not finish before the run's deadline.`
        : `The ${crash.check} check stopped with an internal error: ${crash.error}.`,
    fix: (crash: CrashCause) =>
      crash.cause === 'deadline'
        ? 'Run this again with a longer --timeout.'
        : 'Run this again; report the message if it persists.',
  },
} satisfies WordsOf<keyof typeof ANY_CHECK_DOCS>;
