import { checkHostname } from '../config/hostname.ts';
import { defineCheck } from '../engine/check.ts';
import { fail, pass } from '../engine/finding.ts';

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
        ? pass({ id: 'hostname', code: 'HOSTNAME_OK', message: `${domain} is a valid hostname.` })
        : fail({
            id: 'hostname',
            code: 'HOSTNAME_INVALID',
            message: `${domain} is not a valid hostname: ${result.message}`,
            fix: 'Use the bare hostname, such as docs.example.com.',
          }),
    ]);
  },
});
