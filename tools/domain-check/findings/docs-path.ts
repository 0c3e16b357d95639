import type { FindingCode, SHARED_FINDINGS } from './catalog.ts';
import type { CheckId } from './check-registry.ts';

/** The site page that indexes every finding code; each check's codes sit on a page below it. */
export const FINDINGS_PAGE_PATH = '/tools/domain-check/findings/';

/** A findings page: one per check, and one for the findings any check can give. */
export type FindingsPageId = CheckId | 'any';

/** The URL path of a findings page: `/tools/domain-check/findings/cname/`, `…/findings/any-check/`. */
export function findingsPagePath(page: FindingsPageId): string {
  return `${FINDINGS_PAGE_PATH}${page === 'any' ? 'any-check' : page}/`;
}

/** A code's anchor on its page: `CNAME_MISMATCH` → `cname-mismatch`. */
export function findingAnchor(code: FindingCode): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/**
 * The page of each code that no one check owns, by name only, so that a page can link a finding
 * without loading its words. The compiler holds this to the shared words (a code missing here, or one
 * too many, does not compile), and a unit test holds each page to the code's catalogue entry.
 */
const SHARED_CODE_PAGES: { readonly [Code in keyof typeof SHARED_FINDINGS]: FindingsPageId } = {
  REMOVE_SAFE: 'redirect',
  REMOVE_PRIMARY_REFUSED: 'redirect',
  REMOVE_REDIRECT_CONFIGURED: 'redirect',
  REMOVE_REDIRECT_NOT_CONFIGURED: 'redirect',
  REMOVE_REDIRECT_LIVE: 'redirect',
  REMOVE_REDIRECT_NOT_LIVE: 'redirect',
  REMOVE_REDIRECT_UNKNOWN: 'redirect',
  DELEGATION_MISSING_GLUE: 'any',
  DELEGATION_LAME: 'any',
  NAMESERVER_DROPS_EDNS: 'any',
  NAMESERVER_NO_TCP: 'any',
  DNSSEC_DENIAL_MISSING: 'any',
  APEX_CNAME_HIDES_ZONE: 'any',
  DNSSEC_RRSET_BOGUS: 'any',
  LIVE_NO_ADDRESS: 'any',
  LIVE_LOOKUP_FAILED: 'any',
  LIVE_TIMEOUT: 'any',
  LIVE_UNREACHABLE: 'any',
  RESOLVER_UNREACHABLE: 'any',
  RESOLVER_NOT_RESOLVING: 'any',
  CHECK_SKIPPED: 'any',
  CHECK_CRASHED: 'any',
};

/** The page that documents a code: its check's, unless the code is one no one check owns. */
export function findingsPageOf(code: FindingCode, check: FindingsPageId): FindingsPageId {
  return (SHARED_CODE_PAGES as Partial<Record<FindingCode, FindingsPageId>>)[code] ?? check;
}

/**
 * The site path of the code's section: `/tools/domain-check/findings/cname/#cname-mismatch`.
 * `check` is the check that reported it (a finding's `id`). Apart from the catalogue, so that the
 * browser checker links each code without loading every code's words.
 */
export function findingDocsPath(code: FindingCode, check: FindingsPageId): string {
  return `${findingsPagePath(findingsPageOf(code, check))}#${findingAnchor(code)}`;
}

/**
 * Where a reader outside the site opens the code's section: the full URL on the published docs
 * site when its address is known (the platform profile's `docsSiteUrl`, from `PETSTORE_SITE_URL`
 * when the package was built), else the path, saying which setting would have made it a link.
 */
export function findingDocsLink(code: FindingCode, check: FindingsPageId, docsSiteUrl: string | undefined): string {
  return docsLink(findingDocsPath(code, check), docsSiteUrl);
}

/** A path of the docs site as a reader outside it can follow it; see findingDocsLink. */
export function docsLink(path: string, docsSiteUrl: string | undefined): string {
  return docsSiteUrl
    ? new URL(path, docsSiteUrl).href
    : `${path} on the docs site (address not set: PETSTORE_SITE_URL)`;
}

/** For data (`--json`): the full URL when the docs' address is known, else the bare site path. */
export function docsUrlOrPath(path: string, docsSiteUrl: string | undefined): string {
  return docsSiteUrl ? new URL(path, docsSiteUrl).href : path;
}
