import { checkHostname } from '../../config/hostname.ts';
import { defineCheck } from '../../engine/check.ts';
import { wordedBy } from '../../findings/finding.ts';
import { HOSTNAME_WORDS, HOSTNAME_EXAMPLES, HOSTNAME_DOCS } from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(HOSTNAME_WORDS);

/**
 * Syntax only, by the same rules as the config (RFC 1123 §2.1, RFC 1035 §2.3.4). The CLI refuses
 * invalid names before any lookup; this guards direct engine use, such as the browser page.
 */
export const check = defineCheck({
  id: 'hostname',
  appliesTo: 'any',
  run({ domain }) {
    const result = checkHostname(domain);
    return Promise.resolve([
      result.ok
        ? findingFrom({ id: 'hostname', status: 'pass', code: 'HOSTNAME_OK', params: { domain } })
        : findingFrom({
            id: 'hostname',
            status: 'fail',
            code: 'HOSTNAME_INVALID',
            params: { domain, reason: result.message },
          }),
    ]);
  },
});

/** The hostname check. Whether the domain is a hostname DNS can hold (RFC 1123 §2.1). */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  fixedAfter: [],
  docs: HOSTNAME_DOCS,
  words: HOSTNAME_WORDS,
  examples: HOSTNAME_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The hostname check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    hostname: typeof HOSTNAME_WORDS;
  }
}
