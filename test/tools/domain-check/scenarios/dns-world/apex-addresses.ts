import { PLATFORM_HOST_V4_ONLY } from '../../dns-world/world.ts';
import { defineScenarios } from '../scenario.ts';

const SOURCE = 'RFC 8555 §8.3 (the CA connects to an address of the domain); RFC 6724 §6 (IPv6 preferred)';

/** Every A and AAAA at the apex must be the platform's: the CA and a share of visitors reach each one. */
export default defineScenarios([
  {
    title: 'an apex with only a foreign A record fails',
    source: SOURCE,
    zone: 'apexforeign.test',
    domain: 'apexforeign.test',
    delegation: ['alpha'],
    records: '@ A 198.51.100.7',
    expect: { status: 'action-required', problems: ['APEX_FOREIGN_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'an apex with the platform’s A and one foreign A fails, partial or not',
    source: SOURCE,
    zone: 'apexpartial.test',
    domain: 'apexpartial.test',
    delegation: ['alpha'],
    records: '@ A 192.0.2.10\n@ A 198.51.100.7',
    expect: { status: 'action-required', problems: ['APEX_ADDRESSES_PARTIAL'] },
  },
  {
    title: 'an apex with the platform’s A and a foreign AAAA fails',
    source: SOURCE,
    zone: 'apexforeignv6.test',
    domain: 'apexforeignv6.test',
    delegation: ['alpha'],
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::99',
    expect: { status: 'action-required', problems: ['APEX_ADDRESSES_PARTIAL', 'PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'a stray AAAA when the platform has no IPv6 address fails',
    source: 'RFC 6724 §6; Let’s Encrypt tries IPv6 first (letsencrypt.org/docs/ipv6-support)',
    zone: 'strayaaaa.test',
    domain: 'strayaaaa.test',
    platformHost: PLATFORM_HOST_V4_ONLY,
    delegation: ['alpha'],
    records: '@ A 192.0.2.20\n@ AAAA 2001:db8::99',
    expect: { status: 'action-required', problems: ['APEX_STRAY_AAAA', 'PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'an apex without any address fails',
    source: SOURCE,
    zone: 'apexnone.test',
    domain: 'apexnone.test',
    delegation: ['alpha'],
    records: 'www A 198.51.100.7',
    expect: { status: 'action-required', problems: ['APEX_NO_ADDRESS', 'PROPAGATION_AUTHORITATIVE_WRONG'] },
  },
  {
    title: 'an apex with the platform’s IPv4 address only is ready when the platform has no IPv6',
    source: SOURCE,
    zone: 'apexv4.test',
    domain: 'apexv4.test',
    platformHost: PLATFORM_HOST_V4_ONLY,
    delegation: ['alpha'],
    records: '@ A 192.0.2.20',
    expect: { status: 'ready', problems: [] },
  },
]);
