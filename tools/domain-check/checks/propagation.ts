import { isFailed, type LookupResult, type QueryType } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import type { CheckContext } from '../engine/context.ts';
import { evidenceOf, fail, lookupError, pass, skip, warn, type Finding } from '../engine/finding.ts';

/** What a lookup says about the name, as a comparable value: the sorted record data or the outcome. */
function valueOf(lookup: LookupResult, name: string): string {
  const data = lookup.records.filter((record) => record.name === name).map((record) => record.data.toLowerCase());
  if (data.length > 0) return `${lookup.type} ${data.sort().join(' ')}`;
  // A CNAME at the name answers for every type (RFC 1034 §3.6.2), whatever its target resolves to.
  const cname = lookup.answerSection.find((record) => record.name === name && record.type === 'CNAME');
  if (cname) return `CNAME ${cname.data.toLowerCase()}`;
  return lookup.status === 'nxdomain' ? 'NXDOMAIN' : `no ${lookup.type} record`;
}

/**
 * How long a resolver keeps its stale answer: the remaining TTL of the cached record, or for a cached
 * negative answer the SOA's negative TTL, min(SOA TTL, SOA MINIMUM) (RFC 2308 §5).
 */
function getRemainingCacheSeconds(lookup: LookupResult, name: string): number | undefined {
  const records = lookup.records.filter((record) => record.name === name);
  if (records.length > 0) return Math.max(...records.map((record) => record.ttl));
  const soa = lookup.authority.find((record) => record.type === 'SOA');
  return soa?.soa ? Math.min(soa.ttl, soa.soa.minimum) : undefined;
}

export function describeWait(seconds: number | undefined): string {
  if (seconds === undefined) return 'an unknown time';
  if (seconds < 60) return 'under a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${Math.ceil(minutes / 60)} hours`;
}

async function compareType(
  context: CheckContext,
  type: QueryType,
  isRight: (lookup: LookupResult) => boolean,
): Promise<Finding[]> {
  const { domain } = context;
  const authoritative = await context.askAuthoritative(domain, type);
  const reference = authoritative.best;
  if (!reference) {
    const failed = authoritative.all[0];
    return [
      lookupError({
        id: 'propagation',
        code: 'PROPAGATION_LOOKUP_FAILED',
        message: `Could not get the authoritative ${type} answer for ${domain} to compare with: ${failed?.detail ?? 'no nameserver found'}.`,
        fix: 'Run this again, or pass the zone’s nameservers with --authoritative IP.',
        evidence: authoritative.all.flatMap(evidenceOf),
      }),
    ];
  }
  const expected = valueOf(reference, domain);
  const served = new Set(
    authoritative.all.filter((lookup) => !isFailed(lookup)).map((lookup) => valueOf(lookup, domain)),
  );
  // Servers that disagree leave no one answer to wait for: the nameservers check reports it.
  if (served.size > 1) {
    return [
      skip(
        'propagation',
        `Skipped for ${type}: the nameservers of ${domain} serve different ${type} answers (see the nameservers check), so there is no one answer to wait for.`,
      ),
    ];
  }
  if (!isRight(reference)) {
    return [
      fail({
        id: 'propagation',
        code: 'PROPAGATION_AUTHORITATIVE_WRONG',
        message: `Your DNS host itself serves ${expected} for ${domain} (${formatServer(reference.server)}), so waiting will not help.`,
        fix: `Change the ${type} record at your DNS host; see the ${type === 'CNAME' ? 'cname' : 'apex'} check.`,
        evidence: evidenceOf(reference),
      }),
    ];
  }
  const answers = await context.askResolvers(domain, type, { followCnames: false });
  const findings: Finding[] = [];
  for (const answer of answers) {
    if (isFailed(answer)) {
      findings.push(
        lookupError({
          id: 'propagation',
          code: 'PROPAGATION_LOOKUP_FAILED',
          message: `Could not compare: resolver ${formatServer(answer.server)} failed for ${domain} ${type}: ${answer.detail}.`,
          fix: 'Run this again.',
          evidence: evidenceOf(answer),
        }),
      );
      continue;
    }
    const seen = valueOf(answer, domain);
    if (seen === expected) continue;
    const remaining = getRemainingCacheSeconds(answer, domain);
    const cachedNegative = answer.records.length === 0;
    findings.push(
      warn({
        id: 'propagation',
        code: 'PROPAGATING',
        message: `Correct at your DNS host (${expected}), but resolver ${formatServer(answer.server)} still returns ${seen}; ${
          cachedNegative
            ? `it cached that negative answer for the zone's negative TTL (${remaining ?? '?'} s left, RFC 2308 §5)`
            : `its cached copy has ${remaining ?? '?'} s left`
        }, so expect it to clear in ${describeWait(remaining)}. Propagation can take up to 48 hours; most changes resolve within minutes.`,
        fix: `Nothing to change at your DNS host: wait ${describeWait(remaining)}, then run this again.`,
        evidence: [...evidenceOf(reference), ...evidenceOf(answer)],
      }),
    );
  }
  return findings;
}

export default defineCheck({
  id: 'propagation',
  appliesTo: 'any',
  async run(context) {
    const { domain, input } = context;
    const zone = await context.zone();
    let findings: Finding[];
    if (zone.kind === 'subdomain') {
      findings = await compareType(context, 'CNAME', (lookup) =>
        lookup.records.some((record) => record.name === domain && record.target === input.platformHost),
      );
    } else {
      const platform = await Promise.all(input.resolvers.map((server) => context.platformAddresses(server)));
      const platformAddresses = new Set(platform.flatMap(({ addresses }) => [...addresses]));
      // "Right" here means it reaches the platform at all; partial overlap is the apex check's warning.
      const overlaps = (lookup: LookupResult): boolean => {
        const records = lookup.records.filter((r) => r.name === domain);
        return records.length === 0 || records.some((record) => platformAddresses.has(record.data));
      };
      const [a, aaaa] = await Promise.all([
        compareType(context, 'A', (lookup) => lookup.records.length > 0 && overlaps(lookup)),
        compareType(context, 'AAAA', overlaps),
      ]);
      findings = [...a, ...aaaa];
    }
    if (findings.length > 0) return findings;
    return [
      pass({
        id: 'propagation',
        code: 'PROPAGATION_OK',
        message: `Every resolver asked (${input.resolvers.map(formatServer).join(', ')}) returns what your DNS host serves.`,
      }),
    ];
  },
});
