/**
 * The pure core: domains, a DNS client and the checks to run in, a report out. No `node:` imports, no
 * output, no exit codes, so the same engine runs in the CLI, in tests and (over DNS-over-HTTPS) in a
 * browser. It imports no check itself, so a browser bundle holds only the checks it passes.
 */
import type { DnsClient } from '../dns/client.ts';
import type { Check } from './check.ts';
import { createCheckContext, type CheckContext } from './context.ts';
import type { DnsHostDetector } from '../dns-hosts/detector.ts';
import { getRegistrableDomain } from './domain-names.ts';
import type { RunInput } from './run-input.ts';
import { skip, type CheckId, type Finding } from '../findings/finding.ts';
import { runGuarded } from './run-guarded.ts';
import type { LiveCheck, LiveOptions } from './live-check.ts';
import { deriveStatus, type DomainKind, type DomainReport, type Report } from './report.ts';
import type { DnsServer } from '../dns/transport.ts';
import { attributeLookupCause } from './lookup-cause-attribution.ts';
import { askRootSoa, resolvesRecursively } from './resolver-probe.ts';
import type { ResolverGate } from './resolver-health.ts';
import type { LookupResult } from '../dns/client.ts';
import type { ResolverProbes, ResolverTraits } from './resolver-lies/traits.ts';
import type { SeenLie } from './resolver-lies/correction.ts';
import type { ResolverLieReader } from './resolver-lies/index.ts';

export type { RunInput } from './run-input.ts';
export type { LiveOptions } from './live-check.ts';

export interface RunCheckListOptions {
  /** Warnings count as action required. */
  readonly strict?: boolean;
  readonly checks: readonly Check[];
  /** Called as each domain's checks finish, for progress output. */
  readonly onDomainDone?: (domain: string) => void;
  /**
   * Called as each check of a domain settles, with the findings the report will hold, for output
   * that shows results as they come. Checks started on a guess that DNS overturns are not reported.
   */
  readonly onCheckDone?: (domain: string, check: CheckId, findings: readonly Finding[]) => void;
  /** Also run the live checks (tls, primary, redirect) after each domain's DNS checks. */
  readonly live?: LiveOptions;
  /** The live checks to run when `live` is set. */
  readonly liveChecks?: readonly LiveCheck[];
  /**
   * Names each zone's DNS host from its NS names, for the report and the fixes' words
   * (`dns-hosts/known-hosts.ts`). Injected, so that a browser's first run does not load the host table.
   */
  readonly dnsHosts?: DnsHostDetector;
  /**
   * Reads what each resolver does besides resolving, and the truth past it (`resolver-lies/`).
   * Injected, like `dnsHosts`: without it the resolvers' answers are read as they come.
   */
  readonly resolverLies?: ResolverLieReader;
}

export async function runCheckList(input: RunInput, dns: DnsClient, options: RunCheckListOptions): Promise<Report> {
  if (input.resolvers.length === 0) throw new Error('runChecks needs at least one resolver');
  if (options.live && !options.liveChecks) throw new Error('live checks asked for without the list of live checks');
  const { checks } = options;
  const platformCache: Parameters<typeof createCheckContext>[4] = new Map();
  // The live checks' code loads only for a run that asks for them (the CLI's --live, watch): never in a browser.
  const liveOptions = options.live;
  const live = liveOptions && import('./run-live-checks.ts').then((module) => module.liveRunner(liveOptions));
  // Whether each resolver resolves at all, asked once, at once, beside the checks (one question,
  // answered from its cache). A resolver that does not is not read at all (`resolverGate`). Beside
  // it, what else it does (`resolver-lies/`): its lies are read through, never as the domain's DNS.
  const rootProbes = input.resolvers.map((server) => probeResolver(dns, server));
  const probes = Promise.all(rootProbes);
  const lies = options.resolverLies;
  const nonexistent = lies?.impossibleName() ?? '';
  const resolverProbes: Promise<ResolverProbes[]> = lies
    ? Promise.all(
        input.resolvers.map((server, index) =>
          lies.probeTraits(dns, server, rootProbes[index] ?? Promise.resolve(undefined), nonexistent),
        ),
      )
    : Promise.resolve([]);
  const traitsOf = async (server: DnsServer): Promise<ResolverTraits | undefined> => {
    const index = input.resolvers.findIndex((entry) => entry.host === server.host && entry.port === server.port);
    return index < 0 ? undefined : (await resolverProbes)[index]?.traits;
  };
  const seenLies = input.domains.map((): SeenLie[] => []);
  const contexts = input.domains.map(({ domain, role }, index) =>
    createCheckContext(
      domain,
      role,
      input,
      dns,
      platformCache,
      options.dnsHosts,
      lies && ((context) => lies.lieCorrector(context, traitsOf, seenLies[index] ?? [])),
    ),
  );
  // The platform host's addresses are a fact of the run, not of one domain: asked once, at once.
  for (const resolver of input.resolvers) void contexts[0]?.platformAddresses(resolver);
  const gate = probes.then((answers) => gateOnResolvers(input, checks, answers));
  const onCheckDone = options.onCheckDone;
  const domains = await Promise.all(
    contexts.map(async (context, index): Promise<DomainReport> => {
      const { domain } = context;
      const shown = onCheckDone
        ? async (id: CheckId, findings: readonly Finding[]) => {
            const gated = await gate;
            onCheckDone(domain, id, gated ? gated.findingsOf(domain)(id, findings) : findings);
          }
        : undefined;
      const report = await checkDomain(context, checks, input.deadline, shown);
      // A name DNS cannot hold was never asked about: no resolver is read for it.
      const gated = report.checks.some((finding) => finding.code === 'HOSTNAME_INVALID') ? undefined : await gate;
      const attributed = gated
        ? gated.report(report, options.live ? (options.liveChecks ?? []) : [])
        : withLies(
            await attributeFailures(report, context, options, input, live, await probes),
            lies,
            seenLies[index] ?? [],
            await resolverProbes,
            index === 0,
          );
      options.onDomainDone?.(domain);
      return attributed;
    }),
  );
  const resolvers = (await resolverProbes).map((entry) => entry.traits);
  return {
    schemaVersion: 1,
    status: deriveStatus(domains, { strict: options.strict ?? false }),
    domains,
    ...(lies ? { resolvers } : {}),
  };
}

/** The domain's report with what its resolvers did besides resolving said after its checks' findings. */
function withLies(
  report: DomainReport,
  reader: ResolverLieReader | undefined,
  seen: readonly SeenLie[],
  probes: readonly ResolverProbes[],
  first: boolean,
): DomainReport {
  // A name DNS cannot hold was never asked about.
  if (!reader || report.checks.some((finding) => finding.code === 'HOSTNAME_INVALID')) return report;
  const lies = reader.lieFindings(report.domain, seen, probes, first);
  return lies.length === 0 ? report : { ...report, checks: [...report.checks, ...lies] };
}

/** The live checks, then the causes and resolvers of failed lookups, each said once. */
async function attributeFailures(
  report: DomainReport,
  context: CheckContext,
  options: RunCheckListOptions,
  input: RunInput,
  live: Promise<ReturnType<typeof import('./run-live-checks.ts').liveRunner>> | undefined,
  probes: readonly (LookupResult | undefined)[],
): Promise<DomainReport> {
  const withLive = live ? await (await live)(context, report, options.liveChecks ?? [], input) : report;
  const caused = attributeLookupCause(withLive);
  if (!caused.checks.some((finding) => finding.status === 'error') || probes.every(healthy)) return caused;
  const { attributeResolverFailures, judgeProbesOfRun } = await import('./resolver-health.ts');
  return attributeResolverFailures(caused, judgeProbesOfRun(input, probes));
}

/** Asks `server` about the root zone, as a stub resolver would (RD=1), with DO set so that the answer
 * shows whether it validates (`resolver-lies/traits.ts`). A probe that throws is a bug the checks
 * report themselves (CHECK_CRASHED): it blames no resolver (undefined). */
function probeResolver(dns: DnsClient, server: DnsServer): Promise<LookupResult | undefined> {
  return askRootSoa(dns, server).catch(() => undefined);
}

const healthy = (probe: LookupResult | undefined): boolean => probe === undefined || resolvesRecursively(probe);

/** The gate of `resolver-health.ts`, loaded only when a resolver's probe was not a recursive answer. */
async function gateOnResolvers(
  input: RunInput,
  checks: readonly Check[],
  probes: readonly (LookupResult | undefined)[],
): Promise<ResolverGate | undefined> {
  if (probes.every(healthy)) return undefined;
  const { resolverGate, judgeProbes } = await import('./resolver-health.ts');
  return resolverGate(input, checks, judgeProbes(probes));
}

async function checkDomain(
  context: CheckContext,
  checks: readonly Check[],
  deadline: number,
  onCheckDone: ((id: CheckId, findings: readonly Finding[]) => Promise<void>) | undefined,
): Promise<DomainReport> {
  const hostname = checks.find((check) => check.id === 'hostname');
  const hostnameFindings = hostname ? await runGuarded(hostname, context, deadline) : [];
  if (hostnameFindings.some((finding) => finding.status === 'fail')) {
    // Nothing else can be asked about a name DNS cannot hold.
    const rest = checks
      .filter((check) => check !== hostname)
      .map((check) => skip(check.id, { reason: 'hostname-invalid' }));
    return { domain: context.domain, role: context.role, kind: 'subdomain', checks: [...hostnameFindings, ...rest] };
  }
  // Every check starts at once, those for one kind of domain on the Public Suffix List's guess of
  // the kind (apex when the name is a registrable domain), so that no lookup waits a round trip for
  // the zone cut. DNS has the last word: when the zone cut says otherwise (a subdomain delegated as
  // a zone of its own), the checks that guessed wrong are dropped and the right ones run then.
  const zone = context.zone().catch(() => undefined);
  const guessedKind: DomainKind = getRegistrableDomain(context.domain) === context.domain ? 'apex' : 'subdomain';
  const started = checks.map((check) =>
    check === hostname
      ? Promise.resolve(hostnameFindings)
      : check.appliesTo === 'any' || check.appliesTo === guessedKind
        ? runGuarded(check, context, deadline)
        : undefined,
  );
  const settle = async (check: Check, index: number): Promise<Finding[]> => {
    if (check === hostname || check.appliesTo === 'any') return started[index] ?? [];
    const kind = (await zone)?.kind ?? guessedKind;
    if (check.appliesTo !== kind) {
      return [skip(check.id, { reason: 'kind-does-not-apply', appliesTo: check.appliesTo, domain: context.domain })];
    }
    return started[index] ?? runGuarded(check, context, deadline);
  };
  const results = await Promise.all(
    checks.map(async (check, index) => {
      const findings = await settle(check, index);
      await onCheckDone?.(check.id, findings);
      return findings;
    }),
  );
  const facts = await zone;
  const kind: DomainKind = facts?.kind ?? 'subdomain';
  if (facts?.outcome === 'not-registered') {
    // Every other finding would only restate that the name does not exist.
    const onlyZone = results.map((findings, index) =>
      checks[index]?.id === 'zone' || checks[index] === hostname
        ? findings
        : [skip(checks[index]?.id ?? 'zone', { reason: 'domain-not-registered' })],
    );
    return { domain: context.domain, role: context.role, kind, checks: onlyZone.flat() };
  }
  const host = await context.dnsHost();
  return {
    domain: context.domain,
    role: context.role,
    kind,
    checks: results.flat(),
    ...(host.report ? { dnsHost: host.report } : {}),
  };
}
