import type { FindingCode } from './catalog.ts';

/**
 * The site path of the code's section: `/tools/domain-check/findings/#cname-mismatch`. Apart from
 * the catalogue, so that the browser checker links each code without loading every code's words.
 */
export function findingDocsPath(code: FindingCode): string {
  return `/tools/domain-check/findings/#${code.toLowerCase().replaceAll('_', '-')}`;
}
