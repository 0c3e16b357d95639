import { defineScenarios } from '../scenario.ts';

/**
 * A CAA set larger than a UDP answer carries (Unbound's EDNS buffer is 1232 octets): it can only be
 * read over TCP (RFC 7766 §5).
 */
const LARGE_CAA_SET = [
  '@ CAA 0 issue "letsencrypt.org"',
  ...Array.from({ length: 48 }, (_, index) => `@ CAA 0 issue "ca-${String(index).padStart(2, '0')}.example"`),
].join('\n');

/**
 * Faults that make every resolver answer SERVFAIL and that only the owner can fix: domain-check must
 * name them as DNS's reference tools do (Zonemaster, DNSViz), not say "run again".
 */
export default defineScenarios([
  {
    title: 'nameservers named inside the zone with no glue at the registry are named, not "run again"',
    source: 'RFC 1034 §4.2.1 (glue); RFC 9471 §2 (glue for in-domain nameservers is required)',
    zone: 'noglue.test',
    domain: 'docs.noglue.test',
    delegation: ['alpha'],
    inZoneNs: { glue: false },
    records: 'docs CNAME cname.platform.test.',
    reference: {
      zonemaster: ['NO_GLUE_PREVENTS_NAMESERVER_TESTS'],
      dnsviz: ['ERROR_RESOLVING_NS_NAME', 'MISSING_GLUE_FOR_NS_NAME'],
    },
    expect: { status: 'action-required', problems: ['DELEGATION_MISSING_GLUE'] },
  },
  {
    title: 'nameservers named inside the zone with glue at the registry are ready',
    source: 'RFC 1034 §4.2.1',
    zone: 'withglue.test',
    domain: 'docs.withglue.test',
    delegation: ['alpha'],
    inZoneNs: { glue: true },
    records: 'docs CNAME cname.platform.test.',
    reference: { zonemaster: [], dnsviz: [] },
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'a sub-zone delegated to a host that refuses it is a lame delegation one level down',
    source: 'RFC 1912 §2.8; RFC 1034 §4.2.2',
    zone: 'sublame.test',
    domain: 'docs.sublame.test',
    delegation: ['alpha'],
    records: 'docs NS ns1.gamma-dns.test.',
    reference: {
      zonemasterZone: 'docs.sublame.test',
      zonemaster: ['IS_NOT_AUTHORITATIVE', 'NO_RESPONSE_DNSKEY', 'NS_FAILED'],
      dnsviz: ['INVALID_RCODE', 'SERVER_INVALID_RESPONSE_UDP'],
    },
    expect: { status: 'action-required', problems: ['DELEGATION_LAME'] },
  },
  {
    title: 'nameservers that drop queries carrying EDNS are named: every validating resolver sends it',
    source: 'RFC 6891 §7 (a server without EDNS answers FORMERR, it does not drop the query)',
    zone: 'ednsdrop.test',
    domain: 'docs.ednsdrop.test',
    delegation: ['handmade'],
    records: 'docs CNAME cname.platform.test.',
    faults: [{ kind: 'drop-edns', zone: 'ednsdrop.test' }],
    // DNSViz says ERROR_WITH_EDNS when its retry without EDNS is answered in time, else it calls the
    // server unresponsive (seen under a load average of 24); Zonemaster's BREAKS_ON_EDNS always holds.
    reference: {
      zonemaster: ['BREAKS_ON_EDNS'],
      dnsviz: [],
      dnsvizVaries: ['ERROR_WITH_EDNS', 'SERVER_UNRESPONSIVE_UDP'],
    },
    expect: { status: 'action-required', problems: ['NAMESERVER_DROPS_EDNS'] },
  },
  {
    title: 'nameservers that do not answer over TCP are named when an answer needs it (a large CAA set)',
    source: 'RFC 7766 §5 (TCP is required); RFC 1035 §4.2.1 (TC); RFC 8659 §3',
    zone: 'notcp.test',
    domain: 'docs.notcp.test',
    delegation: ['handmade'],
    records: `docs CNAME cname.platform.test.\n${LARGE_CAA_SET}`,
    faults: [{ kind: 'no-tcp', zone: 'notcp.test' }],
    reference: { zonemaster: ['CN02_NO_RESPONSE_TCP'], dnsviz: [] },
    expect: { status: 'action-required', problems: ['NAMESERVER_NO_TCP'] },
  },
  {
    title: 'a large CAA set from nameservers that answer over TCP is read and ready',
    source: 'RFC 7766 §5; RFC 8659 §3',
    zone: 'largecaa.test',
    domain: 'docs.largecaa.test',
    delegation: ['handmade'],
    records: `docs CNAME cname.platform.test.\n${LARGE_CAA_SET}`,
    reference: { zonemaster: [], dnsviz: [] },
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'a CNAME at the apex of a subdomain’s zone, which hides the zone itself, is named',
    source: 'RFC 1034 §3.6.2; RFC 2181 §10.1 (no other data beside a CNAME, SOA and NS included)',
    zone: 'apexcnamesub.test',
    domain: 'docs.apexcnamesub.test',
    delegation: ['handmade'],
    records: '@ CNAME cname.platform.test.\ndocs CNAME cname.platform.test.',
    faults: [{ kind: 'cname-first', zone: 'apexcnamesub.test' }],
    reference: { zonemaster: ['NO_RESPONSE_DNSKEY', 'NS_FAILED'], dnsviz: ['NS_NAME_NOT_IN_CHILD'] },
    expect: { status: 'action-required', problems: ['APEX_CNAME_HIDES_ZONE'] },
  },
]);
