import type { CheckId } from '../../../../../tools/domain-check/findings/finding.ts';
import type { FindingCode } from '../../../../../tools/domain-check/findings/codes.ts';
import { defineScenarios, type DnsWorldRow as Scenario } from '../scenario.ts';

/**
 * Zones whose nameservers go by the names of real DNS hosts, one per behaviour class of the host table
 * (tools/domain-check/dns-hosts/hosts.ts): the verdict, the DNS host the report names, and the fix in
 * that host's words. Each source is the vendor page the table's fact comes from (read 2026-11-25 or
 * 2026-11-27).
 */
const CLOUDFLARE = ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'];

/**
 * A zone at the host whose nameservers are `nsNames`, where one check fails: the verdict is
 * action-required, the report names `dnsHost`, and that check's fix says `says` and never `neverSays`.
 */
function atDnsHost(
  scenario: Pick<Scenario, 'title' | 'source' | 'zone' | 'records'> & {
    /** The domain checked; the zone's apex unless given. */
    readonly domain?: string;
    readonly nsNames: readonly string[];
    readonly dnsHost: string | null;
    readonly problems: readonly FindingCode[];
    readonly check: CheckId;
    readonly says: readonly string[];
    readonly neverSays?: RegExp;
  },
): Scenario {
  const { title, source, zone, domain, records, nsNames, dnsHost, problems, check, says, neverSays } = scenario;
  return {
    title,
    source,
    zone,
    domain: domain ?? zone,
    delegation: ['alpha'],
    nsNamesAt: { alpha: nsNames },
    records,
    expect: {
      status: 'action-required',
      problems,
      dnsHost,
      fixes: [{ check, says, ...(neverSays ? { neverSays } : {}) }],
    },
  };
}

/** An apex with no address yet (only `www` has one). */
const apexWithoutAddress = (
  scenario: Omit<Parameters<typeof atDnsHost>[0], 'records' | 'problems' | 'check' | 'domain'>,
): Scenario =>
  atDnsHost({
    ...scenario,
    records: 'www A 198.51.100.9',
    problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    check: 'apex',
  });

export default defineScenarios([
  {
    title: 'a proxied Cloudflare record answers from Cloudflare’s ranges: turn the proxy off, never delete an A record',
    source:
      'developers.cloudflare.com/dns/proxy-status/ (Proxied answers with Cloudflare’s addresses, DNS only with the record); www.cloudflare.com/ips/ (104.16.0.0/13)',
    zone: 'cfproxied.test',
    domain: 'docs.cfproxied.test',
    delegation: ['alpha'],
    nsNamesAt: { alpha: CLOUDFLARE },
    records: 'docs A 104.16.0.10\ndocs A 104.16.0.11',
    expect: {
      status: 'action-required',
      problems: ['CNAME_MISSING', 'CONFLICT_PROXIED', 'PROPAGATION_AUTHORITATIVE_WRONG'],
      dnsHost: 'Cloudflare',
      fixes: [
        {
          check: 'conflicts',
          says: ['At Cloudflare, turn the proxy off', 'DNS only', 'Do not delete it'],
          neverSays: /delete the A record/i,
        },
        { check: 'cname', says: ['At Cloudflare, set the record at docs.cfproxied.test to DNS only'] },
      ],
    },
  },
  apexWithoutAddress({
    title: 'an apex at a host with CNAME flattening is told to create the flattened CNAME at @',
    source:
      'developers.cloudflare.com/dns/cname-flattening/set-up-cname-flattening/ (a CNAME at the apex is flattened)',
    zone: 'cfflat.test',
    nsNames: CLOUDFLARE,
    dnsHost: 'Cloudflare',
    says: ['At Cloudflare: create the CNAME record at @ (Cloudflare’s name for cfflat.test)', 'CNAME flattening'],
    neverSays: /ALIAS or ANAME/,
  }),
  atDnsHost({
    title:
      'an apex flattened to a foreign host at a host with CNAME flattening is told to change that CNAME, never to delete A records the panel does not show',
    source:
      'developers.cloudflare.com/dns/cname-flattening/ (a CNAME at the apex is answered as its target’s A/AAAA records)',
    zone: 'cfflatforeign.test',
    nsNames: CLOUDFLARE,
    // What a flattened CNAME to another host's server is answered as: that server's address.
    records: '@ A 198.51.100.7',
    problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    dnsHost: 'Cloudflare',
    check: 'apex',
    says: [
      'At Cloudflare: change the CNAME record at @ (Cloudflare’s name for cfflatforeign.test) to point to cname.platform.test (Cloudflare calls this CNAME flattening).',
    ],
    neverSays: /\bdelete\b/i,
  }),
  atDnsHost({
    title: 'an apex ALIAS to a foreign host is told to change that ALIAS record, never to delete A records',
    source: 'support.dnsimple.com/articles/alias-record-reference/ (an ALIAS record at the apex is answered as A/AAAA)',
    zone: 'aliasforeign.test',
    nsNames: ['ns1.dnsimple.com', 'ns2.dnsimple-edge.com'],
    records: '@ A 198.51.100.7\n@ AAAA 2001:db8::7',
    problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    dnsHost: 'DNSimple',
    check: 'apex',
    says: ['At DNSimple: change the ALIAS record at aliasforeign.test to point to cname.platform.test.'],
    neverSays: /\bdelete\b/i,
  }),
  atDnsHost({
    title: 'a missing CNAME at a host whose panel adds the zone to the name is named by its label there',
    source:
      'support.dnsimple.com/articles/alias-record-reference/ (record names relative to the zone); support.dnsimple.com/articles/ns-record (ns1.dnsimple.com)',
    zone: 'dnsimplesub.test',
    domain: 'docs.dnsimplesub.test',
    nsNames: ['ns1.dnsimple.com'],
    records: 'www A 198.51.100.7',
    problems: ['CNAME_MISSING', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    dnsHost: 'DNSimple',
    check: 'cname',
    says: [
      'At DNSimple: create a CNAME record for docs.dnsimplesub.test named "docs" (DNSimple adds dnsimplesub.test)',
    ],
    neverSays: /named "docs\.dnsimplesub\.test"/,
  }),
  apexWithoutAddress({
    title:
      'a zone at nameservers the table leaves out for want of the vendor’s own word is an unknown host, and nothing is guessed',
    source:
      'RFC 1034 §4.2.1 (the NS records name the zone’s servers); tools/domain-check/dns-hosts/hosts.ts (Network Solutions is left out: one source alone names its nameservers)',
    zone: 'netsolapex.test',
    nsNames: ['ns51.worldnic.com', 'ns52.worldnic.com'],
    dnsHost: null,
    says: ['Create an ALIAS or ANAME record at netsolapex.test with the value cname.platform.test'],
    neverSays: /Network Solutions|cannot point/,
  }),
  apexWithoutAddress({
    title: 'an apex at a host without ALIAS, ANAME or flattening is told it cannot point there, and gets both ways out',
    source:
      'docs.hetzner.com/networking/dns/record-types/overview (the record types that point a name: A, AAAA, HTTPS, SVCB, CNAME, MX, NS; no ALIAS or ANAME); RFC 1034 §3.6.2 (no CNAME beside the apex’s SOA and NS)',
    zone: 'hetznerapex.test',
    nsNames: ['hydrogen.ns.hetzner.com', 'oxygen.ns.hetzner.com'],
    dnsHost: 'Hetzner',
    says: [
      'Hetzner cannot point a zone’s apex at a host name such as cname.platform.test (no ALIAS, ANAME or CNAME flattening)',
      'at Hetzner create "www CNAME cname.platform.test."',
      '{ "primary": "www.hetznerapex.test", "redirects": [{ "from": "hetznerapex.test", "to": "www.hetznerapex.test", "status": 301 }] }',
      "or (2) move the zone's DNS to a host that can point the apex at cname.platform.test",
    ],
    neverSays: /ALIAS or ANAME record at/,
  }),
  atDnsHost({
    title: 'an apex at Route 53, whose alias records point only at AWS, gets both ways out',
    source: 'docs.aws.amazon.com/Route53/latest/APIReference/API_AliasTarget.html (alias targets are AWS resources)',
    zone: 'r53apex.test',
    nsNames: ['ns-1.awsdns-01.com', 'ns-2.awsdns-02.com'],
    records: '@ A 198.51.100.7',
    problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'],
    dnsHost: 'Amazon Route 53',
    check: 'apex',
    says: ['Amazon Route 53’s alias records point only at AWS resources', '"primary": "www.r53apex.test"'],
    neverSays: /ALIAS or ANAME record at/,
  }),
  apexWithoutAddress({
    title: 'an apex at Azure DNS, whose alias record sets point only at Azure, gets both ways out',
    source: 'docs.azure.cn/en-us/dns/dns-alias (Microsoft’s Azure DNS alias records overview)',
    zone: 'azureapex.test',
    nsNames: ['ns1-01.azure-dns.com'],
    dnsHost: 'Azure DNS',
    says: ['Azure DNS’s alias record sets point only at Azure resources', '"primary": "www.azureapex.test"'],
  }),
  atDnsHost({
    title:
      'a Cloudflare zone whose CAA blocks the platform’s CA is told which records Cloudflare adds unseen, and to add the CA’s own',
    source:
      'developers.cloudflare.com/ssl/edge-certificates/caa-records/ (Cloudflare adds CAA records for its CAs, not listed in its dashboard); RFC 8659 §3',
    zone: 'cfcaa.test',
    domain: 'docs.cfcaa.test',
    nsNames: CLOUDFLARE,
    // The owner's record, and those Cloudflare adds for the CA of its own certificate.
    records:
      'docs CNAME cname.platform.test.\n@ CAA 0 issue "digicert.com"\n@ CAA 0 issue "pki.goog; cansignhttpexchanges=yes"\n@ CAA 0 issuewild "pki.goog; cansignhttpexchanges=yes"',
    problems: ['CAA_BLOCKS_ISSUER'],
    dnsHost: 'Cloudflare',
    check: 'caa',
    says: [
      'Add the CAA record cfcaa.test. CAA 0 issue "letsencrypt.org" at your DNS host',
      'Cloudflare adds CAA records of its own for the certificate authorities it uses',
      'its panel does not list them',
    ],
  }),
  {
    title:
      'a DS that matches no key of a Cloudflare zone is replaced with the DS Cloudflare gives, in the words of its panel',
    source:
      'developers.cloudflare.com/dns/dnssec/ (Enable DNSSEC signs the zone and gives the DS record to add at the registrar); RFC 4035 §5.2',
    zone: 'cfds.test',
    domain: 'docs.cfds.test',
    resolver: 'with-ede',
    delegation: ['alpha'],
    nsNamesAt: { alpha: CLOUDFLARE },
    dnssec: 'ds-matches-no-key',
    records: 'docs CNAME cname.platform.test.',
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_DS_MATCHES_NO_KEY'],
      dnsHost: 'Cloudflare',
      fixes: [
        {
          check: 'dnssec',
          says: [
            'At your registrar, replace the DS record with the one Cloudflare gives for the zone (on the DNS Settings page: Enable DNSSEC if it is not on, which signs the zone; then DS record on the DNSSEC card)',
          ],
        },
      ],
    },
  },
  apexWithoutAddress({
    title: 'a zone at a host the table does not know is named by its nameservers, and its fixes stay generic',
    source:
      'RFC 1034 §4.2.1 (the NS records name the zone’s servers); an unknown DNS host is named by its NS names, nothing guessed',
    zone: 'unknownhost.test',
    nsNames: ['ns1.dns-of-nobody.com', 'ns2.dns-of-nobody.com'],
    dnsHost: null,
    says: ['Create an ALIAS or ANAME record at unknownhost.test with the value cname.platform.test'],
  }),
]);
