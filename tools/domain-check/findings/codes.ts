/**
 * The finding codes domain-check can emit: one set, `FindingCode`, the codes that have words (each
 * check's, in checks/<id>/words.ts, and the shared ones, in words/). A finding's code is typed
 * FindingCode, so no check can emit a code without words, and the types of each check's folder and
 * of the shared docs refuse a code without its section on the findings page.
 */
import type { AllWords } from './format.ts';

export type { FindingDocs } from './finding-docs.ts';
export type { CheckId } from './check-registry.ts';

export type FindingCode = keyof AllWords;
