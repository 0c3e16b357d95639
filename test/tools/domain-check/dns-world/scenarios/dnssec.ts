import { defineScenarios } from '../scenario.ts';

/**
 * DNSSEC failures told apart: the validating resolver's Extended DNS Errors (RFC 8914) say why it
 * answered SERVFAIL, and each cause has its own fix.
 */
export default defineScenarios([
  {
    title: 'a signed zone with a matching DS validates and is ready',
    source: 'RFC 4035 §5',
    zone: 'signed.test',
    domain: 'docs.signed.test',
    delegation: ['alpha'],
    dnssec: 'valid',
    records: 'docs CNAME cname.platform.test.',
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'a signed apex with a matching DS validates and is ready',
    source: 'RFC 4035 §5',
    zone: 'signedapex.test',
    domain: 'signedapex.test',
    delegation: ['alpha'],
    dnssec: 'valid',
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
    expect: { status: 'ready', problems: [] },
  },
  {
    title: 'expired signatures are told apart: the DNS host must re-sign',
    source: 'RFC 4035 §5.3.1; RFC 8914 §4.8 (EDE 7, Signature Expired)',
    zone: 'expiredsig.test',
    domain: 'docs.expiredsig.test',
    delegation: ['alpha'],
    dnssec: 'expired-signatures',
    records: 'docs CNAME cname.platform.test.',
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_SIGNATURE_EXPIRED'],
      mayAlsoReport: ['PROPAGATION_LOOKUP_FAILED', 'CNAME_LOOKUP_FAILED', 'CAA_LOOKUP_FAILED'],
    },
  },
  {
    title: 'a DS at the registry that matches no key is told apart: update or remove the DS',
    source: 'RFC 4035 §5.2; RFC 8914 §4.10 (EDE 9, DNSKEY Missing)',
    zone: 'dsmismatch.test',
    domain: 'docs.dsmismatch.test',
    delegation: ['alpha'],
    dnssec: 'ds-matches-no-key',
    records: 'docs CNAME cname.platform.test.',
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_DS_MATCHES_NO_KEY'],
      mayAlsoReport: ['PROPAGATION_LOOKUP_FAILED', 'CNAME_LOOKUP_FAILED', 'CAA_LOOKUP_FAILED'],
    },
  },
  {
    title: 'a damaged signature is bogus, told apart from expiry and key mismatch',
    source: 'RFC 4035 §5.3; RFC 8914 §4.7 (EDE 6, DNSSEC Bogus)',
    zone: 'badsig.test',
    domain: 'docs.badsig.test',
    delegation: ['alpha'],
    dnssec: 'bad-signature',
    records: 'docs CNAME cname.platform.test.',
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_BOGUS'],
      mayAlsoReport: ['PROPAGATION_LOOKUP_FAILED', 'CNAME_LOOKUP_FAILED', 'CAA_LOOKUP_FAILED'],
    },
  },
]);
