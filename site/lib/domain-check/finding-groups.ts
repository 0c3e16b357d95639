/**
 * The findings pages: one per check, in report order, then one for the codes any check can give,
 * each at `/tools/domain-check/findings/<check>/` with a section per code. Derived from the CLI's
 * catalogue, so a new code or a new check lands on its page, in the sidebar and in the old page's
 * redirect map with no edit here.
 */
import {
  CHECK_IDS,
  FINDING_CODES,
  FINDING_DOCS,
  FINDINGS_PAGE_PATH,
  findingAnchor,
  findingsPagePath,
  type FindingsPageId,
} from '@petstore-docs/domain-check/catalogue';

type FindingCode = (typeof FINDING_CODES)[number];

export { FINDINGS_PAGE_PATH };

export interface FindingGroup {
  readonly check: FindingsPageId;
  /** The page's URL path, e.g. `/tools/domain-check/findings/cname/`. */
  readonly pagePath: string;
  /** The page's title, and its label in the sidebar. */
  readonly title: string;
  readonly label: string;
  readonly description: string;
  readonly codes: readonly FindingCode[];
}

export function findingGroups(): FindingGroup[] {
  return [...CHECK_IDS, 'any' as const].map((check) => ({
    check,
    pagePath: findingsPagePath(check),
    title: check === 'any' ? 'Findings any check gives' : `The ${check} check’s findings`,
    label: check === 'any' ? 'Any check' : check,
    description:
      check === 'any'
        ? 'The domain-check findings any check can give: a skip, a crash, a lookup’s cause, the network.'
        : `Every finding code of domain-check’s ${check} check: what it means and how to fix it.`,
    codes: FINDING_CODES.filter((code) => FINDING_DOCS[code].check === check),
  }));
}

/**
 * Where each anchor of the single findings page that came before these pages now lives: every
 * code's anchor (`cname-mismatch`) and every group's (`check-cname`), to its page and section.
 * Links printed by older versions of domain-check point there.
 */
export function oldFindingAnchors(): Record<string, string> {
  const moved: Record<string, string> = {};
  for (const group of findingGroups()) {
    moved[`check-${group.check}`] = group.pagePath;
    for (const code of group.codes) moved[findingAnchor(code)] = `${group.pagePath}#${findingAnchor(code)}`;
  }
  return moved;
}

/** A findings page's outline ("On this page"): one entry per code, as its `<h2>` reads. */
export function findingSectionHeadings(group: FindingGroup): { depth: number; slug: string; text: string }[] {
  return group.codes.map((code) => ({
    depth: 2,
    slug: findingAnchor(code),
    text: `${code}: ${FINDING_DOCS[code].title}`,
  }));
}
