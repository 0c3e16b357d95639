import { fail, lookupError, pass, skip, type Evidence, type Finding, type FindingCode } from '../engine/finding.ts';
import { defineLiveCheck, resolveHostAddresses, type LiveCheckContext } from '../engine/live-check.ts';
import { addressProblem, httpEvidence } from '../engine/live-findings.ts';
import type { HttpProbeResult } from '../live/probe.ts';
import { DOMAINS_SETTINGS } from '../findings/catalog/dashboard.ts';

/** A deep page with a query string: a redirect must keep both. */
const DEEP_PATH = '/domain-check/deep/page?from=domain-check&q=1';
/** Browsers give up after about 20; a redirect source needs one. */
const MAX_HOPS = 6;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Hop {
  readonly url: string;
  readonly evidence: Evidence;
  readonly result: HttpProbeResult;
  /** The Location resolved against `url`, when it is a redirect with a usable Location. */
  readonly next: URL | undefined;
}

type WalkEnd =
  | { readonly kind: 'page' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'no-address'; readonly host: string; readonly finding: Finding }
  | { readonly kind: 'offsite'; readonly location: URL }
  | { readonly kind: 'loop'; readonly url: string }
  | { readonly kind: 'too-many' };

interface Walk {
  readonly start: string;
  readonly hops: readonly Hop[];
  readonly end: WalkEnd;
}

function locationOf(url: string, result: HttpProbeResult): URL | undefined {
  if (result.status === null || !REDIRECT_STATUSES.has(result.status) || result.location === null) return undefined;
  try {
    return new URL(result.location, url);
  } catch {
    return undefined;
  }
}

/**
 * Requests `start` and follows each Location by hand (the probe never follows), only to hosts in the
 * config, and stops once the target answers for itself (its own same-host redirects are the primary
 * check's business).
 */
async function walk(context: LiveCheckContext, start: string, target: string): Promise<Walk> {
  const { live, input } = context;
  const hops: Hop[] = [];
  const seen = new Set<string>();
  let current = new URL(start);
  for (let count = 0; count < MAX_HOPS; count += 1) {
    if (seen.has(current.href)) return { start, hops, end: { kind: 'loop', url: current.href } };
    seen.add(current.href);
    const resolved = await resolveHostAddresses(context, current.hostname);
    const problem = addressProblem('redirect', current.hostname, resolved, live.dnsFindings);
    const address = resolved.addresses[0];
    if (problem || address === undefined) {
      const finding =
        problem ?? fail({ id: 'redirect', code: 'LIVE_NO_ADDRESS', message: `${current.hostname} has no address.` });
      return { start, hops, end: { kind: 'no-address', host: current.hostname, finding } };
    }
    const port = current.protocol === 'https:' ? live.ports.https : live.ports.http;
    const result = await live.probe.http({ url: current.href, address, port, deadline: input.deadline });
    const next = locationOf(current.href, result);
    hops.push({ url: current.href, evidence: httpEvidence(current.href, address, port, result), result, next });
    if (result.outcome !== 'response') return { start, hops, end: { kind: 'failed' } };
    if (!next) return { start, hops, end: { kind: 'page' } };
    if (!live.knownHosts.has(next.hostname)) return { start, hops, end: { kind: 'offsite', location: next } };
    if (current.hostname === target && next.hostname === target && next.href !== current.href) {
      return { start, hops, end: { kind: 'page' } };
    }
    current = next;
  }
  return { start, hops, end: { kind: 'too-many' } };
}

interface Problem {
  readonly code: FindingCode;
  readonly status: 'fail' | 'error';
  /** One phrase about this request. */
  readonly what: string;
  readonly walk: Walk;
}

const pathOf = (url: URL): string => `${url.pathname}${url.search}`;
const statusOf = (hop: Hop | undefined): string => String(hop?.result.status ?? '?');

/**
 * `http://from/x → https://from/x`: the same-host upgrade that HSTS preloading requires before any
 * redirect to another host (hstspreload.org). One such hop first is not a chain.
 */
function isHttpsUpgrade(hop: Hop): boolean {
  const url = new URL(hop.url);
  return (
    url.protocol === 'http:' &&
    hop.next?.protocol === 'https:' &&
    hop.next.hostname === url.hostname &&
    pathOf(hop.next) === pathOf(url)
  );
}

/** Every mistake one request shows, in the order a reader fixes them. */
function diagnose(walk: Walk, target: string): Problem[] {
  const problems: Problem[] = [];
  const add = (code: FindingCode, what: string, status: Problem['status'] = 'fail'): void => {
    problems.push({ code, status, what, walk });
  };
  const [first] = walk.hops;
  const { end } = walk;
  if (end.kind === 'no-address' && !first) return [];
  if (!first) return problems;
  if (first.result.outcome !== 'response') {
    if (first.result.outcome === 'timeout')
      add('LIVE_TIMEOUT', `${first.url} gave no answer before the deadline`, 'error');
    else add('REDIRECT_UNREACHABLE', `${first.url} failed: ${first.result.detail}`);
    return problems;
  }
  if (!first.next) {
    const said = first.result.location === null ? '' : ` (Location: ${first.result.location})`;
    add('REDIRECT_NOT_REDIRECTING', `${first.url} answers ${statusOf(first)}${said} instead of a 301 redirect`);
    return problems;
  }
  const redirects = walk.hops.filter((hop) => hop.next !== undefined);
  for (const hop of redirects) {
    if (hop.result.status !== 301)
      add(
        'REDIRECT_WRONG_STATUS',
        `${hop.url} answers ${statusOf(hop)} (Location: ${hop.result.location ?? ''}) instead of 301`,
      );
    if (hop.next?.protocol === 'http:') add('REDIRECT_TO_HTTP', `${hop.url} redirects to plain http: ${hop.next.href}`);
  }
  if (end.kind === 'offsite') {
    add(
      'REDIRECT_OFFSITE',
      `${walk.hops.at(-1)?.url ?? walk.start} redirects to ${end.location.href}, a host outside the config (not followed)`,
    );
  }
  if (end.kind === 'loop' || end.kind === 'too-many') {
    const route = [...walk.hops.map((hop) => hop.url), end.kind === 'loop' ? end.url : '…'].join(' → ');
    add(
      'REDIRECT_LOOP',
      end.kind === 'loop' ? `${walk.start} loops: ${route}` : `${walk.start} passes ${MAX_HOPS} hops: ${route}`,
    );
    return problems;
  }
  // The hop that first lands on the target must keep the request's path and query.
  const landing = redirects.find((hop) => hop.next?.hostname === target);
  const wanted = pathOf(new URL(walk.start));
  if (landing?.next && pathOf(landing.next) !== wanted) {
    add('REDIRECT_PATH_DROPPED', `${walk.start} redirects to ${landing.next.href}, not to ${wanted} on ${target}`);
  }
  const last = walk.hops.at(-1);
  if (end.kind === 'no-address') add('REDIRECT_UNREACHABLE', `${end.host} (a later hop) has no address`);
  if (end.kind === 'failed' && last && last !== first) {
    add(
      last.result.outcome === 'timeout' ? 'LIVE_TIMEOUT' : 'REDIRECT_UNREACHABLE',
      `${last.url} (a later hop) failed: ${last.result.detail}`,
      last.result.outcome === 'timeout' ? 'error' : 'fail',
    );
  }
  if (end.kind === 'offsite') return problems;
  const endHost = last ? new URL(last.url).hostname : undefined;
  // After a same-host https upgrade, the next hop is the one that must reach the target.
  const decisive = isHttpsUpgrade(first) ? walk.hops[1] : first;
  if (decisive?.next && decisive.next.hostname !== target) {
    const route = walk.hops.map((hop) => hop.url).join(' → ');
    // One 301 with a Location on the target is expected: a chain that gets there is still a failure.
    if (endHost === target) add('REDIRECT_CHAIN', `${walk.start} takes ${redirects.length} hops: ${route}`);
    else if (end.kind === 'page')
      add('REDIRECT_WRONG_TARGET', `${walk.start} ends at ${last?.url ?? '?'}, not on ${target}: ${route}`);
  }
  return problems;
}

/** "on http and https", from the requests a problem showed up in. */
function schemesOf(walks: readonly Walk[]): string {
  const schemes = [...new Set(walks.map((w) => new URL(w.start).protocol.replace(':', '')))];
  return `on ${schemes.join(' and ')}`;
}

const LEADS: Partial<Record<FindingCode, (from: string, to: string) => string>> = {
  REDIRECT_WRONG_STATUS: (from) => `${from} does not redirect with 301`,
  REDIRECT_CHAIN: (from, to) => `${from} reaches ${to} through more than one hop`,
  REDIRECT_WRONG_TARGET: (from, to) => `${from} redirects, but not to ${to}`,
  REDIRECT_OFFSITE: (from) => `${from} redirects to a host that is not in the config`,
  REDIRECT_TO_HTTP: (from) => `${from} redirects to plain http`,
  REDIRECT_LOOP: (from) => `${from} redirects in a loop`,
  REDIRECT_PATH_DROPPED: (from) => `${from} does not keep the path and query`,
  REDIRECT_NOT_REDIRECTING: (from) => `${from} does not redirect`,
  REDIRECT_UNREACHABLE: (from) => `${from} cannot be reached`,
  LIVE_TIMEOUT: (from) => `${from} did not answer in time`,
};

function fixFor(code: FindingCode, from: string, to: string, context: LiveCheckContext): string {
  switch (code) {
    case 'REDIRECT_WRONG_STATUS':
      return `Set the redirect of ${from} to status 301 in the dashboard (${DOMAINS_SETTINGS}).`;
    case 'REDIRECT_CHAIN':
      return `Point ${from} straight at https://${to}/ (one 301 that keeps the path and query).`;
    case 'REDIRECT_WRONG_TARGET':
    case 'REDIRECT_OFFSITE':
      return `Set the redirect target of ${from} to ${to} in the dashboard.`;
    case 'REDIRECT_TO_HTTP':
      return `Make the redirect of ${from} go to https://${to}/, not http://.`;
    case 'REDIRECT_LOOP':
      return `Remove the redirect that points back: ${from} must redirect once, straight to https://${to}/, and ${to} must not redirect.`;
    case 'REDIRECT_PATH_DROPPED':
      return `Make the redirect of ${from} keep the path and query (https://${to}/same/path?same=query).`;
    case 'REDIRECT_NOT_REDIRECTING':
      return `Set ${from} up as a redirect to ${to} with status 301 in the dashboard (${DOMAINS_SETTINGS}).`;
    case 'REDIRECT_UNREACHABLE': {
      const tls = context.live.dnsFindings.length > 0 ? ' and the tls check' : '';
      return `Make the DNS checks${tls} of this run pass for ${from}; the redirect is served once the domain verifies and has its certificate.`;
    }
    default:
      return 'Run this again, with a longer --timeout if needed.';
  }
}

/**
 * For each configured redirect: `http://from/`, `https://from/` and a deep path with a query string on
 * both, with `redirect: 'manual'`. Expects one 301 to `to`, keeping the path and query.
 */
export default defineLiveCheck({
  id: 'redirect',
  appliesTo: 'redirect',
  async run(context) {
    const { domain: from, live } = context;
    const to = live.redirectTo;
    if (to === undefined) return [skip('redirect', { reason: 'no-redirect-configured', domain: from })];
    const starts = [`http://${from}/`, `https://${from}/`, `http://${from}${DEEP_PATH}`, `https://${from}${DEEP_PATH}`];
    const walks = await Promise.all(starts.map((start) => walk(context, start, to)));
    // Every request starts at `from`: when it has no address, that one finding says it all.
    const unreachable = walks.find((w) => w.hops.length === 0)?.end;
    if (unreachable?.kind === 'no-address') return [unreachable.finding];

    const problems = walks.flatMap((w) => diagnose(w, to));
    if (problems.length === 0) {
      return [
        pass({
          id: 'redirect',
          code: 'REDIRECT_OK',
          message: `${from} answers 301 to https://${to}/ on http and https, keeping the path and query (${DEEP_PATH}).`,
          evidence: walks.flatMap((w) => w.hops.slice(0, 1).map((hop) => hop.evidence)),
        }),
      ];
    }
    const byCode = new Map<FindingCode, Problem[]>();
    for (const problem of problems) byCode.set(problem.code, [...(byCode.get(problem.code) ?? []), problem]);
    return [...byCode].map(([code, list]): Finding => {
      const walksOfCode = [...new Set(list.map((problem) => problem.walk))];
      const lead = (LEADS[code] ?? ((f: string) => f))(from, to);
      const examples = [...new Set(list.map((problem) => problem.what))];
      const shown = examples.slice(0, 2).join('; ');
      const more = examples.length > 2 ? ` (and ${examples.length - 2} more)` : '';
      const init = {
        id: 'redirect' as const,
        code,
        message: `${lead} ${schemesOf(walksOfCode)}: ${shown}${more}.`,
        fix: fixFor(code, from, to, context),
        evidence: dedupe(walksOfCode.flatMap((w) => w.hops.map((hop) => hop.evidence))),
      };
      return list[0]?.status === 'error' ? lookupError(init) : fail(init);
    });
  },
});

function dedupe(evidence: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return evidence.filter((line) => {
    const key = `${line.server} ${line.name} ${line.data}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
