import { isFailed } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import { evidenceOf, fail, lookupError, pass, type Finding } from '../engine/finding.ts';

/**
 * A validating resolver answers SERVFAIL when the DNSSEC chain is broken. Asking again with CD=1
 * (RFC 4035 §3.2.2) turns validation off: if that answers, validation was the cause.
 */
export default defineCheck({
  id: 'dnssec',
  dependencies: ['hostname'],
  needs: ['resolvers'],
  appliesTo: 'any',
  async run(context) {
    const { domain, input, dns } = context;
    const findings: Finding[] = [];
    const answers = await context.askResolvers(domain, 'A', { followCnames: false });
    let validated = false;
    for (const answer of answers) {
      const where = formatServer(answer.server);
      if (answer.status === 'servfail') {
        const unchecked = await dns.lookup({
          server: answer.server,
          name: domain,
          type: 'A',
          checkingDisabled: true,
          followCnames: false,
        });
        if (!isFailed(unchecked)) {
          findings.push(
            fail({
              id: 'dnssec',
              code: 'DNSSEC_BROKEN',
              message: `Resolver ${where} answers SERVFAIL for ${domain}, but answers with checking disabled (CD=1): the DNSSEC chain is broken, often by a stale DS record at the registrar.`,
              fix: 'Remove the DS record at your registrar, or replace it with the DS your current DNS host gives, then run this again.',
              evidence: [...evidenceOf(answer), ...evidenceOf(unchecked)],
            }),
          );
        } else {
          findings.push(
            lookupError({
              id: 'dnssec',
              code: 'DNSSEC_SERVFAIL',
              message: `Resolver ${where} answers SERVFAIL for ${domain} even with checking disabled (CD=1), so it is not a DNSSEC failure: the zone's nameservers may not be serving it.`,
              fix: 'See the nameservers check; run this again.',
              evidence: [...evidenceOf(answer), ...evidenceOf(unchecked)],
            }),
          );
        }
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
