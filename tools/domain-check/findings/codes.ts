/**
 * The finding codes domain-check can emit. Checks decide *what* is wrong (code, status, evidence);
 * each check's folder holds its codes' words for the findings page and for the report
 * (checks/<id>/words.ts), and the checks' list joins them (checks/index.ts). Here are the codes as a
 * type, for every layer, and the words of the findings that no one check owns. A finding's code is
 * typed FindingCode, so no check can emit a code without words.
 */
import { ANY_CHECK_FINDINGS } from './words/any-check.ts';
import { LOOKUP_CAUSE_FINDINGS } from './catalog/lookup-cause.ts';
import { REMOVAL_FINDINGS } from './words/removal.ts';
import type { EveryCheckWords } from './check-words.ts';
import { joinParts } from './join-parts.ts';

export type { CatalogEntry } from './finding-docs.ts';
export type { CheckId } from './check-registry.ts';

/** The findings any check can give (a skip, a crash, a lookup's cause, the network) and remove-plan's steps. */
export const SHARED_FINDINGS = /* @__PURE__ */ joinParts(REMOVAL_FINDINGS, LOOKUP_CAUSE_FINDINGS, ANY_CHECK_FINDINGS);

export type FindingCode = keyof EveryCheckWords | keyof typeof SHARED_FINDINGS;
