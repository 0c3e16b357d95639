import { isFailed, type LookupResult } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import type { CheckContext } from '../engine/context.ts';
import { evidenceOf, fail, lookupError, pass, warn, type Finding } from '../engine/finding.ts';
import { findWildcardSource } from '../engine/wildcard.ts';

/** The CNAME at the exact name as the DNS host serves it; resolvers may still hold an older copy. */
async function getConfiguredCname(context: CheckContext, name: string): Promise<LookupResult | undefined> {
  const { best, all } = await context.askAuthoritative(name, 'CNAME');
  if (best) return best;
  const resolver = context.input.resolvers[0];
  const fallback = resolver ? await context.dns.lookup({ server: resolver, name, type: 'CNAME' }) : undefined;
  // When both fail, the authoritative failure is the informative one (the fallback may only hit the deadline).
  return fallback && !isFailed(fallback) ? fallback : (all[0] ?? fallback);
}

export default defineCheck({
  id: 'cname',
  appliesTo: 'subdomain',
  async run(context) {
    const { domain, input } = context;
    const platformHost = input.platformHost;
    const [zone, lookup] = await Promise.all([context.zone(), getConfiguredCname(context, domain)]);
    if (!lookup || isFailed(lookup)) {
      return [
        lookupError({
          id: 'cname',
          code: 'CNAME_LOOKUP_FAILED',
          message: `Could not look up the CNAME at ${domain}: ${lookup?.detail ?? 'no server to ask'}.`,
          fix: 'Run this again; if it persists, check the zone at your DNS host.',
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
          fail({
            id: 'cname',
            code: 'CNAME_OWNER_DOUBLED',
            message: `The CNAME was created at ${doubledName}, not at ${domain}: the full domain was typed as the record name.`,
            fix: `Delete the CNAME at ${doubledName} and create it again with the name "${label}" and the value ${platformHost}.`,
            evidence: [...evidenceOf(lookup), ...evidenceOf(doubled)],
          }),
        ];
      }
      return [
        fail({
          id: 'cname',
          code: 'CNAME_MISSING',
          message: `There is no CNAME record at ${domain}.`,
          fix: `Create a CNAME record at ${domain} with the value ${platformHost} and TTL 3600.`,
          evidence: evidenceOf(lookup),
        }),
      ];
    }

    const target = cname.target;
    if (target !== platformHost) {
      const source = await findWildcardSource(context, domain, 'CNAME', lookup);
      if (source) {
        // RFC 4592 §2.2.1: there is no CNAME at the name to edit; one created there overrides the wildcard.
        return [
          fail({
            id: 'cname',
            code: 'CNAME_FROM_WILDCARD',
            message: `The CNAME to ${target} that ${domain} answers is synthesized from the wildcard ${source.owner} (RFC 4592): no record exists at ${domain} itself.`,
            fix: `Create a CNAME record at ${domain} with the value ${platformHost} and TTL 3600; it overrides the wildcard ${source.owner} for ${domain} only.`,
            evidence: source.lookups.flatMap(evidenceOf),
          }),
        ];
      }
    }
    const evidence = evidenceOf(lookup);
    const findings: Finding[] = [];
    const fixValue = `Edit the CNAME at ${domain} so its value is ${platformHost}.`;
    if (target === platformHost) {
      findings.push(
        pass({ id: 'cname', code: 'CNAME_OK', message: `The CNAME at ${domain} points to ${platformHost}.`, evidence }),
      );
    } else if (/^[a-z][a-z0-9+.-]*:\/\//.test(target) || target.startsWith('http:') || target.startsWith('https:')) {
      findings.push(
        fail({
          id: 'cname',
          code: 'CNAME_HAS_SCHEME',
          message: `The CNAME at ${domain} is "${target}": it includes a URL scheme, which a CNAME cannot hold.`,
          fix: `Edit the CNAME value to ${platformHost}, without https://.`,
          evidence,
        }),
      );
    } else if (target.includes('/')) {
      findings.push(
        fail({
          id: 'cname',
          code: 'CNAME_HAS_PATH',
          message: `The CNAME at ${domain} is "${target}": it includes a path, which a CNAME cannot hold.`,
          fix: `Edit the CNAME value to ${platformHost}, without the path.`,
          evidence,
        }),
      );
    } else if (target === `${platformHost}.${zone.apex}`) {
      findings.push(
        fail({
          id: 'cname',
          code: 'CNAME_ZONE_APPENDED',
          message: `The CNAME at ${domain} is ${target}: your DNS host appended the zone ${zone.apex} to the value.`,
          fix: `Enter the value as "${platformHost}." with a trailing dot, so the DNS host does not append ${zone.apex}.`,
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
          warn({
            id: 'cname',
            code: 'CNAME_INDIRECT',
            message: `The CNAME at ${domain} points to ${target}, which leads to ${platformHost} through another CNAME; verification expects ${platformHost} directly.`,
            fix: fixValue,
            evidence: [...evidence, ...(resolution ? evidenceOf(resolution) : [])],
          }),
        );
      } else {
        findings.push(
          fail({
            id: 'cname',
            code: 'CNAME_MISMATCH',
            message: `The CNAME at ${domain} points to ${target}, not to ${platformHost}.`,
            fix: fixValue,
            evidence,
          }),
        );
      }
    }
    if (resolution?.status === 'cname-loop') {
      findings.push(
        fail({
          id: 'cname',
          code: 'CNAME_LOOP',
          message: `The CNAME chain from ${domain} loops: ${[domain, ...resolution.chain.map((r) => r.target ?? '')].join(' → ')}.`,
          fix: `Point the CNAME at ${domain} straight to ${platformHost}.`,
          evidence: evidenceOf(resolution),
        }),
      );
    } else if (resolution) {
      const noAddress = (result: LookupResult): boolean => result.status === 'nxdomain' || result.status === 'nodata';
      if (noAddress(resolution) && noAddress(resolutionV6)) {
        findings.push(
          fail({
            id: 'cname',
            code: 'CNAME_TARGET_UNRESOLVABLE',
            message: `The CNAME target ${target} does not resolve (${resolution.status === 'nxdomain' ? 'NXDOMAIN: the name does not exist' : 'no A or AAAA records'}).`,
            fix: fixValue,
            evidence: evidenceOf(resolution),
          }),
        );
      } else if (isFailed(resolution) && isFailed(resolutionV6)) {
        findings.push(
          lookupError({
            id: 'cname',
            code: 'CNAME_LOOKUP_FAILED',
            message: `Could not resolve the CNAME target ${target}: ${resolution.detail}.`,
            fix: 'Run this again.',
            evidence: evidenceOf(resolution),
          }),
        );
      }
    }
    return findings;
  },
});
