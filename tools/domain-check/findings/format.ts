/**
 * The one formatter: a code's words and params in, its message and fix out. Each code is worded once,
 * as functions of its params (checks/<id>/words.ts, or words/ for the shared codes); a check binds its
 * own (`wordedBy`, in finding.ts), so a bundle holds the words of the checks it runs and no others, and
 * the findings page renders the same words on each code's example params. The compiler refuses a
 * finding whose params do not fit its code's words.
 */
import type { AllWords, FindingCode } from './codes.ts';
import type { FindingWords } from './finding-words.ts';

/** The params a code's words need: the facts the check found, and nothing already said elsewhere. */
export type FindingParams<Code extends FindingCode> = Parameters<AllWords[Code]['message']>[0];

/** The params of any code. */
export type AnyFindingParams = FindingParams<FindingCode>;

export interface FindingText {
  readonly message: string;
  readonly fix: string | null;
}

export function formatFinding<Params>(words: FindingWords<Params>, params: Params): FindingText {
  return { message: words.message(params), fix: words.fix?.(params) ?? null };
}
