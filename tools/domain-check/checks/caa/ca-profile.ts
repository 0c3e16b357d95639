/**
 * How one certificate authority reads a CAA set: as Let's Encrypt's software, Boulder, does
 * (`va/caa.go` in letsencrypt/boulder), or by RFC 8659 and RFC 8657 to the letter. Which one a CA
 * uses is a fact of the platform profile (`caaReading`). The fields below are exactly the points
 * where the two readings differ.
 */
import { parseIssueValueAsBoulder } from './boulder-issue-value.ts';
import { parseIssueValue, type CaaValueParse } from './issue-value.ts';
import type { CertificateAuthority } from '../../platform/profile.ts';

export interface CaProfile {
  /** The issuer domain name the CA recognises as itself. */
  readonly issuer: string;
  readonly reading: 'boulder' | 'rfc';
  /** Flag bits that make a property critical. */
  readonly criticalFlags: number;
  /** Property tags the CA recognises (lower case; tags match without regard to case, RFC 8659 §4.1). */
  readonly knownTags: ReadonlySet<string>;
  parseValue(text: string): CaaValueParse;
  /** Whether the issuer domain name of a record names this CA. */
  namesIssuer(written: string): boolean;
  /**
   * The validation methods the CA recognises in `validationmethods`; `undefined` when its list is not
   * published, so that only the platform's own method can be compared.
   */
  readonly validationMethods: readonly string[] | undefined;
}

export const BOULDER_ISSUER = 'letsencrypt.org';

/**
 * Boulder `va/caa.go`, `filterCAA`: the tags it recognises. `issuemail` (RFC 9495, letsencrypt/boulder#7307)
 * and `issuevmc` (the CA/B Forum's mark certificates, letsencrypt/boulder#8374) are recognised but not
 * processed, so a critical one does not stop issuance; `contactemail` and `contactphone` are not known,
 * so a critical one does.
 */
const BOULDER_TAGS: ReadonlySet<string> = new Set(['issue', 'issuewild', 'iodef', 'issuemail', 'issuevmc']);
/** RFC 8659 §4.2–4.4 define these three property tags. */
const RFC_8659_TAGS: ReadonlySet<string> = new Set(['issue', 'issuewild', 'iodef']);

/**
 * Boulder `core/objects.go`, `AcmeChallenge.IsValid`: the challenge types a `validationmethods` label must
 * name to count (`va/caa.go`, `caaValidationMethodMatches`, skips every other label).
 */
const BOULDER_VALIDATION_METHODS: readonly string[] = [
  'http-01',
  'dns-01',
  'tls-alpn-01',
  'dns-account-01',
  'dns-persist-01',
];

/** Boulder's reading; for another issuer only to say how Let's Encrypt's reading of such records differs. */
export function boulderProfile(issuer = BOULDER_ISSUER): CaProfile {
  return {
    issuer,
    reading: 'boulder',
    // `filterCAA`: "the bit with significance 1" is taken as an alias of the critical bit 128.
    criticalFlags: 128 | 1,
    knownTags: BOULDER_TAGS,
    parseValue: parseIssueValueAsBoulder,
    // `caaDomainMatches`: `caaDomain == issuerDomain`, byte for byte.
    namesIssuer: (written) => written === issuer,
    validationMethods: BOULDER_VALIDATION_METHODS,
  };
}

export function rfcProfile(issuer: string): CaProfile {
  const lowerIssuer = issuer.toLowerCase();
  return {
    issuer: lowerIssuer,
    reading: 'rfc',
    // RFC 8659 §4.1: bit 0 (value 128) is the Issuer Critical Flag; the other bits are reserved and ignored.
    criticalFlags: 128,
    knownTags: RFC_8659_TAGS,
    parseValue: parseIssueValue,
    // Domain names compare without regard to ASCII case (RFC 4343 §2).
    namesIssuer: (written) => written.toLowerCase() === lowerIssuer,
    validationMethods: undefined,
  };
}

/**
 * How `issuer` reads CAA: as the platform profile says its CA does (`caaReading`); an issuer the
 * profile does not name (one given by a flag or the config) by RFC 8659 and RFC 8657 to the letter.
 */
export function getCaProfile(
  issuer: string,
  platformCas: readonly Pick<CertificateAuthority, 'issuerDomain' | 'caaReading'>[],
): CaProfile {
  const lowerIssuer = issuer.toLowerCase();
  const reading = platformCas.find((ca) => ca.issuerDomain.toLowerCase() === lowerIssuer)?.caaReading;
  return reading === 'boulder' ? boulderProfile(lowerIssuer) : rfcProfile(issuer);
}
