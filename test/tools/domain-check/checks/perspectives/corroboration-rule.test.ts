import { describe, expect, it } from 'vitest';
import {
  CORROBORATION_PHASES,
  corroborationRuleOn,
  judgeQuorum,
} from '../../../../../tools/domain-check/checks/perspectives/corroboration-rule.ts';
import { RIR_REGIONS } from '../../../../../tools/domain-check/checks/perspectives/rir-regions.ts';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('the CA’s multi-perspective rule (Baseline Requirements §3.2.2.9)', () => {
  it('is chosen by the day of the run: none before 15 March 2026, then 3, 4 and 5 remote perspectives', () => {
    expect(
      ['2026-03-14', '2026-03-15', '2026-06-14', '2026-06-15', '2026-11-28', '2026-12-15', '2027-06-01'].map(
        (iso) => corroborationRuleOn(day(iso))?.remotePerspectives ?? null,
      ),
    ).toEqual([null, 3, 3, 4, 4, 5, 5]);
    expect(CORROBORATION_PHASES.every((phase) => phase.distinctRirs === 2 && phase.allowedDisagreements === 1)).toBe(
      true,
    );
  });

  it('holds with one region of five disagreeing, and fails with two', () => {
    const rule = corroborationRuleOn(day('2026-11-28'));
    if (!rule) throw new Error('no rule in force');
    expect([0, 1, 2].map((disagreeing) => judgeQuorum(rule, 5, disagreeing).holds)).toEqual([true, true, false]);
  });

  it('asks one documented subnet in each of the five registries, with its host bits zero (RFC 7871 §6)', () => {
    expect(RIR_REGIONS.map((region) => region.rir)).toEqual(['ARIN', 'RIPE NCC', 'APNIC', 'LACNIC', 'AFRINIC']);
    for (const { subnet, block, source } of RIR_REGIONS) {
      expect(block.startsWith(subnet.address.replace(/(\.0)+$|::$/, ''))).toBe(true);
      expect(subnet.prefixLength).toBe(subnet.address.includes(':') ? 56 : 24);
      expect(source.url).toMatch(/^https:\/\/www\.iana\.org\/assignments\//);
    }
  });
});
