import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';
import type { PersistAuthorization, PersistProblem } from './persist-record.ts';

const DRAFT = 'draft-ietf-acme-dns-persist-02';

/** The words of the validation check's findings, for the findings page. */
export const VALIDATION_DOCS = {
  VALIDATION_RECORDS_NONE: {
    check: 'validation',
    title: 'No validation records left',
    explanation:
      'No _validation-persist record (persistent DNS validation, dns-persist-01) and no _acme-challenge record (ACME dns-01) is at the domain: no certificate authority account holds a standing authorization for it through DNS.',
  },
  VALIDATION_PERSIST_PLATFORM: {
    check: 'validation',
    title: 'Persistent validation record for the platform',
    explanation: `A _validation-persist TXT record names the platform's certificate authority and its ACME account (${DRAFT} §4.1; CA/B Forum ballot SC-088v3, method 3.2.2.4.22). That CA issues to the platform for as long as the record stays. Delete it when the domain leaves the platform (remove-plan lists it).`,
  },
  VALIDATION_PERSIST_FOREIGN: {
    check: 'validation',
    title: 'Persistent validation record for someone else',
    explanation: `A _validation-persist TXT record authorizes an ACME account that is not the platform's (another certificate authority, another account, or an account domain-check cannot compare). Whoever holds that account can get certificates for the domain, without touching DNS again, until the record is deleted or its persistUntil time passes (${DRAFT} §4.1 items 4 and 5, §4.2). With policy=wildcard it covers subdomains and wildcard certificates too (§5). Let's Encrypt reads these records as Boulder does (va/dns_persist.go).`,
  },
  VALIDATION_PERSIST_MALFORMED: {
    check: 'validation',
    title: 'Malformed persistent validation record',
    explanation: `A _validation-persist TXT record does not parse as the CA reads it: an RFC 8659 issue-value, issuer; accounturi=…; policy=wildcard; persistUntil=… (${DRAFT} §4.1). The CA named in it rejects it (Boulder: va/dns_persist.go, parseDNSPersistIssueValue): an empty parameter or a ";" at the end, a parameter without "=", a known tag given twice, a space or non-ASCII character in a value, no accounturi, or a persistUntil that is not a base-10 integer.`,
  },
  ACME_CHALLENGE_LEFTOVER: {
    check: 'validation',
    title: 'ACME challenge record left behind',
    explanation:
      'An _acme-challenge record is at the domain (RFC 8555 §8.4: the dns-01 challenge). A TXT record is usually left over from an earlier certificate order; a CNAME delegates dns-01 validation to the zone it points at, so whoever controls that zone can get certificates for the domain.',
  },
} as const satisfies Record<string, FindingDocs>;

interface RecordAt {
  /** The owner name of the record (`_validation-persist.docs.example.com`). */
  readonly name: string;
  /** The domain checked. */
  readonly domain: string;
  /** The record's text, as the CA reads it. */
  readonly text: string;
}

export interface ForeignPersistParams extends RecordAt, PersistAuthorization {
  /**
   * Why it is not the platform's: another CA, another account, an account not given to compare, or the
   * platform's own record whose persistUntil has passed.
   */
  readonly whose: 'other-ca' | 'other-account' | 'account-not-given' | 'platform';
  /** `persistUntil` has passed: no CA accepts it for a new validation (draft §4.1 item 5). */
  readonly expired: boolean;
}

export interface MalformedPersistParams extends RecordAt {
  readonly issuer: string | null;
  readonly problem: PersistProblem;
}

export interface LeftoverChallengeParams {
  readonly name: string;
  readonly domain: string;
  readonly type: 'TXT' | 'CNAME';
  /** The TXT text, or the CNAME's target. */
  readonly data: string;
}

/** What is wrong with a record, as the CA would say it. */
export function persistProblemWords(problem: PersistProblem): string {
  switch (problem.kind) {
    case 'no-issuer':
      return 'it names no certificate authority before the first ";"';
    case 'issuer-not-a-domain':
      return `"${problem.issuer}" is not a domain name, so it names no certificate authority`;
    case 'empty-parameter':
      return 'it has an empty parameter (";;" or a ";" at the end)';
    case 'not-tag-value':
      return `the parameter "${problem.parameter}" has no "=" (parameters are tag=value)`;
    case 'empty-tag':
      return `the parameter "${problem.parameter}" has no tag before "="`;
    case 'duplicate-parameter':
      return `${problem.tag} is given twice`;
    case 'bad-value':
      return `the value of ${problem.tag} holds a space, ";" or a character outside printable ASCII`;
    case 'missing-accounturi':
      return 'it has no accounturi, which the record must carry';
    case 'bad-persist-until':
      return `persistUntil=${problem.value} is not a base-10 UNIX time`;
  }
}

function scope({ domain, wildcard }: { domain: string; wildcard: boolean }): string {
  return wildcard ? `${domain}, its subdomains and *.${domain}` : domain;
}

/** `2030-01-01T00:00:00.000Z` as `2030-01-01 00:00 UTC`. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function until({ persistUntil, expired }: { persistUntil: string | null; expired: boolean }): string {
  if (persistUntil === null) return 'for as long as the record stays (it sets no persistUntil)';
  return expired
    ? `no longer: its persistUntil (${utcMinute(persistUntil)}) has passed`
    : `until ${utcMinute(persistUntil)}`;
}

function whoseWords({ whose, issuer }: ForeignPersistParams): string {
  if (whose === 'other-ca') return `${issuer} is not the platform's certificate authority`;
  if (whose === 'other-account') return `it is not the platform's ACME account`;
  if (whose === 'platform') return `it is the platform's ACME account`;
  return `the platform's ACME account was not given (--acme-account-uri), so it cannot be compared`;
}

/** What each validation finding says. */
export const VALIDATION_WORDS = {
  VALIDATION_RECORDS_NONE: {
    message: ({ domain }: { domain: string }) =>
      `No _validation-persist or _acme-challenge record at ${domain}: no CA account holds a standing authorization through DNS.`,
  },
  VALIDATION_PERSIST_PLATFORM: {
    message: (params: RecordAt & PersistAuthorization) =>
      `${params.name} authorizes the platform's ACME account at ${params.issuer} to get certificates for ${scope(params)} ${until({ ...params, expired: false })}. Delete it when the domain leaves the platform.`,
  },
  VALIDATION_PERSIST_FOREIGN: {
    message: (params: ForeignPersistParams) =>
      params.expired
        ? `${params.name} names the ACME account ${params.accountUri} at ${params.issuer}, but authorizes it ${until(params)}; it is left over.`
        : `${params.name} lets whoever holds the ACME account ${params.accountUri} at ${params.issuer} get certificates for ${scope(params)} ${until(params)}: ${whoseWords(params)}.`,
    fix: ({ name, text }: ForeignPersistParams) =>
      `If you did not set it up for a service you still use, delete the TXT record at ${name} that holds "${text}".`,
  },
  VALIDATION_PERSIST_MALFORMED: {
    message: ({ name, text, problem, issuer }: MalformedPersistParams) =>
      `${name} holds "${text}", which ${issuer ?? 'a certificate authority'} rejects: ${persistProblemWords(problem)}.`,
    fix: ({ name }: MalformedPersistParams) =>
      `Rewrite it as issuer; accounturi=URI (optionally ; policy=wildcard; persistUntil=UNIX-TIME), or, if nothing uses it, delete the TXT record at ${name}.`,
  },
  ACME_CHALLENGE_LEFTOVER: {
    message: ({ name, type, data }: LeftoverChallengeParams) =>
      type === 'CNAME'
        ? `${name} is a CNAME to ${data}: whoever controls ${data} can pass ACME dns-01 validation for the domain.`
        : `${name} holds the TXT record "${data}", an ACME dns-01 challenge answer left behind.`,
    fix: ({ name, type }: LeftoverChallengeParams) =>
      `If the platform did not ask you for it, delete the ${type} record at ${name}.`,
  },
} satisfies WordsOf<keyof typeof VALIDATION_DOCS>;

/** An example of each validation finding for its section on the findings page. */
export const VALIDATION_EXAMPLES: CheckExamples<'validation'> = ({ domain, caaIssuer }) => {
  const name = `_validation-persist.${domain}`;
  return {
    VALIDATION_RECORDS_NONE: { domain },
    VALIDATION_PERSIST_PLATFORM: {
      name,
      domain,
      text: `${caaIssuer}; accounturi=https://acme.example/acct/1`,
      issuer: caaIssuer,
      accountUri: 'https://acme.example/acct/1',
      wildcard: false,
      persistUntil: null,
    },
    VALIDATION_PERSIST_FOREIGN: {
      name,
      domain,
      text: 'ca.example; accounturi=https://ca.example/acct/42; policy=wildcard; persistUntil=1798761600',
      issuer: 'ca.example',
      accountUri: 'https://ca.example/acct/42',
      wildcard: true,
      persistUntil: '2027-01-01T00:00:00.000Z',
      whose: 'other-ca',
      expired: false,
    },
    VALIDATION_PERSIST_MALFORMED: {
      name,
      domain,
      text: `${caaIssuer}; policy=wildcard;`,
      issuer: caaIssuer,
      problem: { kind: 'empty-parameter' },
    },
    ACME_CHALLENGE_LEFTOVER: {
      name: `_acme-challenge.${domain}`,
      domain,
      type: 'CNAME',
      data: 'docs.example.com.acme.example.net',
    },
  };
};
