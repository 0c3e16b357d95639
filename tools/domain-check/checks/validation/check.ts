import { defineCheck } from '../../engine/check.ts';
import { evidenceOf, skip, wordedBy, type Finding } from '../../findings/finding.ts';
import { getRegistrableDomain, nameAndAncestors } from '../../engine/domain-names.ts';
import { findWildcardSource } from '../../engine/wildcard.ts';
import { isFailed, type LookupResult } from '../../dns/client.ts';
import { defineCheckFolder } from '../check-folder.ts';
import { ACME_CHALLENGE_LABEL, PERSIST_LABEL, readPersistRecord, type PersistAuthorization } from './persist-record.ts';
import { VALIDATION_EXAMPLES, VALIDATION_DOCS, VALIDATION_WORDS, type ForeignPersistParams } from './words.ts';

const findingFrom = wordedBy(VALIDATION_WORDS);

/** The TXT texts a lookup returned at the end of its CNAME chain, as a CA reads them (strings joined). */
function texts(lookup: LookupResult): string[] {
  return lookup.status === 'answer' ? lookup.records.map((record) => record.text ?? '') : [];
}

/**
 * Who may get certificates for the domain through DNS alone: the `_validation-persist` records at the
 * name and, with policy=wildcard, at its parents up to the registrable domain (draft-ietf-acme-dns-persist-02
 * §5), and an `_acme-challenge` record left at the name (RFC 8555 §8.4). Every name is asked at once,
 * through the resolver, following CNAMEs as the CA's lookups do.
 */
export const check = defineCheck({
  id: 'validation',
  appliesTo: 'any',
  async run(context) {
    const { domain, input, dns } = context;
    const [server] = input.resolvers;
    if (!server) return [];
    const names = nameAndAncestors(domain, getRegistrableDomain(domain) ?? domain);
    const ask = (name: string) => dns.lookup({ server, name, type: 'TXT', followCnames: true });
    const [challenge, ...persisted] = await Promise.all([
      ask(`${ACME_CHALLENGE_LABEL}.${domain}`).then((lookup) => ownRecords(lookup, 'CNAME')),
      ...names.map((name) => ask(`${PERSIST_LABEL}.${name}`).then((lookup) => ownRecords(lookup, 'TXT'))),
    ]);
    const findings: Finding[] = [];
    // A record synthesized from a wildcard (RFC 4592) is not at the name: the wildcard check names it.
    async function ownRecords(lookup: LookupResult, type: 'TXT' | 'CNAME'): Promise<LookupResult> {
      const found = type === 'CNAME' ? lookup.chain.length > 0 : texts(lookup).length > 0;
      if (!found || !(await findWildcardSource(context, lookup.name, type, lookup))) return lookup;
      return { ...lookup, status: 'nxdomain', records: [], chain: [] };
    }
    const now = Date.now();
    persisted.forEach((lookup, index) => {
      const atDomain = index === 0;
      const evidence = evidenceOf(lookup);
      for (const text of texts(lookup)) {
        const reading = readPersistRecord(text);
        const at = { name: lookup.name, domain, text };
        if (!reading.valid) {
          // A parent's record that does not parse authorizes nothing here; the parent's own check names it.
          if (atDomain) {
            const params = { ...at, issuer: reading.issuer, problem: reading.problem };
            findings.push(
              findingFrom({ id: 'validation', status: 'warn', code: 'VALIDATION_PERSIST_MALFORMED', params, evidence }),
            );
          }
          continue;
        }
        const { authorization } = reading;
        // Without policy=wildcard a record covers its own name only (draft §4.1 item 4).
        if (!atDomain && !authorization.wildcard) continue;
        findings.push(judge({ ...at, ...authorization }, input.caIssuers, input.caaAccountUri, now, evidence));
      }
    });
    const cname = challenge.chain[0];
    const leftovers: { type: 'TXT' | 'CNAME'; data: string }[] = cname?.target
      ? [{ type: 'CNAME', data: cname.target }]
      : texts(challenge).map((data) => ({ type: 'TXT', data }));
    for (const leftover of leftovers) {
      findings.push(
        findingFrom({
          id: 'validation',
          status: 'warn',
          code: 'ACME_CHALLENGE_LEFTOVER',
          params: { name: challenge.name, domain, ...leftover },
          evidence: evidenceOf(challenge),
        }),
      );
    }
    if (findings.length > 0) return findings;
    const failed = [challenge, ...persisted].find((lookup) => isFailed(lookup));
    if (failed) {
      const detail = failed.detail || failed.status;
      return [skip('validation', { reason: 'lookup-failed', name: failed.name, type: 'TXT', detail })];
    }
    return [findingFrom({ id: 'validation', status: 'pass', code: 'VALIDATION_RECORDS_NONE', params: { domain } })];
  },
});

/** The platform's record when it names the platform's CA and account; anyone else's otherwise. */
function judge(
  record: { name: string; domain: string; text: string } & PersistAuthorization,
  caIssuers: readonly string[],
  platformAccount: string | undefined,
  now: number,
  evidence: ReturnType<typeof evidenceOf>,
): Finding {
  const platformCa = caIssuers.some((issuer) => issuer.toLowerCase() === record.issuer);
  const expired = record.persistUntil !== null && Date.parse(record.persistUntil) < now;
  // accounturi compares byte for byte (draft §4.1: Simple String Comparison, RFC 3986 §6.2.1).
  if (platformCa && platformAccount === record.accountUri && !expired) {
    return findingFrom({
      id: 'validation',
      status: 'pass',
      code: 'VALIDATION_PERSIST_PLATFORM',
      params: record,
      evidence,
    });
  }
  const whose: ForeignPersistParams['whose'] = !platformCa
    ? 'other-ca'
    : platformAccount === undefined
      ? 'account-not-given'
      : platformAccount === record.accountUri
        ? 'platform'
        : 'other-account';
  return findingFrom({
    id: 'validation',
    status: 'warn',
    code: 'VALIDATION_PERSIST_FOREIGN',
    params: { ...record, whose, expired },
    evidence,
  });
}

/** The validation check: standing authorizations in DNS (persistent validation and dns-01 leftovers). */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  // It tells a record at the name from a wildcard's by asking the zone's nameservers; and it stays out of
  // the browser page's first report, whose JavaScript has a budget (the CLI runs it).
  runsOver: 'authoritative',
  // Informational for the owner: after the checks whose fixes make the domain work.
  fixedAfter: ['caa'],
  docs: VALIDATION_DOCS,
  words: VALIDATION_WORDS,
  examples: VALIDATION_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The validation check's words, for the types of the layers below the checks. */
  interface CheckWords {
    validation: typeof VALIDATION_WORDS;
  }
}
