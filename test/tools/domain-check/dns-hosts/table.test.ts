import { describe, expect, it } from 'vitest';
import { parseDnsHostProfiles } from '../../../../tools/domain-check/config/dns-host-profile.ts';
import { isAddressInRange } from '../../../../tools/domain-check/dns-hosts/address-ranges.ts';
import { DNS_HOST_DATA } from '../../../../tools/domain-check/dns-hosts/hosts.ts';
import {
  DNS_HOSTS,
  dnsHostOfNameserver,
  isProxyAnswer,
  nameMatchesPattern,
} from '../../../../tools/domain-check/dns-hosts/index.ts';

describe('the DNS host table', () => {
  it('holds at least 15 hosts, each valid by the schema', () => {
    expect(DNS_HOSTS.length).toBeGreaterThanOrEqual(15);
    expect(parseDnsHostProfiles(DNS_HOST_DATA)).toEqual(DNS_HOSTS);
  });

  it('gives every fact a source with a URL and the day it was read', () => {
    for (const host of DNS_HOSTS) {
      const facts = [
        host.apex,
        host.apexName,
        host.recordNames,
        host.recordFields,
        host.ttl,
        host.dnssecSigning,
        host.proxy?.mode,
        host.proxy?.ranges,
        ...(host.hides ?? []),
      ];
      for (const fact of facts) {
        if (fact === undefined) continue;
        expect(fact.source.url, host.id).toMatch(/^https:\/\//);
        expect(fact.source.read, host.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('lists no host whose NS name patterns lack a vendor source', () => {
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
