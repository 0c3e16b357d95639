import type { DnsHostProfileInput } from './profile.ts';

/**
 * The DNS hosts site owners use most, one entry each. Every fact carries the page it was read from
 * and the day: the vendor's own, or two independent third parties' (the schema refuses a fact whose
 * only source is not the vendor's). A fact no such page states is left out, and domain-check then
 * says the generic thing. A host is listed only when such pages name its nameservers: a zone at any
 * other host is named by its NS names as an unknown host. How to add a host: `index.ts`.
 *
 * Some pages were read through their source in the vendor's own documentation repository or code
 * (the URL then names that file and commit). Hosts left out because no vendor page, nor two
 * independent third parties, naming their nameservers was found (searched 2026-11-28): Squarespace
 * Domains (its own names only in users' notes), Network Solutions and DNS Made Easy (each named only by
 * "Can I Take Over DNS?"), and UltraDNS.
 */
const READ = '2026-11-25';
/** The day the hosts and facts added for the widened table were read. */
const READ_WIDENED = '2026-11-28';

/** "Can I Take Over DNS?": a maintained list of DNS providers and their nameserver names. */
const CAN_I_TAKE_OVER_DNS =
  'https://github.com/indianajson/can-i-take-over-dns/blob/73d524a67fdb2fac21fe21039b4dd892d3bd99a8/README.md';

/** Google's tutorial on DNSSEC for Cloud DNS, read through its source in Google's own repository. */
const GOOGLE_CLOUD_DNSSEC_TUTORIAL =
  'https://github.com/GoogleCloudPlatform/community/blob/09e7a57acc49548cd42e8572b043a1a9510f855c/tutorials/dnssec-cloud-dns-domains/index.md';
const GOOGLE_CLOUD_DNS_RECORDS = 'https://cloud.google.com/dns/docs/records-overview';

const GANDI_RECORDS = 'https://docs.gandi.net/fr/noms_domaine/operations_courantes/enregistrements_dns.html';
const HOSTINGER_ALIAS = 'https://support.hostinger.com/en/articles/10085192-cname-vs-alias-records';
const NAMECHEAP_RECORDS_GUIDE =
  'https://github.com/namecheap/terraform-provider-namecheap/blob/157d2f03ebfe14b5ed28142ee73f68031a9f7487/docs/guides/namecheap_domain_records_guide.md';
const LEXICON_NAMECHEAP =
  'https://github.com/AnalogJ/lexicon/blob/135cfc89e63b7db5f3de190059c1710de8f97232/src/lexicon/_private/providers/namecheap.py';
const PORKBUN_MCP_TOOLS =
  'https://github.com/oborseth/Porkbun-MCP/blob/03b5e480598ba08cec787a93f5748b999bee37e9/src/tools.ts';
const PORKBUN_DNSCONTROL_PROVIDER =
  'https://github.com/StackExchange/dnscontrol/blob/0063a0b5e5958551e3fc14509de6be10058775fe/providers/porkbun/porkbunProvider.go';

/** deSEC's documentation and web app, read through their source in deSEC's own repository. */
const DESEC_HOME_PAGE =
  'https://github.com/desec-io/desec-stack/blob/64c7f77ed3870ce7e24d9e291584f09b27a3ed5b/www/webapp/src/views/HomePage.vue';
const DESEC_RRSETS =
  'https://github.com/desec-io/desec-stack/blob/03ae6948c3f508ba62ba74ff5a498401aa09168d/docs/dns/rrsets.rst';
const CONSTELLIX_ANAME = 'https://support.constellix.com/support/solutions/articles/47000849453-aname-records';

const CLOUDFLARE_FLATTENING = 'https://developers.cloudflare.com/dns/cname-flattening/set-up-cname-flattening/';
const CLOUDFLARE_PROXY = 'https://developers.cloudflare.com/dns/proxy-status/';
const CLOUDFLARE_RECORD_TYPES = 'https://developers.cloudflare.com/dns/manage-dns-records/reference/dns-record-types/';

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
          note: 'The list was read through copies that cite this page (MISP warning list "cloudflare", version 20261014); the page itself could not be fetched from here, nor found stored (searched again 2026-11-27). Cloudflare’s own documentation names one range of it, 172.64.0.0/13, and links this page for the rest (the source of developers.cloudflare.com/fundamentals/concepts/cloudflare-ip-addresses/, github.com/cloudflare/cloudflare-docs/blob/1f2fee7828ed73bdae7403ad206b7c15349c1762/src/content/docs/fundamentals/concepts/cloudflare-ip-addresses.mdx, read 2026-11-27). Compare with ips-v4 and ips-v6 when this table is next reviewed.',
        },
      },
    },
    apexName: { value: '@', source: { url: CLOUDFLARE_RECORD_TYPES, read: READ } },
    recordNames: {
      value: 'relative',
      source: {
        url: CLOUDFLARE_RECORD_TYPES,
        read: READ,
        note: 'A CNAME record’s Name is "A subdomain or the zone apex (@)".',
      },
    },
    recordFields: {
      value: { type: 'Type', name: 'Name', value: 'Target', ttl: 'TTL', proxy: 'Proxy status' },
      source: {
        url: CLOUDFLARE_RECORD_TYPES,
        read: READ,
        note: 'A CNAME record’s fields: Name, Target, TTL, Proxy status. The record Type is chosen first ("Choose a record Type", https://developers.cloudflare.com/dns/manage-dns-records/how-to/create-dns-records/).',
      },
    },
    dnssecSigning: {
      value: { where: 'the DNS Settings page', enable: 'Enable DNSSEC', showsDs: 'DS record on the DNSSEC card' },
      // Read through its source in github.com/cloudflare/cloudflare-docs: src/content/docs/dns/dnssec/index.mdx at 0c50ffa05a96, src/content/partials/dns/dnssec-cloudflare-steps.mdx at 4917098ab861.
      source: {
        url: 'https://developers.cloudflare.com/dns/dnssec/',
        read: '2026-11-27',
      },
    },
    ttl: {
      value: { min: 60, max: 86400, auto: { label: 'Auto', seconds: 300, appliesTo: 'proxied records' } },
      // Read through its source in github.com/cloudflare/cloudflare-docs: src/content/docs/dns/manage-dns-records/reference/ttl.mdx at 09985b5de93c (the lowest TTL is 30 on Enterprise plans).
      source: {
        url: 'https://developers.cloudflare.com/dns/manage-dns-records/reference/ttl/',
        read: '2026-11-27',
      },
    },
    hides: [
      {
        value: {
          kind: 'note',
          about: 'proxy',
          text: 'A proxied A, AAAA or CNAME record is answered with Cloudflare anycast addresses, never with the record’s own content; only "DNS only" answers with it.',
        },
        source: { url: CLOUDFLARE_PROXY, read: READ },
      },
      {
        value: {
          kind: 'note',
          about: 'apex',
          text: 'A CNAME at the apex is answered as the A/AAAA records of its target (flattened), never as a CNAME.',
        },
        source: { url: 'https://developers.cloudflare.com/dns/cname-flattening/', read: READ },
      },
      {
        value: {
          kind: 'note',
          about: 'proxy',
          text: 'A proxied CNAME is answered with several Cloudflare addresses and a TTL of 300 seconds.',
        },
        source: { url: 'https://developers.cloudflare.com/dns/cname-flattening/cname-flattening-diagram/', read: READ },
      },
      {
        value: {
          kind: 'adds-caa',
          issuers: ['pki.goog', 'letsencrypt.org', 'ssl.com', 'sectigo.com'],
          when: 'when Universal SSL or advanced certificates are on and the zone has any CAA record',
        },
        // Read through its source in github.com/cloudflare/cloudflare-docs: src/content/partials/ssl/caa-records-added-by-cf.mdx at 234713de6455; the issuers are those of its dig example.
        source: {
          url: 'https://developers.cloudflare.com/ssl/edge-certificates/caa-records/',
          read: '2026-11-27',
        },
      },
    ],
  },
  {
    id: 'route-53',
    displayName: 'Amazon Route 53',
    nameservers: {
      patterns: ['awsdns-*.com', 'awsdns-*.net', 'awsdns-*.org', 'awsdns-*.co.uk'],
      source: {
        url: 'https://docs.aws.amazon.com/Route53/latest/DeveloperGuide/SOA-NSrecords.html',
        read: READ,
        note: 'The format of Route 53 name server names: ns-2048.awsdns-64.com, ns-2049.awsdns-65.net, ns-2050.awsdns-66.org, ns-2051.awsdns-67.co.uk.',
      },
    },
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
    recordFields: {
      value: { type: 'Record type', name: 'Record name', value: 'Value', ttl: 'TTL (seconds)' },
      source: {
        url: 'https://docs.aws.amazon.com/Route53/latest/DeveloperGuide/resource-record-sets-values-basic.html',
        read: READ,
        note: '"Values specific for simple records": Record name, Value/Route traffic to ("Enter a value that is appropriate for the value of Record type"), Record type, TTL (seconds). Whether the Record name is entered relative to the hosted zone or in full, the page does not say.',
      },
    },
  },
  {
    id: 'azure-dns',
    displayName: 'Azure DNS',
    nameservers: {
      patterns: ['azure-dns.com', 'azure-dns.net', 'azure-dns.org', 'azure-dns.info'],
      source: {
        url: 'https://github.com/MicrosoftDocs/azure-docs/blob/1a4755d0a83abfa71847b4cffd61ccfc07881442/articles/dns/dns-delegate-domain-azure-dns.md',
        read: READ,
        note: 'The source of Microsoft’s "Tutorial: Host your domain in Azure DNS" (learn.microsoft.com/azure/dns/dns-delegate-domain-azure-dns): a zone "has been assigned name servers ns1-01.azure-dns.com, ns2-01.azure-dns.net, ns3-01.azure-dns.org, and ns4-01.azure-dns.info".',
      },
    },
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
    id: 'dnsimple',
    displayName: 'DNSimple',
    nameservers: {
      patterns: ['dnsimple.com', 'dnsimple-edge.com', 'dnsimple-edge.net', 'dnsimple-edge.io', 'dnsimple-edge.org'],
      source: {
        url: 'https://support.dnsimple.com/articles/name-servers-glossary/',
        read: READ,
        note: 'The four current edge name servers are ns1.dnsimple-edge.com, ns2.dnsimple-edge.net, ns3.dnsimple-edge.io and ns4.dnsimple-edge.org. The older ns1.dnsimple.com is shown in dnsimple.com’s own delegation at https://support.dnsimple.com/articles/ns-record (read 2026-11-25).',
      },
    },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: { url: 'https://support.dnsimple.com/articles/alias-record-reference/', read: READ },
    },
    recordNames: {
      value: 'relative',
      source: { url: 'https://support.dnsimple.com/articles/alias-record-reference/', read: READ },
    },
  },
  {
    id: 'digitalocean',
    displayName: 'DigitalOcean',
    nameservers: {
      patterns: ['digitalocean.com'],
      source: {
        url: 'https://github.com/digitalocean/openapi/blob/1a0f8964a986f1d6695900425f6d4704dec34cdd/specification/resources/domains/responses/existing_domain.yml',
        read: READ,
        note: 'DigitalOcean’s API reference, from the OpenAPI source that docs.digitalocean.com renders: the example zone file of "Retrieve an Existing Domain" has NS ns1.digitalocean.com, ns2.digitalocean.com and ns3.digitalocean.com. No guide page naming them was found.',
      },
    },
    apex: {
      // No ALIAS, ANAME or flattening, and a CNAME cannot sit beside the apex's SOA and NS (RFC 1034 §3.6.2).
      value: { kind: 'none' },
      source: {
        url: 'https://docs.digitalocean.com/reference/terraform/reference/resources/record',
        read: '2026-11-27',
        note: 'DigitalOcean’s reference for the digitalocean_record resource: "type - (Required) The type of record. Must be one of A, AAAA, CAA, CNAME, MX, NS, TXT, or SRV": no ALIAS or ANAME, and no CNAME flattening is mentioned. Its API’s record schemas (github.com/digitalocean/openapi, specification/resources/domains/models/domain_record_types.yml at commit 5003feafbb67631b1a9e236c218194c02356d7cd) list A, AAAA, CAA, CNAME, MX, NS, SOA, SRV and TXT, likewise no ALIAS or ANAME.',
      },
    },
  },
  {
    id: 'gandi',
    displayName: 'Gandi',
    nameservers: {
      patterns: ['gandi.net'],
      source: {
        url: 'https://docs.gandi.net/en/domain_names/advanced_users/secondary_nameserver.html',
        read: '2026-11-27',
        note: 'Gandi’s documentation names one of its nameservers: "Gandi’s secondary DNS is ns6.gandi.net". The names of its LiveDNS nameservers were not found on a Gandi page; they are matched by the same suffix.',
      },
    },
    apexName: { value: '@', source: { url: GANDI_RECORDS, read: READ } },
    recordNames: { value: 'relative', source: { url: GANDI_RECORDS, read: READ } },
    targetNames: {
      value: 'relative',
      source: {
        url: GANDI_RECORDS,
        read: READ_WIDENED,
        note: 'LiveDNS syntax is "relative": "le système rajoute le domaine APEX à tout enregistrement d’hôte ou d’adresse tant qu’on ne lui signale pas qu’il s’agit d’une adresse « statique ». Par exemple un CNAME vers example.com devra être « clos » avec un point".',
      },
    },
  },
  {
    id: 'ovhcloud',
    displayName: 'OVHcloud',
    nameservers: {
      patterns: ['ovh.net'],
      source: {
        url: 'https://github.com/ovh/docs/blob/15e2c4622d6382294b4690141952a4f9fbe70d70/pages/web_cloud/domains/dns_server_general_information/guide.en-gb.md',
        read: READ,
        note: 'The source of OVHcloud’s guide "Editing the DNS servers for an OVHcloud domain name" (help.ovhcloud.com): "dns19.ovh.net and ns19.ovh.net correspond to a group of OVHcloud DNS servers"; the number names the group.',
      },
    },
  },
  {
    id: 'hetzner',
    displayName: 'Hetzner',
    nameservers: {
      patterns: ['hetzner.com'],
      source: {
        url: 'https://docs.hetzner.com/networking/dns/record-types/ns-record/',
        read: READ,
        note: 'The page’s example delegates to the Hetzner name server hydrogen.ns.hetzner.com. Other Hetzner name server names (a .de one, the Robot name servers) were not found on a Hetzner page and are not matched.',
      },
    },
    apex: {
      // A name pointed at a host name is a CNAME there, which cannot sit at the apex (RFC 1034 §3.6.2).
      value: { kind: 'none' },
      source: {
        url: 'https://docs.hetzner.com/networking/dns/record-types/overview',
        read: '2026-11-27',
        note: 'Hetzner’s "Record types" overview: its table "Record types that resolve domain requests" lists A, AAAA, HTTPS, SVCB, CNAME, MX and NS, and no ALIAS or ANAME; no CNAME flattening is mentioned. The page adds that a browser must support HTTPS records and that "you should always add an A record, even if your HTTPS record includes an IPv4 hint".',
      },
    },
  },
  {
    id: 'ns1',
    displayName: 'NS1 (IBM)',
    nameservers: {
      patterns: ['nsone.net'],
      source: {
        url: 'https://www.ibm.com/docs/en/SSSYGZ/resource_management/nameserver_assignments.html',
        read: READ,
        note: 'IBM NS1 Connect: the shared Managed DNS network’s name servers "include dns[1-4].p[01-10].nsone.net". Zones on dedicated networks get other names, not matched here.',
      },
    },
  },
  {
    id: 'vercel',
    displayName: 'Vercel',
    nameservers: {
      patterns: ['vercel-dns.com'],
      source: {
        url: 'https://vercel.com/changelog/vercel-cli-now-supports-verifying-dns-configuration',
        read: READ,
        note: 'Vercel’s changelog: "Switch to the Vercel nameservers: ns1.vercel-dns.com ns2.vercel-dns.com". No docs page naming them was found.',
      },
    },
  },
  {
    id: 'ionos',
    displayName: 'IONOS',
    nameservers: {
      patterns: ['ui-dns.com', 'ui-dns.de', 'ui-dns.org', 'ui-dns.biz'],
      source: {
        url: 'https://www.ionos.es/ayuda/dominios/glosario-explicaciones-sobre-conceptos-y-temas-importantes/servidores-dns',
        read: READ,
        note: 'IONOS help (Spanish; the Italian page says the same): typical name servers are ns1ZZZ.ui-dns.de, ns1ZZZ.ui-dns.biz, ns1ZZZ.ui-dns.org and ns1ZZZ.ui-dns.com, ZZZ a number from 016 to 126.',
      },
    },
  },
  {
    id: 'transip',
    displayName: 'TransIP',
    nameservers: {
      patterns: ['transip.net', 'transip.nl', 'transip.eu'],
      source: {
        url: 'https://www.transip.eu/knowledgebase/entry/26-configuring-nameservers-transip-nameservers-secondary/',
        read: READ,
        note: 'The TransIP nameservers: ns0.transip.net, ns1.transip.nl and ns2.transip.eu.',
      },
    },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: { url: 'https://www.transip.eu/knowledgebase/entry/5116-adding-an-alias-record/', read: READ },
    },
    apexName: {
      value: '@',
      source: { url: 'https://www.transip.eu/knowledgebase/entry/5116-adding-an-alias-record/', read: READ },
    },
  },
  {
    id: 'oracle-dyn',
    displayName: 'Oracle Dyn',
    nameservers: {
      patterns: ['dynect.net'],
      source: {
        url: 'https://help.dyn.com/secondary-api/',
        read: READ,
        note: 'Dyn Managed DNS name servers: ns1.pXX.dynect.net to ns4.pXX.dynect.net, XX a pool number (01-30).',
      },
    },
  },
  {
    id: 'bunny',
    displayName: 'Bunny DNS',
    nameservers: {
      // A pattern matches the names below it (kiki.bunny.net under bunny.net), never itself.
      patterns: ['bunny.net'],
      source: {
        url: 'https://docs.bunny.net/dns/nameservers',
        read: '2026-11-27',
        note: '"Bunny DNS uses the following nameservers: kiki.bunny.net, coco.bunny.net" (read through its Markdown copy, docs.bunny.net/dns/nameservers.md; read again 2026-11-28). Custom (white-label) nameservers are not matched.',
      },
    },
  },
  {
    id: 'linode',
    displayName: 'Akamai Cloud (Linode) DNS Manager',
    nameservers: {
      patterns: ['linode.com'],
      source: {
        url: 'https://github.com/linode/manager/blob/41ae81919291e392340e50e673dc421f3fd2fbcb/packages/manager/src/features/Domains/DomainDetail/DomainRecords/DomainRecordsUtils.ts',
        read: '2026-11-27',
        note: 'Linode’s own Cloud Manager source: every domain’s NS records begin with ns1.linode.com to ns5.linode.com. No docs page naming them was found.',
      },
    },
  },
  {
    id: 'alibaba-cloud-dns',
    displayName: 'Alibaba Cloud DNS',
    nameservers: {
      patterns: ['hichina.com'],
      source: {
        url: 'https://www.alibabacloud.com/help/en/dns/api-alidns-2015-01-09-modifyhichinadomaindns',
        read: '2026-11-27',
        note: 'ModifyHichinaDomainDNS: "the DNS servers are changed to Alibaba Cloud DNS servers. The names of these new servers end with hichina.com" (example dns9.hichina.com, dns10.hichina.com). Other Alibaba Cloud DNS name servers were not found on its pages and are not matched.',
      },
    },
  },
  {
    id: 'hostinger',
    displayName: 'Hostinger',
    nameservers: {
      patterns: ['dns-parking.com'],
      source: {
        url: 'https://support.hostinger.com/en/articles/8671230-how-to-check-domain-nameservers',
        read: READ_WIDENED,
        note: '"If you get Hostinger nameservers — they look similar to [example1].dns-parking.com and [example2].dns-parking.com — it means the domain’s DNS zone is managed in Hostinger."',
      },
    },
    apex: {
      value: { kind: 'record', recordType: 'CNAME', feature: 'an ALIAS record' },
      source: {
        url: HOSTINGER_ALIAS,
        read: READ_WIDENED,
        note: 'In hPanel a CNAME record at @ is entered as DNS record type CNAME, Name @, Target the host name; "Once the CNAME record is saved, it will appear as ALIAS (because a CNAME can’t be used with root (@) domains)".',
      },
    },
    apexName: {
      value: '@',
      source: { url: HOSTINGER_ALIAS, read: READ_WIDENED, note: '"Name: domain.tld or @ (domain.tld = @)".' },
    },
    recordFields: {
      value: { type: 'DNS record type', name: 'Name', value: 'Target' },
      source: {
        url: HOSTINGER_ALIAS,
        read: READ_WIDENED,
        note: 'The fields of hPanel’s record form as the page lists them: DNS record type, Name, Target. Its TTL field is not named there.',
      },
    },
    hides: [
      {
        value: {
          kind: 'note',
          about: 'apex',
          text: 'A CNAME record at @ is saved as an ALIAS record and answered as the A records of its target, never as a CNAME.',
        },
        source: { url: HOSTINGER_ALIAS, read: READ_WIDENED },
      },
    ],
  },
  {
    id: 'name-com',
    displayName: 'Name.com',
    nameservers: {
      patterns: ['name.com'],
      source: {
        url: 'https://github.com/StackExchange/dnscontrol/blob/02cf94b05e049b8fd9f620e9406557337ff70964/providers/namedotcom/nameservers.go',
        read: READ_WIDENED,
        publisher: 'multi-provider-project',
        note: 'DNSControl’s Name.com provider: "Name.com expects you to SET the nameservers to ns[1-4].name.com, but it will internally set it to ns1xyz.name.com, where xyz is a uniqueish 3 letters" (it matches them as ns[1-4][a-z]{3}.name.com). No Name.com page naming them was found.',
      },
      corroboratedBy: [
        {
          url: CAN_I_TAKE_OVER_DNS,
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Its table of DNS providers gives Name.com’s nameservers as ns1***.name.com to ns4***.name.com.',
        },
      ],
    },
  },
  {
    id: 'hurricane-electric',
    displayName: 'Hurricane Electric Free DNS',
    nameservers: {
      patterns: ['he.net'],
      source: {
        url: 'https://github.com/StackExchange/dnscontrol/blob/012a0138fa6c40b263186f0fffcf9345f87db30b/providers/hedns/hednsProvider.go',
        read: READ_WIDENED,
        publisher: 'multi-provider-project',
        note: 'DNSControl’s provider for dns.he.net: its defaultNameservers are ns1.he.net to ns5.he.net. No Hurricane Electric page naming them was found.',
      },
      corroboratedBy: [
        {
          url: CAN_I_TAKE_OVER_DNS,
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Its table of DNS providers gives Hurricane Electric’s nameservers as ns1.he.net to ns5.he.net.',
        },
      ],
    },
  },
  {
    id: 'wix',
    displayName: 'Wix',
    nameservers: {
      patterns: ['wix.com'],
      source: {
        url: 'https://www.wix.com/support/main/html5/domains-email/index-terms-domains-emails',
        read: READ_WIDENED,
        note: 'Wix’s older help page "Index of Terms – Domains & Emails" (its stored copy is of the http:// address): "Wix’s DNS are: NS1.WIX.COM and NS2.WIX.COM". No newer Wix page naming its name servers was found; only names under wix.com are matched.',
      },
    },
  },
  // Google Cloud DNS and Hover (read 2026-11-28).
  {
    id: 'google-cloud-dns',
    displayName: 'Google Cloud DNS',
    nameservers: {
      // A pattern matches only the names below it: ns-cloud-e1.googledomains.com under googledomains.com.
      patterns: ['googledomains.com'],
      source: {
        url: GOOGLE_CLOUD_DNSSEC_TUTORIAL,
        read: READ_WIDENED,
        note: 'Google’s tutorial "Activating DNSSEC for Cloud DNS domains" (cloud.google.com/community/tutorials/dnssec-cloud-dns-domains, by a Google engineer, read through its source in Google’s repository): a Cloud DNS managed zone is served by ns-cloud-e1.googledomains.com to ns-cloud-e4.googledomains.com. No page of the Cloud DNS documentation naming them was found stored.',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/AnalogJ/lexicon/blob/135cfc89e63b7db5f3de190059c1710de8f97232/src/lexicon/_private/providers/googleclouddns.py',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Lexicon’s Google Cloud DNS provider: its nameservers are under googledomains.com (get_nameservers), which Lexicon’s auto provider matches against a zone’s NS names.',
        },
      ],
    },
    sharesNameserversWith: {
      value: ['Squarespace Domains (formerly Google Domains)'],
      source: {
        url: GOOGLE_CLOUD_DNSSEC_TUTORIAL,
        read: READ_WIDENED,
        note: '"If your domain registrar is Google Domains, its name servers are also at Google, and their names are very similar. Check the letters (‘e’ in the example above) to make sure they match EXACTLY": the names of a Google Domains zone go by the same pattern, and only the letter differs.',
      },
      corroboratedBy: [
        {
          url: 'https://support.squarespace.com/hc/it/articles/17131164996365',
          read: READ_WIDENED,
          note: 'Squarespace’s help (Italian): on 7 September 2023 Squarespace acquired every domain registration and customer account of Google Domains, and the migrations are complete.',
        },
      ],
    },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: {
        url: GOOGLE_CLOUD_DNS_RECORDS,
        read: READ_WIDENED,
        note: '"ALIAS: Alias record, which maps an alias domain name to a canonical name at the zone apex. An alias record is also called an ANAME record or CNAME flattening."',
      },
    },
    hides: [
      {
        value: {
          kind: 'note',
          about: 'apex',
          text: 'An ALIAS record is created with the gcloud CLI or the Cloud DNS API, not in the Google Cloud console; it is answered as plain A or AAAA records, and a zone that holds one cannot have DNSSEC enabled.',
        },
        source: {
          url: GOOGLE_CLOUD_DNS_RECORDS,
          read: READ_WIDENED,
          note: '"You can configure alias records by using the gcloud CLI or the Cloud DNS API. You cannot configure alias records by using the Google Cloud console." The same page as docs.cloud.google.com serves it: "For a client, an ALIAS record appears as a standard A or AAAA record in the DNS response. ALIAS records are not compatible with DNSSEC, so you cannot enable DNSSEC on a zone with ALIAS records."',
        },
      },
    ],
  },
  {
    id: 'hover',
    displayName: 'Hover',
    nameservers: {
      patterns: ['hover.com'],
      source: {
        url: CAN_I_TAKE_OVER_DNS,
        read: READ_WIDENED,
        publisher: 'multi-provider-project',
        note: 'Its table of DNS providers gives Hover’s nameservers as ns1.hover.com and ns2.hover.com. No Hover page naming them was found stored.',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/AnalogJ/lexicon/blob/135cfc89e63b7db5f3de190059c1710de8f97232/src/lexicon/_private/providers/hover.py',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Lexicon’s Hover provider: its nameservers are under hover.com (get_nameservers), which Lexicon’s auto provider matches against a zone’s NS names.',
        },
      ],
    },
  },
  // deSEC, Constellix, DreamHost and Infomaniak (read 2026-11-28).
  {
    id: 'desec',
    displayName: 'deSEC',
    nameservers: {
      patterns: ['desec.io', 'desec.org'],
      source: {
        url: DESEC_HOME_PAGE,
        read: READ_WIDENED,
        note: 'The source of desec.io’s home page, in deSEC’s own repository: its frontend servers are listed as answering for ns1.desec.io and ns2.desec.org ("Frankfurt (ns1.desec.io)", "London (ns2.desec.org)").',
      },
    },
    apex: {
      // A CNAME cannot sit beside the apex's SOA and NS (RFC 1034 §3.6.2), and deSEC refuses ALIAS.
      value: { kind: 'none' },
      source: {
        url: DESEC_RRSETS,
        read: READ_WIDENED,
        note: 'deSEC’s "Retrieving and Creating DNS Records" (desec.readthedocs.io/en/latest/dns/rrsets.html), read through its source in deSEC’s repository: "ALIAS, DNAME: … these record types are disabled in our API"; "a CNAME is not allowed at the zone apex (empty subname), as it would always collide with the NS record"; for redirect functionality at the apex it suggests the HTTPS record type.',
      },
    },
    targetNames: {
      value: 'final-dot-required',
      source: {
        url: DESEC_RRSETS,
        read: READ_WIDENED,
        note: 'The same page, under "CNAME record": "The record value (target) must be terminated by a dot . (as in example.com.)"; and of the records field: "when a record value contains a domain name, it is in almost all cases required to add a final dot after the domain name. This applies, for example, to the CNAME, MX, and SRV record types". A record content that is semantically invalid is answered "400 Bad Request".',
      },
    },
  },
  {
    id: 'constellix',
    displayName: 'Constellix',
    nameservers: {
      patterns: ['constellix.com'],
      source: {
        url: 'https://github.com/Constellix/constellix-go-sdk/blob/36a235f69bd5471f1e744d7c410ed14577bf33a4/constellix/api/dns/domains.go',
        read: READ_WIDENED,
        note: 'Constellix’s own Go SDK: the domain its API returns in the example of GetDomain has the nameservers ns11.constellix.com, ns21.constellix.com and ns31.constellix.com. The names under constellix.net that zones are also given were not found on a Constellix page and are not matched: a zone that lists them is named by its NS names.',
      },
    },
    apex: {
      value: { kind: 'record', recordType: 'ANAME' },
      source: {
        url: CONSTELLIX_ANAME,
        read: READ_WIDENED,
        note: '"ANAME records allow you to point the root of your domain to a hostname or FQDN"; Constellix resolves the host name and answers with A records, which it updates when the addresses change.',
      },
    },
    apexName: {
      value: 'empty',
      source: {
        url: CONSTELLIX_ANAME,
        read: READ_WIDENED,
        note: '"If the “Name” field is left blank, then it represents the root record of the domain."',
      },
    },
    recordNames: {
      value: 'relative',
      source: {
        url: CONSTELLIX_ANAME,
        read: READ_WIDENED,
        note: '"Your domain name is automatically appended to the end of the “Name” field."',
      },
    },
  },
  {
    id: 'dreamhost',
    displayName: 'DreamHost',
    nameservers: {
      patterns: ['dreamhost.com'],
      source: {
        url: 'https://github.com/fog/fog/blob/3f49972ec5fbf9008805a9253efffe35cd139f73/lib/fog/dreamhost/models/dns/zone.rb',
        read: READ_WIDENED,
        publisher: 'multi-provider-project',
        note: 'fog’s DreamHost DNS provider: "Return the Dreamhost nameserver list": ns1.dreamhost.com, ns2.dreamhost.com, ns3.dreamhost.com. No DreamHost page naming them was found stored.',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/AnalogJ/lexicon/blob/b74d604a26ecfdfaf46d2e42f8bd50ab84f9e5d4/src/lexicon/_private/providers/dreamhost.py',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Lexicon’s DreamHost provider: its nameservers are under dreamhost.com (get_nameservers), which Lexicon’s auto provider matches against a zone’s NS names.',
        },
      ],
    },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: {
        url: 'https://help.dreamhost.com/hc/en-us/articles/214694348-Basic-DNS-records',
        read: READ_WIDENED,
        note: '"An ALIAS record is a virtual DNS record similar to a CNAME, but with the ability to add it to the root domain name (which is not possible with a CNAME)." The records are on the domain’s DNS Settings page (Manage Websites, then DNS Settings).',
      },
    },
  },
  {
    id: 'infomaniak',
    displayName: 'Infomaniak',
    nameservers: {
      patterns: ['infomaniak.com'],
      source: {
        url: 'https://infomaniak.com/it/assistenza/faq/admin2/dominio?i=3',
        read: READ_WIDENED,
        note: 'Infomaniak’s knowledge base (Italian): "Nel caso di Infomaniak, i DNS sono generalmente nella forma di nsXX.infomaniak.com (XX come 11 o 12, ad esempio)". Other Infomaniak name server names were not found on its pages and are not matched.',
      },
    },
  },
  // GoDaddy, Namecheap and Porkbun (read 2026-11-28).
  {
    id: 'godaddy',
    displayName: 'GoDaddy',
    nameservers: {
      patterns: ['domaincontrol.com'],
      source: {
        url: 'https://github.com/AnalogJ/lexicon/blob/135cfc89e63b7db5f3de190059c1710de8f97232/src/lexicon/_private/providers/godaddy.py',
        read: READ_WIDENED,
        publisher: 'multi-provider-project',
        note: 'Lexicon’s GoDaddy provider: get_nameservers returns "godaddy.com" and "domaincontrol.com", the nameserver domains by which Lexicon’s auto provider tells a zone at GoDaddy. No GoDaddy page naming its nameservers was found stored; only domaincontrol.com, which both sources give, is matched.',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/enthec/webappanalyzer/blob/0016640f3aab12dd5412b6b97794a752be42ea84/src/technologies/g.json',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'webappanalyzer, the maintained open fork of Wappalyzer’s technology fingerprints: "GoDaddy" ("used as a web host and domain registrar") is told by NS and SOA names matching \\.domaincontrol\\.com.',
        },
      ],
    },
    apex: {
      // No ALIAS, ANAME or flattening, and a CNAME cannot sit beside the apex's SOA and NS (RFC 1034 §3.6.2).
      value: { kind: 'none' },
      source: {
        url: 'https://learn.microsoft.com/azure/static-web-apps/apex-domain-external',
        read: READ_WIDENED,
        publisher: 'hosting-platform',
        note: 'Azure Static Web Apps, "Set up an apex domain": "Some domain registrars (like Google and GoDaddy) don’t allow you to point the apex domain to an existing URL. If your registrar doesn’t support ALIAS or ANAME records, or doesn’t allow CNAME flattening", configure the domain with Azure DNS, forward the apex to the www subdomain, or use an A record. Its "Custom domains" page (learn.microsoft.com/azure/static-web-apps/custom-domain, read the same day) names GoDaddy among the registrars that do not support ALIAS, ANAME or CNAME flattening.',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/ploomber/doc/blob/42c16a3b92de95c2e992181ab95bac1eafac0b6b/doc/user-guide/custom-domains.md',
          read: READ_WIDENED,
          publisher: 'hosting-platform',
          note: 'Ploomber Cloud’s "Custom domains/subdomains" (docs.cloud.ploomber.io), read through its source in Ploomber’s documentation repository, section "GoDaddy Redirection": "Since GoDaddy doesn’t support Alias, as well as a non-IP for the CNAME root domain, you will need to configure a subdomain with www.yourdomain.com and redirect the traffic from your top domain", with a GoDaddy forwarding rule of type "Permanent (301)".',
        },
      ],
    },
    forwarding: {
      value: { feature: 'domain forwarding', defaultStatus: 301 },
      source: {
        url: 'https://help-center.dc-aws.godaddy.com/help/what-forwarding-types-are-available-2376',
        read: READ_WIDENED,
        note: 'GoDaddy’s help, "What forwarding types are available?": "A 301 redirect is the most common domain forwarding setting, and it’s the default option we use when you set up forwarding with GoDaddy"; a 302 is the other choice. The same article as served at ie.godaddy.com/help/what-are-301-and-302-redirects-2376 calls them the two options of domain forwarding.',
      },
    },
  },
  {
    id: 'namecheap',
    displayName: 'Namecheap',
    nameservers: {
      patterns: ['registrar-servers.com'],
      source: {
        url: 'https://github.com/namecheap/terraform-provider-namecheap/blob/0a0328aa1ba3fa76b362dc6bf1b8ead1d98d256d/namecheap/mock_server_test.go',
        read: READ_WIDENED,
        note: 'Namecheap’s own Terraform provider: its API mock holds "the registrar nameservers the Namecheap API reports (with IsUsingOurDNS="true") for a domain that has not been switched to custom nameservers. They mirror the real API’s default response": dns1.registrar-servers.com and dns2.registrar-servers.com (Namecheap BasicDNS). The stored copy of Namecheap’s knowledge-base article 767 leaves the names out; PremiumDNS names are not named by a source and fall under the same suffix.',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/StackExchange/dnscontrol/blob/00eb12ae1a06106aa147c4e6ba4d4fbeb51139f8/providers/namecheap/namecheapProvider.go',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'DNSControl’s Namecheap provider: "NamecheapDefaultNs lists the default nameservers for this provider": dns1.registrar-servers.com, dns2.registrar-servers.com.',
        },
        {
          url: LEXICON_NAMECHEAP,
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Lexicon’s Namecheap provider: get_nameservers returns "namecheap.com" and "registrar-servers.com"; a domain on Namecheap’s DNS reports dns1.registrar-servers.com and dns2.registrar-servers.com (its DomainGetInfo example).',
        },
      ],
    },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: {
        url: NAMECHEAP_RECORDS_GUIDE,
        read: READ_WIDENED,
        note: 'Namecheap’s guide to its Terraform provider’s records: the record "for my-domain.com" has hostname "@", type "ALIAS" and address "www.testdomain.co.uk."; the record types are A, AAAA, ALIAS, CAA, CNAME, MX, MXE, NS, TXT, URL, URL301 and FRAME (docs/resources/domain_records.md of the same repository).',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/StackExchange/dnscontrol/blob/00eb12ae1a06106aa147c4e6ba4d4fbeb51139f8/providers/namecheap/namecheapProvider.go',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'DNSControl’s Namecheap provider declares CanUseAlias.',
        },
      ],
    },
    apexName: {
      value: '@',
      source: {
        url: NAMECHEAP_RECORDS_GUIDE,
        read: READ_WIDENED,
        note: '"If you need to create a record for a bare domain (e.g., mydomain.tld), it is needed to put @ in this field."',
      },
    },
    recordNames: {
      value: 'relative',
      source: {
        url: NAMECHEAP_RECORDS_GUIDE,
        read: READ_WIDENED,
        note: '"put only the name of your subdomain into the Host field without mentioning the domain itself. As such, the record for www.mydomain.tld should have only www in the Host". Knowledge-base article 9646 says the same: "Namecheap DNS system automatically adds the domain name to the values submitted during record creation."',
      },
    },
    recordFields: {
      value: { type: 'Type', name: 'Host', value: 'Value' },
      source: {
        url: 'https://namecheap.com/support/knowledgebase/article.aspx/9646/10/how-can-i-set-up-a-cname-record-for-my-domain',
        read: READ_WIDENED,
        note: 'Advanced DNS: "Select CNAME Record from the drop-down menu for Type, put your desired host (e.g. www) for Host and enter the record itself (e.g. ghs.googlehosted.com) into Value". Its TTL field is not named there.',
      },
    },
    ttl: {
      value: { min: 60, max: 60000 },
      source: {
        url: 'https://github.com/namecheap/terraform-provider-namecheap/blob/1bfa196ca3457a5aeb638a7173d2ae5afbdea399/docs/resources/domain_records.md',
        read: READ_WIDENED,
        note: 'Namecheap’s Terraform provider: a record’s ttl is "any value between 60 to 60000". Its records guide adds "Our default TTL is 30 minutes"; what the panel calls its automatic TTL is not stated.',
      },
      corroboratedBy: [
        {
          url: LEXICON_NAMECHEAP,
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Lexicon’s Namecheap provider, quoting Namecheap’s domains.dns.setHosts API reference: "Possible values: any value between 60 to 60000. Default Value: 1800".',
        },
      ],
    },
  },
  // Not in Porkbun's entry: the parking records of a new zone (ALIAS @ and CNAME * to pixie.porkbun.com,
  // stated only by ddns-updater's Porkbun page; searched again 2026-11-28, and owners' notes show the
  // parking target also as uixie.porkbun.com or lixie.porkbun.com, so one value would not fit every zone).
  {
    id: 'porkbun',
    displayName: 'Porkbun',
    nameservers: {
      // The four names Porkbun gives are under ns.porkbun.com; Lexicon tells Porkbun by any NS name under
      // porkbun.com, and DNSControl takes an NS target ending in .porkbun.com for Porkbun's own.
      patterns: ['porkbun.com'],
      source: {
        url: 'https://github.com/oborseth/Porkbun-MCP/blob/61fa0fe78133b5350493097d506a8f0cd5420c2e/plugin/skills/move-dns-to-porkbun/SKILL.md',
        read: READ_WIDENED,
        note: 'Porkbun’s official MCP server (so named by porkbun.com/llms-full.txt and by the draft "Is There an Official Porkbun MCP Server?" in the repository’s kb/KB-DRAFTS.md: "Porkbun builds, hosts and supports its own MCP server… Source code: github.com/oborseth/Porkbun-MCP"). Its skill "Move DNS to Porkbun": "call update_nameservers with Porkbun’s nameservers (curitiba.ns.porkbun.com, fortaleza.ns.porkbun.com, maceio.ns.porkbun.com, salvador.ns.porkbun.com)". No stored page of kb.porkbun.com names them.',
      },
      corroboratedBy: [
        {
          url: PORKBUN_DNSCONTROL_PROVIDER,
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'DNSControl’s Porkbun provider: defaultNS, citing kb.porkbun.com/article/63-how-to-switch-to-porkbuns-nameservers, holds the same four names; an apex NS record whose target ends in .porkbun.com is taken for Porkbun’s own ("porkbun does not support modifying NS records on base domain").',
        },
        {
          url: 'https://github.com/AnalogJ/lexicon/blob/135cfc89e63b7db5f3de190059c1710de8f97232/src/lexicon/_private/providers/porkbun.py',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'Lexicon’s Porkbun provider: get_nameservers returns "porkbun.com", the nameserver domain by which Lexicon’s auto provider tells a zone at Porkbun. A Porkbun zone recorded in Lexicon’s tests (tests/fixtures/cassettes/porkbun/IntegrationTests/test_provider_authenticate.yaml, October 2024) lists its NS records as maceio.porkbun.com, salvador.porkbun.com, fortaleza.porkbun.com and curitiba.porkbun.com.',
        },
      ],
    },
    apex: {
      value: { kind: 'record', recordType: 'ALIAS' },
      source: {
        url: 'https://github.com/oborseth/Porkbun-MCP/blob/bdbcb64bfc2b2ae3300b5776b36c2d5a7d764753/plugin/skills/change-dns-safely/SKILL.md',
        read: READ_WIDENED,
        note: 'Porkbun’s MCP skill "Change DNS on a Porkbun domain safely", pointing a domain at a host (Vercel, Netlify, GitHub Pages): "typically an A record (or ALIAS) for the domain itself and a CNAME for www". Its record types include ALIAS (src/tools.ts).',
      },
      corroboratedBy: [
        {
          url: 'https://github.com/StackExchange/dnscontrol/blob/015004d74e0c6c564c9c2de45b82e601222340a3/documentation/provider/porkbun.md',
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: 'DNSControl’s Porkbun page: ALIAS supported.',
        },
      ],
    },
    apexName: {
      value: 'empty',
      source: {
        url: PORKBUN_MCP_TOOLS,
        read: READ_WIDENED,
        note: 'create_dns_record: "For the name field: omit or pass empty string for the apex/root". The skill "Change DNS on a Porkbun domain safely" says to leave the name "empty for the domain itself".',
      },
      corroboratedBy: [
        {
          url: PORKBUN_DNSCONTROL_PROVIDER,
          read: READ_WIDENED,
          publisher: 'multi-provider-project',
          note: '"porkbun doesn’t use "@", it uses an empty name".',
        },
      ],
    },
    recordNames: {
      value: 'relative',
      source: {
        url: PORKBUN_MCP_TOOLS,
        read: READ_WIDENED,
        note: 'create_dns_record: "pass the subdomain prefix only (e.g. www, not www.example.com)".',
      },
    },
    ttl: {
      value: { min: 60 },
      source: {
        url: PORKBUN_MCP_TOOLS,
        read: READ_WIDENED,
        note: 'create_dns_record’s ttl: "Time-to-live in seconds. Minimum 60. Defaults to 600 if omitted." (update_dns_record takes the same minimum). Porkbun states no highest TTL there. DNSControl’s Porkbun provider disagrees: it holds minimumTTL = 600 and raises any lower TTL to 600 (providers/porkbun/porkbunProvider.go at 0063a0b5e5958551e3fc14509de6be10058775fe, read 2026-11-28); the vendor’s own word is taken.',
      },
    },
  },
] as const satisfies readonly DnsHostProfileInput[];
