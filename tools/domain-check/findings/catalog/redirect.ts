import type { CatalogEntry } from './entry.ts';
import { DOMAINS_SETTINGS } from './dashboard.ts';

/** The words of the redirect check's findings and the removal plan's steps, for the findings page. */
export const REDIRECT_FINDINGS = {
  REDIRECT_OK: {
    check: 'redirect',
    title: 'Redirect answers 301',
    explanation:
      'http:// and https:// requests to the redirect source, at its root and at a deep path with a query string, answer 301 with a Location on the target that keeps the path and query.',
    fix: '',
  },
  REDIRECT_WRONG_STATUS: {
    check: 'redirect',
    title: 'Redirect is not a 301',
    explanation:
      'The source answers 302, 307 or 308 instead of 301. Redirects use status 301: a 302 or 307 tells search engines and caches the move is temporary, and 308 is not what the procedure sets.',
    fix: 'Set the redirect’s status to 301 in the dashboard (and "status": 301 in domains.json).',
  },
  REDIRECT_CHAIN: {
    check: 'redirect',
    title: 'Redirect goes through several hops',
    explanation:
      'The source does not point straight at the target: the first Location is another of your domains, which redirects again. A redirect must be one 301 with a Location on the target, so this fails, and remove-plan does not call the source safe to remove: each visitor pays an extra round trip, and removing the middle domain breaks the redirect. One hop is accepted first: an upgrade from http:// to https:// on the same host and path, which HSTS preloading requires (http://from/ → https://from/ → https://PRIMARY/); any other chain fails.',
    fix: 'Point the redirect straight at the primary, so the first answer is a 301 to https://PRIMARY/ with the same path and query.',
  },
  REDIRECT_WRONG_TARGET: {
    check: 'redirect',
    title: 'Redirect ends at the wrong domain',
    explanation:
      'Following the redirect through your own domains ends at a domain that is not its target, so visitors never reach the primary.',
    fix: 'Set the redirect’s target to the primary in the dashboard and in domains.json.',
  },
  REDIRECT_OFFSITE: {
    check: 'redirect',
    title: 'Redirect leaves your domains',
    explanation:
      'The Location is on a host that is not in the config. domain-check does not follow it. A redirect that sends visitors to someone else’s host is usually a typo in the target.',
    fix: 'Set the redirect’s target to the primary in the dashboard.',
  },
  REDIRECT_TO_HTTP: {
    check: 'redirect',
    title: 'Redirect to plain http',
    explanation:
      'The Location starts with http://, so visitors leave HTTPS (and are redirected again, or stay on an unencrypted page).',
    fix: 'Make the redirect target https://PRIMARY/ in the dashboard.',
  },
  REDIRECT_LOOP: {
    check: 'redirect',
    title: 'Redirect loop',
    explanation:
      'Following the redirects comes back to an address already visited (or passes the hop limit), so browsers give up with "too many redirects".',
    fix: 'Remove the redirect that points back: a domain must not redirect to itself, and the primary must not redirect to a redirect source.',
  },
  REDIRECT_PATH_DROPPED: {
    check: 'redirect',
    title: 'Redirect loses the path or query',
    explanation:
      'A request for a deep page with a query string is redirected somewhere else than the same path and query on the target (usually the home page), so every old link lands on the wrong page.',
    fix: 'Configure the redirect to keep the path and query (the platform’s 301 redirect does this by default).',
  },
  REDIRECT_NOT_REDIRECTING: {
    check: 'redirect',
    title: 'Source does not redirect',
    explanation:
      'The redirect source answers with a page (or an error, or a 3xx without a Location) instead of a 301. The domain is served as a site of its own, or the redirect is not set up yet.',
    fix: `Set the domain up as a redirect to the primary with status 301 in the dashboard (${DOMAINS_SETTINGS}).`,
  },
  REDIRECT_UNREACHABLE: {
    check: 'redirect',
    title: 'Redirect source unreachable',
    explanation:
      'The request to the redirect source failed: the connection was refused, or the HTTPS handshake failed (see the tls check for the certificate).',
    fix: 'Make the DNS and tls checks of the same run pass; the redirect is served once the domain verifies and has its certificate.',
  },
  REMOVE_SAFE: {
    check: 'redirect',
    title: 'remove-plan: safe to remove',
    explanation:
      'The config holds a 301 redirect from the domain to the primary, and it is live on http and https. Removing the domain in the dashboard (Remove in the menu next to it) stops its traffic at once, so this is the state to be in first.',
    fix: '',
  },
  REMOVE_PRIMARY_REFUSED: {
    check: 'redirect',
    title: 'remove-plan: the primary cannot be removed',
    explanation:
      'The domain is the primary: every redirect points at it, so removing it would stop the site and all its redirects at once.',
    fix: 'Make another domain the primary first (in the dashboard and in domains.json), redirect this one to it with 301, then run remove-plan again.',
  },
  REMOVE_REDIRECT_CONFIGURED: {
    check: 'redirect',
    title: 'remove-plan: redirect configured',
    explanation: 'The config holds a redirect from the domain to the primary with status 301.',
    fix: '',
  },
  REMOVE_REDIRECT_NOT_CONFIGURED: {
    check: 'redirect',
    title: 'remove-plan: no redirect configured',
    explanation:
      'The config has no redirect from the domain to the primary. Removal stops the domain’s traffic at once, so a redirect should be set up first.',
    fix: 'Add { "from": DOMAIN, "to": PRIMARY, "status": 301 } to "redirects" in domains.json, set the same redirect up in the dashboard, then run remove-plan again.',
  },
  REMOVE_REDIRECT_LIVE: {
    check: 'redirect',
    title: 'remove-plan: redirect live',
    explanation: 'Requests to the domain over this scheme answer 301 to the primary (see the redirect check).',
    fix: '',
  },
  REMOVE_REDIRECT_NOT_LIVE: {
    check: 'redirect',
    title: 'remove-plan: redirect not live',
    explanation:
      'Requests to the domain over this scheme do not answer a correct 301 to the primary yet (the redirect check says why), so removing it now would lose its visitors.',
    fix: 'Fix what the redirect check reports, then run remove-plan again.',
  },
  REMOVE_REDIRECT_UNKNOWN: {
    check: 'redirect',
    title: 'remove-plan: redirect state unknown',
    explanation:
      'The requests that would show the redirect did not finish (a timeout or a failed lookup), so it is not known whether removal is safe.',
    fix: 'Run remove-plan again, with a longer --timeout if needed.',
  },
} as const satisfies Record<string, CatalogEntry>;
