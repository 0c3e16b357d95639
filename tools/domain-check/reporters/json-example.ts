/**
 * An example of `check --json` for the findings page, printed by the JSON reporter from a report
 * made the way a run makes one, from the same facts as the finding examples: a subdomain with no
 * CNAME yet, two findings of the many a run reports: the cname check's CNAME_MISSING, and the apex
 * check skipped, with its reason in `params`.
 */
import { CNAME_WORDS } from '../checks/cname/words.ts';
import { evidenceOf, skip, wordedBy } from '../findings/finding.ts';
import { deriveStatus, type DomainReport, type Report } from '../engine/report.ts';
import { exampleFacts } from '../findings/example-facts.ts';
import type { PlatformProfile } from '../platform/profile.ts';
import { jsonReporter } from './json.ts';

export function exampleJsonReport(platform: PlatformProfile): string {
  const { domain, resolver, servedBy, platformHost } = exampleFacts(platform);
  const cnameMissing = wordedBy(CNAME_WORDS)({
    id: 'cname',
    status: 'fail',
    code: 'CNAME_MISSING',
    params: { domain, platformHost, recordTtl: platform.recordTtl },
    evidence: evidenceOf({
      server: { host: resolver, port: 53 },
      name: domain,
      type: 'CNAME',
      status: 'nodata',
      records: [],
      chain: [],
      finalName: domain,
      authority: [],
      answerSection: [],
      extendedErrors: [],
      authoritative: false,
      recursionAvailable: true,
      authenticData: false,
      networkError: null,
      detail: '',
    }),
  });
  const apexSkipped = skip('apex', { reason: 'kind-does-not-apply', appliesTo: 'apex', domain });
  const dnsHost = { id: null, name: null, nameservers: servedBy.nameservers };
  const domains: DomainReport[] = [
    { domain, role: 'primary', kind: 'subdomain', checks: [cnameMissing, apexSkipped], dnsHost },
  ];
  const report: Report = {
    schemaVersion: 1,
    status: deriveStatus(domains, { strict: false }),
    domains,
    resolvers: [{ resolver, validates: true, nxdomainRewrite: [], dns64Prefixes: [] }],
  };
  return jsonReporter(report, { color: false, domainsSettings: platform.dashboard.domainsSettings });
}
