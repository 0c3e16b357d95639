import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { FindingWords, WordsOf } from '../../findings/finding-words.ts';
import type { DashboardPlace } from '../../findings/words/dashboard.ts';
import { describeRedirectProblems, type RedirectProblems } from '../../findings/words/redirect-problems.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

export type { RedirectProblems, RequestProblem } from '../../findings/words/redirect-problems.ts';

/** The words of the redirect check's findings, for the findings page. */
export const REDIRECT_DOCS = {
  REDIRECT_OK: {
    check: 'redirect',
    title: 'Redirect answers 301',
    explanation:
      'http:// and https:// requests to the redirect source, at its root and at a deep path with a query string, answer 301 with a Location on the target that keeps the path and query.',
  },
  REDIRECT_WRONG_STATUS: {
    check: 'redirect',
    title: 'Redirect is not a 301',
    explanation:
      'The source answers 302, 307 or 308 instead of 301. Redirects use status 301: a 302 or 307 tells search engines and caches the move is temporary, and 308 is not what the procedure sets.',
  },
  REDIRECT_CHAIN: {
    check: 'redirect',
    title: 'Redirect goes through several hops',
    explanation:
      'The source does not point straight at the target: the first Location is another of your domains, which redirects again. A redirect must be one 301 with a Location on the target, so this fails, and remove-plan does not call the source safe to remove: each visitor pays an extra round trip, and removing the middle domain breaks the redirect. One hop is accepted first: an upgrade from http:// to https:// on the same host and path, which HSTS preloading requires (http://from/ → https://from/ → https://PRIMARY/); any other chain fails.',
  },
  REDIRECT_WRONG_TARGET: {
    check: 'redirect',
    title: 'Redirect ends at the wrong domain',
    explanation:
      'Following the redirect through your own domains ends at a domain that is not its target, so visitors never reach the primary.',
  },
  REDIRECT_OFFSITE: {
    check: 'redirect',
    title: 'Redirect leaves your domains',
    explanation:
      'The Location is on a host that is not in the config. domain-check does not follow it. A redirect that sends visitors to someone else’s host is usually a typo in the target.',
  },
  REDIRECT_TO_HTTP: {
    check: 'redirect',
    title: 'Redirect to plain http',
    explanation:
      'The Location starts with http://, so visitors leave HTTPS (and are redirected again, or stay on an unencrypted page).',
  },
  REDIRECT_LOOP: {
    check: 'redirect',
    title: 'Redirect loop',
    explanation:
      'Following the redirects comes back to an address already visited (or passes the hop limit), so browsers give up with "too many redirects".',
  },
  REDIRECT_PATH_DROPPED: {
    check: 'redirect',
    title: 'Redirect loses the path or query',
    explanation:
      'A request for a deep page with a query string is redirected somewhere else than the same path and query on the target (usually the home page), so every old link lands on the wrong page.',
  },
  REDIRECT_NOT_REDIRECTING: {
    check: 'redirect',
    title: 'Source does not redirect',
    explanation:
      'The redirect source answers with a page (or an error, or a 3xx without a Location) instead of a 301. The domain is served as a site of its own, or the redirect is not set up yet.',
  },
  REDIRECT_UNREACHABLE: {
    check: 'redirect',
    title: 'Redirect source unreachable',
    explanation:
      'The request to the redirect source failed: the connection was refused, or the HTTPS handshake failed (see the tls check for the certificate).',
  },
} as const satisfies Record<string, FindingDocs>;

/** The words of a redirect problem: a lead about the source, then the requests that show it. */
function redirectProblem(
  lead: (from: string, to: string) => string,
  fix: (params: RedirectProblems & DashboardPlace) => string,
): FindingWords<RedirectProblems & DashboardPlace> {
  return { message: (params) => describeRedirectProblems(lead(params.from, params.to), params), fix };
}

export interface UnreachableRedirect extends RedirectProblems {
  /** The run checked the source's DNS too: the tls check then has a verdict to point at. */
  readonly ranDnsChecks: boolean;
}

/** What each redirect finding says about the requests made to the source. */
export const REDIRECT_WORDS = {
  REDIRECT_OK: {
    message: ({ from, to, deepPath }: { from: string; to: string; deepPath: string }) =>
      `${from} answers 301 to https://${to}/ on http and https, keeping the path and query (${deepPath}).`,
  },
  REDIRECT_WRONG_STATUS: /* @__PURE__ */ redirectProblem(
    (from) => `${from} does not redirect with 301`,
    ({ from, domainsSettings }) => `Set the redirect of ${from} to status 301 in the dashboard (${domainsSettings}).`,
  ),
  REDIRECT_CHAIN: /* @__PURE__ */ redirectProblem(
    (from, to) => `${from} reaches ${to} through more than one hop`,
    ({ from, to }) => `Point ${from} straight at https://${to}/ (one 301 that keeps the path and query).`,
  ),
  REDIRECT_WRONG_TARGET: /* @__PURE__ */ redirectProblem(
    (from, to) => `${from} redirects, but not to ${to}`,
    ({ from, to }) => `Set the redirect target of ${from} to ${to} in the dashboard.`,
  ),
  REDIRECT_OFFSITE: /* @__PURE__ */ redirectProblem(
    (from) => `${from} redirects to a host that is not in the config`,
    ({ from, to }) => `Set the redirect target of ${from} to ${to} in the dashboard.`,
  ),
  REDIRECT_TO_HTTP: /* @__PURE__ */ redirectProblem(
    (from) => `${from} redirects to plain http`,
    ({ from, to }) => `Make the redirect of ${from} go to https://${to}/, not http://.`,
  ),
  REDIRECT_LOOP: /* @__PURE__ */ redirectProblem(
    (from) => `${from} redirects in a loop`,
    ({ from, to }) =>
      `Remove the redirect that points back: ${from} must redirect once, straight to https://${to}/, and ${to} must not redirect.`,
  ),
  REDIRECT_PATH_DROPPED: /* @__PURE__ */ redirectProblem(
    (from) => `${from} does not keep the path and query`,
    ({ from, to }) => `Make the redirect of ${from} keep the path and query (https://${to}/same/path?same=query).`,
  ),
  REDIRECT_NOT_REDIRECTING: /* @__PURE__ */ redirectProblem(
    (from) => `${from} does not redirect`,
    ({ from, to, domainsSettings }) =>
      `Set ${from} up as a redirect to ${to} with status 301 in the dashboard (${domainsSettings}).`,
  ),
  REDIRECT_UNREACHABLE: {
    message: (params: UnreachableRedirect) => describeRedirectProblems(`${params.from} cannot be reached`, params),
    fix: ({ from, ranDnsChecks }: UnreachableRedirect) =>
      `Make the DNS checks${ranDnsChecks ? ' and the tls check' : ''} of this run pass for ${from}; the redirect is served once the domain verifies and has its certificate.`,
  },
} satisfies WordsOf<keyof typeof REDIRECT_DOCS>;

/** An example of each redirect finding for its section on the findings page: the params the check would give. */
export const REDIRECT_EXAMPLES: CheckExamples<'redirect'> = ({ domain, apex, redirectSource, domainsSettings }) => {
  const redirect = { from: redirectSource, to: domain, schemes: ['http', 'https'], domainsSettings } as const;
  return {
    REDIRECT_OK: { from: redirectSource, to: domain, deepPath: '/guides/?ref=example' },
    REDIRECT_WRONG_STATUS: {
      ...redirect,
      problems: [
        { kind: 'wrong-status', url: `http://${redirectSource}/`, status: 302, location: `https://${domain}/` },
        { kind: 'wrong-status', url: `https://${redirectSource}/`, status: 302, location: `https://${domain}/` },
      ],
    },
    REDIRECT_CHAIN: {
      ...redirect,
      problems: [
        {
          kind: 'chain',
          start: `http://${redirectSource}/`,
          urls: [`http://${redirectSource}/`, `https://${redirectSource}/`, `https://${domain}/`],
          redirects: 2,
        },
      ],
      schemes: ['http'],
    },
    REDIRECT_WRONG_TARGET: {
      ...redirect,
      problems: [
        {
          kind: 'wrong-target',
          start: `https://${redirectSource}/`,
          urls: [`https://${redirectSource}/`, `https://${apex}/`],
          endsAt: apex,
          target: domain,
        },
      ],
      schemes: ['https'],
    },
    REDIRECT_OFFSITE: {
      ...redirect,
      problems: [{ kind: 'offsite', url: `https://${redirectSource}/`, location: 'https://example.org/' }],
      schemes: ['https'],
    },
    REDIRECT_TO_HTTP: {
      ...redirect,
      problems: [{ kind: 'to-http', url: `https://${redirectSource}/`, location: `http://${domain}/` }],
      schemes: ['https'],
    },
    REDIRECT_LOOP: {
      ...redirect,
      problems: [
        {
          kind: 'loop',
          start: `https://${redirectSource}/`,
          urls: [`https://${redirectSource}/`, `https://${domain}/`],
          backTo: `https://${redirectSource}/`,
        },
      ],
      schemes: ['https'],
    },
    REDIRECT_PATH_DROPPED: {
      ...redirect,
      problems: [
        {
          kind: 'path-dropped',
          start: `https://${redirectSource}/guides/?ref=example`,
          location: `https://${domain}/`,
          wanted: '/guides/?ref=example',
          target: domain,
        },
      ],
      schemes: ['https'],
    },
    REDIRECT_NOT_REDIRECTING: {
      ...redirect,
      problems: [
        { kind: 'not-redirecting', url: `http://${redirectSource}/`, status: 200, location: null },
        { kind: 'not-redirecting', url: `https://${redirectSource}/`, status: 200, location: null },
      ],
    },
    REDIRECT_UNREACHABLE: {
      ...redirect,
      ranDnsChecks: true,
      problems: [
        { kind: 'timeout', url: `http://${redirectSource}/` },
        { kind: 'timeout', url: `https://${redirectSource}/` },
      ],
    },
  };
};
