import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { NAMESERVERS_EXAMPLES } from './examples.ts';
import { NAMESERVERS_FINDINGS, NAMESERVERS_WORDS } from './words.ts';

/** The nameservers check. The zone's nameservers, one by one: do they answer, agree, and match the registry's delegation. */
export default defineCheckFolder({
  check,
  runsOver: 'authoritative',
  // After dnssec: a zone that fails validation answers nothing its nameservers' answers could be compared with.
  fixedAfter: ['dnssec'],
  findings: NAMESERVERS_FINDINGS,
  words: NAMESERVERS_WORDS,
  examples: NAMESERVERS_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The nameservers check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    nameservers: typeof NAMESERVERS_WORDS;
  }
}
