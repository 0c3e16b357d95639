import { describe, expect, it } from 'vitest';
import { APEX_WORDS } from '../../../../../tools/domain-check/checks/apex/words.ts';
import { parseDnsHostProfiles } from '../../../../../tools/domain-check/dns-hosts/profile.ts';
import { DNS_HOSTS, APEX_CAPABLE_HOSTS } from '../../../../../tools/domain-check/dns-hosts/index.ts';
import { dnsHostTermsOf } from '../../../../../tools/domain-check/dns-hosts/words.ts';

const apex = { domain: 'example.com', platformHost: 'sites.platform.test', dnsHost: null };

describe('the apex check’s words', () => {
  it('say where a problem was seen only when the sources disagree', () => {
    const sentence = 'example.com has no A or AAAA record, so it does not point to sites.platform.test.';
    expect(APEX_WORDS.APEX_NO_ADDRESS.message({ ...apex, seenAt: null })).toBe(sentence);
    expect(
      APEX_WORDS.APEX_NO_ADDRESS.message({
        ...apex,
        seenAt: [
          { at: 'dns-host', server: '127.0.0.2' },
          { at: 'resolver', server: '127.0.0.1:53' },
        ],
      }),
    ).toBe(`At your DNS host (127.0.0.2) and seen from resolver 127.0.0.1:53: ${sentence}`);
    expect(APEX_WORDS.APEX_NO_ADDRESS.message({ ...apex, seenAt: [{ at: 'dns-host', server: null }] })).toBe(
      `At your DNS host: ${sentence}`,
    );
  });

  it('agree in number with the foreign addresses, and add the location sentence only for a platform by location', () => {
    const one = { ...apex, seenAt: null, foreign: ['198.51.100.7'], elsewhere: [] };
    const two = { ...one, foreign: ['198.51.100.7', '198.51.100.8'], elsewhere: ['198.51.100.8'] };
    expect(APEX_WORDS.APEX_ADDRESSES_PARTIAL.message(one)).toContain('; 198.51.100.7 does not, so some visitors');
    expect(APEX_WORDS.APEX_ADDRESSES_PARTIAL.message(two)).toContain('; 198.51.100.7, 198.51.100.8 do not, so');
    const platformAddresses = ['192.0.2.1'];
    expect(APEX_WORDS.APEX_FOREIGN_ADDRESS.message({ ...one, platformAddresses })).toBe(
      'example.com points to 198.51.100.7, which is not an address of sites.platform.test (192.0.2.1).',
    );
    expect(APEX_WORDS.APEX_FOREIGN_ADDRESS.message({ ...two, platformAddresses })).toBe(
      'example.com points to 198.51.100.7, 198.51.100.8, which are not addresses of sites.platform.test (192.0.2.1). Other resolvers do get 198.51.100.8 for sites.platform.test: it answers by location, and example.com holds the addresses of one location only.',
    );
    expect(APEX_WORDS.APEX_FOREIGN_ADDRESS.fix(one)).not.toContain('If it already is an ALIAS/ANAME');
    expect(APEX_WORDS.APEX_FOREIGN_ADDRESS.fix(two)).toBe(
      'Delete the A/AAAA records 198.51.100.7, 198.51.100.8 at example.com, then create an ALIAS or ANAME record at example.com with the value sites.platform.test (not every DNS provider supports it). If it already is an ALIAS/ANAME, your DNS host resolves it from one place only: use a subdomain with a CNAME instead.',
    );
  });

  it('name the failed resolvers only when several were asked, and why the comparison failed', () => {
    const failed = { ...apex, failedResolvers: ['127.0.0.4:53'] };
    expect(
      APEX_WORDS.APEX_LOOKUP_FAILED.message({
        ...failed,
        resolversAsked: 1,
        failure: { kind: 'apex-lookup', detail: 'SERVFAIL from 127.0.0.4:53 for example.com A' },
      }),
    ).toBe(
      'Could not compare the addresses of example.com with sites.platform.test: SERVFAIL from 127.0.0.4:53 for example.com A.',
    );
    expect(
      APEX_WORDS.APEX_LOOKUP_FAILED.message({
        ...failed,
        resolversAsked: 2,
        failure: { kind: 'platform-host-no-address', detail: null },
      }),
    ).toBe(
      'Could not compare the addresses of example.com with sites.platform.test (seen from resolver 127.0.0.4:53): the platform host sites.platform.test has no addresses (NXDOMAIN or NODATA).',
    );
  });

  it('pass an apex, naming the resolvers that still cache older addresses', () => {
    const ok = { ...apex, addresses: ['192.0.2.1'], resolversAsked: 2 };
    expect(APEX_WORDS.APEX_OK.message({ ...ok, cachingResolvers: [] })).toBe(
      'The addresses of example.com (192.0.2.1) are addresses of sites.platform.test, as each resolver asked sees both.',
    );
    expect(APEX_WORDS.APEX_OK.message({ ...ok, resolversAsked: 1, cachingResolvers: ['127.0.0.1:53'] })).toBe(
      'The addresses of example.com (192.0.2.1) are addresses of sites.platform.test (seen from resolver 127.0.0.1:53, older addresses are still cached: see the propagation check).',
    );
  });

  it('say what a CNAME at the apex hides: the MX records beside it, or mail and SPF in general', () => {
    const cname = { ...apex, target: 'sites.platform.test.' };
    expect(APEX_WORDS.APEX_CNAME.message({ ...cname, mx: ['10 mail.example.com'] })).toContain(
      ' Its MX records (10 mail.example.com) sit beside the CNAME',
    );
    expect(APEX_WORDS.APEX_CNAME.message({ ...cname, mx: [] })).toContain(
      ' Nothing else can live beside it: MX records for mail to addresses at example.com, and TXT records such as SPF',
    );
  });

  it('tell an owner whose host points the apex with one record to change where it points, not to delete addresses', () => {
    const at = (id: string) => {
      const host = DNS_HOSTS.find((entry) => entry.id === id);
      if (!host) throw new Error(id);
      return dnsHostTermsOf(host, APEX_CAPABLE_HOSTS);
    };
    const foreign = { ...apex, seenAt: null, foreign: ['198.51.100.7'], elsewhere: [] };
    expect(APEX_WORDS.APEX_FOREIGN_ADDRESS.fix({ ...foreign, dnsHost: at('transip') })).toBe(
      'At TransIP: change the ALIAS record at @ (TransIP’s name for example.com) to point to sites.platform.test. If @ (TransIP’s name for example.com) holds A/AAAA records instead (198.51.100.7 among them), replace them all with that ALIAS record.',
    );
    const byLocation = { ...foreign, elsewhere: ['198.51.100.7'], dnsHost: at('cloudflare') };
    expect(APEX_WORDS.APEX_ADDRESSES_PARTIAL.fix(byLocation)).toContain(
      'If the CNAME record already points to sites.platform.test, Cloudflare resolves it from one place only: use a subdomain with a CNAME instead.',
    );
    for (const id of ['cloudflare', 'dnsimple', 'transip'])
      expect(APEX_WORDS.APEX_FOREIGN_ADDRESS.fix({ ...foreign, dnsHost: at(id) })).not.toMatch(/\bdelete\b/i);
  });

  it('add what the host does unseen to the apex record it is told to make, from the table', () => {
    const cloudflare = DNS_HOSTS.find((entry) => entry.id === 'cloudflare');
    if (!cloudflare) throw new Error('cloudflare');
    const fix = APEX_WORDS.APEX_NO_ADDRESS.fix({ ...apex, dnsHost: dnsHostTermsOf(cloudflare, APEX_CAPABLE_HOSTS) });
    expect(fix).toContain(
      'At Cloudflare: create the CNAME record at @ (Cloudflare’s name for example.com) with the value sites.platform.test (Cloudflare calls this CNAME flattening).',
    );
    expect(fix).toContain(
      ' What Cloudflare’s panel does not show: A CNAME at the apex is answered as the A/AAAA records of its target (flattened), never as a CNAME.',
    );
  });
});

describe('the apex words of a host with its own forwarding and parking records', () => {
  // No host of the table has both sourced yet: a profile made here, checked by the same schema.
  const page = (path: string) => ({ url: `https://parked.example/${path}`, read: '2026-11-28' });
  const profile = (forwarding: object) =>
    parseDnsHostProfiles([
      {
        id: 'parked',
        displayName: 'ParkedDNS',
        nameservers: { patterns: ['ns.parked.example'], source: page('ns') },
        apex: { value: { kind: 'none' }, source: page('records') },
        forwarding: { value: forwarding, source: page('forwarding') },
        parking: {
          value: [
            { type: 'ALIAS', name: '@', value: 'parking.parked.example' },
            { type: 'CNAME', name: '*', value: 'parking.parked.example' },
          ],
          source: page('new-zone'),
        },
      },
    ])[0];
  const termsOf = (forwarding: object) => {
    const host = profile(forwarding);
    if (!host) throw new Error('no profile');
    return dnsHostTermsOf(host, APEX_CAPABLE_HOSTS);
  };
  const temporaryByDefault = termsOf({ feature: 'Forwarding', defaultStatus: 302, permanentChoice: 'Permanent (301)' });

  it('let the host send the apex’s 301 itself, with the choice that makes its forwarding a 301', () => {
    expect(APEX_WORDS.APEX_NO_ADDRESS.fix({ ...apex, dnsHost: temporaryByDefault })).toContain(
      '{ "primary": "www.example.com", "redirects": [{ "from": "example.com", "to": "www.example.com", "status": 301 }] }, where ParkedDNS sends that redirect itself, since the apex cannot reach the platform: its Forwarding from example.com to https://www.example.com/, as a 301: choose Permanent (301), not its default 302; or (2) move',
    );
    const permanentByDefault = termsOf({ feature: 'URL redirect', defaultStatus: 301 });
    expect(APEX_WORDS.APEX_NO_ADDRESS.fix({ ...apex, dnsHost: permanentByDefault })).toContain(
      'its URL redirect from example.com to https://www.example.com/, as a 301, its default;',
    );
  });

  it('name the records the host puts in a new zone when the apex answers addresses nobody set', () => {
    const fix = APEX_WORDS.APEX_FOREIGN_ADDRESS.fix({
      ...apex,
      seenAt: null,
      foreign: ['198.51.100.7'],
      elsewhere: [],
      dnsHost: temporaryByDefault,
    });
    expect(fix).toMatch(/^At ParkedDNS: delete the A\/AAAA record 198\.51\.100\.7 at example\.com\. ParkedDNS cannot/);
    expect(fix).toMatch(
      / If the zone still holds the records ParkedDNS puts in a new zone \(ALIAS @ → parking\.parked\.example, CNAME \* → parking\.parked\.example\), delete them: they answer in the platform’s place\.$/,
    );
    // A host whose parking records no source lists adds nothing.
    expect(
      APEX_WORDS.APEX_FOREIGN_ADDRESS.fix({ ...apex, seenAt: null, foreign: ['198.51.100.7'], elsewhere: [] }),
    ).not.toContain('puts in a new zone');
  });
});
