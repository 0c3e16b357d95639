import { isFailed } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import { evidenceOf, lookupError, pass, type Finding } from '../engine/finding.ts';

/**
 * Why validation failed is worked out only when it did: the browser checker downloads it then. A
 * module-level loader, because tsc 6 does not rewrite the `.ts` of an import() written inside the
 * check's object literal.
 */
const loadServfailCause = () => import('./dnssec/servfail-cause.ts');

export default defineCheck({
  id: 'dnssec',
  dependencies: ['hostname'],
  needs: ['resolvers'],
  appliesTo: 'any',
  async run(context) {
    const { domain, input } = context;
    const findings: Finding[] = [];
    const answers = await context.askResolvers(domain, 'A', { followCnames: false });
    let validated = false;
    for (const answer of answers) {
      const where = formatServer(answer.server);
      if (answer.status === 'servfail') {
        const servfail = await loadServfailCause();
        findings.push(await servfail.explainServfail(context, answer, where));
      } else if (isFailed(answer)) {
        findings.push(
          lookupError({
            id: 'dnssec',
            code: 'DNSSEC_LOOKUP_FAILED',
            message: `Could not ask resolver ${where} about ${domain}: ${answer.detail}.`,
            fix: 'Run this again.',
            evidence: evidenceOf(answer),
          }),
        );
      } else if (answer.authenticData) {
        validated = true;
      }
    }
    if (findings.length > 0) return findings;
    return [
      pass({
        id: 'dnssec',
        code: 'DNSSEC_OK',
        message: validated
          ? `${domain} validates (the resolver set AD).`
          : `Resolvers answer for ${domain} without a validation failure (${input.resolvers.map(formatServer).join(', ')}).`,
      }),
    ];
  },
});
