import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../tools/domain-check/findings/finding.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { planRemoval, refusePrimaryRemoval } from '../../../../tools/domain-check/planners/removal.ts';

const SOURCE = 'old.example.com';
const PRIMARY = 'docs.example.com';

/** A report of the redirect source alone, holding `checks` (the live checks' findings). */
function reportWith(checks: readonly Finding[]): Report {
  return {
    schemaVersion: 1,
    status: 'ready',
    domains: [{ domain: SOURCE, role: 'redirect', kind: 'subdomain', checks }],
  };
}

const liveRedirect: Finding = {
  id: 'redirect',
  status: 'pass',
  code: 'REDIRECT_OK',
  message: `${SOURCE} answers 301 to https://${PRIMARY}/ on http and https.`,
  fix: null,
  params: { domain: SOURCE },
  evidence: [],
};

const codesOf = (plan: ReturnType<typeof planRemoval>): FindingCode[] => plan.steps.map((step) => step.code);

describe('the removal plan', () => {
  it('calls a configured redirect that is live on http and https safe to remove', () => {
    const plan = planRemoval(SOURCE, PRIMARY, true, reportWith([liveRedirect]));
    expect(codesOf(plan)).toEqual<FindingCode[]>([
      'REMOVE_REDIRECT_CONFIGURED',
      'REMOVE_REDIRECT_LIVE',
      'REMOVE_REDIRECT_LIVE',
      'REMOVE_SAFE',
    ]);
    expect({ safe: plan.safe, status: plan.status }).toEqual({ safe: true, status: 'ready' });
  });

  it('calls removal unknown, never safe, when the redirect check did not run', () => {
    const plan = planRemoval(SOURCE, PRIMARY, true, reportWith([]));
    expect(codesOf(plan)).toEqual<FindingCode[]>([
      'REMOVE_REDIRECT_CONFIGURED',
      'REMOVE_REDIRECT_UNKNOWN',
      'REMOVE_REDIRECT_UNKNOWN',
    ]);
    expect({ safe: plan.safe, status: plan.status }).toEqual({ safe: false, status: 'inconclusive' });
  });

  it('states each step as data, and makes its words from those params alone', () => {
    const plan = planRemoval(SOURCE, PRIMARY, false, reportWith([liveRedirect]));
    const [configured] = plan.steps;
    expect(configured).toMatchObject({
      code: 'REMOVE_REDIRECT_NOT_CONFIGURED',
      params: { domain: SOURCE, primary: PRIMARY },
    });
    expect(configured?.message).toBe(
      `The config has no redirect from ${SOURCE} to ${PRIMARY}; removal would stop ${SOURCE}'s traffic at once.`,
    );
    expect(plan.steps.map((step) => step.params)).toContainEqual({ url: `https://${SOURCE}/`, primary: PRIMARY });
  });

  it('names what each request answers while the redirect is not a live 301 yet', () => {
    const wrongStatus: Finding = {
      id: 'redirect',
      status: 'fail',
      code: 'REDIRECT_WRONG_STATUS',
      message: `${SOURCE} answers 302, not 301.`,
      fix: `Set the redirect of ${SOURCE} to status 301.`,
      params: { domain: SOURCE },
      evidence: ['http', 'https'].map((scheme) => ({
        server: SOURCE,
        name: `${scheme}://${SOURCE}/`,
        type: 'HTTP',
        ttl: null,
        data: `302 Location: https://${PRIMARY}/`,
      })),
    };
    const plan = planRemoval(SOURCE, PRIMARY, true, reportWith([wrongStatus]));
    expect(codesOf(plan)).toEqual<FindingCode[]>([
      'REMOVE_REDIRECT_CONFIGURED',
      'REMOVE_REDIRECT_NOT_LIVE',
      'REMOVE_REDIRECT_NOT_LIVE',
    ]);
    expect(plan.steps[1]?.params).toMatchObject({
      answer: `it answers 302 Location: https://${PRIMARY}/`,
      foundCode: 'REDIRECT_WRONG_STATUS',
    });
    expect({ safe: plan.safe, status: plan.status }).toEqual({ safe: false, status: 'action-required' });
  });

  it('refuses to plan the removal of the primary', () => {
    const plan = refusePrimaryRemoval(PRIMARY);
    expect(codesOf(plan)).toEqual<FindingCode[]>(['REMOVE_PRIMARY_REFUSED']);
    expect({ safe: plan.safe, status: plan.status }).toEqual({ safe: false, status: 'action-required' });
  });
});
