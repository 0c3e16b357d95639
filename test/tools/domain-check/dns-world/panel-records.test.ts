import { describe, expect, it } from 'vitest';
import { deletionsIn, deletionsNotInPanel } from './panel-records.ts';
import type { DnsWorldRow } from '../scenarios/scenario.ts';

const proxied: DnsWorldRow = {
  title: 'a proxied record',
  source: 'developers.cloudflare.com/dns/proxy-status/',
  zone: 'cfproxied.test',
  domain: 'docs.cfproxied.test',
  delegation: ['alpha'],
  nsNamesAt: { alpha: ['ada.ns.cloudflare.com'] },
  records: 'docs A 104.16.0.10\nold A 198.51.100.7\n@ 300 IN MX 10 mail.cfproxied.test.',
  expect: { status: 'action-required', problems: [] },
};

describe('the records a fix tells the owner to delete', () => {
  it('reads each wording of a deletion, with its values and the panel’s name for the apex', () => {
    expect(deletionsIn('At Cloudflare: delete the CNAME at @ (Cloudflare’s name for x.test).', 'x.test')).toEqual({
      deletions: [{ owner: 'x.test', types: ['CNAME'], values: [] }],
      unread: [],
    });
    expect(deletionsIn('Delete the A/AAAA records 192.0.2.1, 2001:db8::1 at x.test, then create …', 'x.test')).toEqual({
      deletions: [{ owner: 'x.test', types: ['A', 'AAAA'], values: ['192.0.2.1', '2001:db8::1'] }],
      unread: [],
    });
    expect(deletionsIn('Set the flags of that record at x.test to 0, or delete it.', 'x.test').deletions).toEqual([
      { owner: 'x.test', types: ['CAA'], values: [] },
    ]);
    expect(deletionsIn('Turn the proxy off. Do not delete it; it must be a CNAME.', 'x.test')).toEqual({
      deletions: [],
      unread: [],
    });
    expect(deletionsIn('Delete whatever is there.', 'x.test').unread).toEqual(['Delete whatever is there.']);
  });

  it('finds a deletion of an address that only the host’s proxy answers with, which the panel does not show', () => {
    expect(deletionsNotInPanel('Delete the A record at docs.cfproxied.test, then create the CNAME.', proxied)).toEqual({
      missing: [{ owner: 'docs.cfproxied.test', types: ['A'], values: [] }],
      unread: [],
    });
    expect(
      deletionsNotInPanel('Delete the A record at old.cfproxied.test, then create the CNAME.', proxied).missing,
    ).toEqual([]);
    expect(deletionsNotInPanel('Delete the MX record at @.', proxied).missing).toEqual([]);
  });

  it('finds a deletion of apex addresses that a flattened CNAME or an ALIAS answers with: the panel shows that one record', () => {
    const flattened: DnsWorldRow = { ...proxied, zone: 'cfflat.test', records: '@ A 198.51.100.7\nold A 198.51.100.8' };
    const alias: DnsWorldRow = { ...flattened, nsNamesAt: { alpha: ['ns1.dnsimple.com'] } };
    const fix = 'At Cloudflare: delete the A/AAAA record 198.51.100.7 at @ (Cloudflare’s name for cfflat.test).';
    expect(deletionsNotInPanel(fix, flattened).missing).toEqual([
      { owner: 'cfflat.test', types: ['A', 'AAAA'], values: ['198.51.100.7'] },
    ]);
    expect(deletionsNotInPanel(fix, alias).missing).toHaveLength(1);
    expect(deletionsNotInPanel('Delete the CNAME at @.', flattened).missing).toEqual([]);
    expect(deletionsNotInPanel('Delete the ALIAS record at @.', alias).missing).toEqual([]);
    expect(deletionsNotInPanel('Delete the A record at old.cfflat.test.', alias).missing).toEqual([]);
  });
});
