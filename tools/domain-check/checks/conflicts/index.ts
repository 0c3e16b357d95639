import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { CONFLICTS_EXAMPLES } from './examples.ts';
import { CONFLICTS_FINDINGS, CONFLICTS_WORDS } from './words.ts';

/** The conflicts check. Records at the name that stand in the way of the CNAME. */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After nameservers: records are edited at the nameservers that serve the zone.
  fixedAfter: ['nameservers'],
  findings: CONFLICTS_FINDINGS,
  words: CONFLICTS_WORDS,
  examples: CONFLICTS_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The conflicts check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    conflicts: typeof CONFLICTS_WORDS;
  }
}
