import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { ZONE_EXAMPLES } from './examples.ts';
import { ZONE_FINDINGS, ZONE_WORDS } from './words.ts';

/** The zone check. Where the zone cut falls: an apex, a subdomain, or a zone of its own. */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After hostname: the zone cut is found from the name.
  fixedAfter: ['hostname'],
  findings: ZONE_FINDINGS,
  words: ZONE_WORDS,
  examples: ZONE_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The zone check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    zone: typeof ZONE_WORDS;
  }
}
