import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { PRIMARY_EXAMPLES } from './examples.ts';
import { PRIMARY_FINDINGS, PRIMARY_WORDS } from './words.ts';

/** The primary check. Whether the primary domain serves the site. */
export default defineCheckFolder({
  check,
  runsOver: 'http',
  // After tls: the primary is served over HTTPS.
  fixedAfter: ['tls'],
  findings: PRIMARY_FINDINGS,
  words: PRIMARY_WORDS,
  examples: PRIMARY_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The primary check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    primary: typeof PRIMARY_WORDS;
  }
}
