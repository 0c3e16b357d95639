import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { CNAME_EXAMPLES } from './examples.ts';
import { CNAME_FINDINGS, CNAME_WORDS } from './words.ts';

/** The cname check. A subdomain's CNAME at the platform host. */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After conflicts: conflicting records must go before the CNAME can be created (RFC 1034 §3.6.2).
  fixedAfter: ['conflicts'],
  findings: CNAME_FINDINGS,
  words: CNAME_WORDS,
  examples: CNAME_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The cname check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    cname: typeof CNAME_WORDS;
  }
}
