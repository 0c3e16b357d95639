import { describe, expect, it } from 'vitest';
import { FINDING_CODES, FINDING_DOCS } from '../../../../tools/domain-check/catalogue.ts';
import { findingDocsLink, findingsPageOf } from '../../../../tools/domain-check/findings/docs-path.ts';

describe('the link from a finding to its section', () => {
  it('is a full URL a terminal can open when the docs address is known', () => {
    expect(findingDocsLink('CNAME_MISMATCH', 'cname', 'https://docs.acme.example')).toBe(
      'https://docs.acme.example/tools/domain-check/findings/cname/#cname-mismatch',
    );
  });

  it('names the setting that would make it a link when the address is not known', () => {
    expect(findingDocsLink('CNAME_MISMATCH', 'cname', undefined)).toBe(
      '/tools/domain-check/findings/cname/#cname-mismatch on the docs site (address not set: PETSTORE_SITE_URL)',
    );
  });

  it('leads a code that any check can give to the shared page, whichever check reported it', () => {
    expect(findingDocsLink('CHECK_SKIPPED', 'caa', 'https://docs.acme.example')).toBe(
      'https://docs.acme.example/tools/domain-check/findings/any-check/#check-skipped',
    );
  });

  it("puts every code on the page of its docs' group", () => {
    for (const code of FINDING_CODES) {
      const { check } = FINDING_DOCS[code];
      // A check's own codes are reported by that check; the shared ones by any.
      expect(findingsPageOf(code, check === 'any' ? 'zone' : check), code).toBe(check);
    }
  });
});
