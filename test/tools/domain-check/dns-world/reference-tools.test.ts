import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dnsvizCodes, shallowestFirst, type GrokOutput } from './reference-tools.ts';

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
