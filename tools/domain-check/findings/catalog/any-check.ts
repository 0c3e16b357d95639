import type { CheckId } from '../check-registry.ts';
import type { CatalogEntry } from './entry.ts';
import type { WordsOf } from './words.ts';

/** The words of findings any check can give, for the findings page. */
export const ANY_CHECK_FINDINGS = {
  LIVE_NO_ADDRESS: {
    check: 'any',
    title: 'No address to connect to',
    explanation:
      'The domain has no A or AAAA answer from the resolver, so there is nothing to connect to for the live checks (tls, redirect, primary). It is never counted as a pass.',
    fix: 'Make the DNS checks of the same run pass first.',
  },
  LIVE_LOOKUP_FAILED: {
    check: 'any',
    title: 'Address lookup failed',
    explanation: 'The A/AAAA lookup the live checks need failed, so they could not connect.',
    fix: 'Run the check again; if it persists, try another resolver with --resolver.',
  },
  LIVE_TIMEOUT: {
    check: 'any',
    title: 'No answer before the deadline',
    explanation:
      'The server accepted the connection (or did not), but gave no TLS handshake or HTTP answer before the run’s deadline. A server this slow is one visitors give up on too.',
    fix: 'Run this again, with a longer --timeout if the server is far away; if it persists, the server is overloaded or not the platform’s.',
  },
  CHECK_SKIPPED: {
    check: 'any',
    title: 'Check skipped',
    explanation:
      'The check does not apply to this domain (a CNAME check on an apex), or an input it needs is missing (an invalid hostname). In --json, params.reason says which: hostname-invalid, domain-not-registered, kind-does-not-apply, role-does-not-apply, no-record, nameservers-disagree or no-redirect-configured.',
    fix: '',
  },
  CHECK_CRASHED: {
    check: 'any',
    title: 'Check failed unexpectedly',
    explanation: 'The check stopped with an internal error. Other checks still ran. Please report it.',
    fix: 'Run the check again; report the message if it persists.',
  },
} as const satisfies Record<string, CatalogEntry>;

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
  | { readonly reason: 'no-redirect-configured'; readonly domain: string };

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
} satisfies WordsOf<keyof typeof ANY_CHECK_FINDINGS>;
