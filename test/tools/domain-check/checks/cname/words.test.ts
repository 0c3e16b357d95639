import { describe, expect, it } from 'vitest';
import { CNAME_WORDS } from '../../../../../tools/domain-check/checks/cname/words.ts';
import { APEX_CAPABLE_HOSTS, DNS_HOSTS } from '../../../../../tools/domain-check/dns-hosts/index.ts';
import { dnsHostTermsOf } from '../../../../../tools/domain-check/dns-hosts/words.ts';
import { formatFinding } from '../../../../../tools/domain-check/findings/format.ts';

const facts = { domain: 'docs.example.com', platformHost: 'sites.platform.test' };

describe('the words of the cname findings', () => {
  it('tell a CNAME that could not be looked up from a target that could not be resolved', () => {
    expect(formatFinding(CNAME_WORDS.CNAME_LOOKUP_FAILED, { ...facts, target: null, detail: null })).toEqual({
      message: 'Could not look up the CNAME at docs.example.com: no server to ask.',
      fix: 'Run this again; if it persists, check the zone at your DNS host.',
    });
    expect(
      formatFinding(CNAME_WORDS.CNAME_LOOKUP_FAILED, {
        ...facts,
        target: 'sites.platform.test',
        detail: 'SERVFAIL from 127.0.0.1',
      }),
    ).toEqual({
      message: 'Could not resolve the CNAME target sites.platform.test: SERVFAIL from 127.0.0.1.',
      fix: 'Run this again.',
    });
  });

  it('say whether an unresolvable target does not exist or has no address', () => {
    const target = 'sites.platfrom.test';
    expect(CNAME_WORDS.CNAME_TARGET_UNRESOLVABLE.message({ ...facts, target, outcome: 'nxdomain' })).toBe(
      'The CNAME target sites.platfrom.test does not resolve (NXDOMAIN: the name does not exist).',
    );
    expect(CNAME_WORDS.CNAME_TARGET_UNRESOLVABLE.message({ ...facts, target, outcome: 'nodata' })).toBe(
      'The CNAME target sites.platfrom.test does not resolve (no A or AAAA records).',
    );
  });

  it('draw a loop as the names it goes through', () => {
    const loop = ['docs.example.com', 'a.example.com', 'b.example.com', 'a.example.com'];
    expect(CNAME_WORDS.CNAME_LOOP.message({ ...facts, loop })).toBe(
      'The CNAME chain from docs.example.com loops: docs.example.com → a.example.com → b.example.com → a.example.com.',
    );
  });

  it('name a missing CNAME by its label where the host’s panel adds the zone, keep the value’s final dot where it appends the zone to a value, and say nothing of either where no source says', () => {
    const at = (id: string) => {
      const host = DNS_HOSTS.find((entry) => entry.id === id);
      if (!host) throw new Error(id);
      return dnsHostTermsOf(host, APEX_CAPABLE_HOSTS);
    };
    const missing = { ...facts, zoneApex: 'example.com', recordTtl: 3600 };
    expect(CNAME_WORDS.CNAME_MISSING.fix({ ...missing, dnsHost: at('dnsimple') })).toBe(
      'At DNSimple: create a CNAME record for docs.example.com named "docs" (DNSimple adds example.com), with the value sites.platform.test and TTL 3600.',
    );
    // Gandi's panel also appends the zone to a value without a final dot (RFC 1035 §5.1).
    expect(CNAME_WORDS.CNAME_MISSING.fix({ ...missing, dnsHost: at('gandi') })).toBe(
      'At Gandi: create a CNAME record for docs.example.com named "docs" (Gandi adds example.com), with the value sites.platform.test. (with its final dot: Gandi appends example.com to a value that does not end with one) and TTL 3600.',
    );
    expect(CNAME_WORDS.CNAME_MISSING.fix({ ...missing, dnsHost: at('route-53') })).toBe(
      'Create a CNAME record at docs.example.com with the value sites.platform.test and TTL 3600.',
    );
    expect(CNAME_WORDS.CNAME_MISSING.fix({ ...missing, dnsHost: null })).toBe(
      'Create a CNAME record at docs.example.com with the value sites.platform.test and TTL 3600.',
    );
  });
});
