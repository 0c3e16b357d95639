/** The primary check over a real TLS handshake and real HTTP to the test platform on 127.0.0.x (fixtures/live-sites.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckId } from '../../../../../tools/domain-check/engine/finding.ts';
import type { DomainRole } from '../../../../../tools/domain-check/engine/report.ts';
import { checkLive, startLiveWorld, type LiveWorld } from '../../support/live-world.ts';

let live: LiveWorld;
beforeAll(async () => {
  live = await startLiveWorld();
}, 120_000);
afterAll(async () => {
  await live.close();
});

/** The findings of one check for one domain, from a run with the live checks (`check --live`). */
async function findingsOf(domain: string, role: DomainRole, id: CheckId) {
  const { report } = await checkLive(live, [{ domain, role }]);
  return (report.domains[0]?.checks ?? []).filter((finding) => finding.id === id);
}

describe('the primary check', () => {
  it('passes a primary that answers 200 over HTTPS', async () => {
    expect(await findingsOf('docs.live.test', 'primary', 'primary')).toMatchObject([
      { status: 'pass', code: 'PRIMARY_OK', params: { url: 'https://docs.live.test/', status: 200 } },
    ]);
  });

  it('fails a primary that redirects away, naming where to', async () => {
    expect(await findingsOf('moved.live.test', 'primary', 'primary')).toMatchObject([
      {
        status: 'fail',
        code: 'PRIMARY_REDIRECTED',
        params: { status: 301, location: 'https://elsewhere.live.test/', locationHost: 'elsewhere.live.test' },
      },
    ]);
  });

  it('fails a primary that answers an error, with its status line', async () => {
    expect(await findingsOf('broken.live.test', 'primary', 'primary')).toMatchObject([
      { status: 'fail', code: 'PRIMARY_ERROR_STATUS', params: { statusLine: '500 Internal Server Error' } },
    ]);
  });
});
