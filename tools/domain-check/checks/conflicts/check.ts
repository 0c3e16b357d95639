import { isFailed, type LookupResult, type QueryType } from '../../dns/client.ts';
import { defineCheck } from '../../engine/check.ts';
import type { DnsHostIdentity } from '../../dns-hosts/detector.ts';
import { evidenceOf, wordedBy, type Finding, type FindingCode } from '../../findings/finding.ts';
import { findWildcardSource, type WildcardSource } from '../../engine/wildcard.ts';
import { CONFLICTS_WORDS, CONFLICTS_EXAMPLES, CONFLICTS_DOCS } from './words.ts';
import type { CheckContext } from '../../engine/context.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(CONFLICTS_WORDS);

const CONFLICTING_TYPES = [
  ['A', 'CONFLICTING_A_RECORD'],
  ['AAAA', 'CONFLICTING_AAAA_RECORD'],
  ['MX', 'CONFLICTING_MX_RECORD'],
  ['TXT', 'CONFLICTING_TXT_RECORD'],
] as const satisfies readonly (readonly [QueryType, FindingCode])[];

/** RFC 2181 §10.1: a name with a CNAME holds no other data, so any of these blocks the CNAME. */
export const check = defineCheck({
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
    const host = await context.dnsHost();
    const dnsHost = host.terms;
    const proxied = await proxiedFinding(context, lookups, host);
    if (proxied) return [proxied];
    const findings: Finding[] = [];
    const fromWildcard: { type: QueryType; values: string; source: WildcardSource }[] = [];
    for (const { type, code, lookup } of lookups) {
      if (!lookup || isFailed(lookup)) {
        findings.push(
          findingFrom({
            id: 'conflicts',
            status: 'error',
            code: 'CONFLICTS_LOOKUP_FAILED',
            params: { domain, type, detail: lookup?.detail ?? null },
            evidence: lookup ? evidenceOf(lookup) : [],
          }),
        );
        continue;
      }
      // Records reached through a CNAME at the name belong to its target, not to this name.
      const records = lookup.records.filter((record) => record.name === domain);
      if (records.length === 0) continue;
      const values = records.map((record) => record.data).join(', ');
      const source = await findWildcardSource(context, domain, type, lookup);
      if (source) {
        fromWildcard.push({ type, values, source });
        continue;
      }
      findings.push(
        findingFrom({
          id: 'conflicts',
          status: 'fail',
          code,
          params: { domain, values, dnsHost },
          evidence: evidenceOf(lookup),
        }),
      );
    }
    const [firstWildcard] = fromWildcard;
    if (firstWildcard) {
      findings.push(
        findingFrom({
          id: 'conflicts',
          status: 'warn',
          code: 'CONFLICT_FROM_WILDCARD',
          params: {
            domain,
            answers: fromWildcard.map(({ type, values }) => ({ type, values })),
            wildcard: firstWildcard.source.owner,
          },
          evidence: fromWildcard.flatMap(({ source }) => source.lookups.flatMap(evidenceOf)),
        }),
      );
    }
    if (findings.length === 0) {
      findings.push(findingFrom({ id: 'conflicts', status: 'pass', code: 'CONFLICTS_NONE', params: { domain } }));
    }
    return findings;
  },
});

/**
 * A proxied record (Cloudflare's "Proxied") answers only the host's own A/AAAA addresses and hides its
 * CNAME: the panel holds no A record to delete, so the finding names the proxy switch instead.
 */
async function proxiedFinding(
  context: CheckContext,
  lookups: readonly { type: QueryType; lookup: LookupResult | undefined }[],
  host: DnsHostIdentity,
): Promise<Finding | undefined> {
  const { domain } = context;
  const addressLookups = lookups.filter(({ type }) => type === 'A' || type === 'AAAA');
  const others = lookups.filter(({ type }) => type !== 'A' && type !== 'AAAA');
  const addresses = addressLookups.flatMap(({ lookup }) =>
    (lookup?.records ?? []).filter((record) => record.name === domain).map((record) => record.data),
  );
  const hasOtherData = others.some(({ lookup }) => (lookup?.records ?? []).some((record) => record.name === domain));
  const dnsHost = host.terms;
  if (!dnsHost || hasOtherData || !host.answeredByProxy(addresses)) return undefined;
  const zone = await context.zone();
  const relative = domain === zone.apex ? '@' : domain.slice(0, -(zone.apex.length + 1));
  return findingFrom({
    id: 'conflicts',
    status: 'fail',
    code: 'CONFLICT_PROXIED',
    params: {
      domain,
      recordName: relative === '@' ? '@' : `${relative} (${domain})`,
      platformHost: context.input.platformHost,
      addresses,
      dnsHost,
    },
    evidence: addressLookups.flatMap(({ lookup }) => (lookup ? evidenceOf(lookup) : [])),
  });
}

/** The conflicts check. Records at the name that stand in the way of the CNAME. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After nameservers: records are edited at the nameservers that serve the zone.
  fixedAfter: ['nameservers'],
  docs: CONFLICTS_DOCS,
  words: CONFLICTS_WORDS,
  examples: CONFLICTS_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The conflicts check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    conflicts: typeof CONFLICTS_WORDS;
  }
}
