import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { REDIRECT_EXAMPLES } from './examples.ts';
import { REDIRECT_FINDINGS, REDIRECT_WORDS } from './words.ts';

/** The redirect check. Whether each redirect source answers with one 301 to the primary. */
export default defineCheckFolder({
  check,
  runsOver: 'http',
  // After primary: a redirect needs the certificate and the primary it points at.
  fixedAfter: ['primary'],
  findings: REDIRECT_FINDINGS,
  words: REDIRECT_WORDS,
  examples: REDIRECT_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The redirect check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    redirect: typeof REDIRECT_WORDS;
  }
}
