import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each redirect finding for its section on the findings page: the params the check would give. */
export const REDIRECT_EXAMPLES: CheckExamples<'redirect'> = ({ domain, apex, redirectSource }) => {
  const redirect = { from: redirectSource, to: domain, schemes: ['http', 'https'] } as const;
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
