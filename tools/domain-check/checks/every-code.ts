/**
 * Every finding code with its words, derived from the list of checks (index.ts) and the findings no
 * one check owns: the findings page's entries, the words of every code, and an example of each, for
 * the pages that document the tool. Checks never import this (each binds its own words), so a check's
 * bundle holds only the words it needs.
 */
import { type FindingCode, SHARED_FINDINGS } from '../findings/codes.ts';
import { ANY_CHECK_WORDS } from '../findings/words/any-check.ts';
import type { CatalogEntry } from '../findings/finding-docs.ts';
import { LIVE_WORDS } from '../findings/words/live.ts';
import { LOOKUP_CAUSE_WORDS } from '../findings/catalog/lookup-cause.ts';
import { NETWORK_WORDS } from '../findings/words/network.ts';
import { REMOVAL_WORDS } from '../findings/words/removal.ts';
import type { FindingWords } from '../findings/finding-words.ts';
import { exampleFacts } from '../findings/example-facts.ts';
import { formatFinding, type AllWords, type FindingText } from '../findings/format.ts';
import { SHARED_EXAMPLES } from '../findings/shared-examples.ts';
import { CHECK_FOLDERS } from './index.ts';

/** Every code's entry on the findings page: each check's, in report order, then the shared ones. */
export const FINDINGS_CATALOG: Readonly<Record<FindingCode, CatalogEntry>> = Object.assign(
  {},
  ...CHECK_FOLDERS.map((folder) => folder.findings),
  SHARED_FINDINGS,
) as Readonly<Record<FindingCode, CatalogEntry>>;

export const FINDING_CODES = Object.keys(FINDINGS_CATALOG) as FindingCode[];

/** Every code's words: every check's, the shared ones and the steps of `remove-plan`. */
const FINDING_WORDS = Object.assign(
  {},
  ...CHECK_FOLDERS.map((folder) => folder.words),
  LIVE_WORDS,
  NETWORK_WORDS,
  LOOKUP_CAUSE_WORDS,
  ANY_CHECK_WORDS,
  REMOVAL_WORDS,
) as AllWords & typeof REMOVAL_WORDS;

/** A code that has words: every finding code, remove-plan's steps included. */
export type DocumentedCode = keyof typeof FINDING_WORDS;

/** The params a code's words are made from. */
export type ExampleParams<Code extends DocumentedCode> = Parameters<(typeof FINDING_WORDS)[Code]['message']>[0];

/** A code's message and fix for these params, through the one formatter. */
export function formatExample<Code extends DocumentedCode>(code: Code, params: ExampleParams<Code>): FindingText {
  return formatFinding(FINDING_WORDS[code] as FindingWords<ExampleParams<Code>>, params);
}

/** An example of each finding code's params; the compiler holds each folder to an example of each of its codes. */
export type FindingExamples = { readonly [Code in FindingCode]: ExampleParams<Code> };

/** Every code's example, for the platform host that the site's settings give. */
export function findingExamples(platformHost: string): FindingExamples {
  const facts = exampleFacts(platformHost);
  return Object.assign(
    {},
    ...CHECK_FOLDERS.map((folder) => folder.examples(facts)),
    SHARED_EXAMPLES(facts),
  ) as FindingExamples;
}
