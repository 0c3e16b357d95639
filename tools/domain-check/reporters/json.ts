import type { Finding } from '../findings/finding.ts';
import type { DomainReport, Report } from '../engine/report.ts';
import { docsUrlOrPath, findingDocsPath } from '../findings/docs-path.ts';
import type { Reporter } from './reporter.ts';

/**
 * The documented `--json` shape, schema version 1. Fields are copied one by one so that nothing
 * internal leaks into the stable output.
 */
export const jsonReporter: Reporter = (report, { docsSiteUrl }) =>
  `${JSON.stringify(toJsonReport(report, docsSiteUrl), null, 2)}\n`;

/** A finding as `--json` writes it: its fields, and the address of its code's section in the docs. */
export type JsonFinding = Finding & { readonly docs: string };

interface JsonReport extends Pick<Report, 'schemaVersion' | 'status' | 'resolvers'> {
  readonly domains: readonly (Omit<DomainReport, 'checks'> & { readonly checks: readonly JsonFinding[] })[];
}

/**
 * The documented fields of a report, for commands that add their own (`watch`, `remove-plan`).
 * @param docsSiteUrl The published docs' origin (the platform profile's), for full links.
 */
export function toJsonReport(report: Report, docsSiteUrl: string | undefined): JsonReport {
  return {
    schemaVersion: report.schemaVersion,
    status: report.status,
    domains: report.domains.map((domain) => ({
      domain: domain.domain,
      role: domain.role,
      kind: domain.kind,
      checks: domain.checks.map((check) => ({
        id: check.id,
        status: check.status,
        code: check.code,
        message: check.message,
        fix: check.fix,
        evidence: check.evidence,
        params: check.params,
        docs: docsUrlOrPath(findingDocsPath(check.code, check.id), docsSiteUrl),
      })),
      ...(domain.dnsHost
        ? {
            dnsHost: {
              id: domain.dnsHost.id,
              name: domain.dnsHost.name,
              nameservers: domain.dnsHost.nameservers,
              // Always present, so a reader's schema has one shape: empty unless the names are shared.
              sharedBy: domain.dnsHost.sharedBy ?? [],
            },
          }
        : {}),
    })),
    ...(report.resolvers
      ? {
          resolvers: report.resolvers.map((entry) => ({
            resolver: entry.resolver,
            validates: entry.validates,
            nxdomainRewrite: entry.nxdomainRewrite,
            dns64Prefixes: entry.dns64Prefixes,
          })),
        }
      : {}),
  };
}
