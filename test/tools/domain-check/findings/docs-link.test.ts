import { describe, expect, it } from 'vitest';
import { findingDocsLink } from '../../../../tools/domain-check/findings/docs-path.ts';

describe('the link from a finding to its section', () => {
  it('is a full URL a terminal can open when the docs address is known', () => {
    expect(findingDocsLink('CNAME_MISMATCH', 'https://docs.acme.example')).toBe(
      'https://docs.acme.example/tools/domain-check/findings/#cname-mismatch',
    );
  });

  it('says it is a path on the docs site when the address is not known', () => {
    expect(findingDocsLink('CNAME_MISMATCH', undefined)).toBe(
      '/tools/domain-check/findings/#cname-mismatch on the docs site',
    );
  });
});
