import { describeExtendedErrors, isFailed, type LookupResult } from '../dns/client.ts';
import { formatServer, type DnsServer } from '../dns/transport.ts';
import { defineCheck } from '../engine/check.ts';
import type { CheckContext } from '../engine/context.ts';
import { evidenceOf, fail, lookupError, pass, type Evidence, type Finding } from '../engine/finding.ts';

type Cause = 'signature-expired' | 'ds-matches-no-key' | 'bogus';

/** RFC 8914 §4 info codes that name a DNSSEC validation failure, and what each means here. */
const EDE_CAUSES: Readonly<Record<number, Cause>> = {
  1: 'bogus', // Unsupported DNSKEY Algorithm
  2: 'bogus', // Unsupported DS Digest Type
  5: 'bogus', // DNSSEC Indeterminate
  6: 'bogus', // DNSSEC Bogus
  7: 'signature-expired',
  8: 'bogus', // Signature Not Yet Valid
  9: 'ds-matches-no-key', // DNSKEY Missing: no key matches the DS
  10: 'bogus', // RRSIGs Missing
  11: 'bogus', // No Zone Key Bit Set
  12: 'bogus', // NSEC Missing
};

function causeFromResolver(answer: LookupResult): Cause | undefined {
  // The most specific cause wins: expiry and a missing key each have their own fix.
  const causes = answer.extendedErrors.flatMap((error) => EDE_CAUSES[error.infoCode] ?? []);
  return causes.find((cause) => cause !== 'bogus') ?? causes[0];
}

interface Probe {
  readonly cause: Cause | undefined;
  readonly evidence: readonly Evidence[];
}

/**
 * Without Extended DNS Errors, look for the cause with checking disabled (RFC 4035 §3.2.2): a DS at the
 * parent whose key tag and algorithm match no DNSKEY of the zone (RFC 4035 §5.2), or RRSIGs past their
 * expiration time (RFC 4034 §3.1.5).
 */
async function probeCause(context: CheckContext, server: DnsServer): Promise<Probe> {
  const { domain, dns } = context;
  const zone = await context.zone();
  const unchecked = { server, checkingDisabled: true, followCnames: false } as const;
  const [ds, dnskey, signed] = await Promise.all([
    dns.lookup({ ...unchecked, name: zone.apex, type: 'DS' }),
    dns.lookup({ ...unchecked, name: zone.apex, type: 'DNSKEY', dnssecOk: true }),
    dns.lookup({ ...unchecked, name: domain, type: 'CNAME', dnssecOk: true }),
  ]);
  const keys = dnskey.records.flatMap((record) => (record.dnskey ? [record.dnskey] : []));
  const dsRecords = ds.records.flatMap((record) => (record.ds ? [record.ds] : []));
  if (
    !isFailed(dnskey) &&
    dsRecords.length > 0 &&
    !dsRecords.some((entry) => keys.some((key) => key.keyTag === entry.keyTag && key.algorithm === entry.algorithm))
  ) {
    return { cause: 'ds-matches-no-key', evidence: [...evidenceOf(ds), ...evidenceOf(dnskey)] };
  }
  const now = Date.now() / 1000;
  const signatures = [...dnskey.answerSection, ...signed.answerSection].filter((record) => record.rrsig);
  const expired = signatures.filter((record) => (record.rrsig?.expiration ?? Infinity) < now);
  if (expired.length > 0) {
    const server = formatServer(dnskey.server);
    return {
      cause: 'signature-expired',
      evidence: expired.map((record) => ({
        server,
        name: record.name,
        type: record.type,
        ttl: record.ttl,
        data: record.data,
      })),
    };
  }
  return { cause: undefined, evidence: [] };
}

function causeFinding(cause: Cause, domain: string, where: string, evidence: readonly Evidence[]): Finding {
  const servfail = `Resolver ${where} answers SERVFAIL for ${domain}, as every validating resolver will, the certificate authority's among them`;
  switch (cause) {
    case 'signature-expired':
      return fail({
        id: 'dnssec',
        code: 'DNSSEC_SIGNATURE_EXPIRED',
        message: `${servfail}: the zone's DNSSEC signatures have expired (RFC 4034 §3.1.5). Your DNS host's signer has stopped re-signing the zone.`,
        fix: 'Ask your DNS host to re-sign the zone (or turn its DNSSEC signing back on). If you no longer want DNSSEC, remove the DS record at your registrar first.',
        evidence,
      });
    case 'ds-matches-no-key':
      return fail({
        id: 'dnssec',
        code: 'DNSSEC_DS_MATCHES_NO_KEY',
        message: `${servfail}: the DS record at the registry matches none of the zone's DNSKEY records (RFC 4035 §5.2), as after a move to another DNS host or a key change.`,
        fix: 'At your registrar, replace the DS record with the one your current DNS host shows for the zone, or remove the DS record to turn DNSSEC off.',
        evidence,
      });
    case 'bogus':
      return fail({
        id: 'dnssec',
        code: 'DNSSEC_BOGUS',
        message: `${servfail}: it rejected the signed answer as bogus (RFC 4035 §5.5), for another reason than expiry or a missing key.`,
        fix: 'Ask your DNS host to re-sign the zone; if it persists, remove the DS record at your registrar to turn DNSSEC off until it is fixed.',
        evidence,
      });
  }
}

/**
 * A validating resolver answers SERVFAIL when the DNSSEC chain is broken. Its Extended DNS Errors
 * (RFC 8914) say why; without them, asking again with CD=1 (RFC 4035 §3.2.2) tells a validation failure
 * from a dead zone, and the DS, DNSKEY and RRSIG records tell which failure it is.
 */
export default defineCheck({
  id: 'dnssec',
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
        // A specific Extended DNS Error settles it; a generic "bogus" (which Unbound also gives once the
        // zone's keys are cached as bad) or none leaves the records to tell.
        const told = causeFromResolver(answer);
        const probe =
          (told && told !== 'bogus') || isFailed(unchecked) ? undefined : await probeCause(context, answer.server);
        const cause = probe?.cause ?? told;
        // The answer with checking disabled matters only when the resolver did not say why.
        const evidence = [
          ...evidenceOf(answer),
          ...((probe?.cause ?? !told) ? [...evidenceOf(unchecked), ...(probe?.evidence ?? [])] : []),
        ];
        if (cause) {
          findings.push(causeFinding(cause, domain, where, evidence));
        } else if (!isFailed(unchecked)) {
          findings.push(
            fail({
              id: 'dnssec',
              code: 'DNSSEC_BROKEN',
              message: `Resolver ${where} answers SERVFAIL for ${domain}, but answers with checking disabled (CD=1): the DNSSEC chain is broken, often by a stale DS record at the registrar.`,
              fix: 'Remove the DS record at your registrar, or replace it with the DS your current DNS host gives, then run this again.',
              evidence,
            }),
          );
        } else {
          findings.push(
            lookupError({
              id: 'dnssec',
              code: 'DNSSEC_SERVFAIL',
              message: `Resolver ${where} answers SERVFAIL for ${domain} even with checking disabled (CD=1), so it is not a DNSSEC failure: the zone's nameservers may not be serving it.${describeExtendedErrors(answer.extendedErrors)}`,
              fix: 'See the nameservers check; run this again.',
              evidence,
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
