import { joinParts } from '../../findings/join-parts.ts';
import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { CAA_EXAMPLES } from './examples.ts';
import { CAA_HOST_FAILURE_WORDS } from './host-failure-words.ts';
import { CAA_VERDICT_WORDS } from './verdict-words.ts';
import { CAA_FINDINGS, CAA_WORDS } from './words.ts';

/** The caa check. Whether CAA lets the certificate authority issue for the domain, as it reads CAA. */
export default defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After cname: CAA is read along the CNAME chain (RFC 8659 §3).
  // After apex: and at the apex's own name.
  fixedAfter: ['cname', 'apex'],
  findings: CAA_FINDINGS,
  words: joinParts(CAA_WORDS, CAA_VERDICT_WORDS, CAA_HOST_FAILURE_WORDS),
  examples: CAA_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The caa check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    caa: typeof CAA_WORDS & typeof CAA_VERDICT_WORDS & typeof CAA_HOST_FAILURE_WORDS;
  }
}
