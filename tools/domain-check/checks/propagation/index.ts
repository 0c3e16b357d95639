import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { PROPAGATION_EXAMPLES } from './examples.ts';
import { PROPAGATION_FINDINGS, PROPAGATION_WORDS } from './words.ts';

/** The propagation check. Whether resolvers already see what the nameservers serve. */
export default defineCheckFolder({
  check,
  runsOver: 'authoritative',
  // After caa: waiting comes after every edit.
  fixedAfter: ['caa'],
  findings: PROPAGATION_FINDINGS,
  words: PROPAGATION_WORDS,
  examples: PROPAGATION_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The propagation check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    propagation: typeof PROPAGATION_WORDS;
  }
}
