import { EXIT_CODES } from '../core/exit-codes.ts';
import { FIX_ORDER, LIVE_CHECK_IDS } from '../findings/check-registry.ts';
import type { CheckId, CheckStatus, Finding } from '../findings/finding.ts';
import type { DashboardPlace } from '../findings/words/dashboard.ts';
import type { DnsHostReport } from '../dns-hosts/words.ts';
import type { ResolverTraits } from './resolver-lies/traits.ts';

export type ReportStatus = 'ready' | 'action-required' | 'propagating' | 'inconclusive';
export type DomainRole = 'primary' | 'redirect';
export type DomainKind = 'apex' | 'subdomain';

export interface DomainReport {
  readonly domain: string;
  readonly role: DomainRole;
  readonly kind: DomainKind;
  readonly checks: readonly Finding[];
  /** The DNS host of the domain's zone, from its NS names; absent when they could not be found. */
  readonly dnsHost?: DnsHostReport;
}

/** The `--json` shape, schema version 1. Keep it stable: add fields, never rename or remove. */
export interface Report {
  readonly schemaVersion: 1;
  readonly status: ReportStatus;
  readonly domains: readonly DomainReport[];
  /** What each resolver of the run does besides resolving (DNSSEC validation, NXDOMAIN rewriting, DNS64). */
  readonly resolvers?: readonly ResolverTraits[];
}

/** Warnings about the resolver, not the domain: --strict does not count them as something to fix. */
export const RESOLVER_TRAIT_CODES: ReadonlySet<string> = new Set(['RESOLVER_LIES']);

/** Failures of this machine's network or of its resolver, which say nothing about the domain. */
export const NETWORK_CODES: ReadonlySet<string> = new Set([
  'RESOLVER_UNREACHABLE',
  'RESOLVER_NOT_RESOLVING',
  'LIVE_UNREACHABLE',
]);

/** Warnings that only need time: resolvers still hold an older answer or an older NS set. */
export const PROPAGATING_CODES: ReadonlySet<string> = new Set(['PROPAGATING', 'DELEGATION_PROPAGATING']);

/**
 * Something to fix wins over everything (the user has work to do whatever else is unknown); then a
 * failed lookup (we cannot say "ready"); then propagation (correct, wait). With `strict`, any other
 * warning counts as something to fix.
 */
export function deriveStatus(domains: readonly DomainReport[], options: { strict: boolean }): ReportStatus {
  const findings = domains.flatMap((domain) => domain.checks);
  const has = (predicate: (finding: Finding) => boolean): boolean => findings.some(predicate);
  const isPropagating = (finding: Finding): boolean => PROPAGATING_CODES.has(finding.code);
  if (has((f) => f.status === 'fail')) return 'action-required';
  if (options.strict && has((f) => f.status === 'warn' && !isPropagating(f) && !RESOLVER_TRAIT_CODES.has(f.code))) {
    return 'action-required';
  }
  if (has((f) => f.status === 'error')) return 'inconclusive';
  if (has(isPropagating)) return 'propagating';
  return 'ready';
}

export function exitCodeFor(status: ReportStatus): number {
  return EXIT_CODES[status].code;
}

/** Most urgent first: what to fix, what could not be looked up, what to confirm, then the rest. */
export const STATUS_ORDER: Readonly<Record<CheckStatus, number>> = { fail: 0, error: 1, warn: 2, skip: 3, pass: 4 };

/** Checks that look at what is served rather than at DNS; they run only when asked. */
const LIVE_CHECKS: ReadonlySet<CheckId> = /* @__PURE__ */ new Set<CheckId>(LIVE_CHECK_IDS);

/** Whether the run included the live checks (`check --live`, `watch`, `remove-plan`). */
export function includesLiveChecks(report: Report): boolean {
  return report.domains.some((domain) => domain.checks.some((finding) => LIVE_CHECKS.has(finding.id)));
}

/** The one next step the human report ends with. */
/**
 * Said after a "ready" verdict when a warning remains: nothing failed, but something only the owner
 * can confirm (a CAA record restricted to one ACME account, say) must not read as "nothing to check".
 */
export function verdictCaveat(report: Report): string {
  const warned =
    report.status === 'ready' &&
    report.domains.some((d) => d.checks.some((c) => c.status === 'warn' && !RESOLVER_TRAIT_CODES.has(c.code)));
  return warned ? ' Nothing failed, but a warning needs confirming.' : '';
}

/** The one step to take next; `domainsSettings` where the dashboard keeps the domains, in the platform's words. */
export function nextStep(report: Report, { domainsSettings }: DashboardPlace): string {
  const findings = report.domains
    .flatMap((domain) => domain.checks.map((finding) => ({ domain, finding })))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.finding.status] - STATUS_ORDER[b.finding.status] ||
        FIX_ORDER.indexOf(a.finding.id) - FIX_ORDER.indexOf(b.finding.id),
    );
  switch (report.status) {
    case 'ready': {
      const done = includesLiveChecks(report)
        ? 'Nothing to do: every domain is live with a valid certificate, and every redirect answers 301.'
        : `Click Verify in the dashboard (${domainsSettings}).`;
      // Nothing failed, but a warning names something only the owner can confirm (a CAA record
      // restricted to one ACME account, say): "ready" must not read as "nothing to check".
      // A resolver's trait is said in its finding; it asks nothing of the owner's DNS.
      const warnings = findings.filter(
        ({ finding }) => finding.status === 'warn' && !RESOLVER_TRAIT_CODES.has(finding.code),
      );
      const first = warnings[0];
      if (!first) return done;
      const what = warnings.length === 1 ? 'the warning above' : `the ${warnings.length} warnings above`;
      return `First confirm ${what}: ${first.finding.fix ?? first.finding.message} Then: ${done}`;
    }
    case 'propagating': {
      const waiting = findings.find(({ finding }) => PROPAGATING_CODES.has(finding.code));
      const wait = waiting?.finding.fix ?? 'Wait, then run this again.';
      return `${wait} Propagation can take up to 48 hours; most changes resolve within minutes.`;
    }
    case 'inconclusive': {
      // This machine's network or its resolver, not the domain: that finding's step comes first.
      const network = findings.find(({ finding }) => NETWORK_CODES.has(finding.code));
      if (network?.finding.fix) return network.finding.fix;
      return 'Run this again; if lookups keep failing, pass other resolvers with --resolver or a longer --timeout.';
    }
    case 'action-required': {
      const first = findings.find(({ finding }) => finding.status === 'fail' || finding.status === 'warn');
      if (!first) return 'Fix the findings above, then run this again.';
      return `${first.finding.fix ?? first.finding.message} Then run this again.`;
    }
  }
}
