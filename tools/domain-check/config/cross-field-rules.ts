/**
 * The rules that compare fields of a config with each other (a redirect's `to` and the primary, two
 * redirects, the platform host and the project's own domains). zod runs a refinement only when the
 * whole shape is valid, so a config with a typo in one redirect would hide a self-redirect in
 * another until the typo was fixed: parse.ts runs these rules itself over the well-formed parts.
 */
import { checkHostname } from './hostname.ts';
import { findRedirectProblems, type RedirectEnds, type RedirectProblem } from './redirect-schema.ts';

/** What the rules read of a config: each hostname in normalised form, left out when it is not valid. */
export interface ConfigParts {
  readonly primary?: string | undefined;
  readonly redirects: readonly RedirectEnds[];
  readonly platformHost?: string | undefined;
}

export function findCrossFieldProblems({ primary, redirects, platformHost }: ConfigParts): RedirectProblem[] {
  const problems = findRedirectProblems(primary, redirects);
  if (
    platformHost !== undefined &&
    (platformHost === primary || redirects.some((redirect) => redirect.from === platformHost))
  ) {
    problems.push({
      path: ['platformHost'],
      message: `${platformHost} is one of your own domains; platformHost is the platform's hostname your CNAME points at, as the dashboard shows it`,
    });
  }
  return problems;
}

/**
 * The parts of a value that is not a valid config which the rules can still read: a hostname that
 * the hostname rules accept, in the place the schema puts it. Anything else is left out.
 */
export function wellFormedParts(value: unknown): ConfigParts {
  const root = asObject(value);
  const redirects = Array.isArray(root?.redirects) ? (root.redirects as unknown[]) : [];
  return {
    primary: hostnameAt(root, 'primary'),
    redirects: redirects.map((entry) => {
      const redirect = asObject(entry);
      return { from: hostnameAt(redirect, 'from'), to: hostnameAt(redirect, 'to') };
    }),
    platformHost: hostnameAt(root, 'platformHost'),
  };
}

function asObject(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function hostnameAt(object: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined {
  const raw = object?.[key];
  if (typeof raw !== 'string') return undefined;
  const result = checkHostname(raw);
  return result.ok ? result.ascii : undefined;
}
