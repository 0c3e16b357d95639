import type { FindingDocs } from '../finding-docs.ts';
import type { WordsOf } from '../finding-words.ts';

/**
 * The steps of `remove-plan`, for the findings page: whether the config and the live redirect make
 * removing a domain safe. They sit in the redirect check's group, whose findings they rest on.
 */
export const REMOVAL_DOCS = {
  REMOVE_SAFE: {
    check: 'redirect',
    title: 'remove-plan: safe to remove',
    explanation:
      'The config holds a 301 redirect from the domain to the primary, and it is live on http and https. Removing the domain in the dashboard (Remove in the menu next to it) stops its traffic at once, so this is the state to be in first.',
  },
  REMOVE_PRIMARY_REFUSED: {
    check: 'redirect',
    title: 'remove-plan: the primary cannot be removed',
    explanation:
      'The domain is the primary: every redirect points at it, so removing it would stop the site and all its redirects at once.',
  },
  REMOVE_REDIRECT_CONFIGURED: {
    check: 'redirect',
    title: 'remove-plan: redirect configured',
    explanation: 'The config holds a redirect from the domain to the primary with status 301.',
  },
  REMOVE_REDIRECT_NOT_CONFIGURED: {
    check: 'redirect',
    title: 'remove-plan: no redirect configured',
    explanation:
      'The config has no redirect from the domain to the primary. Removal stops the domain’s traffic at once, so a redirect should be set up first.',
  },
  REMOVE_REDIRECT_LIVE: {
    check: 'redirect',
    title: 'remove-plan: redirect live',
    explanation: 'Requests to the domain over this scheme answer 301 to the primary (see the redirect check).',
  },
  REMOVE_REDIRECT_NOT_LIVE: {
    check: 'redirect',
    title: 'remove-plan: redirect not live',
    explanation:
      'Requests to the domain over this scheme do not answer a correct 301 to the primary yet (the redirect check says why), so removing it now would lose its visitors.',
  },
  REMOVE_REDIRECT_UNKNOWN: {
    check: 'redirect',
    title: 'remove-plan: redirect state unknown',
    explanation:
      'The requests that would show the redirect did not finish (a timeout or a failed lookup), so it is not known whether removal is safe.',
  },
  REMOVE_DELETE_VALIDATION_RECORD: {
    check: 'validation',
    title: 'remove-plan: delete a validation record after removal',
    explanation:
      'A _validation-persist record (persistent DNS validation: it authorizes an ACME account for as long as it stays, draft-ietf-acme-dns-persist-02 §4.3.3) or an _acme-challenge record (RFC 8555 §8.4) is at the domain. Once the domain has left the platform, nobody should keep a standing right to certificates for it: delete each such record. It does not make removal unsafe, so it is listed after the other steps.',
  },
} as const satisfies Record<string, FindingDocs>;

/** A validation record to delete once the domain has left the platform. */
export interface ValidationRecordToDelete {
  readonly domain: string;
  readonly name: string;
  readonly type: 'TXT' | 'CNAME';
  /** The TXT text or the CNAME target. */
  readonly data: string;
  /** Whom it lets get certificates (`the ACME account … at …`); `null` when it names nobody who could. */
  readonly authorizes: string | null;
}

export interface Removal {
  readonly domain: string;
  readonly primary: string;
}
/** A request the plan rests on, and what the redirect check found for it. */
export interface RequestFound {
  readonly url: string;
  readonly primary: string;
  /** What the request showed (`301 to …`, a connection error), or the finding's message. */
  readonly answer: string;
  /** The redirect check's finding that says why. */
  readonly foundCode: string;
  /** Its fix, which the step repeats. */
  readonly foundFix: string | null;
}

/** What each step of a removal plan says, as functions of what the plan found. */
export const REMOVAL_WORDS = {
  REMOVE_PRIMARY_REFUSED: {
    message: ({ domain }: { domain: string }) =>
      `${domain} is the primary: every redirect points at it, so removing it would stop the site and all its redirects at once.`,
    fix: ({ domain }: { domain: string }) =>
      `Make another domain the primary first (in the dashboard and in domains.json), add a 301 redirect from ${domain} to it, then run remove-plan ${domain} again.`,
  },
  REMOVE_REDIRECT_CONFIGURED: {
    message: ({ domain, primary }: Removal) => `The config holds a 301 redirect from ${domain} to ${primary}.`,
  },
  REMOVE_REDIRECT_NOT_CONFIGURED: {
    message: ({ domain, primary }: Removal) =>
      `The config has no redirect from ${domain} to ${primary}; removal would stop ${domain}'s traffic at once.`,
    fix: ({ domain, primary }: Removal) =>
      `Add { "from": "${domain}", "to": "${primary}", "status": 301 } to "redirects" in domains.json, set the same redirect up in the dashboard, then run this again.`,
  },
  REMOVE_REDIRECT_NOT_LIVE: {
    message: ({ url, primary, answer, foundCode }: RequestFound) =>
      `${url} is not a live 301 to ${primary} yet: ${answer} (${foundCode}).`,
    fix: ({ foundFix }: RequestFound) => foundFix ?? 'Fix what the redirect check reports, then run remove-plan again.',
  },
  REMOVE_REDIRECT_UNKNOWN: {
    message: (params: RequestFound | { url: string; ran: false }) =>
      'answer' in params
        ? `Whether ${params.url} redirects is unknown: ${params.answer} (${params.foundCode}).`
        : `The redirect check did not run for ${params.url}.`,
    fix: (params: RequestFound | { url: string; ran: false }) =>
      'answer' in params ? 'Run remove-plan again, with a longer --timeout if needed.' : 'Run remove-plan again.',
  },
  REMOVE_REDIRECT_LIVE: {
    message: ({ url, primary }: { url: string; primary: string }) =>
      `${url} answers 301 to https://${primary}/, keeping the path and query.`,
  },
  REMOVE_DELETE_VALIDATION_RECORD: {
    message: ({ domain, name, type, data, authorizes }: ValidationRecordToDelete) =>
      `After removing ${domain}, delete the ${type} record at ${name} (${type === 'TXT' ? `"${data}"` : `to ${data}`})${
        authorizes ? `: while it stays, ${authorizes} can get certificates for ${domain}` : ''
      }.`,
    fix: ({ name, type }: ValidationRecordToDelete) =>
      `Once the domain is removed, delete the ${type} record at ${name}.`,
  },
  REMOVE_SAFE: {
    message: ({ domain, primary }: Removal) =>
      `${domain} can be removed: visitors who still use it are sent to ${primary}.`,
  },
} satisfies WordsOf<keyof typeof REMOVAL_DOCS>;
