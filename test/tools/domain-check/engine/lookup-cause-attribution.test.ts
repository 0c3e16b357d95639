import { describe, expect, it } from 'vitest';
import { attributeLookupCause } from '../../../../tools/domain-check/engine/lookup-cause-attribution.ts';
import type { CheckId, Evidence, Finding, FindingCode } from '../../../../tools/domain-check/findings/finding.ts';
import type { AnyFindingParams } from '../../../../tools/domain-check/findings/format.ts';
import type { DomainReport } from '../../../../tools/domain-check/engine/report.ts';

const failed = (name: string, type = 'A'): Evidence => ({
  server: '192.0.2.53',
  name,
  type,
  ttl: null,
  data: 'SERVFAIL',
});

function finding(
  id: CheckId,
  status: Finding['status'],
  code: FindingCode,
  params: object,
  evidence: readonly Evidence[] = [],
): Finding {
  return { id, status, code, message: code, fix: null, evidence, params: params as AnyFindingParams };
}

const report = (checks: readonly Finding[]): DomainReport => ({
  domain: 'docs.example.test',
  role: 'primary',
  kind: 'subdomain',
  checks,
});

const codes = (attributed: DomainReport) =>
  attributed.checks.map((entry) => `${entry.id} ${entry.code}${entry.status === 'skip' ? ' (skip)' : ''}`);

describe('a named cause is said once', () => {
  const expired = finding('dnssec', 'fail', 'DNSSEC_SIGNATURE_EXPIRED', {
    domain: 'docs.example.test',
    resolver: '192.0.2.53',
    zone: 'example.test',
  });

  it('skips the failed lookups in the zone whose DNSSEC chain fails, pointing at the cause', () => {
    const attributed = attributeLookupCause(
      report([
        expired,
        finding('caa', 'error', 'CAA_LOOKUP_FAILED', {}, [failed('docs.example.test', 'CAA')]),
        finding('propagation', 'error', 'PROPAGATION_LOOKUP_FAILED', {}, [failed('docs.example.test')]),
      ]),
    );
    expect(codes(attributed)).toEqual([
      'dnssec DNSSEC_SIGNATURE_EXPIRED',
      'caa CHECK_SKIPPED (skip)',
      'propagation CHECK_SKIPPED (skip)',
    ]);
    expect(attributed.checks[1]?.params).toEqual({
      reason: 'lookup-cause-named',
      check: 'dnssec',
      code: 'DNSSEC_SIGNATURE_EXPIRED',
    });
  });

  it('keeps a failed lookup in another zone; one that could not ask at all is about the domain', () => {
    const elsewhere = finding('cname', 'error', 'CNAME_LOOKUP_FAILED', {}, [failed('cname.platform.test')]);
    const unasked = finding('nameservers', 'error', 'NAMESERVERS_LOOKUP_FAILED', {});
    expect(codes(attributeLookupCause(report([expired, elsewhere, unasked])))).toEqual([
      'dnssec DNSSEC_SIGNATURE_EXPIRED',
      'cname CNAME_LOOKUP_FAILED',
      'nameservers CHECK_SKIPPED (skip)',
    ]);
  });

  it('explains, for a CNAME target whose zone fails, the lookups at the domain and in the target', () => {
    const target = finding('dnssec', 'fail', 'DNSSEC_TARGET_ZONE_BOGUS', {
      domain: 'docs.example.test',
      resolver: '192.0.2.53',
      target: 'cname.platform.test',
      extendedErrors: [],
    });
    const attributed = attributeLookupCause(
      report([
        target,
        finding('caa', 'error', 'CAA_LOOKUP_FAILED', {}, [failed('cname.platform.test', 'CAA')]),
        finding('cname', 'error', 'CNAME_LOOKUP_FAILED', {}, [failed('docs.example.test', 'CNAME')]),
        // The zone's apex is not behind the CNAME: its failure is another matter.
        finding('apex', 'error', 'APEX_LOOKUP_FAILED', {}, [failed('example.test')]),
      ]),
    );
    expect(codes(attributed)).toEqual([
      'dnssec DNSSEC_TARGET_ZONE_BOGUS',
      'caa CHECK_SKIPPED (skip)',
      'cname CHECK_SKIPPED (skip)',
      'apex APEX_LOOKUP_FAILED',
    ]);
  });

  it('explains, for one RRset that fails validation, that RRset only', () => {
    const caa = finding('caa', 'fail', 'DNSSEC_RRSET_BOGUS', {
      name: 'example.test',
      type: 'CAA',
      resolver: '192.0.2.53',
      extendedErrors: [],
    });
    const attributed = attributeLookupCause(
      report([
        caa,
        finding('propagation', 'error', 'PROPAGATION_LOOKUP_FAILED', {}, [failed('example.test', 'A')]),
        finding('cname', 'error', 'CNAME_LOOKUP_FAILED', {}, [failed('example.test', 'CAA')]),
      ]),
    );
    expect(codes(attributed)).toEqual([
      'caa DNSSEC_RRSET_BOGUS',
      'propagation PROPAGATION_LOOKUP_FAILED',
      'cname CHECK_SKIPPED (skip)',
    ]);
  });

  it('says a DNSSEC cause that the dnssec check also names in the dnssec check only', () => {
    const params = { name: 'example.test', type: 'CAA', resolver: '192.0.2.53', extendedErrors: [] };
    const attributed = attributeLookupCause(
      report([
        finding('caa', 'fail', 'DNSSEC_RRSET_BOGUS', params, [failed('example.test', 'CAA')]),
        finding('dnssec', 'fail', 'DNSSEC_RRSET_BOGUS', params, [failed('example.test', 'CAA')]),
        // Another RRset's failure is another cause: both stay.
        finding('apex', 'fail', 'DNSSEC_RRSET_BOGUS', { ...params, type: 'AAAA' }, [failed('example.test', 'AAAA')]),
      ]),
    );
    expect(codes(attributed)).toEqual([
      'caa CHECK_SKIPPED (skip)',
      'dnssec DNSSEC_RRSET_BOGUS',
      'apex DNSSEC_RRSET_BOGUS',
    ]);
  });

  it('counts a failure as about its failed lookups, not the records beside them that answered', () => {
    const answered: Evidence = {
      server: '192.0.2.53',
      name: 'cname.platform.test',
      type: 'A',
      ttl: 300,
      data: '192.0.2.10',
    };
    const apex = finding('apex', 'error', 'APEX_LOOKUP_FAILED', {}, [failed('docs.example.test'), answered]);
    expect(codes(attributeLookupCause(report([expired, apex])))).toEqual([
      'dnssec DNSSEC_SIGNATURE_EXPIRED',
      'apex CHECK_SKIPPED (skip)',
    ]);
  });

  it('never hides a crash', () => {
    const crash = finding('caa', 'error', 'CHECK_CRASHED', { check: 'caa', cause: 'internal-error', error: 'bug' }, [
      failed('docs.example.test'),
    ]);
    expect(codes(attributeLookupCause(report([expired, crash])))).toEqual([
      'dnssec DNSSEC_SIGNATURE_EXPIRED',
      'caa CHECK_CRASHED',
    ]);
  });
});
