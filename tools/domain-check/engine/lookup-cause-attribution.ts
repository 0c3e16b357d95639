/**
 * A permanent cause said once. When a check names why lookups in the zone fail (a lame delegation,
 * nameservers without glue, EDNS dropped, …), the other checks' failed lookups are that cause's
 * consequence, not a reason to run again: each such check is skipped, pointing at the check that
 * names it, so the report holds one finding naming the cause. A bug (CHECK_CRASHED) is never hidden.
 */
import type { LOOKUP_CAUSE_FINDINGS } from '../findings/catalog/lookup-cause.ts';
import { skip, type CheckId, type Finding } from './finding.ts';
import type { DomainReport } from './report.ts';

/** Every code of a failed lookup's cause; the compiler refuses one left out. */
const CAUSE_CODES: Record<keyof typeof LOOKUP_CAUSE_FINDINGS, true> = {
  DELEGATION_MISSING_GLUE: true,
  DELEGATION_LAME: true,
  NAMESERVER_DROPS_EDNS: true,
  NAMESERVER_NO_TCP: true,
  APEX_CNAME_HIDES_ZONE: true,
  DNSSEC_RRSET_BOGUS: true,
};

const isCause = (finding: Finding): boolean => finding.status === 'fail' && Object.hasOwn(CAUSE_CODES, finding.code);

export function attributeLookupCause(report: DomainReport): DomainReport {
  const cause = report.checks.find(isCause);
  if (!cause) return report;
  const skipped = new Set<CheckId>();
  const checks = report.checks.flatMap((finding): Finding[] => {
    if (finding.status !== 'error' || finding.code === 'CHECK_CRASHED' || finding.id === cause.id) return [finding];
    if (skipped.has(finding.id)) return [];
    skipped.add(finding.id);
    return [skip(finding.id, { reason: 'lookup-cause-named', check: cause.id, code: cause.code })];
  });
  return { ...report, checks };
}
