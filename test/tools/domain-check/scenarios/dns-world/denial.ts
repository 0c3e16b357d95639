import { defineScenarios, type DnsWorldRow } from '../scenario.ts';

/**
 * A child zone, signed, whose parent holds no DS for it and denies one with a stale NSEC: the one
 * signed when the name held only an address, without the NS bit. Its signature still verifies, but it
 * proves no insecure delegation (RFC 4035 §5.2, RFC 6840 §4.4): a validating resolver calls the child
 * bogus, and so must domain-check's own validation behind a resolver that does not validate.
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
          status: 'action-required',
          problems: ['DNSSEC_BOGUS'],
          // Believing the stale NSEC, the validating resolver reads docs as a name of the parent zone,
          // which holds no record there; what else it says depends on what it has cached of the child.
          mayAlsoReport: ['CNAME_MISSING', 'PROPAGATION_AUTHORITATIVE_WRONG', 'PROPAGATING'],
          fixes: [{ check: 'dnssec', messageSays: ['the DS records at docs.staledenial.test fail validation'] }],
        }
      : { status: 'action-required', problems: ['DNSSEC_PARENT_ZONE_RRSET_BOGUS', 'RESOLVER_LIES'] },
});

/** Negative answers whose NSEC records prove less than they claim (RFC 4035 §5.4). */
export default defineScenarios([staleDenial('with-ede'), staleDenial('non-validating')]);
