import { skip, wordedBy, type Evidence, type Finding } from '../../findings/finding.ts';
import { defineLiveCheck, resolveHostAddresses, type LiveCheckContext } from '../../engine/live-check.ts';
import { firstAddress, httpEvidence } from '../../engine/live-findings.ts';
import { LIVE_WORDS } from '../../findings/words/live.ts';
import { NETWORK_WORDS } from '../../findings/words/network.ts';
import {
  REDIRECT_WORDS,
  type RedirectProblems,
  type RequestProblem,
  REDIRECT_EXAMPLES,
  REDIRECT_DOCS,
} from './words.ts';
import { MAX_HOPS, walkRedirects, type Walk as RedirectWalk } from '../../live/redirect-walk.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(REDIRECT_WORDS);
const liveFindingFrom = wordedBy(LIVE_WORDS);
const networkFindingFrom = wordedBy(NETWORK_WORDS);

/** A deep page with a query string: a redirect must keep both. */
const DEEP_PATH = '/domain-check/deep/page?from=domain-check&q=1';

type Walk = RedirectWalk<Finding>;
type Hop = Walk['hops'][number];

/** One request's walk; a host with no address ends it with the finding that says why. */
function walk(context: LiveCheckContext, start: string, target: string): Promise<Walk> {
  const { live, input } = context;
  return walkRedirects({
    start,
    target,
    knownHosts: live.knownHosts,
    probe: live.probe,
    ports: live.ports,
    deadline: input.deadline,
    addressOf: async (host) =>
      firstAddress('redirect', host, await resolveHostAddresses(context, host), live.dnsFindings),
  });
}

const evidenceOfHop = (hop: Hop): Evidence => httpEvidence(hop.url, hop.address, hop.port, hop.result);

/** The codes a request's problems are reported under; a timeout is inconclusive, the rest fail. */
type ProblemCode =
  | 'LIVE_TIMEOUT'
  | 'LIVE_UNREACHABLE'
  | 'REDIRECT_UNREACHABLE'
  | 'REDIRECT_NOT_REDIRECTING'
  | 'REDIRECT_WRONG_STATUS'
  | 'REDIRECT_TO_HTTP'
  | 'REDIRECT_OFFSITE'
  | 'REDIRECT_LOOP'
  | 'REDIRECT_PATH_DROPPED'
  | 'REDIRECT_CHAIN'
  | 'REDIRECT_WRONG_TARGET';

interface Diagnosis {
  readonly code: ProblemCode;
  readonly problem: RequestProblem;
  readonly walk: Walk;
}

const pathOf = (url: URL): string => `${url.pathname}${url.search}`;

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
function diagnose(walk: Walk, target: string, upgradeStatuses: readonly number[]): Diagnosis[] {
  const found: Diagnosis[] = [];
  const add = (code: ProblemCode, problem: RequestProblem): void => {
    found.push({ code, problem, walk });
  };
  const [first] = walk.hops;
  const { end, start } = walk;
  if (!first) return found;
  const { status, location } = first.result;
  if (first.result.outcome !== 'response') {
    if (first.result.outcome === 'timeout') add('LIVE_TIMEOUT', { kind: 'timeout', url: first.url });
    else if (first.result.outcome === 'unreachable') {
      add('LIVE_UNREACHABLE', { kind: 'failed', url: first.url, detail: first.result.detail, laterHop: false });
    } else
      add('REDIRECT_UNREACHABLE', { kind: 'failed', url: first.url, detail: first.result.detail, laterHop: false });
    return found;
  }
  if (!first.next) {
    add('REDIRECT_NOT_REDIRECTING', { kind: 'not-redirecting', url: first.url, status, location });
    return found;
  }
  const redirects = walk.hops.filter((hop) => hop.next !== undefined);
  for (const hop of redirects) {
    // The platform's own same-host upgrade may answer what its profile allows; every other hop is the 301.
    const allowed: readonly number[] = hop === first && isHttpsUpgrade(hop) ? upgradeStatuses : [301];
    if (hop.result.status === null || !allowed.includes(hop.result.status)) {
      add('REDIRECT_WRONG_STATUS', {
        kind: 'wrong-status',
        url: hop.url,
        status: hop.result.status,
        location: hop.result.location,
      });
    }
    if (hop.next?.protocol === 'http:')
      add('REDIRECT_TO_HTTP', { kind: 'to-http', url: hop.url, location: hop.next.href });
  }
  const urls = walk.hops.map((hop) => hop.url);
  if (end.kind === 'offsite') {
    add('REDIRECT_OFFSITE', { kind: 'offsite', url: walk.hops.at(-1)?.url ?? start, location: end.location.href });
  }
  if (end.kind === 'loop') {
    add('REDIRECT_LOOP', { kind: 'loop', start, urls, backTo: end.url });
    return found;
  }
  if (end.kind === 'too-many') {
    add('REDIRECT_LOOP', { kind: 'too-many-hops', start, urls, maxHops: MAX_HOPS });
    return found;
  }
  // The hop that first lands on the target must keep the request's path and query.
  const landing = redirects.find((hop) => hop.next?.hostname === target);
  const wanted = pathOf(new URL(start));
  if (landing?.next && pathOf(landing.next) !== wanted) {
    add('REDIRECT_PATH_DROPPED', { kind: 'path-dropped', start, location: landing.next.href, wanted, target });
  }
  const last = walk.hops.at(-1);
  if (end.kind === 'no-address') add('REDIRECT_UNREACHABLE', { kind: 'later-hop-no-address', host: end.host });
  if (end.kind === 'failed' && last && last !== first) {
    add(last.result.outcome === 'timeout' ? 'LIVE_TIMEOUT' : 'REDIRECT_UNREACHABLE', {
      kind: 'failed',
      url: last.url,
      detail: last.result.detail,
      laterHop: true,
    });
  }
  if (end.kind === 'offsite') return found;
  const endHost = last ? new URL(last.url).hostname : undefined;
  // After a same-host https upgrade, the next hop is the one that must reach the target.
  const decisive = isHttpsUpgrade(first) ? walk.hops[1] : first;
  if (decisive?.next && decisive.next.hostname !== target) {
    // One 301 with a Location on the target is expected: a chain that gets there is still a failure.
    if (endHost === target) add('REDIRECT_CHAIN', { kind: 'chain', start, urls, redirects: redirects.length });
    else if (end.kind === 'page') {
      add('REDIRECT_WRONG_TARGET', { kind: 'wrong-target', start, urls, endsAt: last?.url ?? null, target });
    }
  }
  return found;
}

/** The schemes of the requests a problem showed up in, in the order they were made. */
function schemesOf(walks: readonly Walk[]): RedirectProblems['schemes'] {
  return [...new Set(walks.map((w) => (new URL(w.start).protocol === 'https:' ? 'https' : 'http')))];
}

/**
 * For each configured redirect: `http://from/`, `https://from/` and a deep path with a query string on
 * both, with `redirect: 'manual'`. Expects one 301 to `to`, keeping the path and query.
 */
export const check = defineLiveCheck({
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
    if (unreachable?.kind === 'no-address') return [unreachable.reason];

    const { httpsUpgradeStatuses, dashboard } = context.input.platform;
    const diagnoses = walks.flatMap((w) => diagnose(w, to, httpsUpgradeStatuses));
    if (diagnoses.length === 0) {
      return [
        findingFrom({
          id: 'redirect',
          status: 'pass',
          code: 'REDIRECT_OK',
          params: { from, to, deepPath: DEEP_PATH },
          evidence: walks.flatMap((w) => w.hops.slice(0, 1).map(evidenceOfHop)),
        }),
      ];
    }
    const byCode = new Map<ProblemCode, Diagnosis[]>();
    for (const diagnosis of diagnoses) byCode.set(diagnosis.code, [...(byCode.get(diagnosis.code) ?? []), diagnosis]);
    return [...byCode].map(([code, list]): Finding => {
      const walksOfCode = [...new Set(list.map((diagnosis) => diagnosis.walk))];
      const problems = list.map(({ problem }) => problem);
      const params = { from, to, schemes: schemesOf(walksOfCode), problems };
      const evidence = dedupe(walksOfCode.flatMap((w) => w.hops.map(evidenceOfHop)));
      if (code === 'LIVE_TIMEOUT') {
        return liveFindingFrom({
          id: 'redirect',
          status: 'error',
          code,
          params: { request: 'redirect', ...params },
          evidence,
        });
      }
      if (code === 'LIVE_UNREACHABLE') {
        // One finding for the first request: the others went nowhere for the same reason.
        const [first] = list;
        const failed = first?.problem.kind === 'failed' ? first.problem : undefined;
        const params = {
          request: 'http',
          url: failed?.url ?? first?.walk.start ?? from,
          detail: failed?.detail ?? '',
        } as const;
        return networkFindingFrom({ id: 'redirect', status: 'error', code, params, evidence });
      }
      if (code === 'REDIRECT_UNREACHABLE') {
        const withDns = { ...params, ranDnsChecks: live.dnsFindings.length > 0 };
        return findingFrom({ id: 'redirect', status: 'fail', code, params: withDns, evidence });
      }
      const inDashboard = { ...params, domainsSettings: dashboard.domainsSettings };
      return findingFrom({ id: 'redirect', status: 'fail', code, params: inDashboard, evidence });
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

/** The redirect check. Whether each redirect source answers with one 301 to the primary. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'http',
  // After primary: a redirect needs the certificate and the primary it points at.
  fixedAfter: ['primary'],
  docs: REDIRECT_DOCS,
  words: REDIRECT_WORDS,
  examples: REDIRECT_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The redirect check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    redirect: typeof REDIRECT_WORDS;
  }
}
