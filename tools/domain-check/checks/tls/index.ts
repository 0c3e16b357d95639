import { defineCheckFolder } from '../check-folder.ts';
import check from './check.ts';
import { TLS_EXAMPLES } from './examples.ts';
import { TLS_FINDINGS, TLS_WORDS } from './words.ts';

/** The tls check. The certificate the domain serves. */
export default defineCheckFolder({
  check,
  runsOver: 'http',
  // After ttl: DNS comes before anything live: a certificate needs the domain to verify.
  fixedAfter: ['ttl'],
  findings: TLS_FINDINGS,
  words: TLS_WORDS,
  examples: TLS_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The tls check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    tls: typeof TLS_WORDS;
  }
}
