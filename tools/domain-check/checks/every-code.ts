/**
 * Every finding code, derived from the list of checks (index.ts) and the shared codes: each code's
 * section on the findings page, its words, and an example of its params, for the pages that document
 * the tool (the catalogue). Checks never import this (each binds its own words), so a check's bundle
 * holds only the words it needs.
 */
import type { AllWords, FindingCode } from '../findings/codes.ts';
import type { FindingDocs } from '../findings/finding-docs.ts';
import type { FindingWords } from '../findings/finding-words.ts';
import { exampleFacts } from '../findings/example-facts.ts';
import { formatFinding, type FindingParams, type FindingText } from '../findings/format.ts';
import { SHARED_EXAMPLES } from '../findings/shared-examples.ts';
import { SHARED_DOCS, SHARED_WORDS } from '../findings/words/index.ts';
import type { PlatformProfile } from '../platform/profile.ts';
import { CHECK_FOLDERS } from './index.ts';

/** Every code's title and explanation on the findings page: each check's, in report order, then the shared ones. */
export const FINDING_DOCS: Readonly<Record<FindingCode, FindingDocs>> = Object.assign(
  {},
  ...CHECK_FOLDERS.map((folder) => folder.docs),
  SHARED_DOCS,
) as Readonly<Record<FindingCode, FindingDocs>>;

export const FINDING_CODES = Object.keys(FINDING_DOCS) as FindingCode[];

/** Every code's words: every check's and the shared ones. */
const FINDING_WORDS = Object.assign({}, ...CHECK_FOLDERS.map((folder) => folder.words), SHARED_WORDS) as AllWords;

/** A code's message and fix for these params, through the one formatter. */
export function formatExample<Code extends FindingCode>(code: Code, params: FindingParams<Code>): FindingText {
  return formatFinding(FINDING_WORDS[code] as FindingWords<FindingParams<Code>>, params);
}

/** An example of each finding code's params; the compiler holds each folder to an example of each of its codes. */
export type FindingExamples = { readonly [Code in FindingCode]: FindingParams<Code> };

/** Every code's example, for the platform host that the site's settings give. */
export function findingExamples(platform: PlatformProfile): FindingExamples {
  const facts = exampleFacts(platform);
  return Object.assign(
    {},
    ...CHECK_FOLDERS.map((folder) => folder.examples(facts)),
    SHARED_EXAMPLES(facts),
  ) as FindingExamples;
}
