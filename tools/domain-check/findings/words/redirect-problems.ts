/**
 * What the requests to a redirect source showed, and how a finding says it: the redirect check's
 * findings and the live findings any live check can give (no answer in time) describe them alike.
 */

/** One request's problem, as the walk of its redirects showed it. */
export type RequestProblem =
  | { readonly kind: 'timeout'; readonly url: string }
  | { readonly kind: 'failed'; readonly url: string; readonly detail: string; readonly laterHop: boolean }
  | { readonly kind: 'later-hop-no-address'; readonly host: string }
  | {
      readonly kind: 'not-redirecting' | 'wrong-status';
      readonly url: string;
      readonly status: number | null;
      readonly location: string | null;
    }
  | { readonly kind: 'to-http' | 'offsite'; readonly url: string; readonly location: string }
  | { readonly kind: 'loop'; readonly start: string; readonly urls: readonly string[]; readonly backTo: string }
  | {
      readonly kind: 'too-many-hops';
      readonly start: string;
      readonly urls: readonly string[];
      readonly maxHops: number;
    }
  | {
      readonly kind: 'path-dropped';
      readonly start: string;
      readonly location: string;
      /** The path and query the request asked for. */
      readonly wanted: string;
      readonly target: string;
    }
  | { readonly kind: 'chain'; readonly start: string; readonly urls: readonly string[]; readonly redirects: number }
  | {
      readonly kind: 'wrong-target';
      readonly start: string;
      readonly urls: readonly string[];
      readonly endsAt: string | null;
      readonly target: string;
    };

/** The requests of one redirect source that show the same problem. */
export interface RedirectProblems {
  readonly from: string;
  readonly to: string;
  /** The schemes of the requests that showed it, in the order they were made. */
  readonly schemes: readonly ('http' | 'https')[];
  readonly problems: readonly RequestProblem[];
}

const route = (urls: readonly string[]): string => urls.join(' → ');

function describeRequestProblem(problem: RequestProblem): string {
  switch (problem.kind) {
    case 'timeout':
      return `${problem.url} gave no answer before the deadline`;
    case 'failed':
      return `${problem.url}${problem.laterHop ? ' (a later hop)' : ''} failed: ${problem.detail}`;
    case 'later-hop-no-address':
      return `${problem.host} (a later hop) has no address`;
    case 'not-redirecting':
      return `${problem.url} answers ${problem.status ?? '?'}${problem.location === null ? '' : ` (Location: ${problem.location})`} instead of a 301 redirect`;
    case 'wrong-status':
      return `${problem.url} answers ${problem.status ?? '?'} (Location: ${problem.location ?? ''}) instead of 301`;
    case 'to-http':
      return `${problem.url} redirects to plain http: ${problem.location}`;
    case 'offsite':
      return `${problem.url} redirects to ${problem.location}, a host outside the config (not followed)`;
    case 'loop':
      return `${problem.start} loops: ${route([...problem.urls, problem.backTo])}`;
    case 'too-many-hops':
      return `${problem.start} passes ${problem.maxHops} hops: ${route([...problem.urls, '…'])}`;
    case 'path-dropped':
      return `${problem.start} redirects to ${problem.location}, not to ${problem.wanted} on ${problem.target}`;
    case 'chain':
      return `${problem.start} takes ${problem.redirects} hops: ${route(problem.urls)}`;
    case 'wrong-target':
      return `${problem.start} ends at ${problem.endsAt ?? '?'}, not on ${problem.target}: ${route(problem.urls)}`;
  }
}

/** "LEAD on http and https: the first two requests' problems (and N more)." */
export function describeRedirectProblems(lead: string, { schemes, problems }: RedirectProblems): string {
  const examples = [...new Set(problems.map(describeRequestProblem))];
  const shown = examples.slice(0, 2).join('; ');
  const more = examples.length > 2 ? ` (and ${examples.length - 2} more)` : '';
  return `${lead} on ${schemes.join(' and ')}: ${shown}${more}.`;
}
