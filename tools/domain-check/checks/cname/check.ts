import { isFailed, type LookupResult } from '../../dns/client.ts';
import { defineCheck } from '../../engine/check.ts';
import type { CheckContext } from '../../engine/context.ts';
import { evidenceOf, wordedBy, type Finding } from '../../findings/finding.ts';
import { findWildcardSource } from '../../engine/wildcard.ts';
import type { DnsHostTerms } from '../../dns-hosts/words.ts';
import { type CnamePanel, CNAME_WORDS, CNAME_EXAMPLES, CNAME_DOCS } from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(CNAME_WORDS);

/** The CNAME at the exact name as the DNS host serves it; resolvers may still hold an older copy. */
async function getConfiguredCname(context: CheckContext, name: string): Promise<LookupResult | undefined> {
  const { best, all } = await context.askAuthoritative(name, 'CNAME');
  if (best) return best;
  const resolver = context.input.resolvers[0];
  const fallback = resolver ? await context.dns.lookup({ server: resolver, name, type: 'CNAME' }) : undefined;
  // When both fail, the authoritative failure is the informative one (the fallback may only hit the deadline).
  return fallback && !isFailed(fallback) ? fallback : (all[0] ?? fallback);
}

export const check = defineCheck({
  id: 'cname',
  appliesTo: 'subdomain',
  async run(context) {
    const { domain, input } = context;
    const platformHost = input.platformHost;
    const [zone, lookup] = await Promise.all([context.zone(), getConfiguredCname(context, domain)]);
    if (!lookup || isFailed(lookup)) {
      return [
        findingFrom({
          id: 'cname',
          status: 'error',
          code: 'CNAME_LOOKUP_FAILED',
          params: { domain, target: null, detail: lookup?.detail ?? null },
          evidence: lookup ? evidenceOf(lookup) : [],
        }),
      ];
    }
    const cname = lookup.records.find((record) => record.type === 'CNAME' && record.name === domain);
    if (!cname?.target) {
      // The full name typed into the DNS host's name field gets the zone appended to it.
      const doubledName = `${domain}.${zone.apex}`;
      const doubled = await getConfiguredCname(context, doubledName);
      const doubledRecord = doubled?.records.find((record) => record.type === 'CNAME');
      if (doubled && doubledRecord) {
        const label = domain.slice(0, -(zone.apex.length + 1));
        return [
          findingFrom({
            id: 'cname',
            status: 'fail',
            code: 'CNAME_OWNER_DOUBLED',
            params: { domain, platformHost, doubledName, label },
            evidence: [...evidenceOf(lookup), ...evidenceOf(doubled)],
          }),
        ];
      }
      return [
        findingFrom({
          id: 'cname',
          status: 'fail',
          code: 'CNAME_MISSING',
          params: { domain, platformHost, ...(await proxiedBy(context)), ...(await panelOf(context, zone.apex)) },
          evidence: evidenceOf(lookup),
        }),
      ];
    }

    const target = cname.target;
    if (target !== platformHost) {
      const source = await findWildcardSource(context, domain, 'CNAME', lookup);
      if (source) {
        return [
          findingFrom({
            id: 'cname',
            status: 'fail',
            code: 'CNAME_FROM_WILDCARD',
            params: { domain, platformHost, target, wildcard: source.owner, ...(await panelOf(context, zone.apex)) },
            evidence: source.lookups.flatMap(evidenceOf),
          }),
        ];
      }
    }
    const evidence = evidenceOf(lookup);
    const findings: Finding[] = [];
    const value = { domain, platformHost, target };
    if (target === platformHost) {
      findings.push(
        findingFrom({ id: 'cname', status: 'pass', code: 'CNAME_OK', params: { domain, platformHost }, evidence }),
      );
    } else if (/^[a-z][a-z0-9+.-]*:\/\//.test(target) || target.startsWith('http:') || target.startsWith('https:')) {
      findings.push(findingFrom({ id: 'cname', status: 'fail', code: 'CNAME_HAS_SCHEME', params: value, evidence }));
    } else if (target.includes('/')) {
      findings.push(findingFrom({ id: 'cname', status: 'fail', code: 'CNAME_HAS_PATH', params: value, evidence }));
    } else if (target === `${platformHost}.${zone.apex}`) {
      findings.push(
        findingFrom({
          id: 'cname',
          status: 'fail',
          code: 'CNAME_ZONE_APPENDED',
          params: { ...value, zoneApex: zone.apex },
          evidence,
        }),
      );
    }

    // Resolve the target the way visitors will, following any further CNAMEs.
    const resolver = input.resolvers[0];
    const [resolution, resolutionV6] = resolver
      ? await Promise.all([
          context.dns.lookup({ server: resolver, name: target, type: 'A' }),
          context.dns.lookup({ server: resolver, name: target, type: 'AAAA' }),
        ])
      : [undefined, undefined];
    const reachesPlatform = resolution?.chain.some((record) => record.target === platformHost) ?? false;
    if (findings.length === 0) {
      if (reachesPlatform) {
        findings.push(
          findingFrom({
            id: 'cname',
            status: 'warn',
            code: 'CNAME_INDIRECT',
            params: value,
            evidence: [...evidence, ...(resolution ? evidenceOf(resolution) : [])],
          }),
        );
      } else {
        findings.push(findingFrom({ id: 'cname', status: 'fail', code: 'CNAME_MISMATCH', params: value, evidence }));
      }
    }
    if (resolution?.status === 'cname-loop') {
      findings.push(
        findingFrom({
          id: 'cname',
          status: 'fail',
          code: 'CNAME_LOOP',
          params: { domain, platformHost, loop: [domain, ...resolution.chain.map((r) => r.target ?? '')] },
          evidence: evidenceOf(resolution),
        }),
      );
    } else if (resolution) {
      const noAddress = (result: LookupResult): boolean => result.status === 'nxdomain' || result.status === 'nodata';
      if (noAddress(resolution) && noAddress(resolutionV6)) {
        findings.push(
          findingFrom({
            id: 'cname',
            status: 'fail',
            code: 'CNAME_TARGET_UNRESOLVABLE',
            params: { ...value, outcome: resolution.status === 'nxdomain' ? 'nxdomain' : 'nodata' },
            evidence: evidenceOf(resolution),
          }),
        );
      } else if (isFailed(resolution) && isFailed(resolutionV6)) {
        findings.push(
          findingFrom({
            id: 'cname',
            status: 'error',
            code: 'CNAME_LOOKUP_FAILED',
            params: { domain, target, detail: resolution.detail },
            evidence: evidenceOf(resolution),
          }),
        );
      }
    }
    return findings;
  },
});

/** The zone's DNS host, when known, so that the fix names the record as its panel takes the name. */
async function panelOf(context: CheckContext, zoneApex: string): Promise<CnamePanel> {
  const terms = (await context.dnsHost()).terms;
  const { recordTtl } = context.input.platform;
  return terms ? { dnsHost: terms, zoneApex, recordTtl } : { recordTtl };
}

/** A proxied record hides its CNAME: the name answers only its DNS host's proxy addresses. */
async function proxiedBy(context: CheckContext): Promise<{ proxiedBy?: DnsHostTerms }> {
  const host = await context.dnsHost();
  const terms = host.terms;
  if (!terms?.proxy) return {};
  const answers = await Promise.all([
    context.askAuthoritative(context.domain, 'A'),
    context.askAuthoritative(context.domain, 'AAAA'),
  ]);
  const addresses = answers.flatMap(({ best }) =>
    (best?.records ?? []).filter((record) => record.name === context.domain).map((record) => record.data),
  );
  return host.answeredByProxy(addresses) ? { proxiedBy: terms } : {};
}

/** The cname check. A subdomain's CNAME at the platform host. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After conflicts: conflicting records must go before the CNAME can be created (RFC 1034 §3.6.2).
  fixedAfter: ['conflicts'],
  docs: CNAME_DOCS,
  words: CNAME_WORDS,
  examples: CNAME_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The cname check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    cname: typeof CNAME_WORDS;
  }
}
