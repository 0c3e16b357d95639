/**
 * Property tests of the two readings of a CAA issue value (RFC 8659 §4.2, and Boulder's
 * parseCAARecord): whatever the text, a parse or "malformed", never an exception; whatever parses
 * re-serialises to a value that parses the same; whatever the grammar builds, parses to its parts.
 * Fixed seed and bounded runs, so a failure reproduces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIssueValueAsBoulder } from '../../../../../tools/domain-check/checks/caa/boulder-issue-value.ts';
import {
  parseIssueValue,
  serialiseIssueValue,
  type CaaValueParse,
} from '../../../../../tools/domain-check/checks/caa/issue-value.ts';

const RUNS = { seed: 8659, numRuns: 2000 } as const;
const READINGS = [
  ['RFC 8659 §4.2', parseIssueValue],
  ['Boulder parseCAARecord', parseIssueValueAsBoulder],
] as const;

/** Text close to the grammar (its separators, white space, hyphens, dots, non-ASCII, control bytes), and any text. */
const nearGrammar = fc.string({
  unit: fc.constantFrom(';', '=', ' ', '\t', '-', '.', 'a', 'Z', '0', 'é', '\u0000', '\u001b', ',', '%', '_'),
  maxLength: 40,
});
const anyText = fc.oneof(nearGrammar, fc.string({ unit: 'binary', maxLength: 60 }));

const label = fc.stringMatching(/^[A-Za-z0-9](?:-*[A-Za-z0-9]){0,8}$/);
const issuer = fc.oneof(
  fc.constant(''),
  fc.array(label, { minLength: 1, maxLength: 4 }).map((l) => l.join('.')),
);
const parameter = fc.record({
  tag: label,
  value: fc.string({
    unit: fc
      .integer({ min: 0x21, max: 0x7e })
      .filter((c) => c !== 0x3b)
      .map((c) => String.fromCharCode(c)),
    maxLength: 12,
  }),
});
const wsp = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 2 });

function expectShape(result: CaaValueParse): void {
  if (result.ok) {
    expect(typeof result.value.issuer).toBe('string');
    for (const { tag, value } of result.value.parameters)
      expect([typeof tag, typeof value]).toEqual(['string', 'string']);
  } else {
    expect(['issuer', 'empty-parameter', 'parameter-without-equals', 'tag', 'value']).toContain(result.problem.kind);
  }
}

describe.each(READINGS)('the CAA issue value parser (%s)', (_, parse) => {
  it('returns a parse or "malformed" for any text, and never throws', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expectShape(parse(text));
      }),
      RUNS,
    );
  });

  it('re-serialises every value it accepts to one that parses the same', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const first = parse(text);
        if (!first.ok) return;
        expect(parse(serialiseIssueValue(first.value))).toEqual(first);
      }),
      RUNS,
    );
  });
});

describe('the RFC 8659 §4.2 reading of values the grammar builds', () => {
  it('accepts them, white space around the separators included, and returns their parts', () => {
    fc.assert(
      fc.property(issuer, fc.array(parameter, { maxLength: 4 }), wsp, wsp, (name, parameters, before, after) => {
        const text =
          parameters.length === 0
            ? `${before}${name}${after}`
            : `${before}${name}${after};${before}${parameters.map((p) => `${p.tag}${after}=${before}${p.value}`).join(`${after};${before}`)}${after}`;
        expect(parseIssueValue(text)).toEqual({ ok: true, value: { issuer: name, parameters } });
      }),
      RUNS,
    );
  });
});
