import { checkHostname } from '../../config/hostname.ts';
import { defineCheck } from '../../engine/check.ts';
import { wordedBy } from '../../engine/finding.ts';
import { HOSTNAME_WORDS } from './words.ts';

const findingFrom = wordedBy(HOSTNAME_WORDS);

/**
 * Syntax only, by the same rules as the config (RFC 1123 §2.1, RFC 1035 §2.3.4). The CLI refuses
 * invalid names before any lookup; this guards direct engine use, such as the browser page.
 */
export default defineCheck({
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
