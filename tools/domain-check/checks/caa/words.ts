import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';
import { citeRule } from '../../core/rule-source.ts';
import { RFC_8657_PROCESSING } from './acme-parameter-rules.ts';

/** Who enforces the RFC 8657 parameters, with the sources, for the findings page. */
const WHO_PROCESSES = `Let’s Encrypt enforces these parameters (${citeRule(RFC_8657_PROCESSING.boulder)}); CA/Browser Forum ballot ${RFC_8657_PROCESSING.ballot}, passed ${RFC_8657_PROCESSING.passed}, makes every CA process them from ${RFC_8657_PROCESSING.effective} (${RFC_8657_PROCESSING.sources.map(citeRule).join('; ')}).`;

/** The words of the caa check's findings, for the findings page. */
export const CAA_DOCS = {
  CAA_NONE: {
    check: 'caa',
    title: 'No CAA records',
    explanation: 'No CAA records exist at the domain or any parent, so every certificate authority may issue.',
  },
  CAA_ALLOWS_ISSUER: {
    check: 'caa',
    title: 'CAA allows the certificate authority',
    explanation:
      'The relevant CAA record set has an issue property that names the certificate authority and that it can satisfy, or no issue property at all. Each certificate authority is read as the platform profile says it reads CAA: letsencrypt.org, the default profile’s CA, as its software, Boulder, reads CAA (letsencrypt/boulder, va/caa.go); an issuer the profile does not name by RFC 8659 and RFC 8657 to the letter.',
  },
  CAA_BLOCKS_ISSUER: {
    check: 'caa',
    title: 'CAA blocks the certificate authority',
    explanation:
      'The relevant CAA record set (the first non-empty one climbing from the domain to the TLD, RFC 8659 §3) has issue properties that do not name the certificate authority, or ";" which allows nobody. The certificate cannot be issued. Each level is looked up as a normal query, following CNAMEs, so for a name with a CNAME the set at its target counts.',
  },
  CAA_MALFORMED: {
    check: 'caa',
    title: 'Malformed CAA issue value',
    explanation:
      'The issue property meant for the certificate authority does not parse, and no other record allows it. RFC 8659 §4.2 gives the grammar (issuer; tag=value; tag=value, white space only around ";" and "=") and says a value that breaks it counts as one naming nobody. Typical breaks: a parameter without "=", a ";" after the last parameter or ";;", a space, control or non-ASCII character inside a tag or value. Boulder (va/caa.go, parseCAARecord) differs from the RFC in two places: it refuses a hyphen inside a parameter tag, which the RFC allows, and accepts an empty tag ("; =x"), which the RFC does not. Boulder does not check the issuer domain name against the grammar; it only compares it (see CAA_ISSUER_NOT_EXACT).',
  },
  CAA_ISSUER_NOT_EXACT: {
    check: 'caa',
    title: 'CAA issuer not written exactly',
    explanation:
      'The issue property names letsencrypt.org in another case or with a trailing dot, such as "LetsEncrypt.org". Boulder compares the issuer domain byte for byte (va/caa.go, caaDomainMatches), so the record does not authorize Let’s Encrypt. This differs from the strict RFC reading: DNS names compare without regard to case (RFC 4343 §2), so for any other certificate authority domain-check accepts another case, and a trailing dot is outside the RFC 8659 §4.2 grammar (CAA_MALFORMED).',
  },
  CAA_ACCOUNTURI_UNCONFIRMED: {
    check: 'caa',
    title: 'CAA restricts issuance to an ACME account',
    explanation: `The only issue property that allows the certificate authority carries accounturi (RFC 8657 §3): the CA issues only to requests from that ACME account. domain-check does not know the platform’s account (neither the platform profile nor the settings name it), so it cannot tell whether the certificate will be issued. Boulder compares the URI exactly (va/caa.go, caaAccountURIMatches). ${WHO_PROCESSES}`,
  },
  CAA_ACCOUNTURI_MISMATCH: {
    check: 'caa',
    title: 'CAA names another ACME account',
    explanation: `The issue property allows the certificate authority only for the ACME account in its accounturi parameter (RFC 8657 §3), and that is not the platform’s account URI (from the platform profile or the settings): the CA refuses to issue, so this blocks the certificate. ${WHO_PROCESSES}`,
  },
  CAA_ACCOUNTURI_UNSATISFIABLE: {
    check: 'caa',
    title: 'CAA accounturi nobody can satisfy',
    explanation:
      'The issue property for the certificate authority has an empty accounturi, one that is not a URI, or two accounturi parameters. RFC 8657 §3 makes such a property unsatisfiable ("a property with multiple accounturi parameters is unsatisfiable"), and Boulder agrees (va/caa.go, caaAccountURIMatches).',
  },
  CAA_VALIDATIONMETHODS_UNCONFIRMED: {
    check: 'caa',
    title: 'CAA restricts the validation method',
    explanation: `The only issue property that allows the certificate authority carries validationmethods (RFC 8657 §4): the CA issues only after validating with a listed method. domain-check does not know the platform’s method (neither the platform profile nor the settings name it). For letsencrypt.org only the methods Boulder recognises count (http-01, dns-01, tls-alpn-01, dns-account-01, dns-persist-01: core/objects.go, AcmeChallenge.IsValid); other labels are skipped. ${WHO_PROCESSES}`,
  },
  CAA_VALIDATIONMETHODS_MISMATCH: {
    check: 'caa',
    title: 'CAA does not list the platform’s validation method',
    explanation: `The issue property allows the certificate authority only with the methods in validationmethods (RFC 8657 §4), and none of the platform’s methods (from the platform profile, or the one given in the settings) is among them: the CA refuses to issue, so this blocks the certificate. ${WHO_PROCESSES}`,
  },
  CAA_VALIDATIONMETHODS_UNSATISFIABLE: {
    check: 'caa',
    title: 'CAA validationmethods nobody can satisfy',
    explanation:
      'The issue property for the certificate authority has a validationmethods parameter no validation can meet: empty, a label outside the RFC 8657 §4 syntax (letters, digits, hyphens; such as an empty label in "http-01,,dns-01"), only methods the CA does not use (such as the retired tls-sni-01), or, for Let’s Encrypt, two validationmethods parameters. Boulder reads the labels in order and stops at the first that matches (va/caa.go, caaValidationMethodMatches), so "http-01,,dns-01" still allows http-01 there, while the strict RFC reading refuses the whole value; RFC 8657 does not define two validationmethods parameters, and Boulder refuses them.',
  },
  CAA_VALIDATIONMETHODS_UNDEFINED: {
    check: 'caa',
    title: 'Two CAA validationmethods parameters',
    explanation:
      'For a certificate authority other than letsencrypt.org: its issue property has two validationmethods parameters. RFC 8657 does not say what that means, so only that CA can say whether it issues. Let’s Encrypt refuses such a record (va/caa.go, caaValidationMethodMatches), which domain-check reports as CAA_VALIDATIONMETHODS_UNSATISFIABLE.',
  },
  CAA_CRITICAL_UNKNOWN_TAG: {
    check: 'caa',
    title: 'Critical CAA tag the CA does not know',
    explanation:
      'The relevant CAA set has a critical property with a tag the certificate authority does not recognise, so it refuses to issue (RFC 8659 §4.1). Which flags are critical and which tags are known depends on the CA. Boulder (va/caa.go, filterCAA) knows issue, issuewild, iodef, issuemail (RFC 9495) and issuevmc (mark certificates), but not contactemail or contactphone, and treats flag 1 as critical too, as many misread RFC 6844’s bit numbering. Read strictly, RFC 8659 §4.1 makes only 128 critical (other bits are reserved and ignored) and defines issue, issuewild and iodef.',
  },
  CAA_LOOKUP_FAILED: {
    check: 'caa',
    title: 'CAA lookup failed',
    explanation:
      'A CAA lookup failed before the relevant set was found. The certificate authority treats such a failure as a refusal to issue (RFC 8659 §3), so this is not a pass.',
  },
  CAA_DNS_HOST_FAILS: {
    check: 'caa',
    title: 'DNS host fails CAA queries',
    explanation:
      'The zone’s own nameservers answer CAA queries with an error (SERVFAIL or REFUSED) while they answer other queries at the same name: the DNS host mishandles the CAA record type. The certificate authority asks CAA before it issues and refuses when the lookup fails (RFC 8659 §3), so the certificate will not be issued, however often the check is run. DNSViz reports it as INVALID_RCODE on the CAA queries; Zonemaster asks no CAA.',
  },
} as const satisfies Record<string, FindingDocs>;

/**
 * What the caa check says before any set is judged: none found, or a lookup that failed. The words of
 * a judged set (caa/verdict-words.ts) load with the CAA judge, only when a set holds records.
 */
export const CAA_WORDS = {
  CAA_NONE: {
    message: ({ domain }: { domain: string }) =>
      `No CAA records at ${domain} or its parents: any certificate authority may issue.`,
  },
  // RFC 8659 §3: a CA that cannot learn the relevant set must not issue.
  CAA_LOOKUP_FAILED: {
    message: ({ name, detail }: { name: string; detail: string | null }) =>
      `The CAA lookup at ${name} failed (${detail ?? 'unknown'}). The certificate authority treats this as a refusal, so the certificate would not be issued.`,
    fix: ({ name }: { name: string; detail: string | null }) =>
      `Make CAA queries at ${name} answer (often a broken DNSSEC chain or a DNS host that mishandles CAA), then run this again.`,
  },
} satisfies WordsOf<keyof typeof CAA_DOCS>;

/** An ACME account URI as RFC 8657 §3 writes one, on a reserved name. */
const accountUri = 'https://acme.example.net/acct/1';

/** An example of each caa finding for its section on the findings page: the params the check would give. */
export const CAA_EXAMPLES: CheckExamples<'caa'> = ({ domain, ns1, ns2, caaIssuer, platformHost }) => {
  const caaVerdict = {
    domain,
    owner: domain,
    alias: null,
    platformHost,
    issuer: caaIssuer,
    reading: 'boulder',
    otherReading: null,
    dnsHost: null,
  } as const;
  const caaRecord = (tag: string, value: string) => ({ ...caaVerdict, property: { flags: 0, tag, value } });
  return {
    CAA_NONE: { domain },
    CAA_ALLOWS_ISSUER: { ...caaVerdict, property: { flags: 0, tag: 'issue', value: caaIssuer } },
    CAA_BLOCKS_ISSUER: { ...caaVerdict, issuers: ['ca.example.net'] },
    CAA_MALFORMED: {
      ...caaRecord('issue', `${caaIssuer};`),
      problem: { kind: 'empty-parameter', text: ';' },
      suggestion: caaIssuer,
    },
    CAA_ISSUER_NOT_EXACT: caaRecord('issue', caaIssuer.toUpperCase()),
    CAA_ACCOUNTURI_UNCONFIRMED: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=${accountUri}`),
      restrictions: [{ kind: 'account', accountUri: accountUri }],
    },
    CAA_ACCOUNTURI_MISMATCH: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=${accountUri}`),
      refusal: {
        kind: 'account-mismatch',
        accountUri: accountUri,
        setting: 'https://acme.example.net/acct/2',
      },
    },
    CAA_ACCOUNTURI_UNSATISFIABLE: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=`),
      refusal: { kind: 'account-empty' },
    },
    CAA_VALIDATIONMETHODS_UNCONFIRMED: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=dns-01`),
      restrictions: [{ kind: 'methods', methods: ['dns-01'] }],
    },
    CAA_VALIDATIONMETHODS_MISMATCH: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=dns-01`),
      refusal: { kind: 'methods-mismatch', methods: ['dns-01'], setting: 'http-01' },
    },
    CAA_VALIDATIONMETHODS_UNSATISFIABLE: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=`),
      refusal: { kind: 'methods-empty' },
    },
    CAA_VALIDATIONMETHODS_UNDEFINED: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=http-01; validationmethods=dns-01`),
      restrictions: [{ kind: 'methods-undefined' }],
    },
    CAA_CRITICAL_UNKNOWN_TAG: { ...caaVerdict, properties: [{ flags: 128, tag: 'tbs', value: 'unknown' }] },
    CAA_LOOKUP_FAILED: { name: domain, detail: 'SERVFAIL' },
    CAA_DNS_HOST_FAILS: {
      name: domain,
      answers: [
        { server: ns1.address, rcode: 'SERVFAIL' },
        { server: ns2.address, rcode: 'SERVFAIL' },
      ],
    },
  };
};
