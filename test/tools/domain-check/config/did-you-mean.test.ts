import { describe, expect, it } from 'vitest';
import { editDistance, suggestKey } from '../../../../tools/domain-check/config/did-you-mean.ts';

describe('suggestKey', () => {
  const rootKeys = ['$schema', 'primary', 'redirects', 'platformHost', 'caIssuers'];

  it.each([
    ['redirect', 'redirects'],
    ['Primary', 'primary'],
    ['primay', 'primary'],
    ['platform', 'platformHost'],
    ['platform_host', 'platformHost'],
    ['caIssuer', 'caIssuers'],
    ['schema', '$schema'],
  ])('suggests %j for %j', (typed, expected) => {
    expect(suggestKey(typed, rootKeys)).toBe(expected);
  });

  it('suggests "status" for the transposed "stauts"', () => {
    expect(suggestKey('stauts', ['from', 'to', 'status'])).toBe('status');
  });

  it('suggests nothing when no key is close', () => {
    expect(suggestKey('colour', rootKeys)).toBeUndefined();
    expect(suggestKey('x', ['from', 'to', 'status'])).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('stauts', 'status')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
