/**
 * The finding codes domain-check can emit: one set, `FindingCode`, the codes that have words (each
 * check's, in checks/<id>/words.ts, and the shared ones, in words/). A finding's code is typed
 * FindingCode, so no check can emit a code without words, and the types of each check's folder and
 * of the shared docs refuse a code without its section on the findings page.
 */
import type { CheckWords } from './check-words.ts';
import type { SHARED_WORDS } from './words/index.ts';

export type { FindingDocs } from './finding-docs.ts';
export type { CheckId } from './check-registry.ts';

/** One type of the parts: every key of each, with its own value type. */
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Joined) => void
  ? Joined
  : never;

/**
 * The words of every code, as types only: every check's (its folder's check.ts adds them) and the
 * shared ones. A bundle loads the words its checks bind; the list of every code (checks/every-code.ts)
 * joins the values for the pages that document every code.
 */
export type AllWords = Intersection<CheckWords[keyof CheckWords]> & typeof SHARED_WORDS;

export type FindingCode = keyof AllWords;
