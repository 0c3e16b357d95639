/**
 * The one formatter: a finding's words and params in, its message and fix out. Each check's words
 * sit in its folder (checks/<id>/words.ts); a check binds its own (engine's `wordedBy`), so a bundle
 * holds the words of the checks it runs and no others. Every code has words here: the compiler
 * refuses a finding whose params do not fit its code's words.
 */
import type { ANY_CHECK_WORDS } from './words/any-check.ts';
import type { LIVE_WORDS } from './words/live.ts';
import type { NETWORK_WORDS } from './words/network.ts';
import type { LOOKUP_CAUSE_WORDS } from './catalog/lookup-cause.ts';
import type { FindingWords } from './finding-words.ts';
import type { EveryCheckWords } from './check-words.ts';

/**
 * The words of every code, as types only: every check's (its folder's check.ts adds them) and those
 * of the findings any check can give. A bundle loads the words its checks bind, and the checks' list
 * (checks/index.ts) joins the values for the pages that document every code.
 */
export type AllWords = EveryCheckWords &
  typeof LIVE_WORDS &
  typeof NETWORK_WORDS &
  typeof LOOKUP_CAUSE_WORDS &
  typeof ANY_CHECK_WORDS;

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
