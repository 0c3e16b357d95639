/**
 * The package's main entry (`@petstore-docs/domain-check`): domain-check's engine for Node.js
 * programs, the same one the CLI runs. Domains and a DNS client in, a report out; the live checks
 * (TLS, primary, redirects) with a Node probe; the config's parser; the reporters.
 *
 * @example
 * const dns = new DnsClient({ transport: createUdpTcpTransport() });
 * const report = await runChecks(input, dns);
 */
export { CHECKS, LIVE_CHECKS } from './checks/index.ts';
export {
  ConfigError,
  domainConfigJsonSchema,
  domainConfigSchema,
  parseDomainArguments,
  parseDomainConfig,
  parseDomainConfigText,
  type ConfigErrorCode,
  type ConfigIssue,
  type DomainConfig,
  type DomainConfigInput,
} from './config/index.ts';
export { DnsClient, type DnsClientOptions, type LookupRequest, type LookupResult } from './dns/client.ts';
export { createDohTransport, dohServerFor } from './dns/transports/doh.ts';
export { createUdpTcpTransport } from './dns/transports/udp-tcp.ts';
export type { DnsServer, DnsTransport } from './dns/transport.ts';
export type { Check } from './engine/check.ts';
export type { CheckId, CheckStatus, Evidence, Finding, FindingCode } from './findings/index.ts';
export type { LiveCheck } from './engine/live-check.ts';
export { EXIT_CODES, type ExitCode, type ExitCodeId } from './core/exit-codes.ts';
export {
  type DomainKind,
  type DomainReport,
  type DomainRole,
  type Report,
  type ReportStatus,
} from './engine/report.ts';
export type { ResolverTraits } from './engine/resolver-lies/traits.ts';
export { runChecks, type LiveOptions, type RunInput, type RunOptions } from './checks/run-checks.ts';
export { createNodeProbe, type NodeProbeOptions } from './live/node-probe.ts';
export type { LiveProbe } from './live/probe.ts';
export { planRecords, type PlannedRecord } from './planners/records.ts';
export { renderRecords, type RecordsFormat } from './reporters/records.ts';
export { REPORTERS, type Reporter, type ReporterName, type ReporterOptions } from './reporters/index.ts';
// What the commands share, for programs that run them with the CLI's settings and limits (the
// MCP server): options as the command line names them, the config read with its 1 MiB limit, one
// run with its deadline and per-query timeout.
export type { CommandOptions } from './commands/options.ts';
export { DEFAULT_TIMEOUT_SECONDS } from './settings/defaults.ts';
/** The platform this copy of the package was built for: a program hands it (or its own) to the commands' io. */
export { DEFAULT_PLATFORM_PROFILE } from './platform/index.ts';
export type { PlatformFacts, PlatformProfile } from './platform/profile.ts';
export { UsageError } from './commands/usage-error.ts';
export { loadConfig, loadConfigText, type LoadedConfig } from './commands/load-config.ts';
export type { CommandIo } from './commands/command-io.ts';
export { planRun, runPlan, type RunPlan } from './commands/run-plan.ts';
export { getPlatformHost } from './commands/run-settings.ts';
export { dnsHostsGiven } from './commands/given-dns-host.ts';
