import { describe, expect, it } from 'vitest';
import { DNS_HOSTS } from '@petstore-docs/domain-check/catalogue';
import { dnsHostRows } from '../../../site/lib/domain-check/dns-host-table.ts';

describe('the custom-domain guide’s table of DNS hosts', () => {
  const rows = dnsHostRows();

  it('has one row per host of domain-check’s table, by name', () => {
    expect(rows.map((row) => row.host)).toEqual(
      DNS_HOSTS.map((host) => host.displayName).sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('says what a host calls the apex record, or "not supported: use a subdomain", with its source', () => {
    expect(rows.find((row) => row.host === 'Cloudflare')).toMatchObject({
      apex: 'CNAME record (CNAME flattening)',
      apexWorks: true,
      sources: expect.arrayContaining([
        { url: 'https://developers.cloudflare.com/dns/cname-flattening/set-up-cname-flattening/', read: '2026-11-25' },
      ]) as unknown,
    });
    expect(rows.find((row) => row.host === 'Azure DNS')).toMatchObject({ apexWorks: false });
    expect(rows.find((row) => row.host === 'Amazon Route 53')?.apex).toMatch(
      /^not supported: its alias records point only at AWS resources/,
    );
    expect(rows.find((row) => row.host === 'DigitalOcean')).toEqual(
      expect.objectContaining({
        apex: 'not supported: use a subdomain',
        apexWorks: false,
        sources: [
          { url: 'https://docs.digitalocean.com/reference/terraform/reference/resources/record', read: '2026-11-27' },
        ],
      }),
    );
  });

  it('says "not known" where no vendor page says, and gives no source there', () => {
    expect(rows.find((row) => row.host === 'OVHcloud')).toMatchObject({ apexWorks: null, sources: [] });
  });
});
