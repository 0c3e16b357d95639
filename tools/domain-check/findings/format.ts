/**
 * The one formatter: a finding's words and params in, its message and fix out. Each check's words
 * sit in its catalogue file (catalog/<check>.ts); a check binds its own (engine's `wordedBy`), so a
 * bundle holds the words of the checks it runs and no others (the types below are read from
 * words-by-code.ts, whose values only the documentation entry loads). Every code has words here: the
 * compiler refuses a finding whose params do not fit its code's words.
 */
import type { FindingWords } from './catalog/words.ts';
import type { CHECK_WORDS } from './words-by-code.ts';

type AllWords = typeof CHECK_WORDS;

/** The codes whose words are made from params. */
export type WordedCode = keyof AllWords;

/** The params a code's words need: the facts the check found, and nothing already said elsewhere. */
export type FindingParams<Code extends WordedCode> = Parameters<AllWords[Code]['message']>[0];

/** The params of any worded code. */
export type AnyFindingParams = FindingParams<WordedCode>;

export interface FindingText {
  readonly message: string;
  readonly fix: string | null;
}

export function formatFinding<Params>(words: FindingWords<Params>, params: Params): FindingText {
  return { message: words.message(params), fix: words.fix?.(params) ?? null };
}
