/** The redirect check over real HTTP and HTTPS to the test platform on 127.0.0.x (fixtures/live-sites.ts). */
import { describe, expect, it } from 'vitest';
import { liveCheckInWorld } from '../../support/check-findings.ts';

const { findingsOf } = liveCheckInWorld('redirect');

describe('the redirect check', () => {
  it('passes a source that answers 301 to the primary and keeps a deep path', async () => {
    expect(await findingsOf('www.live.test', 'redirect')).toMatchObject([
      { status: 'pass', code: 'REDIRECT_OK', params: { from: 'www.live.test', to: 'docs.live.test' } },
    ]);
  });

  it('fails a source that answers 302, on every scheme and path it tried', async () => {
    const [finding] = await findingsOf('found.live.test', 'redirect');
    expect(finding).toMatchObject({
      status: 'fail',
      code: 'REDIRECT_WRONG_STATUS',
      params: { schemes: ['http', 'https'] },
    });
    const { problems } = finding?.params as unknown as { problems: { kind: string; status: number; url: string }[] };
    expect(problems.length).toBeGreaterThanOrEqual(4);
    expect(problems.every((problem) => problem.kind === 'wrong-status' && problem.status === 302)).toBe(true);
    expect(new Set(problems.map((problem) => new URL(problem.url).protocol))).toEqual(new Set(['http:', 'https:']));
  });
});
