import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINDING_DOCS } from '../../../../tools/domain-check/checks/every-code.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { DNSVIZ_CAUSES, isDnsvizCause, isZonemasterCause, ZONEMASTER_CAUSES } from './reference-causes.ts';
import { dnsvizCodes, shallowestFirst, type GrokOutput } from './reference-tools.ts';
import { scenariosFor } from '../scenarios/index.ts';

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

/** Each code a scenario expects that a reference tool confirms there, with the tags that confirm it. */
function confirmedCodes(): { code: FindingCode; zone: string; tags: string[] }[] {
  return scenariosFor('reference-tools').flatMap((scenario) => {
    const reference = scenario.reference;
    if (!reference) return [];
    const namings = [
      ...reference.zonemaster.filter(isZonemasterCause).map((tag) => ({ tag, codes: ZONEMASTER_CAUSES[tag] })),
      ...reference.dnsviz.filter(isDnsvizCause).map((tag) => ({ tag, codes: DNSVIZ_CAUSES[tag] })),
    ];
    return scenario.expect.problems.flatMap((code) => {
      const tags = namings.filter((naming) => (naming.codes as readonly string[]).includes(code)).map((n) => n.tag);
      return tags.length > 0 ? [{ code, zone: scenario.zone, tags }] : [];
    });
  });
}

describe('the findings page names the reference tools', () => {
  it('gives, for each cause a reference tool confirms in the DNS world, that tool’s name for it', () => {
    const undocumented = confirmedCodes()
      .filter(({ code, tags }) => !tags.some((tag) => FINDING_DOCS[code].explanation.includes(tag)))
      .map(({ code, zone, tags }) => `${code} (${zone}): names none of ${tags.join(', ')}`);
    expect([...new Set(undocumented)]).toEqual([]);
  });

  it('gives, for each cause a reference tool confirms in the DNS world, the RFC section it breaks', () => {
    // "RFC 1035 §7.2", "RFC 4034 Appendix B": a section, not only the document.
    const section = /RFC \d+ (§\d|Appendix [A-Z])/;
    const unsourced = confirmedCodes()
      .filter(({ code }) => !section.test(FINDING_DOCS[code].explanation))
      .map(({ code }) => code);
    expect([...new Set(unsourced)]).toEqual([]);
  });
});
