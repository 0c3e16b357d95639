import { describe, expect, test } from 'vitest';

import { findingExamples } from '../../../site/lib/domain-check/finding-examples.ts';
import { hostsChangingFix } from '../../../site/lib/domain-check/hosts-changing-fix.ts';
import { TEST_PLATFORM } from '../../tools/domain-check/support/platform.ts';

const changing = hostsChangingFix(findingExamples({ ...TEST_PLATFORM, cnameHost: 'cname.platform.example' }));

describe('the hosts that change a finding’s fix, for the findings page', () => {
  test('names the proxy switch’s hosts for a record answered by a proxy, and only those', () => {
    expect(changing.get('CONFLICT_PROXIED')).toEqual(['Cloudflare']);
    expect(changing.get('APEX_PROXIED')).toEqual(['Cloudflare']);
  });

  test('names, for a missing CNAME, the proxy’s hosts and those whose panel takes the record name relative to the zone or refuses a value without its final dot', () => {
    const namingTheRecordTheirWay = ['Cloudflare', 'DNSimple', 'Gandi', 'deSEC', 'Constellix', 'Namecheap', 'Porkbun'];
    expect(changing.get('CNAME_MISSING')).toEqual(namingTheRecordTheirWay);
    expect(changing.get('CNAME_FROM_WILDCARD')).toEqual(namingTheRecordTheirWay);
  });

  test('names every host whose apex words differ, and those whose alias points only at their own cloud', () => {
    const apex = changing.get('APEX_NO_ADDRESS') ?? [];
    expect(apex).toEqual(expect.arrayContaining(['Cloudflare', 'Amazon Route 53', 'Azure DNS']));
  });

  test('names, for a CAA set that blocks the CA, the hosts that add CAA records of their own', () => {
    expect(changing.get('CAA_BLOCKS_ISSUER')).toEqual(['Cloudflare']);
  });

  test('names, for an apex record, the hosts whose panel hides something about it', () => {
    expect(changing.get('APEX_NO_ADDRESS')).toEqual(expect.arrayContaining(['Cloudflare']));
  });

  test('names, for a TTL note, the hosts whose documentation states the TTLs their panel takes', () => {
    expect(changing.get('TTL_DIFFERS')).toEqual(['Cloudflare', 'Namecheap', 'Porkbun']);
  });

  test('names, for a DS record to replace, the hosts that sign a zone in one step and give its DS', () => {
    expect(changing.get('DNSSEC_DS_MATCHES_NO_KEY')).toEqual(['Cloudflare']);
    expect(changing.get('DNSSEC_BROKEN')).toEqual(['Cloudflare']);
  });

  test('leaves out the codes whose fix no host changes', () => {
    expect(changing.has('CAA_MALFORMED')).toBe(false);
    expect(changing.has('HOSTNAME_INVALID')).toBe(false);
  });
});
