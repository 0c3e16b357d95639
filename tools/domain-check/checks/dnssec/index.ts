import { joinParts } from '../../findings/join-parts.ts';
import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { DNSSEC_EXAMPLES } from './examples.ts';
import { DNSSEC_SERVFAIL_WORDS } from './servfail-words.ts';
import { DNSSEC_FINDINGS, DNSSEC_WORDS } from './words.ts';

/** The dnssec check. Whether the domain's answers validate, and why not. */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After zone: a zone whose signatures fail validation answers nothing (RFC 4035 §5.5).
  fixedAfter: ['zone'],
  findings: DNSSEC_FINDINGS,
  words: joinParts(DNSSEC_WORDS, DNSSEC_SERVFAIL_WORDS),
  examples: DNSSEC_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The dnssec check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    dnssec: typeof DNSSEC_WORDS & typeof DNSSEC_SERVFAIL_WORDS;
  }
}
