/**
 * The documentation entry (`@petstore-docs/domain-check/catalogue`): every finding code with its
 * explanation and example (its message and fix), worded by the one formatter; the `--json` output's types and an
 * example of it; the CLI's exit codes; the platform profile's schema and builder, and the profile
 * this copy was built for (the examples' platform where no deployment gives one); for pages that
 * document the tool. Data and its formatting only: no DNS, no I/O, none of the engine's workings.
 */
export { BOULDER_ISSUER } from './checks/caa/ca-profile.ts';
export { CAA_READING_DIFFERENCES } from './checks/caa/reading-differences.ts';
export { EXIT_CODES, type ExitCode, type ExitCodeId } from './core/exit-codes.ts';
export { PACKAGE_NAME } from './core/package-name.ts';
export { PLATFORM_SETTINGS, SETTING_ORDER_SENTENCE, SETTING_SOURCES } from './settings/setting-order.ts';
export {
  buildPlatformProfile,
  parsePlatformProfile,
  platformProfileSchema,
  PlatformProfileError,
  PROCEDURE_FACTS,
  type PlatformDeployment,
  type PlatformFacts,
  type PlatformProfile,
} from './platform/profile.ts';
export { DEFAULT_PLATFORM_PROFILE } from './platform/index.ts';
export {
  dnsHostProfileSchema,
  type ApexPointing,
  type DnsHostProfile,
  type DnsHostProfileInput,
} from './dns-hosts/profile.ts';
export { APEX_CAPABLE_HOSTS, DNS_HOSTS } from './dns-hosts/index.ts';
export { dnsHostTermsOf, type DnsHostReport, type DnsHostTerms } from './dns-hosts/words.ts';
export type { ResolverTraits } from './engine/resolver-lies/traits.ts';
export type { DomainKind, DomainReport, DomainRole, Report, ReportStatus } from './engine/report.ts';
export type {
  CheckId,
  CheckStatus,
  Evidence,
  Finding,
  FindingCode,
  FindingDocs,
  FindingParams,
  FindingText,
} from './findings/index.ts';
export { CHECK_IDS, DNS_CHECK_IDS } from './findings/check-registry.ts';
export {
  FINDINGS_PAGE_PATH,
  findingAnchor,
  findingDocsLink,
  findingDocsPath,
  findingsPagePath,
  type FindingsPageId,
} from './findings/docs-path.ts';
export {
  FINDING_CODES,
  FINDING_DOCS,
  findingExamples,
  formatExample,
  type FindingExamples,
} from './checks/every-code.ts';
export { exampleJsonReport } from './reporters/json-example.ts';
export type { ValidateJson } from './reporters/config-validation.ts';
export type { JsonFinding } from './reporters/json.ts';
export type { ConfigErrorCode, ConfigIssue } from './config/errors.ts';
export type { RemovalPlan, RemovalStep } from './planners/removal.ts';
export type { DomainState, DomainSummary, RenewalSummary } from './planners/watch-schedule.ts';
