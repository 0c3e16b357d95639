import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { HOSTNAME_EXAMPLES } from './examples.ts';
import { HOSTNAME_FINDINGS, HOSTNAME_WORDS } from './words.ts';

/** The hostname check. Whether the domain is a hostname DNS can hold (RFC 1123 §2.1). */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  fixedAfter: [],
  findings: HOSTNAME_FINDINGS,
  words: HOSTNAME_WORDS,
  examples: HOSTNAME_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The hostname check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    hostname: typeof HOSTNAME_WORDS;
  }
}
