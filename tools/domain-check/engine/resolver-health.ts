/**
 * Whose failure a failed lookup is. Every check asks the run's resolvers; when one of them cannot be
 * asked (no route, no address of its family, reset, an HTTP error from a DoH endpoint, silence) or
 * does not resolve (no RA flag, REFUSED, SERVFAIL), its failed answers say nothing about the domain.
 * Before they are read as the domain's, the resolver is asked about the root zone: a name outside
 * any zone a DNS host serves for a customer, which every recursive resolver answers, from its cache.
 */
import { describeExtendedErrors, type LookupResult } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import type { ResolverFailure } from '../findings/catalog/network.ts';
import { NETWORK_WORDS } from '../findings/catalog/network.ts';
import { evidenceOf, skip, wordedBy, type CheckId, type Finding } from './finding.ts';
import type { DomainReport } from './report.ts';
import { FIX_ORDER } from '../findings/check-registry.ts';

const networkFindingFrom = wordedBy(NETWORK_WORDS);

export type ResolverHealth =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly resolver: string;
      readonly probe: LookupResult;
      readonly fault:
        | { readonly kind: 'unreachable'; readonly failure: ResolverFailure; readonly errorCode: string | null }
        | { readonly kind: 'not-resolving'; readonly answer: 'refused' | 'servfail' | 'no-recursion' };
    };

/** The system's error codes that mean this machine cannot send to the address at all. */
const NO_ROUTE = new Set(['ENETUNREACH', 'EHOSTUNREACH', 'EINVAL', 'EACCES', 'EPERM']);
const NO_ADDRESS_FAMILY = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

function failureOf(code: string | null): ResolverFailure {
  if (code === null) return 'network';
  if (NO_ROUTE.has(code)) return 'no-route';
  if (NO_ADDRESS_FAMILY.has(code)) return 'no-address-family';
  if (code === 'ECONNREFUSED') return 'connection-refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection-reset';
  if (code.startsWith('HTTP ')) return 'http-error';
  return 'network';
}

/** What one lookup of the root zone's SOA says about the resolver that answered it. */
export function judgeResolver(probe: LookupResult): ResolverHealth {
  const resolver = formatServer(probe.server);
  const unhealthy = (fault: Extract<ResolverHealth, { ok: false }>['fault']): ResolverHealth => ({
    ok: false,
    resolver,
    probe,
    fault,
  });
  switch (probe.status) {
    case 'answer':
    case 'nodata':
    case 'nxdomain':
    case 'cname-loop':
      // RFC 1035 §4.1.1: RA says whether the server offers recursion; without it, it is authoritative only.
      return probe.recursionAvailable ? { ok: true } : unhealthy({ kind: 'not-resolving', answer: 'no-recursion' });
    case 'refused':
      return unhealthy({ kind: 'not-resolving', answer: 'refused' });
    case 'servfail':
      return unhealthy({ kind: 'not-resolving', answer: 'servfail' });
    case 'network':
      return unhealthy({ kind: 'unreachable', failure: failureOf(probe.networkError), errorCode: probe.networkError });
    case 'timeout':
      return unhealthy({ kind: 'unreachable', failure: 'no-answer', errorCode: null });
    case 'garbage':
    case 'mismatch':
    case 'failed':
      return unhealthy({ kind: 'unreachable', failure: 'garbage', errorCode: null });
  }
}

/**
 * A check's inconclusive finding is the resolver's when everything it shows came from a resolver that
 * fails the probe: its evidence names only such resolvers, or it has none because the check ran out
 * of time waiting on one. A bug (CHECK_CRASHED with an internal error) is never hidden.
 */
function isResolversFailure(finding: Finding, failing: ReadonlySet<string>): boolean {
  if (finding.status !== 'error') return false;
  if (finding.code === 'LIVE_UNREACHABLE' || finding.code === 'LIVE_TIMEOUT') return false;
  if (finding.code === 'CHECK_CRASHED') return 'cause' in finding.params && finding.params.cause === 'deadline';
  return finding.evidence.every((line) => failing.has(line.server));
}

/**
 * The domain's report with its resolvers' failures said once: the first check (in report order)
 * whose lookups failed there says which resolver failed and why, and the others that failed only
 * there are skipped, pointing at it. Findings with an answer behind them stay as they are.
 */
export function attributeResolverFailures(report: DomainReport, health: readonly ResolverHealth[]): DomainReport {
  const failing = health.filter((entry): entry is Extract<ResolverHealth, { ok: false }> => !entry.ok);
  if (failing.length === 0) return report;
  const labels = new Set(failing.map((entry) => entry.resolver));
  const subsumed = report.checks.filter((finding) => isResolversFailure(finding, labels));
  if (subsumed.length === 0) return report;
  const firstId: CheckId =
    [...subsumed].sort((a, b) => FIX_ORDER.indexOf(a.id) - FIX_ORDER.indexOf(b.id))[0]?.id ?? 'zone';
  const [main] = failing;
  const resolverFindings = failing.map((entry) => resolverFinding(firstId, report.domain, entry));
  let placed = false;
  const skipped = skip('zone', { reason: 'resolver-failed', resolver: main?.resolver ?? '', check: firstId });
  const checks = report.checks.flatMap((finding): Finding[] => {
    // "No record to read" is unknown, not absent, when the lookups went nowhere.
    const noRecord =
      finding.code === 'CHECK_SKIPPED' && 'reason' in finding.params && finding.params.reason === 'no-record';
    if (noRecord) return [{ ...skipped, id: finding.id }];
    if (!subsumed.includes(finding)) return [finding];
    if (finding.id === firstId && !placed) {
      placed = true;
      return resolverFindings;
    }
    if (finding.id === firstId) return [];
    return [{ ...skipped, id: finding.id }];
  });
  return { ...report, checks: dedupeSkips(checks) };
}

/** One skip per check: a check that gave several failed findings is skipped once. */
function dedupeSkips(findings: readonly Finding[]): Finding[] {
  const skipped = new Set<CheckId>();
  return findings.filter((finding) => {
    if (finding.code !== 'CHECK_SKIPPED' || !('reason' in finding.params)) return true;
    if (finding.params.reason !== 'resolver-failed') return true;
    if (skipped.has(finding.id)) return false;
    skipped.add(finding.id);
    return true;
  });
}

function resolverFinding(id: CheckId, domain: string, entry: Extract<ResolverHealth, { ok: false }>): Finding {
  const { resolver, probe, fault } = entry;
  const evidence = evidenceOf(probe);
  const ipv6 = probe.server.host.includes(':');
  if (fault.kind === 'unreachable') {
    return networkFindingFrom({
      id,
      status: 'error',
      code: 'RESOLVER_UNREACHABLE',
      params: { domain, resolver, failure: fault.failure, errorCode: fault.errorCode, detail: probe.detail, ipv6 },
      evidence,
    });
  }
  const detail =
    fault.answer === 'no-recursion'
      ? `an answer for the root zone without the RA flag`
      : `${fault.answer === 'refused' ? 'REFUSED' : 'SERVFAIL'} for the root zone${describeExtendedErrors(probe.extendedErrors)}`;
  return networkFindingFrom({
    id,
    status: 'error',
    code: 'RESOLVER_NOT_RESOLVING',
    params: { domain, resolver, answer: fault.answer, detail, ipv6 },
    evidence,
  });
}
