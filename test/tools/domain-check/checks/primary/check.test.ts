/** The primary check over a real TLS handshake and real HTTP to the test platform on 127.0.0.x (fixtures/live-sites.ts). */
import { describe, expect, it } from 'vitest';
import { liveCheckInWorld } from '../../support/check-findings.ts';

const { findingsOf } = liveCheckInWorld('primary');

describe('the primary check', () => {
  it('passes a primary that answers 200 over HTTPS', async () => {
    expect(await findingsOf('docs.live.test', 'primary')).toMatchObject([
      { status: 'pass', code: 'PRIMARY_OK', params: { url: 'https://docs.live.test/', status: 200 } },
    ]);
  });

  it('fails a primary that redirects away, naming where to', async () => {
    expect(await findingsOf('moved.live.test', 'primary')).toMatchObject([
      {
        status: 'fail',
        code: 'PRIMARY_REDIRECTED',
        params: { status: 301, location: 'https://elsewhere.live.test/', locationHost: 'elsewhere.live.test' },
      },
    ]);
  });

  it('fails a primary that answers an error, with its status line', async () => {
    expect(await findingsOf('broken.live.test', 'primary')).toMatchObject([
      { status: 'fail', code: 'PRIMARY_ERROR_STATUS', params: { statusLine: '500 Internal Server Error' } },
    ]);
  });
});
