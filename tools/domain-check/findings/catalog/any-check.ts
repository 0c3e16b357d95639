import type { CatalogEntry } from './entry.ts';

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
      'The check does not apply to this domain (a CNAME check on an apex), or an input it needs is missing (an invalid hostname).',
    fix: '',
  },
  CHECK_CRASHED: {
    check: 'any',
    title: 'Check failed unexpectedly',
    explanation: 'The check stopped with an internal error. Other checks still ran. Please report it.',
    fix: 'Run the check again; report the message if it persists.',
  },
} as const satisfies Record<string, CatalogEntry>;
