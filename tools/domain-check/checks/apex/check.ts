import { defineCheck } from '../../engine/check.ts';
import { defineCheckFolder } from '../check-folder.ts';
import { APEX_EXAMPLES, APEX_DOCS, APEX_WORDS } from './words.ts';

/**
 * The apex check's code loads only for an apex domain: most checked names are subdomains, and the
 * browser checker then never downloads it. A module-level loader, because tsc 6 does not rewrite
 * the `.ts` of an import() written inside the check's object literal.
 */
const loadApex = () => import('./run-apex.ts');

export const check = defineCheck({
  id: 'apex',
  appliesTo: 'apex',
  async run(context) {
    return (await loadApex()).runApex(context);
  },
});

/** The apex check. An apex domain's addresses, as the platform's ALIAS/ANAME or A records give them. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After conflicts: the apex's stray addresses are among the conflicting records.
  fixedAfter: ['conflicts'],
  docs: APEX_DOCS,
  words: APEX_WORDS,
  examples: APEX_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The apex check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    apex: typeof APEX_WORDS;
  }
}
