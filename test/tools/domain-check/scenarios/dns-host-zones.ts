/**
 * Zone-file rows over fixtures/dns-host-zones, whose nameservers go by the names of real DNS hosts:
 * domain-check names the zone's host from its NS names and says each DNS-panel fix in that host's
 * words (the proxy switch for a proxied record, the host's apex record, or both ways out where the
 * host cannot point the apex at the platform); nameservers the table leaves out name no host. Run by
 * the in-process server.
 */
import type { DnsHostZoneScenario, FixWords } from './scenario.ts';
import { PLATFORM_HOST } from './zone-files.ts';

/**
 * A zone at a host the table knows by its nameservers, with no record at docs yet: the report names
 * the host, and, where the table holds none of the host's words for a CNAME, the fix stays generic.
 */
function knownByNameserversAlone(dnsHost: string, zone: string): DnsHostZoneScenario {
  const domain = `docs.${zone}`;
  return {
    title: `names ${dnsHost} from its nameservers, and keeps the CNAME's fix generic where no ${dnsHost} page gives its words`,
    domain,
    world: 'zone-files',
    dnsHostZoneFile: `${zone}.zone`,
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost,
      fixes: [
        { check: 'cname', is: `Create a CNAME record at ${domain} with the value ${PLATFORM_HOST} and TTL 3600.` },
      ],
    },
  };
}

const scenarios: readonly DnsHostZoneScenario[] = [
  {
    title: 'names an unknown host by nothing and gives the generic apex record, guessing nothing',
    domain: 'unknown-host.com',
    world: 'zone-files',
    dnsHostZoneFile: 'unknown-host.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: null,
      fixes: [
        {
          check: 'apex',
          is: `Create an ALIAS or ANAME record at unknown-host.com with the value ${PLATFORM_HOST} (not every DNS provider supports it).`,
        },
      ],
    },
  },
  {
    title: 'tells the owner of a proxied subdomain to turn the proxy off, never to delete an A record',
    domain: 'docs.cf-proxied.com',
    world: 'zone-files',
    dnsHostZoneFile: 'cf-proxied.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      // CONFLICT_PROXIED, not CONFLICTING_A_RECORD: the addresses are the proxy's, not a record's.
      problems: ['CNAME_MISSING', 'CONFLICT_PROXIED', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Cloudflare',
      fixes: [
        {
          check: 'conflicts',
          is: `At Cloudflare, turn the proxy off for the record docs (docs.cf-proxied.com): set it to DNS only. Do not delete it; it must be a CNAME docs (docs.cf-proxied.com) → ${PLATFORM_HOST}.`,
          neverSays: /delete the A record/i,
          messageIs:
            'docs.cf-proxied.com answers 104.16.0.10, 104.16.0.11, addresses of Cloudflare’s proxy, and no CNAME: the record docs (docs.cf-proxied.com) is Proxied, so Cloudflare answers with its own addresses and hides the record’s target. What Cloudflare’s panel does not show: A proxied A, AAAA or CNAME record is answered with Cloudflare anycast addresses, never with the record’s own content; only "DNS only" answers with it. A proxied CNAME is answered with several Cloudflare addresses and a TTL of 300 seconds.',
        },
        {
          check: 'cname',
          is: `At Cloudflare, set the record at docs.cf-proxied.com to DNS only (see the conflicts check); if it is not a CNAME with the value ${PLATFORM_HOST}, make it one.`,
        },
      ],
    },
  },
  {
    title: 'tells the owner of a proxied apex to turn the proxy off, in Cloudflare’s words',
    domain: 'cf-proxied.com',
    world: 'zone-files',
    dnsHostZoneFile: 'cf-proxied.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_PROXIED', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Cloudflare',
      fixes: [
        {
          check: 'apex',
          says: [
            'At Cloudflare, turn the proxy off for the record at @ (Cloudflare’s name for cf-proxied.com): set it to DNS only.',
          ],
          neverSays: /^Delete/,
          messageSays: [
            'cf-proxied.com answers 104.16.0.12, 2606:4700::6810:c, addresses of Cloudflare’s proxy',
            // What the table says the proxy does unseen explains the addresses the owner's panel does not hold.
            'What Cloudflare’s panel does not show: A proxied A, AAAA or CNAME record is answered with Cloudflare anycast addresses',
          ],
        },
      ],
    },
  },
  {
    title: 'gives the apex record in the words of a host that flattens a CNAME',
    domain: 'cf-apex-none.com',
    world: 'zone-files',
    dnsHostZoneFile: 'cf-apex-none.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Cloudflare',
      fixes: [
        {
          check: 'apex',
          is: `At Cloudflare: create the CNAME record at @ (Cloudflare’s name for cf-apex-none.com) with the value ${PLATFORM_HOST} (Cloudflare calls this CNAME flattening). What Cloudflare’s panel does not show: A CNAME at the apex is answered as the A/AAAA records of its target (flattened), never as a CNAME.`,
        },
      ],
    },
  },
  // Azure Static Web Apps' and Ploomber Cloud's GoDaddy instructions: no ALIAS, ANAME or flattening;
  // GoDaddy's own help: its domain forwarding sends a 301 by default (hosts.ts cites them).
  apexWaysOutFromNameservers('GoDaddy', 'godaddy-apex.com', ['Cloudflare'], {
    says: [
      ', where GoDaddy sends that redirect itself, since the apex cannot reach the platform: its domain forwarding from godaddy-apex.com to https://www.godaddy-apex.com/, as a 301, its default;',
    ],
  }),
  // DigitalOcean's record types hold no ALIAS, ANAME or flattening (hosts.ts cites its page).
  apexWaysOutFromNameservers('DigitalOcean', 'do-apex.com', ['Cloudflare']),
  {
    title: 'says a host’s own-cloud alias cannot point at the platform, and gives both ways out',
    domain: 'r53-apex.com',
    world: 'zone-files',
    dnsHostZoneFile: 'r53-apex.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Amazon Route 53',
      fixes: [
        {
          check: 'apex',
          says: [
            'At Amazon Route 53: delete the A/AAAA record 198.51.100.7 at r53-apex.com (an empty Name field in Amazon Route 53).',
            `Amazon Route 53’s alias records point only at AWS resources, such as a CloudFront distribution or an Amazon S3 bucket, not at ${PLATFORM_HOST}`,
            '{ "primary": "www.r53-apex.com", "redirects": [{ "from": "r53-apex.com", "to": "www.r53-apex.com", "status": 301 }] }',
            /move the zone's DNS to a host that can point the apex at .*Cloudflare/,
          ],
        },
      ],
    },
  },
  {
    title: 'gives the TTL note the TTLs the host’s panel takes, and names its automatic TTL when that is the one seen',
    domain: 'docs.cf-ttl.com',
    world: 'zone-files',
    dnsHostZoneFile: 'cf-ttl.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['TTL_DIFFERS'],
      dnsHost: 'Cloudflare',
      fixes: [
        {
          check: 'ttl',
          is: 'Optional: set the TTL of the CNAME record at docs.cf-ttl.com to 3600 seconds at your DNS host. At Cloudflare a DNS only record’s TTL can be 60 to 86400 seconds; 300 seconds is its “Auto” TTL, which proxied records have (the TTL seen here).',
        },
      ],
    },
  },
  {
    // docs.gandi.net/fr/noms_domaine/operations_courantes/enregistrements_dns.html: names relative to the zone, and a value without a final dot gets the zone appended.
    title:
      'tells a Gandi owner to name the CNAME by its label and to keep the final dot of its value, or Gandi appends the zone',
    domain: 'docs.gandi-cname.com',
    world: 'zone-files',
    dnsHostZoneFile: 'gandi-cname.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Gandi',
      fixes: [
        {
          check: 'cname',
          is: `At Gandi: create a CNAME record for docs.gandi-cname.com named "docs" (Gandi adds gandi-cname.com), with the value ${PLATFORM_HOST}. (with its final dot: Gandi appends gandi-cname.com to a value that does not end with one) and TTL 3600.`,
        },
      ],
    },
  },
  {
    // support.hostinger.com/en/articles/10085192-cname-vs-alias-records: a CNAME at @ is saved as an ALIAS record.
    title: 'gives a Hostinger apex the CNAME at @ that Hostinger saves as an ALIAS record',
    domain: 'hostinger-apex.com',
    world: 'zone-files',
    dnsHostZoneFile: 'hostinger-apex.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Hostinger',
      fixes: [
        {
          check: 'apex',
          is: `At Hostinger: create the CNAME record at @ (Hostinger’s name for hostinger-apex.com) with the value ${PLATFORM_HOST} (Hostinger calls this an ALIAS record). What Hostinger’s panel does not show: A CNAME record at @ is saved as an ALIAS record and answered as the A records of its target, never as a CNAME.`,
          neverSays: /ALIAS or ANAME|not every DNS provider/,
        },
      ],
    },
  },
  {
    // www.transip.eu/knowledgebase/entry/5116-adding-an-alias-record/: an ALIAS record named @.
    title: 'gives a TransIP apex its ALIAS record at @',
    domain: 'transip-apex.com',
    world: 'zone-files',
    dnsHostZoneFile: 'transip-apex.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'TransIP',
      fixes: [
        {
          check: 'apex',
          is: `At TransIP: create the ALIAS record at @ (TransIP’s name for transip-apex.com) with the value ${PLATFORM_HOST}.`,
        },
      ],
    },
  },
  knownByNameserversAlone('Wix', 'wix-host.com'),
  knownByNameserversAlone('OVHcloud', 'ovh-host.com'),
  knownByNameserversAlone('NS1 (IBM)', 'ns1-host.com'),
  knownByNameserversAlone('Vercel', 'vercel-host.com'),
  knownByNameserversAlone('IONOS', 'ionos-host.com'),
  knownByNameserversAlone('Oracle Dyn', 'dyn-host.com'),
  knownByNameserversAlone('Bunny DNS', 'bunny-host.com'),
  knownByNameserversAlone('Akamai Cloud (Linode) DNS Manager', 'linode-host.com'),
  knownByNameserversAlone('Alibaba Cloud DNS', 'alibaba-host.com'),
  knownByNameserversAlone('Name.com', 'namecom-host.com'),
  knownByNameserversAlone('Hurricane Electric Free DNS', 'he-host.com'),
  knownByNameserversAlone('Hover', 'hover-host.com'),
  {
    // Google's Cloud DNS tutorial: a Google Domains zone's nameservers go by the same names (hosts.ts).
    title:
      'names neither Google Cloud DNS nor Squarespace Domains from the nameserver names they share, lists both, and keeps the apex fix generic',
    domain: 'gcloud-apex.com',
    world: 'zone-files',
    dnsHostZoneFile: 'gcloud-apex.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: null,
      dnsHostSharedBy: ['Google Cloud DNS', 'Squarespace Domains (formerly Google Domains)'],
      fixes: [
        {
          check: 'apex',
          says: [`Create an ALIAS or ANAME record at gcloud-apex.com with the value ${PLATFORM_HOST}`],
          neverSays: /Google|Squarespace|gcloud CLI/,
        },
      ],
    },
  },
  // deSEC's rrsets documentation: ALIAS is disabled, and a CNAME cannot sit at the apex (hosts.ts cites it).
  apexWaysOutFromNameservers('deSEC', 'desec-apex.com', ['Constellix', 'DreamHost']),
  {
    // deSEC's rrsets documentation: a CNAME's value "must be terminated by a dot" (hosts.ts cites it).
    title: 'tells a deSEC owner to end the CNAME’s value with a dot, which deSEC requires',
    domain: 'docs.desec-cname.com',
    world: 'zone-files',
    dnsHostZoneFile: 'desec-cname.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'deSEC',
      fixes: [
        {
          check: 'cname',
          is: `At deSEC: create a CNAME record at docs.desec-cname.com with the value ${PLATFORM_HOST}. (with its final dot: deSEC refuses a value that does not end with one) and TTL 3600.`,
        },
      ],
    },
  },
  {
    // support.constellix.com ANAME records: the apex is an empty Name field.
    title: 'gives a Constellix apex its ANAME record, with the empty Name field that stands for the apex',
    domain: 'constellix-apex.com',
    world: 'zone-files',
    dnsHostZoneFile: 'constellix-apex.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Constellix',
      fixes: [
        {
          check: 'apex',
          is: `At Constellix: create the ANAME record at constellix-apex.com (an empty Name field in Constellix) with the value ${PLATFORM_HOST}.`,
        },
      ],
    },
  },
  {
    // help.dreamhost.com Basic DNS records: an ALIAS record can be added to the root domain.
    title: 'gives a DreamHost apex its ALIAS record',
    domain: 'dreamhost-apex.com',
    world: 'zone-files',
    dnsHostZoneFile: 'dreamhost-apex.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'DreamHost',
      fixes: [
        {
          check: 'apex',
          is: `At DreamHost: create the ALIAS record at dreamhost-apex.com with the value ${PLATFORM_HOST}.`,
        },
      ],
    },
  },
  knownByNameserversAlone('Infomaniak', 'infomaniak-host.com'),
  // github.com/namecheap/terraform-provider-namecheap, docs/guides/namecheap_domain_records_guide.md: an ALIAS
  // record with the Host "@"; the Host field takes the subdomain alone, and Namecheap adds the domain.
  apexAliasFromNameservers('Namecheap', 'namecheap-apex.com', '@ (Namecheap’s name for namecheap-apex.com)'),
  cnameNamedByItsLabel('Namecheap', 'namecheap-apex.com'),
  // github.com/oborseth/Porkbun-MCP (Porkbun's own MCP server): an ALIAS for the domain itself, whose name
  // is left empty; a name is the subdomain prefix alone.
  apexAliasFromNameservers('Porkbun', 'porkbun-apex.com', 'porkbun-apex.com (an empty Name field in Porkbun)'),
  cnameNamedByItsLabel('Porkbun', 'porkbun-apex.com'),
  {
    // Porkbun's MCP server (its own code): a record's TTL has a minimum of 60 seconds.
    title: 'gives the TTL note the lowest TTL Porkbun’s panel takes, from Porkbun’s own word',
    domain: 'docs.porkbun-ttl.com',
    world: 'zone-files',
    dnsHostZoneFile: 'porkbun-ttl.com.zone',
    runners: ['in-process'],
    expect: {
      status: 'ready',
      problems: [],
      includes: ['TTL_DIFFERS'],
      dnsHost: 'Porkbun',
      fixes: [
        {
          check: 'ttl',
          is: 'Optional: set the TTL of the CNAME record at docs.porkbun-ttl.com to 3600 seconds at your DNS host. At Porkbun a record’s TTL can be 60 seconds or more.',
        },
      ],
    },
  },
];

export default scenarios;

/**
 * A zone at a host the table knows, with no address at the apex: the report names the host from its
 * nameservers, and `fix` holds its apex fix to the host's words.
 */
function apexWithoutAddressAt(dnsHost: string, zone: string, title: string, fix: FixWords): DnsHostZoneScenario {
  return {
    title,
    domain: zone,
    world: 'zone-files',
    dnsHostZoneFile: `${zone}.zone`,
    runners: ['in-process'],
    expect: {
      status: 'action-required',
      problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost,
      fixes: [fix],
    },
  };
}

/**
 * A zone at a host that cannot point the apex at a host name, with no address at the apex: the report
 * names the host from its nameservers and gives both ways out, www with a 301 from the apex or a move
 * to one of the hosts that can (`hostsThatCan`, in the order the table lists them).
 */
function apexWaysOutFromNameservers(
  dnsHost: string,
  zone: string,
  hostsThatCan: readonly string[],
  forwarding?: { readonly says: readonly string[] },
): DnsHostZoneScenario {
  return apexWithoutAddressAt(
    dnsHost,
    zone,
    `says ${dnsHost} cannot point the apex at the platform, naming ${dnsHost} from its nameservers, and gives both ways out${
      forwarding ? `, the 301 from ${dnsHost}’s own forwarding` : ''
    }`,
    {
      check: 'apex',
      says: [
        `${dnsHost} cannot point a zone’s apex at a host name such as ${PLATFORM_HOST} (no ALIAS, ANAME or CNAME flattening).`,
        `at ${dnsHost} create "www CNAME ${PLATFORM_HOST}."`,
        `{ "primary": "www.${zone}", "redirects": [{ "from": "${zone}", "to": "www.${zone}", "status": 301 }] }`,
        new RegExp(`or \\(2\\) move the zone's DNS to a host that can point the apex at .*${hostsThatCan.join('.*')}`),
        // The host's own redirect is named only where a source says what it sends.
        ...(forwarding?.says ?? []),
      ],
      neverSays: forwarding ? /ALIAS or ANAME record at/ : /ALIAS or ANAME record at|sends that redirect itself/,
    },
  );
}

/**
 * A zone at a host whose panel has an ALIAS record, with no address at the apex: the report names the
 * host from its nameservers and gives the apex its ALIAS record, written as the host writes the apex.
 */
function apexAliasFromNameservers(dnsHost: string, zone: string, apexInPanel: string): DnsHostZoneScenario {
  return apexWithoutAddressAt(
    dnsHost,
    zone,
    `gives a ${dnsHost} apex its ALIAS record, as ${dnsHost} writes the apex, naming ${dnsHost} from its nameservers`,
    {
      check: 'apex',
      is: `At ${dnsHost}: create the ALIAS record at ${apexInPanel} with the value ${PLATFORM_HOST}.`,
      neverSays: /ALIAS or ANAME|not every DNS provider/,
    },
  );
}

/**
 * A zone at a host whose panel takes names relative to the zone, with no record at docs: as a zone
 * known by its nameservers alone, but the CNAME is named by its label.
 */
function cnameNamedByItsLabel(dnsHost: string, zone: string): DnsHostZoneScenario {
  const row = knownByNameserversAlone(dnsHost, zone);
  return {
    ...row,
    title: `tells a ${dnsHost} owner to name the CNAME by its label, since ${dnsHost} adds the zone`,
    expect: {
      ...row.expect,
      fixes: [
        {
          check: 'cname',
          is: `At ${dnsHost}: create a CNAME record for ${row.domain} named "docs" (${dnsHost} adds ${zone}), with the value ${PLATFORM_HOST} and TTL 3600.`,
        },
      ],
    },
  };
}
