/**
 * Where Let's Encrypt's reading of CAA (Boulder, letsencrypt/boulder) differs from RFC 8659 and
 * RFC 8657 read to the letter, each with its sources: the findings page prints this table, and the
 * CAA check applies the same rules (ca-profile.ts, boulder-issue-value.ts, acme-parameters.ts).
 */
import type { FindingCode } from '../../findings/codes.ts';

export interface ReadingDifference {
  readonly topic: string;
  readonly boulder: string;
  readonly boulderSource: string;
  readonly rfc: string;
  readonly rfcSource: string;
  /** The finding codes where the difference shows. */
  readonly codes: readonly FindingCode[];
}

export const CAA_READING_DIFFERENCES: readonly ReadingDifference[] = [
  {
    topic: 'Flags 1 on an unknown tag',
    boulder: 'critical: issuance refused',
    boulderSource: 'va/caa.go, filterCAA',
    rfc: 'a reserved bit, ignored; only 128 is critical',
    rfcSource: 'RFC 8659 §4.1',
    codes: ['CAA_CRITICAL_UNKNOWN_TAG'],
  },
  {
    topic: 'Tags the CA recognises',
    boulder: 'issue, issuewild, iodef, issuemail, issuevmc',
    boulderSource: 'va/caa.go, filterCAA',
    rfc: 'issue, issuewild, iodef',
    rfcSource: 'RFC 8659 §4.2–4.4',
    codes: ['CAA_CRITICAL_UNKNOWN_TAG'],
  },
  {
    topic: 'Issuer domain name in another case (LetsEncrypt.org)',
    boulder: 'not a match: compared byte for byte',
    boulderSource: 'va/caa.go, caaDomainMatches',
    rfc: 'a match: domain names compare without regard to case',
    rfcSource: 'RFC 4343 §2',
    codes: ['CAA_ISSUER_NOT_EXACT'],
  },
  {
    topic: 'Issuer domain name outside the grammar (a trailing dot)',
    boulder: 'not checked; only compared, so not a match',
    boulderSource: 'va/caa.go, parseCAARecord and caaDomainMatches',
    rfc: 'malformed: counts as naming nobody',
    rfcSource: 'RFC 8659 §4.2',
    codes: ['CAA_ISSUER_NOT_EXACT', 'CAA_MALFORMED'],
  },
  {
    topic: 'A hyphen inside a parameter tag (foo-bar=1)',
    boulder: 'malformed',
    boulderSource: 'va/caa.go, parseCAARecord',
    rfc: 'allowed',
    rfcSource: 'RFC 8659 §4.2 (tag)',
    codes: ['CAA_MALFORMED'],
  },
  {
    topic: 'An empty parameter tag (; =1)',
    boulder: 'accepted',
    boulderSource: 'va/caa.go, parseCAARecord',
    rfc: 'malformed',
    rfcSource: 'RFC 8659 §4.2 (tag)',
    codes: ['CAA_MALFORMED'],
  },
  {
    topic: 'An invalid label in validationmethods after the method used (http-01,,dns-01)',
    boulder: 'allowed for http-01: labels are read in order and the first match wins',
    boulderSource: 'va/caa.go, caaValidationMethodMatches',
    rfc: 'the whole value is invalid: unsatisfiable',
    rfcSource: 'RFC 8657 §4',
    codes: ['CAA_VALIDATIONMETHODS_UNSATISFIABLE'],
  },
  {
    topic: 'validationmethods naming only methods the CA does not use (tls-sni-01)',
    boulder: 'unsatisfiable: it knows http-01, dns-01, tls-alpn-01, dns-account-01, dns-persist-01',
    boulderSource: 'va/caa.go, caaValidationMethodMatches; core/objects.go, AcmeChallenge.IsValid',
    rfc: 'depends on the CA’s methods, which the RFC does not list: to confirm',
    rfcSource: 'RFC 8657 §4',
    codes: ['CAA_VALIDATIONMETHODS_UNSATISFIABLE', 'CAA_VALIDATIONMETHODS_UNCONFIRMED'],
  },
  {
    topic: 'Two validationmethods parameters in one record',
    boulder: 'unsatisfiable',
    boulderSource: 'va/caa.go, caaValidationMethodMatches',
    rfc: 'not defined',
    rfcSource: 'RFC 8657 §4',
    codes: ['CAA_VALIDATIONMETHODS_UNSATISFIABLE', 'CAA_VALIDATIONMETHODS_UNDEFINED'],
  },
];
