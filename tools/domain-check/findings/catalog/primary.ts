import type { CatalogEntry } from './entry.ts';

/** The words of the primary check's findings, for the findings page. */
export const PRIMARY_FINDINGS = {
  PRIMARY_OK: {
    check: 'primary',
    title: 'Primary answers',
    explanation: 'https://PRIMARY/ answers without an error, and is not redirected to another host.',
    fix: '',
  },
  PRIMARY_REDIRECTED: {
    check: 'primary',
    title: 'Primary redirects elsewhere',
    explanation:
      'https://PRIMARY/ redirects to another host. The primary is where visitors end up, so every redirect to it would go on to somewhere else (or loop).',
    fix: 'Remove the redirect on the primary in the dashboard, or make the other host the primary in domains.json.',
  },
  PRIMARY_ERROR_STATUS: {
    check: 'primary',
    title: 'Primary answers an error',
    explanation:
      'https://PRIMARY/ answers with a 4xx or 5xx status. The domain reaches the platform, but the site is not served there: often the deploy failed or the domain is attached to another project.',
    fix: 'Check that the project has a successful deploy and that the domain is attached to it in the dashboard.',
  },
  PRIMARY_UNREACHABLE: {
    check: 'primary',
    title: 'Primary unreachable',
    explanation:
      'The request to https://PRIMARY/ failed: the connection was refused, or the HTTPS handshake failed (see the tls check).',
    fix: 'Make the DNS and tls checks of the same run pass.',
  },
} as const satisfies Record<string, CatalogEntry>;
