import { describe, expect, it } from 'vitest';
import { CNAME_WORDS } from '../../../../../tools/domain-check/checks/cname/words.ts';
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
});
