import { describe, expect, it } from 'vitest';
import { parseDnsHostProfiles, type DnsHostProfile } from '../../../../tools/domain-check/dns-hosts/profile.ts';
import { isAddressInRange } from '../../../../tools/domain-check/dns-hosts/address-ranges.ts';
import { DNS_HOST_DATA } from '../../../../tools/domain-check/dns-hosts/hosts.ts';
import {
  DNS_HOSTS,
  dnsHostOfNameserver,
  isProxyAnswer,
  nameMatchesPattern,
  servicesSharingNameserver,
} from '../../../../tools/domain-check/dns-hosts/index.ts';
import { DNS_HOST_DETECTOR } from '../../../../tools/domain-check/dns-hosts/known-hosts.ts';
import { SCENARIOS } from '../scenarios/index.ts';

describe('the DNS host table', () => {
  it('holds at least 28 hosts, each valid by the schema, which reads the data as it is written', () => {
    expect(DNS_HOSTS.length).toBeGreaterThanOrEqual(28);
    // The table loads unparsed: the schema must neither refuse nor change a thing in it.
    expect(parseDnsHostProfiles(DNS_HOST_DATA)).toStrictEqual(structuredClone(DNS_HOST_DATA));
    expect(DNS_HOSTS).toBe(DNS_HOST_DATA);
  });

  it('gives every fact a source with a URL and the day it was read', () => {
    for (const host of DNS_HOSTS) {
      const facts = [
        host.apex,
        host.apexName,
        host.recordNames,
        host.targetNames,
        host.recordFields,
        host.ttl,
        host.dnssecSigning,
        host.proxy?.mode,
        host.proxy?.ranges,
        host.forwarding,
        host.parking,
        ...(host.hides ?? []),
      ];
      for (const fact of facts) {
        if (fact === undefined) continue;
        for (const source of [fact.source, ...(fact.corroboratedBy ?? [])]) {
          expect(source.url, host.id).toMatch(/^https:\/\//);
          expect(source.read, host.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it('lists no host whose NS name patterns lack a source', () => {
    expect(
      DNS_HOSTS.filter((host) => !host.nameservers.source.url.startsWith('https://')).map((host) => host.id),
    ).toEqual([]);
    for (const host of DNS_HOSTS) expect(host.nameservers.source.read, host.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('errors with a host whose NS name patterns lack a source', () => {
    expect(() =>
      parseDnsHostProfiles([{ id: 'x', displayName: 'X', nameservers: { patterns: ['x.example'] } }]),
    ).toThrow(/nameservers\.source/);
  });

  it('errors with a fact whose source lacks its date', () => {
    expect(() =>
      parseDnsHostProfiles([
        {
          id: 'x',
          displayName: 'X',
          nameservers: { patterns: ['x.example'], source: { url: 'https://x.example/ns', read: '2026-11-27' } },
          apex: { value: { kind: 'none' }, source: { url: 'https://x.example/' } },
        },
      ]),
    ).toThrow(/apex\.source\.read/);
  });

  describe('a fact no vendor page states', () => {
    const nameservers = { patterns: ['x.example'], source: { url: 'https://x.example/ns', read: '2026-11-28' } };
    const platformGuide = {
      url: 'https://docs.platform.example/domains/x',
      read: '2026-11-28',
      publisher: 'hosting-platform',
    } as const;
    const providerDocs = {
      url: 'https://multi-provider.example/providers/x',
      read: '2026-11-28',
      publisher: 'multi-provider-project',
    } as const;
    const host = (fact: object) => [
      { id: 'x', displayName: 'X', nameservers, apex: { value: { kind: 'none' }, ...fact } },
    ];

    it('errors when its only source is a third party’s', () => {
      expect(() => parseDnsHostProfiles(host({ source: platformGuide }))).toThrow(/apex\.corroboratedBy/);
    });

    it('errors when its two sources are pages of one site', () => {
      expect(() =>
        parseDnsHostProfiles(
          host({
            source: platformGuide,
            corroboratedBy: [{ ...platformGuide, url: 'https://docs.platform.example/x2' }],
          }),
        ),
      ).toThrow(/independent source/);
    });

    it('stands on two independent third parties, and on the vendor’s page alone', () => {
      expect(parseDnsHostProfiles(host({ source: platformGuide, corroboratedBy: [providerDocs] }))[0]?.apex).toEqual({
        value: { kind: 'none' },
        source: platformGuide,
        corroboratedBy: [providerDocs],
      });
      // A source that names no publisher is the host's own page.
      expect(() =>
        parseDnsHostProfiles(host({ source: { url: 'https://x.example/apex', read: '2026-11-28' } })),
      ).not.toThrow();
    });

    it('counts two projects hosted on GitHub as independent, and two files of one repository as one source', () => {
      const onGitHub = (repository: string) =>
        ({ url: `https://github.com/${repository}`, read: '2026-11-28', publisher: 'multi-provider-project' }) as const;
      expect(() =>
        parseDnsHostProfiles(
          host({
            source: onGitHub('a/dns-tool/blob/1/x.go'),
            corroboratedBy: [onGitHub('b/dns-list/blob/2/README.md')],
          }),
        ),
      ).not.toThrow();
      expect(() =>
        parseDnsHostProfiles(
          host({ source: onGitHub('a/dns-tool/blob/1/x.go'), corroboratedBy: [onGitHub('A/DNS-tool/blob/2/docs.md')] }),
        ),
      ).toThrow(/independent source/);
    });

    it('errors with NS name patterns whose only source is a third party’s', () => {
      expect(() =>
        parseDnsHostProfiles([
          { id: 'x', displayName: 'X', nameservers: { patterns: ['x.example'], source: providerDocs } },
        ]),
      ).toThrow(/nameservers\.corroboratedBy/);
    });
  });

  it('errors when two hosts claim the same NS pattern', () => {
    const host = {
      id: 'a',
      displayName: 'A',
      nameservers: { patterns: ['ns.example.net'], source: { url: 'https://example.net/ns', read: '2026-11-27' } },
    };
    expect(() => parseDnsHostProfiles([host, { ...host, id: 'b' }])).toThrow(
      /pattern ns\.example\.net of b is also a's/,
    );
  });
});

describe('telling a host by its NS names', () => {
  it('matches whole labels, with * inside one label only', () => {
    expect(nameMatchesPattern('ada.ns.cloudflare.com', 'ns.cloudflare.com')).toBe(true);
    expect(nameMatchesPattern('ns.cloudflare.com', 'ns.cloudflare.com')).toBe(false);
    expect(nameMatchesPattern('ada.ns.notcloudflare.com', 'ns.cloudflare.com')).toBe(false);
    expect(nameMatchesPattern('ns-1.awsdns-01.co.uk', 'awsdns-*.co.uk')).toBe(true);
    expect(nameMatchesPattern('ns-1.awsdns-01.evil.com', 'awsdns-*.com')).toBe(false);
    expect(nameMatchesPattern('NS1.DomainControl.com.', 'domaincontrol.com')).toBe(true);
  });

  it('finds the host of a nameserver, and none for a stranger', () => {
    expect(dnsHostOfNameserver('ns-2002.awsdns-58.co.uk')?.id).toBe('route-53');
    expect(dnsHostOfNameserver('ns2.dnsimple-edge.net')?.id).toBe('dnsimple');
    expect(dnsHostOfNameserver('ns1.dnsimple.com')?.id).toBe('dnsimple');
    expect(dnsHostOfNameserver('ns1.dns-of-unknown.example')).toBeNull();
  });
});

describe('telling a registrar’s DNS by its NS names', () => {
  it('knows GoDaddy, Namecheap and Porkbun, Porkbun also by the names its zones list under porkbun.com', () => {
    expect(dnsHostOfNameserver('ns01.domaincontrol.com')?.id).toBe('godaddy');
    expect(dnsHostOfNameserver('dns1.registrar-servers.com')?.id).toBe('namecheap');
    expect(dnsHostOfNameserver('curitiba.ns.porkbun.com')?.id).toBe('porkbun');
    expect(dnsHostOfNameserver('maceio.porkbun.com')?.id).toBe('porkbun');
    expect(dnsHostOfNameserver('porkbun.com')).toBeNull();
  });
});

describe('telling a proxy’s answer', () => {
  const cloudflare = DNS_HOSTS.find((host) => host.id === 'cloudflare');

  it('finds addresses inside and outside published ranges, IPv4 and IPv6', () => {
    expect(isAddressInRange('104.23.255.255', '104.16.0.0/13')).toBe(true);
    expect(isAddressInRange('104.24.0.0', '104.16.0.0/13')).toBe(false);
    expect(isAddressInRange('2606:4700::6810:c', '2606:4700::/32')).toBe(true);
    expect(isAddressInRange('2606:4701::1', '2606:4700::/32')).toBe(false);
    expect(isAddressInRange('104.16.0.1', '2606:4700::/32')).toBe(false);
  });

  it('calls an answer the proxy’s only when every address is in its ranges', () => {
    if (!cloudflare) throw new Error('no cloudflare entry');
    expect(isProxyAnswer(cloudflare, ['104.16.0.10', '2606:4700::1'])).toBe(true);
    expect(isProxyAnswer(cloudflare, ['104.16.0.10', '198.51.100.7'])).toBe(false);
    expect(isProxyAnswer(cloudflare, [])).toBe(false);
  });
});

describe('keeping the table true', () => {
  /** The facts of a host that change the words of a fix (`recordFields` changes only `records`). */
  const changesFixWords = (host: DnsHostProfile): boolean =>
    [
      host.apex,
      host.apexName,
      host.recordNames,
      host.targetNames,
      host.proxy,
      host.ttl,
      host.dnssecSigning,
      host.forwarding,
      host.parking,
    ].some((fact) => fact !== undefined) || (host.hides?.length ?? 0) > 0;
  /**
   * The rows, of any world, whose report names `host` (or, for names it shares with another service,
   * lists it among those the names cannot tell apart), and the words their fixes are held to.
   */
  const rowsNaming = (host: DnsHostProfile) =>
    SCENARIOS.flatMap((row) => {
      const { expect: expected } = row;
      if (!('dnsHost' in expected)) return [];
      const listed =
        host.sharesNameserversWith !== undefined &&
        'dnsHostSharedBy' in expected &&
        (expected.dnsHostSharedBy ?? []).includes(host.displayName);
      if (expected.dnsHost !== host.displayName && !listed) return [];
      return [(expected.fixes ?? []).flatMap((fix) => [...(fix.says ?? []), ...(fix.is ? [fix.is] : [])])];
    });

  it('has, for every host, a scenario row whose report names the host from its nameservers', () => {
    expect(DNS_HOSTS.filter((host) => rowsNaming(host).length === 0).map((host) => host.id)).toEqual([]);
  });

  it('has, for every host whose facts change a fix, a row holding a fix to the host’s own words', () => {
    const speaksOfHost = (host: DnsHostProfile) =>
      rowsNaming(host).some((words) =>
        words.some((text) => (typeof text === 'string' ? text : text.source).includes(host.displayName)),
      );
    // A host whose names are shared is never named from them: its words come with --dns-host (host-words.test.ts).
    const namedFromNameservers = (host: DnsHostProfile) => host.sharesNameserversWith === undefined;
    expect(
      DNS_HOSTS.filter((host) => namedFromNameservers(host) && changesFixWords(host) && !speaksOfHost(host)).map(
        (host) => host.id,
      ),
    ).toEqual([]);
  });
});

describe('nameserver names two services share', () => {
  const sharing = (id: string, displayName: string, sharesWith?: string) => ({
    id,
    displayName,
    nameservers: { patterns: ['shared-dns.example'], source: { url: `https://${id}.example/ns`, read: '2026-11-28' } },
    ...(sharesWith
      ? {
          sharesNameserversWith: {
            value: [sharesWith],
            source: { url: `https://${id}.example/ns`, read: '2026-11-28' },
          },
        }
      : {}),
  });

  it('lets two hosts hold one NS pattern only when each says the other shares it', () => {
    expect(
      parseDnsHostProfiles([sharing('a', 'A', 'B (formerly C)'), sharing('b', 'B', 'A')]).map((host) => host.id),
    ).toEqual(['a', 'b']);
    expect(() => parseDnsHostProfiles([sharing('a', 'A', 'B'), sharing('b', 'B')])).toThrow(
      /pattern shared-dns\.example of b is also a's/,
    );
  });

  it('lists each service that shares a name once, by its own name where the table holds it', () => {
    const hosts = parseDnsHostProfiles([sharing('a', 'A', 'B (formerly C)'), sharing('b', 'B', 'A')]);
    expect(dnsHostOfNameserver('ns1.shared-dns.example', hosts)).toBeNull();
    expect(servicesSharingNameserver('ns1.shared-dns.example', hosts)).toEqual(['A', 'B']);
    expect(servicesSharingNameserver('ns1.shared-dns.example', hosts.slice(0, 1))).toEqual(['A', 'B (formerly C)']);
  });

  it('names no host from Google Cloud DNS’s names, and lists the services that share them', () => {
    const names = ['ns-cloud-e1.googledomains.com', 'ns-cloud-e2.googledomains.com'];
    expect(dnsHostOfNameserver('ns-cloud-e1.googledomains.com')).toBeNull();
    expect(DNS_HOST_DETECTOR.identify(names).report).toEqual({
      id: null,
      name: null,
      nameservers: names,
      sharedBy: ['Google Cloud DNS', 'Squarespace Domains (formerly Google Domains)'],
    });
    expect(DNS_HOST_DETECTOR.identify(names).terms).toBeNull();
  });
});
