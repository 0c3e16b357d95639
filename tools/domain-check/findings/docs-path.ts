import type { FindingCode } from './catalog.ts';

/** The site page that documents every finding code. */
export const FINDINGS_PAGE_PATH = '/tools/domain-check/findings/';

/**
 * The site path of the code's section: `/tools/domain-check/findings/#cname-mismatch`. Apart from
 * the catalogue, so that the browser checker links each code without loading every code's words.
 */
export function findingDocsPath(code: FindingCode): string {
  return `${FINDINGS_PAGE_PATH}#${code.toLowerCase().replaceAll('_', '-')}`;
}

/**
 * Where a reader of a terminal opens the code's section: the full URL on the published docs site when
 * its address is known (the platform profile's `docsSiteUrl`), else the path, saying it is one.
 */
export function findingDocsLink(code: FindingCode, docsSiteUrl: string | undefined): string {
  const path = findingDocsPath(code);
  return docsSiteUrl ? new URL(path, docsSiteUrl).href : `${path} on the docs site`;
}
