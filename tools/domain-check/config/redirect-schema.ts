import { z } from 'zod';
import { describeJsonValue } from './errors.ts';
import { hostnameSchema, wrongTypeError } from './hostname-schema.ts';

/** The only status the platform uses for a domain redirect (seed, part 1 item 7). */
export const REDIRECT_STATUS = 301;

/** One domain that redirects to the primary. */
const redirectSchema = z
  .strictObject(
    {
      /**
       * The domain that redirects. It must not be the primary and must appear in only one redirect.
       * @example "www.example.com"
       */
      from: hostnameSchema({
        description: 'The domain that redirects to the primary.',
        examples: ['www.example.com'],
      }),
      /**
       * Where `from` redirects to: always the primary, so that visitors get there in one hop.
       * @example "docs.example.com"
       */
      to: hostnameSchema({
        description: 'Where the redirect points: always the primary domain.',
        examples: ['docs.example.com'],
      }),
      /**
       * The HTTP status of the redirect. Redirects use status 301 (permanent).
       * @default 301
       */
      status: z
        .literal(REDIRECT_STATUS, {
          error: ({ input }) =>
            `redirects use status ${REDIRECT_STATUS}; found ${describeJsonValue(input)}, write "status": ${REDIRECT_STATUS}`,
        })
        .default(REDIRECT_STATUS)
        .meta({ description: 'The HTTP status of the redirect. Redirects use status 301.' }),
    },
    { error: wrongTypeError('an object like { "from": "www.example.com", "to": "docs.example.com", "status": 301 }') },
  )
  .meta({ description: 'A domain that redirects to the primary domain with status 301.' });

export type Redirect = z.output<typeof redirectSchema>;

/** The list of redirects; omitted or empty when the project has a single domain. */
export const redirectsSchema = z
  .array(redirectSchema, {
    error: wrongTypeError(
      'a list (JSON array) of redirects like [{ "from": "www.example.com", "to": "docs.example.com" }]',
    ),
  })
  .default([])
  .meta({ description: 'Domains that redirect to the primary domain. Omit or leave empty for a single domain.' });

export interface RedirectProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

/**
 * What the cross-redirect rules read of one redirect: `from` and `to` in normalised form, each left
 * out when it is not a valid hostname (its own problem is reported by the schema), so the rules can
 * still run over the rest of a config that has other problems.
 */
export interface RedirectEnds {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * The rules that involve several redirects at once. Every redirect points straight at the primary:
 * a chain costs visitors an extra hop and a loop never arrives. A rule that needs a part that is
 * missing (`primary` undefined, a `from` or `to` left out) is skipped for that redirect.
 */
export function findRedirectProblems(
  primary: string | undefined,
  redirects: readonly RedirectEnds[],
): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const firstIndexOf = new Map<string, number>();
  redirects.forEach(({ from }, index) => {
    if (from !== undefined && !firstIndexOf.has(from)) firstIndexOf.set(from, index);
  });

  redirects.forEach(({ from, to }, index) => {
    if (from === undefined) return;
    if (from === primary) {
      problems.push({
        path: [index, 'from'],
        message: `${from} is the primary domain, which cannot redirect; remove this redirect or change "primary"`,
      });
      return;
    }
    const first = firstIndexOf.get(from);
    if (first !== undefined && first !== index) {
      problems.push({
        path: [index, 'from'],
        message: `${from} already redirects in redirects[${first}]; a domain redirects only once, so remove one of them`,
      });
      return;
    }
    if (to === undefined || to === primary) return;
    if (to === from) {
      problems.push({
        path: [index, 'to'],
        message: `${from} redirects to itself; point it at the primary${primary === undefined ? '' : `, ${primary}`}`,
      });
      return;
    }
    // Where a redirect should point is only known once "primary" is valid.
    if (primary === undefined) return;
    const hops = followRedirects(from, primary, redirects, firstIndexOf);
    if (hops.at(-1) === from) {
      problems.push({
        path: [index, 'to'],
        message: `${hops.join(' → ')} is a redirect loop; point ${from} straight at the primary, ${primary}`,
      });
    } else if (firstIndexOf.has(to)) {
      problems.push({
        path: [index, 'to'],
        message: `${to} itself redirects, so ${hops.join(' → ')} is a redirect chain; point ${from} straight at the primary, ${primary}`,
      });
    } else {
      problems.push({
        path: [index, 'to'],
        message: `redirects must point at the primary, ${primary}; found ${to}. Set "to": "${primary}"`,
      });
    }
  });
  return problems.map((problem) => ({ ...problem, path: ['redirects', ...problem.path] }));
}

/** The hosts a visitor passes through from `start`, stopping at the primary, a host that does not redirect, or a repeat. */
function followRedirects(
  start: string,
  primary: string,
  redirects: readonly RedirectEnds[],
  indexOf: ReadonlyMap<string, number>,
): string[] {
  const hops = [start];
  const seen = new Set(hops);
  let current = start;
  for (;;) {
    // The primary serves the site; an entry that redirects it away is reported on its own.
    const index = current === primary ? undefined : indexOf.get(current);
    const next = index === undefined ? undefined : redirects[index]?.to;
    if (next === undefined) return hops;
    hops.push(next);
    if (seen.has(next)) return hops;
    seen.add(next);
    current = next;
  }
}
