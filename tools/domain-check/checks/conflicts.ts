import { isFailed, type LookupResult, type QueryType } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import { evidenceOf, fail, lookupError, pass, warn, type Finding, type FindingCode } from '../engine/finding.ts';
import { findWildcardSource, type WildcardSource } from '../engine/wildcard.ts';

const CONFLICTING_TYPES = [
  ['A', 'CONFLICTING_A_RECORD'],
  ['AAAA', 'CONFLICTING_AAAA_RECORD'],
  ['MX', 'CONFLICTING_MX_RECORD'],
  ['TXT', 'CONFLICTING_TXT_RECORD'],
] as const satisfies readonly (readonly [QueryType, FindingCode])[];

/** RFC 2181 §10.1: a name with a CNAME holds no other data, so any of these blocks the CNAME. */
export default defineCheck({
  id: 'conflicts',
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
    const fromWildcard: { type: QueryType; values: string; source: WildcardSource }[] = [];
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
      const source = await findWildcardSource(context, domain, type, lookup);
      if (source) {
        fromWildcard.push({ type, values, source });
        continue;
      }
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
    const [firstWildcard] = fromWildcard;
    if (firstWildcard) {
      // RFC 4592 §2.2.1: the answer is synthesized; the name holds nothing to delete, and a CNAME created
      // there makes the name exist, so the wildcard no longer applies to it.
      const described = fromWildcard.map(({ type, values }) => `${type} ${values}`).join(', ');
      findings.push(
        warn({
          id: 'conflicts',
          code: 'CONFLICT_FROM_WILDCARD',
          message: `${domain} answers ${described}, but no record exists at ${domain}: the answer is synthesized from the wildcard ${firstWildcard.source.owner} (RFC 4592). There is nothing at ${domain} to delete.`,
          fix: `Create the CNAME at ${domain}; it overrides the wildcard ${firstWildcard.source.owner} for ${domain} only. Leave the wildcard as it is.`,
          evidence: fromWildcard.flatMap(({ source }) => source.lookups.flatMap(evidenceOf)),
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
