import { isFailed } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import { evidenceOf, lookupError, pass, type Finding } from '../engine/finding.ts';

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
        // Why validation failed is worked out only when it did: the browser checker downloads it then.
        const { explainServfail } = await import('./dnssec/servfail-cause.ts');
        findings.push(await explainServfail(context, answer, where));
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
