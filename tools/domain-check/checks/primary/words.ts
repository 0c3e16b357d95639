import type { HttpOutcome } from '../../live/probe.ts';
import type { DashboardPlace } from '../../findings/words/dashboard.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import { certificateFix, type CertificateBlocker } from '../../findings/words/live.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the primary check's findings, for the findings page. */
export const PRIMARY_DOCS = {
  PRIMARY_OK: {
    check: 'primary',
    title: 'Primary answers',
    explanation: 'https://PRIMARY/ answers without an error, and is not redirected to another host.',
  },
  PRIMARY_REDIRECTED: {
    check: 'primary',
    title: 'Primary redirects elsewhere',
    explanation:
      'https://PRIMARY/ redirects to another host. The primary is where visitors end up, so every redirect to it would go on to somewhere else (or loop).',
  },
  PRIMARY_ERROR_STATUS: {
    check: 'primary',
    title: 'Primary answers an error',
    explanation:
      'https://PRIMARY/ answers with a 4xx or 5xx status. The domain reaches the platform, but the site is not served there: often the deploy failed or the domain is attached to another project.',
  },
  PRIMARY_UNREACHABLE: {
    check: 'primary',
    title: 'Primary unreachable',
    explanation:
      'The request to https://PRIMARY/ failed: the connection was refused, or the HTTPS handshake failed (see the tls check).',
  },
} as const satisfies Record<string, FindingDocs>;

/** The request to `https://PRIMARY/` and what answered it. */
interface PrimaryAnswer {
  readonly url: string;
  /** The status line as received: `200 OK`. */
  readonly statusLine: string;
}

export interface AnsweringPrimary extends PrimaryAnswer {
  readonly status: number;
  /** Where a redirect on the same host leads (path only), or null for an answer that is no redirect. */
  readonly sameHostPath: string | null;
}

/** A redirect on the primary, with its Location resolved against the request when it parses. */
export interface PrimaryRedirect {
  readonly url: string;
  readonly domain: string;
  readonly status: number;
  readonly location: string;
  /** The Location's host, when it parses. */
  readonly locationHost: string | null;
}

export interface FailingPrimary extends PrimaryAnswer, DashboardPlace {
  readonly domain: string;
}

export interface UnreachablePrimary extends DashboardPlace {
  readonly url: string;
  readonly domain: string;
  readonly outcome: HttpOutcome;
  readonly detail: string;
  readonly blocker: CertificateBlocker;
}

/** What each primary finding says about `https://PRIMARY/`. */
export const PRIMARY_WORDS = {
  PRIMARY_OK: {
    message: ({ url, statusLine, status, sameHostPath }: AnsweringPrimary) =>
      sameHostPath === null
        ? `${url} answers ${statusLine}.`
        : `${url} answers ${status} to ${sameHostPath} on the same host.`,
  },
  PRIMARY_REDIRECTED: {
    message: ({ url, status, location }: PrimaryRedirect) =>
      `${url} redirects (${status}) to ${location}: the primary must answer for itself, since every redirect points at it.`,
    fix: ({ domain, locationHost }: PrimaryRedirect) =>
      `Remove the redirect on ${domain} in the dashboard, or make ${locationHost ?? 'that host'} the primary in domains.json.`,
  },
  PRIMARY_ERROR_STATUS: {
    message: ({ url, statusLine }: FailingPrimary) =>
      `${url} answers ${statusLine}: the domain reaches a server, but the site is not served there.`,
    fix: ({ domain, domainsSettings }: FailingPrimary) =>
      `Check that the project has a successful deploy and that ${domain} is attached to it (${domainsSettings}).`,
  },
  PRIMARY_UNREACHABLE: {
    message: ({ url, detail }: UnreachablePrimary) => `${url} cannot be reached: ${detail}.`,
    fix: ({ domain, outcome, blocker, domainsSettings }: UnreachablePrimary) =>
      `${outcome === 'tls-error' ? 'See the tls check. ' : ''}${certificateFix(domain, blocker, { domainsSettings })}`,
  },
} satisfies WordsOf<keyof typeof PRIMARY_DOCS>;

/** An example of each primary finding for its section on the findings page: the params the check would give. */
export const PRIMARY_EXAMPLES: CheckExamples<'primary'> = ({ domain, apex, domainsSettings }) => ({
  PRIMARY_OK: { url: `https://${domain}/`, status: 200, statusLine: '200 OK', sameHostPath: null },
  PRIMARY_REDIRECTED: {
    url: `https://${domain}/`,
    domain,
    status: 301,
    location: `https://${apex}/`,
    locationHost: apex,
  },
  PRIMARY_ERROR_STATUS: { domain, url: `https://${domain}/`, statusLine: '404 Not Found', domainsSettings },
  PRIMARY_UNREACHABLE: {
    url: `https://${domain}/`,
    domain,
    outcome: 'refused',
    detail: 'connection refused (ECONNREFUSED)',
    blocker: { kind: 'none' },
    domainsSettings,
  },
});
