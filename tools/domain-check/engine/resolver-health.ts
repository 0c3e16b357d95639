/**
 * Whose failure a failed lookup is. Every check asks the run's resolvers; when one of them cannot be
 * asked (no route, no address of its family, reset, an HTTP error from a DoH endpoint, silence) or
 * does not resolve (no RA flag, REFUSED, SERVFAIL), its answers say nothing about the domain: not
 * its failures, and not its answers either (an authoritative-only server answers its own zones, but
 * not the platform's or a parent's). `resolver-probe.ts` only tells a recursive resolver's answer to
 * the root-zone probe; any other answer is judged here, and said in the report. Loaded only then, so
 * a run whose resolvers resolve never pays for it.
 */
import { describeExtendedErrors, type LookupResult } from '../dns/client.ts';
import { NETWORK_WORDS, type ResolverFailure } from '../findings/words/network.ts';
import { evidenceOf, skip, wordedBy, type CheckId, type Finding } from '../findings/finding.ts';
import type { DomainReport } from './report.ts';
import { CHECK_REGISTRY, FIX_ORDER } from '../findings/check-registry.ts';
import type { Check } from './check.ts';
import type { LiveCheck } from './live-check.ts';
import type { RunInput } from './run-input.ts';
import { resolvesRecursively, type ResolverHealth, type UnhealthyResolver } from './resolver-probe.ts';
import { formatServer, type DnsServer } from '../dns/transport.ts';

const networkFindingFrom = wordedBy(NETWORK_WORDS);

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
  const unhealthy = (fault: UnhealthyResolver['fault']): ResolverHealth => ({
    ok: false,
    resolver,
    probe,
    fault,
  });
  switch (probe.status) {
    case 'answer':
      return resolvesRecursively(probe) ? { ok: true } : unhealthy({ kind: 'not-resolving', answer: 'no-recursion' });
    case 'nodata':
    case 'nxdomain':
    case 'cname-loop':
      // Without RA it is an authoritative server that does not serve the root; with it, a liar.
      if (!probe.recursionAvailable) return unhealthy({ kind: 'not-resolving', answer: 'no-recursion' });
      return unhealthy({ kind: 'not-resolving', answer: probe.status === 'nxdomain' ? 'nxdomain-root' : 'no-root' });
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
  const failing = health.filter((entry): entry is UnhealthyResolver => !entry.ok);
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

function resolverFinding(id: CheckId, domain: string, entry: UnhealthyResolver): Finding {
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
      : fault.answer === 'nxdomain-root' || fault.answer === 'no-root'
        ? `${fault.answer === 'nxdomain-root' ? 'NXDOMAIN' : 'no SOA record'} for the root zone`
        : `${fault.answer === 'refused' ? 'REFUSED' : 'SERVFAIL'} for the root zone${describeExtendedErrors(probe.extendedErrors)}`;
  return networkFindingFrom({
    id,
    status: 'error',
    code: 'RESOLVER_NOT_RESOLVING',
    params: { domain, resolver, answer: fault.answer, detail, ipv6 },
    evidence,
  });
}

export interface ResolverGate {
  /** What a domain's check may show: nothing read from a resolver that does not resolve. */
  findingsOf(domain: string): (id: CheckId, findings: readonly Finding[]) => Finding[];
  /** The domain's report so, its live checks skipped: they would connect to the addresses it gave. */
  report(report: DomainReport, liveChecks: readonly LiveCheck[]): DomainReport;
}

const ASKS_AUTHORITATIVE: ReadonlySet<CheckId> = new Set(
  CHECK_REGISTRY.filter((entry) => entry.runsOver === 'authoritative').map((entry) => entry.id),
);

const sameServer = (a: DnsServer, b: DnsServer): boolean => a.host === b.host && a.port === b.port;

/** The run's resolver at `index` is also given with --authoritative: asked without recursion on purpose. */
function isAlsoAuthoritative(input: RunInput, index: number): boolean {
  const resolver = input.resolvers[index];
  return resolver !== undefined && (input.authoritative ?? []).some((server) => sameServer(server, resolver));
}

/**
 * The probes' judgements, a resolver also given with --authoritative counted healthy: it answers
 * without recursion because it was asked to, and its failures are the zone's, not a resolver's.
 */
export function judgeProbesOfRun(input: RunInput, probes: readonly (LookupResult | undefined)[]): ResolverHealth[] {
  return judgeProbes(probes).map((entry, index) => (isAlsoAuthoritative(input, index) ? { ok: true } : entry));
}

/**
 * When a resolver of the run does not resolve, nothing it answered is read as the domain's, its
 * NODATA no more than its failures: each check is skipped, pointing at the zone check (or the first
 * check the run has), which names each failing resolver, unless its findings owe nothing to a
 * resolver: the hostname's syntax, the servers given with --authoritative as they answer themselves,
 * a live check that does not apply to the domain's role. A resolver also given with --authoritative
 * is exempt: asking it directly, without recursion, is what was asked for, and a lookup that fails
 * there is the zone's, not the resolver's (`judgeProbesOfRun`). Undefined when no resolver fails so.
 */
export function resolverGate(
  input: RunInput,
  checks: readonly Check[],
  health: readonly ResolverHealth[],
): ResolverGate | undefined {
  const failing = health.filter(
    (entry, index): entry is UnhealthyResolver => !entry.ok && !isAlsoAuthoritative(input, index),
  );
  if (failing.length === 0) return undefined;
  const ids = new Set(checks.map((check) => check.id));
  const anchor = ids.has('zone') ? 'zone' : (FIX_ORDER.find((id) => id !== 'hostname' && ids.has(id)) ?? 'zone');
  const labels = new Set(failing.map((entry) => entry.resolver));
  const resolver = failing[0]?.resolver ?? '';
  const asked = (input.authoritative?.length ?? 0) > 0;
  const kept = (finding: Finding): boolean =>
    finding.id === 'hostname' ||
    (finding.code === 'CHECK_SKIPPED' &&
      'reason' in finding.params &&
      finding.params.reason === 'role-does-not-apply') ||
    (asked &&
      ASKS_AUTHORITATIVE.has(finding.id) &&
      finding.evidence.length > 0 &&
      finding.evidence.every((line) => !labels.has(line.server)));
  const findingsOf =
    (domain: string) =>
    (id: CheckId, findings: readonly Finding[]): Finding[] => {
      if (id === anchor) return failing.map((entry) => resolverFinding(anchor, domain, entry));
      if (findings.length > 0 && findings.every(kept)) return [...findings];
      return [skip(id, { reason: 'resolver-failed', resolver, check: anchor })];
    };
  return {
    findingsOf,
    report(report, liveChecks) {
      const ofCheck = findingsOf(report.domain);
      const dns = [...new Set(report.checks.map((finding) => finding.id))].flatMap((id) =>
        ofCheck(
          id,
          report.checks.filter((finding) => finding.id === id),
        ),
      );
      const live = liveChecks.map((check) =>
        check.appliesTo !== 'any' && check.appliesTo !== report.role
          ? skip(check.id, { reason: 'role-does-not-apply', appliesTo: check.appliesTo })
          : skip(check.id, { reason: 'resolver-failed', resolver, check: anchor }),
      );
      // The DNS host was named from the resolvers' NS answer.
      const { dnsHost: _named, ...rest } = report;
      return { ...rest, checks: [...dns, ...live] };
    },
  };
}

/**
 * Each probe judged. A probe (undefined) or a judgement that threw is a bug the checks report
 * themselves (CHECK_CRASHED): it blames no resolver.
 */
export function judgeProbes(probes: readonly (LookupResult | undefined)[]): ResolverHealth[] {
  return probes.map((probe): ResolverHealth => {
    try {
      return probe ? judgeResolver(probe) : { ok: true };
    } catch {
      return { ok: true };
    }
  });
}
