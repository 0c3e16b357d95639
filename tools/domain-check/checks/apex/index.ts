import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { APEX_EXAMPLES } from './examples.ts';
import { APEX_FINDINGS, APEX_WORDS } from './words.ts';

/** The apex check. An apex domain's addresses, as the platform's ALIAS/ANAME or A records give them. */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After conflicts: the apex's stray addresses are among the conflicting records.
  fixedAfter: ['conflicts'],
  findings: APEX_FINDINGS,
  words: APEX_WORDS,
  examples: APEX_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The apex check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    apex: typeof APEX_WORDS;
  }
}
