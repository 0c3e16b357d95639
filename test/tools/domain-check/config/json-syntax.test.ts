import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxProblem } from '../../../../tools/domain-check/config/json-syntax.ts';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('findJsonSyntaxProblem', () => {
  it.each([
    ['{"a": 1,}', 8, 'property name'],
    ['[1, 2,]', 6, 'expected a value'],
    ['{"a" 1}', 5, "':'"],
    ['{"a": 1 "b": 2}', 8, "',' or '}'"],
    ['[1 2]', 3, "',' or ']'"],
    ['{"a": "b', 8, 'closing "'],
    ['{"a": "\\x"}', 7, 'escape'],
    ['{"a": "line\nbreak"}', 11, 'line break'],
    ['{} {}', 3, 'end of the text'],
    ['01', 1, 'end of the text'],
    ['tru', 0, 'expected a value'],
  ])('places the error in %j at offset %i', (text, offset, words) => {
    const problem = findJsonSyntaxProblem(text);
    expect(problem?.offset).toBe(offset);
    expect(problem?.expected).toContain(words);
  });

  it('handles nesting far deeper than the call stack allows', () => {
    expect(findJsonSyntaxProblem('['.repeat(200_000) + ']'.repeat(200_000))).toBeUndefined();
    expect(findJsonSyntaxProblem('['.repeat(200_000))?.offset).toBe(200_000);
  });

  it('agrees with JSON.parse on what is valid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.json().map((json) => json.slice(0, -1)),
        ),
        (text) => {
          expect(findJsonSyntaxProblem(text) === undefined).toBe(isJson(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
