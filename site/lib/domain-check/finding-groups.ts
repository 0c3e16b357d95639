/**
 * The findings page's sections: one per check, in report order, then the codes any check can give.
 * FindingsCatalog.astro renders them and the route middleware lists their headings in "On this
 * page" (Starlight collects headings from Markdown only, not from a component's HTML).
 */
import { CHECK_IDS, FINDING_CODES, FINDINGS_CATALOG, findingDocsPath } from '@petstore-docs/domain-check/catalogue';

type FindingCode = (typeof FINDING_CODES)[number];

export interface FindingGroup {
  readonly check: (typeof CHECK_IDS)[number] | 'any';
  /** The section's heading id, and its text as "On this page" shows it. */
  readonly id: string;
  readonly text: string;
  readonly codes: readonly FindingCode[];
}

export function findingGroups(): FindingGroup[] {
  return [...CHECK_IDS, 'any' as const].map((check) => ({
    check,
    id: `check-${check}`,
    text: check === 'any' ? 'Any check' : check,
    codes: FINDING_CODES.filter((code) => FINDINGS_CATALOG[code].check === check),
  }));
}

/** The page every finding code's documentation link points into. */
export const FINDINGS_PAGE_PATH = findingDocsPath('HOSTNAME_OK').split('#')[0] ?? '';
