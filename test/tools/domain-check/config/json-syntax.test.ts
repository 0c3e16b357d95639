import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateKey, findJsonSyntaxProblem } from '../../../../tools/domain-check/config/json-syntax.ts';

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

describe('findDuplicateKey', () => {
  it.each([
    ['{"primary": "a", "primary": "b"}', ['primary'], 1, 17],
    ['{"r": [{}, {"to": 1, "t\\u006f": 2}]}', ['r', 1, 't\u006f'], 12, 21],
    ['{"a": {"b": {"c": 1, "c": 2}}}', ['a', 'b', 'c'], 13, 21],
  ])('finds the repeated key in %s', (text, path, firstOffset, offset) => {
    expect(findDuplicateKey(text)).toEqual({ path, firstOffset, offset });
  });

  it('allows the same key in different objects, and says nothing about invalid JSON', () => {
    expect(findDuplicateKey('[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]')).toBeUndefined();
    expect(findDuplicateKey('{"a": 1, "a": 2')).toBeUndefined();
  });

  it('finds a duplicate exactly when JSON.parse would drop a value', () => {
    const keys = fc.constantFrom('a', 'b', 'c');
    const objects = fc.array(fc.tuple(keys, fc.integer()), { maxLength: 5 });
    fc.assert(
      fc.property(objects, (entries) => {
        const text = `{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${value}`).join(', ')}}`;
        const distinct = new Set(entries.map(([key]) => key)).size;
        expect(findDuplicateKey(text) !== undefined).toBe(distinct < entries.length);
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });
});
