/**
 * Words the live checks (tls, redirect, primary) share: what to do when there is no valid
 * certificate, and the findings any of them can give (nothing to connect to, no answer in time).
 */
import { formatServer } from '../../dns/transport.ts';
import type { CheckId } from '../check-registry.ts';
import type { ANY_CHECK_DOCS } from './any-check.ts';
import type { DashboardPlace } from './dashboard.ts';
import { describeRedirectProblems, type RedirectProblems } from './redirect-problems.ts';
import type { WordsOf } from '../finding-words.ts';

/** Another finding of the same run, in its own words: a live finding points at it. */
export interface RunFinding {
  readonly id: CheckId;
  /** Its finding code (typed as text here: the code set is made from this file's words). */
  readonly code: string;
  readonly message: string;
  readonly fix: string | null;
}

/**
 * What stands before the certificate, read from the DNS findings of the same run, in the order of
 * the seed's troubleshooting rules: DNS first, then CAA, then Re-verify.
 */
export type CertificateBlocker =
  /** The first DNS problem that is not CAA. */
  | { readonly kind: 'dns'; readonly finding: RunFinding }
  /** DNS is right; CAA shuts the certificate authority out. */
  | { readonly kind: 'caa'; readonly finding: RunFinding }
  /** DNS is right at the DNS host and still spreading to resolvers. */
  | { readonly kind: 'propagating' }
  /** This run found nothing in the way. */
  | { readonly kind: 'none' };

const stepOf = (finding: RunFinding): string => finding.fix ?? finding.message;

/**
 * What to do when there is no valid certificate: the step the blocker names, then Re-verify (after
 * the couple of minutes issuance usually takes, and 30 minutes at most).
 */
export function certificateFix(
  domain: string,
  blocker: CertificateBlocker,
  { domainsSettings }: DashboardPlace,
): string {
  switch (blocker.kind) {
    case 'dns':
      return `First make DNS right, as this run found it is not (${blocker.finding.id}): ${stepOf(blocker.finding)} The certificate is only issued once ${domain} verifies.`;
    case 'caa':
      return `DNS points at the platform, but CAA stops the certificate: ${stepOf(blocker.finding)} Then choose Re-verify in the dashboard (${domainsSettings}); the certificate usually appears within a couple of minutes.`;
    case 'propagating':
      return `DNS is right at your DNS host and still propagating (see the propagation check): the certificate follows once ${domain} verifies. If it has not appeared 30 minutes after that, check CAA and choose Re-verify.`;
    case 'none':
      return `DNS and CAA are right in this run. Confirm ${domain} still verifies in the dashboard (${domainsSettings}); the certificate usually appears within a couple of minutes of Verify. If it has not appeared within 30 minutes, choose Re-verify.`;
  }
}

/** The addresses a request went to, on one port. */
export interface ServersAt {
  readonly addresses: readonly string[];
  readonly port: number;
}

/** `192.0.2.1:443, [2001:db8::1]:443` */
export const serversAt = ({ addresses, port }: ServersAt): string =>
  addresses.map((host) => formatServer({ host, port })).join(', ');

export interface NoAddress {
  readonly host: string;
  /** The first failing DNS finding of the run, in check order: the step before anything live. */
  readonly firstDnsProblem: RunFinding | null;
}

/** Which request gave no answer before the run's deadline. */
export type LiveTimeout =
  | ({ readonly request: 'tls'; readonly domain: string } & ServersAt)
  | { readonly request: 'http'; readonly url: string }
  | ({ readonly request: 'redirect' } & RedirectProblems);

/** What each finding any live check can give says. */
export const LIVE_WORDS = {
  LIVE_NO_ADDRESS: {
    message: ({ host }: NoAddress) => `${host} has no A or AAAA answer, so there is nothing to connect to.`,
    fix: ({ firstDnsProblem }: NoAddress) =>
      firstDnsProblem
        ? `Make the DNS checks pass first (${firstDnsProblem.id}): ${stepOf(firstDnsProblem)}`
        : 'Make the DNS checks pass first.',
  },
  LIVE_LOOKUP_FAILED: {
    message: ({ host, detail }: { host: string; detail: string | null }) =>
      `The A/AAAA lookup for ${host} failed (${detail ?? 'unknown'}), so there is nothing to connect to.`,
    fix: () => 'Run this again; if it persists, try another resolver with --resolver.',
  },
  LIVE_TIMEOUT: {
    message: (timeout: LiveTimeout) => {
      switch (timeout.request) {
        case 'tls':
          return `No TLS handshake for ${timeout.domain} at ${serversAt(timeout)} before the run's deadline.`;
        case 'http':
          return `${timeout.url} gave no answer before the run's deadline.`;
        case 'redirect':
          return describeRedirectProblems(`${timeout.from} did not answer in time`, timeout);
      }
    },
    fix: (timeout: LiveTimeout) =>
      timeout.request === 'tls'
        ? 'Run this again, with a longer --timeout if needed; a server this slow is one visitors give up on too.'
        : 'Run this again, with a longer --timeout if needed.',
  },
} satisfies WordsOf<keyof typeof ANY_CHECK_DOCS>;
