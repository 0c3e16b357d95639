/**
 * What a finding says, as functions of its params: the check gives the facts (a code and its
 * params), and these make the sentence, so the human report, the JSON output and the browser view
 * read the same words from one place.
 */
export interface FindingWords<Params> {
  readonly message: (params: Params) => string;
  /** Absent when nothing needs doing. */
  readonly fix?: (params: Params) => string;
}

/** The words of some codes (a check's words.ts, or a file of words/), each with its own params type. */
export type WordsOf<Code extends string> = Partial<Record<Code, FindingWords<never>>>;
