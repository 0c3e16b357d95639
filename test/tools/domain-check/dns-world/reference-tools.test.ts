import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINDINGS_CATALOG } from '../../../../tools/domain-check/checks/catalogue.ts';
import { DNSVIZ_CAUSES, isDnsvizCause, isZonemasterCause, ZONEMASTER_CAUSES } from './reference-causes.ts';
import { dnsvizCodes, shallowestFirst, type GrokOutput } from './reference-tools.ts';
import { SCENARIOS } from './scenarios/index.ts';

/** Parts of `dnsviz grok -l warning` output on the DNS world (caaservfail.test, caaunsigned.test). */
const GROK = JSON.parse(
  readFileSync(new URL('../fixtures/dnsviz/grok-query-errors.json', import.meta.url), 'utf8'),
) as GrokOutput;

describe('reading DNSViz', () => {
  it('reads the errors grok lists under a query (`error`) as well as those of a zone and an RRset', () => {
    expect(dnsvizCodes(GROK, 'caaservfail.test').sort()).toEqual(['INVALID_RCODE', 'NS_NAME_PRIVATE_IP']);
    expect(dnsvizCodes(GROK, 'caaunsigned.test')).toEqual(['MISSING_RRSIG']);
  });

  it('probes a zone before the names below it, so the zone itself is asked A, AAAA and CAA', () => {
    expect(
      shallowestFirst(['docs.example.test', 'example.test', 'cname.platform.test', 'platform.test', 'example.test']),
    ).toEqual(['example.test', 'platform.test', 'cname.platform.test', 'docs.example.test']);
  });
});

describe('the findings page names the reference tools', () => {
  it('gives, for each cause a reference tool confirms in the DNS world, that tool’s name for it', () => {
    const undocumented: string[] = [];
    for (const scenario of SCENARIOS) {
      const reference = scenario.reference;
      if (!reference) continue;
      const namings = [
        ...reference.zonemaster.filter(isZonemasterCause).map((tag) => ({ tag, codes: ZONEMASTER_CAUSES[tag] })),
        ...reference.dnsviz.filter(isDnsvizCause).map((tag) => ({ tag, codes: DNSVIZ_CAUSES[tag] })),
      ];
      for (const code of scenario.expect.problems) {
        const tags = namings.filter((naming) => (naming.codes as readonly string[]).includes(code)).map((n) => n.tag);
        const explanation = FINDINGS_CATALOG[code].explanation;
        if (tags.length > 0 && !tags.some((tag) => explanation.includes(tag))) {
          undocumented.push(`${code} (${scenario.zone}): names none of ${tags.join(', ')}`);
        }
      }
    }
    expect([...new Set(undocumented)]).toEqual([]);
  });
});
