import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { TTL_EXAMPLES } from './examples.ts';
import { TTL_FINDINGS, TTL_WORDS } from './words.ts';

/** The ttl check. The record's TTL against the procedure's (informational). */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After propagation: informational: nothing waits on it.
  fixedAfter: ['propagation'],
  findings: TTL_FINDINGS,
  words: TTL_WORDS,
  examples: TTL_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The ttl check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    ttl: typeof TTL_WORDS;
  }
}
