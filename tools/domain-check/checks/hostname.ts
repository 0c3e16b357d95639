import { defineCheck } from '../engine/check.ts';
import { describeHostnameProblem } from '../engine/hostname-syntax.ts';
import { fail, pass } from '../engine/finding.ts';

/** Syntax only; the config module already refuses invalid names, so this guards direct engine use. */
export default defineCheck({
  id: 'hostname',
  dependencies: [],
  needs: [],
  appliesTo: 'any',
  run({ domain }) {
    const problem = describeHostnameProblem(domain);
    return Promise.resolve([
      problem
        ? fail({
            id: 'hostname',
            code: 'HOSTNAME_INVALID',
            message: `${domain} is not a valid hostname: ${problem}.`,
            fix: 'Use the bare hostname, such as docs.example.com.',
          })
        : pass({ id: 'hostname', code: 'HOSTNAME_OK', message: `${domain} is a valid hostname.` }),
    ]);
  },
});
