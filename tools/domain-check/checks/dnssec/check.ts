import { isFailed } from '../../dns/client.ts';
import { formatServer } from '../../dns/transport.ts';
import { defineCheck } from '../../engine/check.ts';
import { evidenceOf, wordedBy, type Finding } from '../../engine/finding.ts';
import { DNSSEC_WORDS } from './words.ts';

const findingFrom = wordedBy(DNSSEC_WORDS);

/**
 * Why validation failed is worked out only when it did: the browser checker downloads it then. A
 * module-level loader, because tsc 6 does not rewrite the `.ts` of an import() written inside the
 * check's object literal.
 */
const loadServfailCause = () => import('./servfail-cause.ts');

/**
 * A validating resolver answers SERVFAIL when the DNSSEC chain is broken. Its Extended DNS Errors
 * (RFC 8914) say why; without them, asking again with CD=1 (RFC 4035 §3.2.2) tells a validation failure
 * from a dead zone, and the DS, DNSKEY and RRSIG records tell which failure it is.
 */
export default defineCheck({
  id: 'dnssec',
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
          findingFrom({
            id: 'dnssec',
            status: 'error',
            code: 'DNSSEC_LOOKUP_FAILED',
            params: { domain, resolver: where, detail: answer.detail },
            evidence: evidenceOf(answer),
          }),
        );
      } else if (answer.authenticData) {
        validated = true;
      }
    }
    if (findings.length > 0) return findings;
    return [
      findingFrom({
        id: 'dnssec',
        status: 'pass',
        code: 'DNSSEC_OK',
        params: { domain, validated, resolvers: input.resolvers.map(formatServer) },
      }),
    ];
  },
});
