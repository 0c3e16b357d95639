import { defineScenarios, type DnsWorldRow } from '../scenario.ts';

/**
 * A child zone, signed, whose parent holds no DS for it and denies one with a stale NSEC: the one
 * signed when the name held only an address, without the NS bit. Its signature still verifies, but it
 * proves no insecure delegation (RFC 4035 §5.2, RFC 6840 §4.4): a validating resolver calls the child
 * bogus, and so must domain-check's own validation behind a resolver that does not validate.
 * DNSViz 0.9.4 reports REFERRAL_WITHOUT_NS for docs.staledenial.test (run 2026-11-28).
 */
const staleDenial = (resolver: 'with-ede' | 'non-validating'): DnsWorldRow => ({
  title: `a child zone whose parent denies its DS with a stale NSEC, without the NS bit, is never ready (${resolver})`,
  source: 'RFC 4035 §5.2, §5.4; RFC 6840 §4.4; CA/B Forum ballot SC-085v2',
  zone: 'staledenial.test',
  domain: 'docs.staledenial.test',
  resolver,
  delegation: ['alpha'],
  dnssec: 'valid',
  records: '@ CAA 0 issue "letsencrypt.org"',
  childZone: { label: 'docs', host: 'gamma', records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10', ds: 'stale-denial' },
  expect:
    resolver === 'with-ede'
      ? {
          // The control: the validating resolver answers SERVFAIL. Believing the stale NSEC, it reads
          // docs as a name of the parent zone, which holds no record there, or as the child, as its
          // cache has it when the run asks: which cause is named, and what else is said, follows.
          status: 'action-required',
          problems: [],
          mayAlsoReport: [
            'DNSSEC_BOGUS',
            'DNSSEC_PARENT_ZONE_RRSET_BOGUS',
            'CNAME_MISSING',
            'PROPAGATION_AUTHORITATIVE_WRONG',
            'PROPAGATING',
          ],
        }
      : {
          status: 'action-required',
          problems: ['DNSSEC_PARENT_ZONE_RRSET_BOGUS', 'RESOLVER_LIES'],
          // The resolver answers; domain-check's own validation finds the stale denial, whose fix is
          // the child's DS (or the delegation) in the parent zone, not new signatures over it.
          fixes: [
            {
              check: 'dnssec',
              says: [
                'publish the DS record for docs.staledenial.test in the zone staledenial.test, at the DNS host of staledenial.test',
              ],
              neverSays: /re-sign it so that|your registrar/,
              messageSays: [
                "without validating DNSSEC, but domain-check's own validation from the root's trust anchor fails",
                'the DS records at docs.staledenial.test fail validation: the NSEC or NSEC3 record that denies a DS there has no NS bit',
                'The DS records of your zone docs.staledenial.test live in the zone above it, staledenial.test',
              ],
            },
          ],
        },
});

/**
 * A subdomain whose CNAME a signed zone synthesizes from its wildcard: with the NSEC that proves the
 * name itself does not exist it validates (RFC 4035 §5.3.4); without it, it is bogus to a validating
 * resolver, and so to domain-check's own validation. DNSViz 0.9.4 reports nothing for the first and
 * SNAME_NOT_COVERED for the second (run 2026-11-28).
 */
const wildcard = (resolver: 'with-ede' | 'non-validating', setup: 'valid' | 'wildcard-nsec-dropped'): DnsWorldRow => ({
  title:
    setup === 'valid'
      ? `a CNAME a signed zone synthesizes from its wildcard, with the NSEC that proves the name does not exist, is ready (${resolver})`
      : `a CNAME a signed zone synthesizes from its wildcard, without the NSEC that proves the name does not exist, is never ready (${resolver})`,
  source: 'RFC 4035 §3.1.3.3, §5.3.4; RFC 4592 §2.2.1',
  zone: setup === 'valid' ? 'wildsigned.test' : 'wildnonsec.test',
  domain: `docs.${setup === 'valid' ? 'wildsigned.test' : 'wildnonsec.test'}`,
  resolver,
  delegation: ['alpha'],
  dnssec: setup,
  records: '* CNAME cname.platform.test.',
  expect:
    setup === 'valid'
      ? { status: 'ready', problems: resolver === 'non-validating' ? ['RESOLVER_LIES'] : [] }
      : {
          status: 'action-required',
          problems: ['DNSSEC_BOGUS', ...(resolver === 'non-validating' ? ['RESOLVER_LIES' as const] : [])],
        },
});

/** Negative answers, and wildcard answers, whose NSEC records prove less than they claim (RFC 4035 §5.4, §5.3.4). */
export default defineScenarios([
  staleDenial('with-ede'),
  staleDenial('non-validating'),
  wildcard('with-ede', 'valid'),
  wildcard('non-validating', 'valid'),
  wildcard('with-ede', 'wildcard-nsec-dropped'),
  wildcard('non-validating', 'wildcard-nsec-dropped'),
]);
