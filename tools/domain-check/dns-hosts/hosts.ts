import type { DnsHostProfileInput } from '../config/dns-host-profile.ts';

/**
 * The DNS hosts site owners use most, one entry each. Every fact carries the page it was read from
 * and the day; a fact no page of the vendor states is left out, and domain-check then says the
 * generic thing. How to keep this table current: README, "DNS hosts".
 *
 * The NS name patterns of Cloudflare and Namecheap cite the vendor page that names them. The others
 * carry no source yet: those of Route 53 (.com), Google Cloud DNS, Azure DNS (.com), GoDaddy, DNSimple,
 * DigitalOcean, Gandi, OVHcloud, Hetzner, NS1, Vercel, Oracle Dyn and UltraDNS come from the table
 * domain-check used before this one; the others (Route 53's other TLDs, Azure's .net/.org/.info,
 * Porkbun, Name.com, IONOS, Constellix, TransIP) were added from the hosts' nameserver names as commonly
 * seen. TODO: source each from the host's own documentation, or drop it, at the next review (README,
 * "DNS hosts"); test/tools/domain-check/dns-hosts/table.test.ts lists the hosts still without one.
 */
const READ = '2026-11-25';

const CLOUDFLARE_FLATTENING = 'https://developers.cloudflare.com/dns/cname-flattening/set-up-cname-flattening/';
const CLOUDFLARE_PROXY = 'https://developers.cloudflare.com/dns/proxy-status/';

export const DNS_HOST_DATA = [
  {
    id: 'cloudflare',
    displayName: 'Cloudflare',
    nameservers: {
      patterns: ['ns.cloudflare.com'],
      source: {
        url: 'https://developers.cloudflare.com/dns/nameservers/',
        read: READ,
        note: 'Standard nameservers "are hosted on ns.cloudflare.com and follow the pattern <proper_name>.ns.cloudflare.com". Enterprise zones on Foundation DNS use <color>.foundationdns.com/.net/.org instead: not matched here yet.',
      },
    },
    apex: {
      value: { kind: 'record', recordType: 'CNAME', feature: 'CNAME flattening' },
      source: { url: CLOUDFLARE_FLATTENING, read: READ },
    },
    proxy: {
      mode: { value: { onName: 'Proxied', offName: 'DNS only' }, source: { url: CLOUDFLARE_PROXY, read: READ } },
      ranges: {
        // As published at https://www.cloudflare.com/ips-v4 and https://www.cloudflare.com/ips-v6.
        value: [
          '173.245.48.0/20',
          '103.21.244.0/22',
          '103.22.200.0/22',
          '103.31.4.0/22',
          '141.101.64.0/18',
          '108.162.192.0/18',
          '190.93.240.0/20',
          '188.114.96.0/20',
          '197.234.240.0/22',
          '198.41.128.0/17',
          '162.158.0.0/15',
          '104.16.0.0/13',
          '104.24.0.0/14',
          '172.64.0.0/13',
          '131.0.72.0/22',
          '2400:cb00::/32',
          '2606:4700::/32',
          '2803:f800::/32',
          '2405:b500::/32',
          '2405:8100::/32',
          '2a06:98c0::/29',
          '2c0f:f248::/32',
        ],
        source: {
          url: 'https://www.cloudflare.com/ips/',
          read: READ,
          note: 'The list was read through copies that cite this page (MISP warning list "cloudflare", version 20261014); the page itself could not be fetched from here. Compare with ips-v4 and ips-v6 when this table is next reviewed.',
        },
      },
    },
    apexName: {
      value: '@',
      source: {
        url: 'https://developers.cloudflare.com/dns/manage-dns-records/reference/dns-record-types/',
        read: READ,
      },
    },
    hides: [
      {
        value:
          'A proxied A, AAAA or CNAME record is answered with Cloudflare anycast addresses, never with the record’s own content; only "DNS only" answers with it.',
        source: { url: CLOUDFLARE_PROXY, read: READ },
      },
      {
        value: 'A CNAME at the apex is answered as the A/AAAA records of its target (flattened), never as a CNAME.',
        source: { url: 'https://developers.cloudflare.com/dns/cname-flattening/', read: READ },
      },
      {
        value: 'A proxied CNAME is answered with several Cloudflare addresses and a TTL of 300 seconds.',
        source: { url: 'https://developers.cloudflare.com/dns/cname-flattening/cname-flattening-diagram/', read: READ },
      },
    ],
  },
  {
    id: 'route-53',
    displayName: 'Amazon Route 53',
    nameservers: { patterns: ['awsdns-*.com', 'awsdns-*.net', 'awsdns-*.org', 'awsdns-*.co.uk'] },
    apex: {
      value: {
        kind: 'own-cloud-only',
        feature: 'alias record',
        targets: 'AWS resources, such as a CloudFront distribution or an Amazon S3 bucket',
      },
      source: { url: 'https://docs.aws.amazon.com/Route53/latest/APIReference/API_AliasTarget.html', read: READ },
    },
    apexName: {
      value: 'empty',
      source: {
        url: 'https://docs.amazonaws.cn/en_us/Route53/latest/DeveloperGuide/resource-record-sets-values-alias-common.html',
        read: READ,
        note: 'The Route 53 Developer Guide as published on AWS’s China site: "don’t enter a value (for example, an @ symbol) in the Name field".',
      },
    },
  },
  {
    id: 'google-cloud-dns',
    displayName: 'Google Cloud DNS',
    nameservers: { patterns: ['googledomains.com'] },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: { url: 'https://docs.cloud.google.com/dns/docs/records-overview', read: READ },
    },
    hides: [
      {
        value: 'ALIAS records are made with the gcloud CLI or the Cloud DNS API only, not in the Google Cloud console.',
        source: { url: 'https://docs.cloud.google.com/dns/docs/records-overview', read: READ },
      },
      {
        value: 'ALIAS records are not compatible with DNSSEC: a zone with DNSSEC on cannot hold one.',
        source: { url: 'https://docs.cloud.google.com/dns/docs/records-overview', read: READ },
      },
    ],
  },
  {
    id: 'azure-dns',
    displayName: 'Azure DNS',
    nameservers: { patterns: ['azure-dns.com', 'azure-dns.net', 'azure-dns.org', 'azure-dns.info'] },
    apex: {
      value: {
        kind: 'own-cloud-only',
        feature: 'alias record set',
        targets: 'Azure resources, such as an Azure public IP address, or a record set of the same zone',
      },
      source: {
        url: 'https://docs.azure.cn/en-us/dns/dns-alias',
        read: READ,
        note: 'Microsoft’s "Azure DNS alias records overview" as published on the Azure China site.',
      },
    },
  },
  {
    id: 'godaddy',
    displayName: 'GoDaddy',
    nameservers: { patterns: ['domaincontrol.com'] },
    apex: {
      value: { kind: 'none' },
      source: {
        url: 'https://learn.microsoft.com/azure/static-web-apps/apex-domain-external',
        read: READ,
        note: 'Microsoft’s documentation, not GoDaddy’s: "Some domain registrars (like Google and GoDaddy) don’t allow you to point the apex domain to an existing URL." No GoDaddy page was found that says otherwise.',
      },
    },
  },
  {
    id: 'namecheap',
    displayName: 'Namecheap',
    nameservers: {
      patterns: ['registrar-servers.com'],
      source: {
        url: 'https://www.namecheap.com/support/knowledgebase/article.aspx/767/10/how-to-change-dns-for-a-domain/',
        read: READ,
        note: 'Namecheap BasicDNS: dns1.registrar-servers.com and dns2.registrar-servers.com. The copy read here left the names out of the vendor page; they were read from a verbatim copy of the same article (ask.zonewebsites.us/domain/how-to-change-dns-for-a-domain).',
      },
    },
    apexName: {
      value: '@',
      source: {
        url: 'https://www.namecheap.com/support/knowledgebase/article.aspx/9646/10/how-can-i-set-up-a-cname-record-for-my-domain',
        read: READ,
      },
    },
    recordNames: {
      value: 'relative',
      source: {
        url: 'https://www.namecheap.com/support/knowledgebase/article.aspx/9646/10/how-can-i-set-up-a-cname-record-for-my-domain',
        read: READ,
      },
    },
    hides: [
      {
        value:
          'The panel adds the domain name to the Host value you enter: "mysubdomain", not "mysubdomain.domain.tld".',
        source: {
          url: 'https://www.namecheap.com/support/knowledgebase/article.aspx/9646/10/how-can-i-set-up-a-cname-record-for-my-domain',
          read: READ,
        },
      },
    ],
  },
  {
    id: 'dnsimple',
    displayName: 'DNSimple',
    nameservers: { patterns: ['dnsimple.com'] },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: { url: 'https://support.dnsimple.com/articles/alias-record-reference/', read: READ },
    },
    recordNames: {
      value: 'relative',
      source: { url: 'https://support.dnsimple.com/articles/alias-record-reference/', read: READ },
    },
  },
  { id: 'digitalocean', displayName: 'DigitalOcean', nameservers: { patterns: ['digitalocean.com'] } },
  {
    id: 'gandi',
    displayName: 'Gandi',
    nameservers: { patterns: ['gandi.net'] },
    apexName: {
      value: '@',
      source: {
        url: 'https://docs.gandi.net/fr/noms_domaine/operations_courantes/enregistrements_dns.html',
        read: READ,
      },
    },
    recordNames: {
      value: 'relative',
      source: {
        url: 'https://docs.gandi.net/fr/noms_domaine/operations_courantes/enregistrements_dns.html',
        read: READ,
      },
    },
  },
  { id: 'ovhcloud', displayName: 'OVHcloud', nameservers: { patterns: ['ovh.net'] } },
  { id: 'porkbun', displayName: 'Porkbun', nameservers: { patterns: ['ns.porkbun.com'] } },
  { id: 'hetzner', displayName: 'Hetzner', nameservers: { patterns: ['hetzner.com'] } },
  { id: 'ns1', displayName: 'NS1 (IBM)', nameservers: { patterns: ['nsone.net'] } },
  { id: 'vercel', displayName: 'Vercel', nameservers: { patterns: ['vercel-dns.com'] } },
  {
    id: 'name-com',
    displayName: 'Name.com',
    nameservers: { patterns: ['name.com'] },
    apex: {
      value: { kind: 'record', recordType: 'ANAME' },
      source: {
        url: 'https://www.name.dev/learn/cname-records-when-to-use-them-when-to-avoid-them-and-common-pitfalls',
        read: READ,
        note: 'Name.com’s developer site: "name.com’s ANAME record … serving a standard A record".',
      },
    },
  },
  {
    id: 'ionos',
    displayName: 'IONOS',
    nameservers: { patterns: ['ui-dns.com', 'ui-dns.de', 'ui-dns.org', 'ui-dns.biz'] },
  },
  {
    id: 'constellix',
    displayName: 'Constellix',
    nameservers: { patterns: ['constellix.com', 'constellix.net'] },
    apex: {
      value: { kind: 'record', recordType: 'ANAME' },
      source: {
        url: 'https://support.constellix.com/support/solutions/articles/47000849453-aname-records',
        read: READ,
      },
    },
    apexName: {
      value: 'empty',
      source: {
        url: 'https://support.constellix.com/support/solutions/articles/47000849453-aname-records',
        read: READ,
      },
    },
  },
  {
    id: 'transip',
    displayName: 'TransIP',
    nameservers: { patterns: ['transip.net', 'transip.nl', 'transip.eu'] },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: { url: 'https://www.transip.eu/knowledgebase/entry/5116-adding-an-alias-record/', read: READ },
    },
    apexName: {
      value: '@',
      source: { url: 'https://www.transip.eu/knowledgebase/entry/5116-adding-an-alias-record/', read: READ },
    },
  },
  { id: 'oracle-dyn', displayName: 'Oracle Dyn', nameservers: { patterns: ['dynect.net'] } },
  {
    id: 'ultradns',
    displayName: 'UltraDNS',
    nameservers: { patterns: ['ultradns.net', 'ultradns.com', 'ultradns.org'] },
  },
] as const satisfies readonly DnsHostProfileInput[];
