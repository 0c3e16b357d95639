import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each primary finding for its section on the findings page: the params the check would give. */
export const PRIMARY_EXAMPLES: CheckExamples<'primary'> = ({ domain, apex }) => ({
  PRIMARY_OK: { url: `https://${domain}/`, status: 200, statusLine: '200 OK', sameHostPath: null },
  PRIMARY_REDIRECTED: {
    url: `https://${domain}/`,
    domain,
    status: 301,
    location: `https://${apex}/`,
    locationHost: apex,
  },
  PRIMARY_ERROR_STATUS: { domain, url: `https://${domain}/`, statusLine: '404 Not Found' },
  PRIMARY_UNREACHABLE: {
    url: `https://${domain}/`,
    domain,
    outcome: 'refused',
    detail: 'connection refused (ECONNREFUSED)',
    blocker: { kind: 'none' },
  },
});
