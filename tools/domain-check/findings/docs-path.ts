import type { FindingCode } from './codes.ts';
import type { REMOVAL_DOCS } from './words/removal.ts';
import type { SharedCode } from './words/index.ts';
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

/** The codes any check can give: the shared codes, but for remove-plan's steps (the redirect check's page). */
type AnyCheckCode = Exclude<SharedCode, keyof typeof REMOVAL_DOCS>;

/**
 * The codes documented on the page of findings any check can give, by name only, so that a page
 * can link a finding without loading its words. The compiler holds this to the shared words (a code
 * missing here, or one too many, does not compile), and a unit test to each code's docs.
 */
const ANY_CHECK_CODES: Readonly<Record<AnyCheckCode, 1>> = {
  DELEGATION_MISSING_GLUE: 1,
  DELEGATION_LAME: 1,
  NAMESERVER_DROPS_EDNS: 1,
  NAMESERVER_NO_TCP: 1,
  DNSSEC_DENIAL_MISSING: 1,
  APEX_CNAME_HIDES_ZONE: 1,
  DNSSEC_RRSET_BOGUS: 1,
  LIVE_NO_ADDRESS: 1,
  LIVE_LOOKUP_FAILED: 1,
  LIVE_TIMEOUT: 1,
  LIVE_UNREACHABLE: 1,
  RESOLVER_UNREACHABLE: 1,
  RESOLVER_NOT_RESOLVING: 1,
  RESOLVER_LIES: 1,
  CHECK_SKIPPED: 1,
  CHECK_CRASHED: 1,
};

/** The page that documents a code: the page of findings any check gives, else the check's that gave it. */
export function findingsPageOf(code: FindingCode, check: FindingsPageId): FindingsPageId {
  return Object.hasOwn(ANY_CHECK_CODES, code) ? 'any' : check;
}

/**
 * The site path of the code's section: `/tools/domain-check/findings/cname/#cname-mismatch`.
 * `check` is the check that reported it (a finding's `id`; remove-plan's steps are the redirect check's). Apart from the catalogue, so that the
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
