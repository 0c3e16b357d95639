import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the dnssec check's findings, for the findings page. */
export const DNSSEC_DOCS = {
  DNSSEC_OK: {
    check: 'dnssec',
    title: 'No DNSSEC failure',
    explanation:
      "Resolvers answer for the domain without a validation failure, and domain-check's own validation, from the root's trust anchor down over the authoritative servers' answers (RFC 4035 §5), finds the A, AAAA and CAA records the certificate authority reads secure or insecure (not signed), never bogus.",
  },
  DNSSEC_BROKEN: {
    check: 'dnssec',
    title: 'Broken DNSSEC chain',
    explanation:
      'A validating resolver answers SERVFAIL, but answers when asked with checking disabled (CD=1, RFC 4035 §3.2.2): the DNSSEC chain is broken, often by a stale DS record at the registrar after a DNS host change. DNSViz names the broken link: SIGNATURE_INVALID, EXPIRATION_IN_PAST or NO_SEP, for example.',
  },
  DNSSEC_SIGNATURE_EXPIRED: {
    check: 'dnssec',
    title: 'DNSSEC signatures expired',
    explanation:
      "The zone's RRSIG signatures are past their expiration time (RFC 4034 §3.1.5), so validating resolvers, the certificate authority's among them, answer SERVFAIL (RFC 4035 §5.3.1). The resolver said so with Extended DNS Error 7, Signature Expired (RFC 8914 §4.8), or domain-check found the expired signature itself with checking disabled. The DNS host's signer has stopped re-signing the zone. Zonemaster reports it as RRSIG_EXPIRED (DS08_DNSKEY_RRSIG_EXPIRED for the key set); DNSViz as EXPIRATION_IN_PAST.",
  },
  DNSSEC_DS_MATCHES_NO_KEY: {
    check: 'dnssec',
    title: 'DS record matches no DNSKEY',
    explanation:
      "The DS record at the registry names a key that the zone does not publish (RFC 4035 §5.2), typically after a move to another DNS host or a key rollover. Validating resolvers answer SERVFAIL. domain-check compares each DS with the zone's DNSKEY set itself (RFC 4034 §5.1.4), whatever Extended DNS Error the resolver sends, and names each DS: one whose key tag no DNSKEY has (Zonemaster DS02_NO_MATCH_DS_DNSKEY, DNSViz NO_SEP), or one whose key tag matches but whose digest does not (DNSViz DIGEST_INVALID). Zonemaster reports the zone as DS02_NO_VALID_DNSKEY_FOR_ANY_DS (DS11_DS_BUT_UNSIGNED_ZONE when the zone is not signed at all); DNSViz as NO_SEP and MISSING_SEP_FOR_ALG.",
  },
  DNSSEC_CHILD_DS_MATCHES_NO_KEY: {
    check: 'dnssec',
    title: 'A delegated child zone’s DS matches no DNSKEY',
    explanation:
      'The domain lies in a zone of its own below the registered domain (docs.example.com delegated to another DNS host), and the DS record for it, which lives in the parent zone (RFC 4035 §2.4), names a key the child zone does not publish (RFC 4035 §5.2), or the child zone is not signed at all. Validating resolvers answer SERVFAIL. The registrar holds only the registered domain’s DS: this one is changed at the parent zone’s DNS host. Zonemaster reports it on the child zone as DS02_NO_VALID_DNSKEY_FOR_ANY_DS (DS11_DS_BUT_UNSIGNED_ZONE when it is not signed); DNSViz as NO_SEP and MISSING_SEP_FOR_ALG.',
  },
  DNSSEC_BOGUS: {
    check: 'dnssec',
    title: 'DNSSEC answer is bogus',
    explanation:
      'The answer is bogus (RFC 4035 §5.5) for another reason than expiry or a missing key: a signature that does not verify, or missing signatures. domain-check validates the chain itself, from the root’s trust anchor, and names the record set; behind a resolver that does not validate, it finds the failure the certificate authority’s validating resolvers will. A zone signed only with an algorithm no validator knows is insecure, not bogus (RFC 4035 §5.2). DNSViz reports a signature that does not verify as SIGNATURE_INVALID, and a missing one as MISSING_RRSIG.',
  },
  DNSSEC_TARGET_ZONE_BOGUS: {
    check: 'dnssec',
    title: 'The CNAME target’s zone fails DNSSEC',
    explanation:
      'A validating resolver answers the domain’s CNAME but SERVFAIL for its target, which it answers with checking disabled (CD=1, RFC 4035 §3.2.2): the target lies in another zone (the platform’s), and that zone fails validation (RFC 4035 §5.5). The customer’s records are right; the CNAME chain still fails for every validating resolver, the certificate authority’s included, so the certificate cannot be issued until the target zone’s operator fixes it. DNSViz shows the error on the target’s zone, not on the domain’s (EXPIRATION_IN_PAST or NO_SEP, for example).',
  },
  DNSSEC_PARENT_ZONE_RRSET_BOGUS: {
    check: 'dnssec',
    title: 'A record set in the zone above the domain’s fails DNSSEC',
    explanation:
      'The certificate authority looks for CAA records at the domain and at each name above it (RFC 8659 §3), so it also asks names that lie in the zone above the domain’s own zone, a zone the domain’s DNS host does not serve (docs.example.com delegated to another DNS host, with its CAA climb reaching example.com). A validating resolver answers SERVFAIL for one record set there and answers it with checking disabled (CD=1, RFC 4035 §3.2.2): its signatures, or the NSEC proof that it does not exist, are missing or broken (RFC 4035 §5.3, §5.4). The failed CAA lookup is a refusal to issue, and only whoever runs that zone can fix it. Behind a resolver that does not validate, domain-check’s own validation finds the same failure. The zone above also holds the DS of the domain’s zone (RFC 4035 §2.4): where it denies that DS with an NSEC or NSEC3 record that shows no delegation, as one signed before the zone was delegated does (RFC 4035 §5.2, RFC 6840 §4.4), every answer of the domain’s zone is bogus, and the fix is to publish the DS there (at the registrar for a registered domain) or to have that zone re-signed with the delegation. DNSViz reports it on that zone as MISSING_RRSIG, SIGNATURE_INVALID or MISSING_NSEC_FOR_NODATA, and a stale denial as REFERRAL_WITHOUT_NS.',
  },
  DNSSEC_SERVFAIL: {
    check: 'dnssec',
    title: 'SERVFAIL not caused by DNSSEC',
    explanation: 'A resolver answers SERVFAIL even with checking disabled, so the failure is not DNSSEC validation.',
  },
  DNSSEC_LOOKUP_FAILED: {
    check: 'dnssec',
    title: 'DNSSEC check failed',
    explanation: 'The resolvers did not answer, so DNSSEC could not be judged.',
  },
} as const satisfies Record<string, FindingDocs>;

export interface ResolverVerdict {
  readonly domain: string;
  /** The resolver that answered, as `host` or `host:port`. */
  readonly resolver: string;
  /**
   * `false` when the resolver answered without failing although the chain is broken: it does not
   * validate, and domain-check's own validation from the root's trust anchor found the failure.
   */
  readonly resolverValidates?: boolean;
}

/**
 * What the dnssec check says when resolvers answer. What it says of a SERVFAIL and its cause sits in
 * dnssec/servfail-words.ts, loaded with the code that looks for the cause.
 */
export const DNSSEC_WORDS = {
  DNSSEC_LOOKUP_FAILED: {
    message: ({ domain, resolver, detail }: ResolverVerdict & { detail: string }) =>
      `Could not ask resolver ${resolver} about ${domain}: ${detail}.`,
    fix: () => 'Run this again.',
  },
  DNSSEC_OK: {
    message: ({
      domain,
      validated,
      resolvers,
    }: {
      domain: string;
      validated: boolean;
      resolvers: readonly string[];
    }) =>
      validated
        ? `${domain} validates (the resolver set AD).`
        : `Resolvers answer for ${domain} without a validation failure (${resolvers.join(', ')}).`,
  },
} satisfies WordsOf<keyof typeof DNSSEC_DOCS>;

/** An example of each dnssec finding for its section on the findings page: the params the check would give. */
export const DNSSEC_EXAMPLES: CheckExamples<'dnssec'> = ({ domain, resolver, apex }) => ({
  DNSSEC_OK: { domain, validated: true, resolvers: [resolver] },
  DNSSEC_BROKEN: { domain, resolver, zone: apex, dnsHost: null },
  DNSSEC_SIGNATURE_EXPIRED: { domain, resolver, zone: apex },
  DNSSEC_DS_MATCHES_NO_KEY: {
    domain,
    resolver,
    zone: apex,
    dnsHost: null,
    unmatchedDs: [{ keyTag: 2371, algorithm: 13, digestType: 2, problem: 'digest-mismatch' }],
  },
  DNSSEC_CHILD_DS_MATCHES_NO_KEY: {
    domain: `docs.${apex}`,
    resolver,
    zone: `docs.${apex}`,
    parentZone: apex,
    unsigned: false,
  },
  DNSSEC_BOGUS: { domain, resolver, zone: apex },
  DNSSEC_TARGET_ZONE_BOGUS: {
    domain,
    resolver,
    target: 'cname.example.net',
    extendedErrors: [{ infoCode: 7, extraText: 'signature expired' }],
  },
  DNSSEC_PARENT_ZONE_RRSET_BOGUS: {
    domain: `docs.${apex}`,
    resolver,
    name: apex,
    type: 'CAA',
    zone: apex,
    ownZone: `docs.${apex}`,
    extendedErrors: [{ infoCode: 10, extraText: 'no signatures' }],
  },
  DNSSEC_SERVFAIL: { domain, resolver, extendedErrors: [{ infoCode: 22, extraText: 'all nameservers timed out' }] },
  DNSSEC_LOOKUP_FAILED: { domain, resolver, detail: 'timeout' },
});
