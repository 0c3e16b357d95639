/** The hostname check: syntax only, by the config's rules (RFC 1123 §2.1, RFC 1035 §2.3.4), for direct engine use. */
import { describe, expect, it } from 'vitest';
import { check } from '../../../../../tools/domain-check/checks/hostname/check.ts';
import type { CheckContext } from '../../../../../tools/domain-check/engine/context.ts';

/** The check reads nothing of its context but the domain: it asks no server. */
const run = (domain: string) => check.run({ domain } as CheckContext);

describe('the hostname check', () => {
  it('passes a hostname DNS can hold', async () => {
    expect(await run('docs.example.com')).toMatchObject([
      { id: 'hostname', status: 'pass', code: 'HOSTNAME_OK', params: { domain: 'docs.example.com' } },
    ]);
  });

  it.each([
    ['docs example.com', /space/],
    [`${'a'.repeat(64)}.example.com`, /63/],
    ['docs..example.com', /empty/],
  ])('fails %j, saying why', async (domain, reason) => {
    const [finding] = await run(domain);
    expect(finding).toMatchObject({ id: 'hostname', status: 'fail', code: 'HOSTNAME_INVALID', params: { domain } });
    expect(String((finding?.params as { reason?: unknown }).reason)).toMatch(reason);
  });
});
