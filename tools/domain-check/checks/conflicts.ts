import { isFailed, type LookupResult, type QueryType } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import { evidenceOf, fail, lookupError, pass, type Finding, type FindingCode } from '../engine/finding.ts';

const CONFLICTING_TYPES = [
  ['A', 'CONFLICTING_A_RECORD'],
  ['AAAA', 'CONFLICTING_AAAA_RECORD'],
  ['MX', 'CONFLICTING_MX_RECORD'],
  ['TXT', 'CONFLICTING_TXT_RECORD'],
] as const satisfies readonly (readonly [QueryType, FindingCode])[];

/** RFC 2181 §10.1: a name with a CNAME holds no other data, so any of these blocks the CNAME. */
export default defineCheck({
  id: 'conflicts',
  dependencies: ['zone'],
  needs: ['zone', 'authoritative', 'resolvers'],
  appliesTo: 'subdomain',
  async run(context) {
    const { domain } = context;
    const resolver = context.input.resolvers[0];
    const lookups = await Promise.all(
      CONFLICTING_TYPES.map(async ([type, code]) => {
        const { best } = await context.askAuthoritative(domain, type);
        const lookup: LookupResult | undefined =
          best ??
          (resolver
            ? await context.dns.lookup({ server: resolver, name: domain, type, followCnames: false })
            : undefined);
        return { type, code, lookup };
      }),
    );
    const findings: Finding[] = [];
    for (const { type, code, lookup } of lookups) {
      if (!lookup || isFailed(lookup)) {
        findings.push(
          lookupError({
            id: 'conflicts',
            code: 'CONFLICTS_LOOKUP_FAILED',
            message: `Could not look up ${type} records at ${domain}: ${lookup?.detail ?? 'no server to ask'}.`,
            evidence: lookup ? evidenceOf(lookup) : [],
          }),
        );
        continue;
      }
      // Records reached through a CNAME at the name belong to its target, not to this name.
      const records = lookup.records.filter((record) => record.name === domain);
      if (records.length === 0) continue;
      const article = type === 'A' || type === 'MX' ? 'An' : 'A';
      const values = records.map((record) => record.data).join(', ');
      const extra =
        type === 'AAAA' ? ' It would also send IPv6 visitors and the certificate authority somewhere else.' : '';
      findings.push(
        fail({
          id: 'conflicts',
          code,
          message: `${article} ${type} record ${values} exists at ${domain}; a CNAME cannot coexist with it.${extra}`,
          fix: `Delete the ${type} record at ${domain}, then create the CNAME.`,
          evidence: evidenceOf(lookup),
        }),
      );
    }
    if (findings.length === 0) {
      findings.push(
        pass({
          id: 'conflicts',
          code: 'CONFLICTS_NONE',
          message: `No A, AAAA, MX or TXT records sit at ${domain} beside the CNAME.`,
        }),
      );
    }
    return findings;
  },
});
