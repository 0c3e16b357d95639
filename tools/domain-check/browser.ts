/**
 * The browser entry (`@petstore-docs/domain-check/browser`): what a page needs to run domain-check's
 * DNS checks over DNS-over-HTTPS (RFC 8484), with the same engine, codes and evidence as the CLI.
 * Nothing here opens a socket or reads a file.
 */
export { RESOLVER_CHECKS } from './checks/resolver-checks.ts';
export { PACKAGE_NAME } from './core/package-name.ts';
export type { PlatformFacts, PlatformProfile } from './platform/profile.ts';
export { checkHostname } from './config/hostname.ts';
export { DnsClient } from './dns/client.ts';
/** Loaded by a page after its first report (a dynamic import): the host table is not on the engine's path. */
export { DNS_HOST_DETECTOR } from './dns-hosts/known-hosts.ts';
export { createDohTransport, dohServerFor } from './dns/transports/doh.ts';
export type { Check } from './engine/check.ts';
/** The list's types only: every check's folder adds its words' types, so FindingCode holds every code here too. */
export type { CheckFolders } from './checks/index.ts';
export type { CheckId, CheckStatus, Finding, FindingCode } from './findings/index.ts';
export { nextStep, STATUS_ORDER, verdictCaveat, type Report, type ReportStatus } from './engine/report.ts';
export { runCheckList } from './engine/run-check-list.ts';
export { dnsHostLine } from './dns-hosts/words.ts';
export { DNS_CHECK_IDS } from './findings/check-registry.ts';
export { findingDocsPath } from './findings/docs-path.ts';
export { formatEvidence } from './reporters/human.ts';
export { escapeLinesForTerminal } from './reporters/terminal-text.ts';
