import type { FindingCode } from '../../../../../tools/domain-check/findings/codes.ts';
import type { ReferenceFindings } from '../../dns-world/reference-causes.ts';
import { defineScenarios, type DnsWorldRow, type DnssecSetup } from '../scenario.ts';
import { PLATFORM_HOST_BOGUS } from '../../dns-world/world.ts';

interface BrokenChain {
  readonly setup: DnssecSetup;
  readonly zone: string;
  /** Told apart by the resolver's Extended DNS Error (RFC 8914). */
  readonly withEde: { readonly title: string; readonly source: string; readonly code: FindingCode };
  /** Told apart by domain-check's own lookups with checking disabled (RFC 4035 §3.2.2). */
  readonly withoutEde: { readonly title: string; readonly source: string; readonly code: FindingCode };
  /** What Zonemaster and DNSViz report for the zone (the same whichever resolver domain-check is given). */
  readonly reference: ReferenceFindings;
}

const BROKEN_CHAINS: readonly BrokenChain[] = [
  {
    setup: 'expired-signatures',
    zone: 'expiredsig.test',
    withEde: {
      title: 'expired signatures are told apart: the DNS host must re-sign',
      source: 'RFC 4035 §5.3.1; RFC 8914 §4.8 (EDE 7, Signature Expired)',
      code: 'DNSSEC_SIGNATURE_EXPIRED',
    },
    reference: { zonemaster: ['DS08_DNSKEY_RRSIG_EXPIRED', 'RRSIG_EXPIRED'], dnsviz: ['EXPIRATION_IN_PAST', 'NO_SEP'] },
    withoutEde: {
      title: 'without Extended DNS Errors, expired signatures are found with checking disabled',
      source: 'RFC 4035 §3.2.2 (CD bit); RFC 4034 §3.1.5 (signature expiration)',
      code: 'DNSSEC_SIGNATURE_EXPIRED',
    },
  },
  {
    setup: 'ds-matches-no-key',
    zone: 'dsmismatch.test',
    withEde: {
      title: 'a DS at the registry that matches no key is told apart: update or remove the DS',
      source: 'RFC 4035 §5.2; RFC 8914 §4.10 (EDE 9, DNSKEY Missing)',
      code: 'DNSSEC_DS_MATCHES_NO_KEY',
    },
    reference: { zonemaster: ['DS02_NO_VALID_DNSKEY_FOR_ANY_DS'], dnsviz: ['MISSING_SEP_FOR_ALG', 'NO_SEP'] },
    withoutEde: {
      title: 'without Extended DNS Errors, a DS matching no key is found from the key tags',
      source: 'RFC 4035 §5.2; RFC 4034 Appendix B (key tag)',
      code: 'DNSSEC_DS_MATCHES_NO_KEY',
    },
  },
  {
    setup: 'ds-for-unsigned-zone',
    zone: 'unsignedds.test',
    withEde: {
      title: 'a DS left at the registry for a zone its new host does not sign is a DS that matches no key',
      source: 'RFC 4035 §5.2; RFC 8914 §4.10 (EDE 9, DNSKEY Missing)',
      code: 'DNSSEC_DS_MATCHES_NO_KEY',
    },
    reference: {
      zonemaster: ['DS11_DS_BUT_UNSIGNED_ZONE', 'DS_BUT_NOT_DNSKEY', 'NO_RESPONSE_DNSKEY'],
      dnsviz: ['MISSING_NSEC_FOR_NODATA', 'MISSING_RRSIG', 'MISSING_SEP_FOR_ALG', 'NO_SEP'],
    },
    withoutEde: {
      title: 'without Extended DNS Errors, a DS for an unsigned zone is found: the zone has no DNSKEY',
      source: 'RFC 4035 §5.2',
      code: 'DNSSEC_DS_MATCHES_NO_KEY',
    },
  },
  {
    setup: 'bad-signature',
    zone: 'badsig.test',
    withEde: {
      title: 'a damaged signature is bogus, told apart from expiry and key mismatch',
      source: 'RFC 4035 §5.3; RFC 8914 §4.7 (EDE 6, DNSSEC Bogus)',
      code: 'DNSSEC_BOGUS',
    },
    reference: { zonemaster: [], dnsviz: ['SIGNATURE_INVALID'] },
    withoutEde: {
      title: 'without Extended DNS Errors, a damaged signature is named: domain-check verifies it itself',
      source: 'RFC 4035 §5.3.3, §5.5',
      code: 'DNSSEC_BOGUS',
    },
  },
];

/** The world of a broken-chain row: docs.<zone>, a CNAME to the platform in a zone signed as `setup` says. */
const signedSubdomain = (zone: string, setup: DnssecSetup, resolver: NonNullable<DnsWorldRow['resolver']>) =>
  ({
    zone,
    domain: `docs.${zone}`,
    resolver,
    delegation: ['alpha'],
    dnssec: setup,
    records: 'docs CNAME cname.platform.test.',
  }) as const;

const brokenChainScenarios = (resolver: 'with-ede' | 'without-ede'): DnsWorldRow[] =>
  BROKEN_CHAINS.map((chain) => {
    const told = resolver === 'with-ede' ? chain.withEde : chain.withoutEde;
    return {
      title: told.title,
      source: told.source,
      ...signedSubdomain(chain.zone, chain.setup, resolver),
      reference: chain.reference,
      // The lookups the failing chain takes down (CNAME, CAA, propagation) are its consequence: said once.
      expect: { status: 'action-required', problems: [told.code] },
    };
  });

interface BrokenChild {
  readonly signing: 'expired' | 'damaged' | 'caa-unsigned' | 'none';
  readonly zone: string;
  readonly title: string;
  readonly source: string;
  readonly withEde: FindingCode;
  readonly withoutEde: FindingCode;
  /** Words of the fix: the zone's own DNS host, or the DS in the parent zone. */
  readonly says: readonly string[];
  /** The child zone's records after its SOA and NS; its addresses unless given. */
  readonly records?: string;
  /** What Zonemaster, asked about the child zone, and DNSViz report. */
  readonly reference: ReferenceFindings;
}

/**
 * A chain that breaks in a child zone delegated to another DNS host (docs.<zone>): the child's host
 * re-signs it, the parent zone's host holds its DS (RFC 4035 §2.4); the registrar holds neither.
 */
const BROKEN_CHILDREN: readonly BrokenChild[] = [
  {
    signing: 'expired',
    zone: 'childexpired.test',
    reference: {
      zonemasterZone: 'docs.childexpired.test',
      zonemaster: ['DS08_DNSKEY_RRSIG_EXPIRED', 'RRSIG_EXPIRED'],
      dnsviz: ['EXPIRATION_IN_PAST', 'NO_SEP'],
    },
    title: 'a delegated child zone whose signatures expired sends the owner to the child zone’s DNS host',
    source: 'RFC 4034 §3.1.5; RFC 4035 §2.4, §5.3.1',
    withEde: 'DNSSEC_SIGNATURE_EXPIRED',
    withoutEde: 'DNSSEC_SIGNATURE_EXPIRED',
    says: ['the DNS host of docs.childexpired.test', 'in the zone childexpired.test'],
  },
  {
    signing: 'none',
    zone: 'childunsigned.test',
    reference: {
      zonemasterZone: 'docs.childunsigned.test',
      zonemaster: ['DS11_DS_BUT_UNSIGNED_ZONE', 'DS_BUT_NOT_DNSKEY', 'NO_RESPONSE_DNSKEY'],
      dnsviz: ['MISSING_NSEC_FOR_NODATA', 'MISSING_RRSIG', 'MISSING_SEP_FOR_ALG', 'NO_SEP'],
    },
    title: 'a delegated child zone left unsigned under a DS in the parent zone sends the owner to the parent zone’s DS',
    source: 'RFC 4035 §2.4, §5.2',
    withEde: 'DNSSEC_CHILD_DS_MATCHES_NO_KEY',
    withoutEde: 'DNSSEC_CHILD_DS_MATCHES_NO_KEY',
    says: [
      'The DS record for docs.childunsigned.test lives in the zone childunsigned.test',
      'at the DNS host of childunsigned.test, remove it',
      'have the DNS host of docs.childunsigned.test sign the zone',
    ],
  },
  {
    signing: 'damaged',
    zone: 'childbadsig.test',
    reference: { zonemasterZone: 'docs.childbadsig.test', zonemaster: [], dnsviz: ['SIGNATURE_INVALID'] },
    title: 'a delegated child zone whose signatures do not verify sends the owner to the child zone’s DNS host',
    source: 'RFC 4035 §5.3, §5.5, §2.4',
    withEde: 'DNSSEC_BOGUS',
    withoutEde: 'DNSSEC_BOGUS',
    says: ['the DNS host of docs.childbadsig.test', 'in the zone childbadsig.test'],
  },
  {
    signing: 'caa-unsigned',
    zone: 'childcaa.test',
    reference: { zonemasterZone: 'docs.childcaa.test', zonemaster: [], dnsviz: ['MISSING_RRSIG'] },
    title:
      'a delegated child zone whose CAA records alone fail validation sends the owner to the child zone’s DNS host',
    source: 'RFC 4035 §5.3 (each RRset is validated on its own), §2.4; RFC 8659 §3',
    withEde: 'DNSSEC_RRSET_BOGUS',
    withoutEde: 'DNSSEC_RRSET_BOGUS',
    says: ['the DNS host of docs.childcaa.test', 'in the zone childcaa.test'],
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10\n@ CAA 0 issue "letsencrypt.org"',
  },
];

const brokenChildScenarios = (resolver: 'with-ede' | 'without-ede'): DnsWorldRow[] =>
  BROKEN_CHILDREN.map((child) => ({
    title: `${child.title} (${resolver === 'with-ede' ? 'told by Extended DNS Errors' : 'found with checking disabled'})`,
    source: child.source,
    zone: child.zone,
    domain: `docs.${child.zone}`,
    resolver,
    delegation: ['alpha'],
    dnssec: 'valid',
    records: '@ CAA 0 issue "letsencrypt.org"',
    childZone: {
      label: 'docs',
      host: 'gamma',
      records: child.records ?? '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
      ds: 'matching',
      signing: child.signing,
    },
    reference: child.reference,
    expect: {
      status: 'action-required',
      problems: [resolver === 'with-ede' ? child.withEde : child.withoutEde],
      // "not at your registrar" may be said; a DS at the registrar never.
      fixes: [{ check: 'dnssec', says: child.says, neverSays: /(?<!not )at your registrar/i }],
    },
  }));

interface ChainBehindAnyResolver {
  readonly setup: DnssecSetup;
  readonly zone: string;
  readonly title: string;
  readonly source: string;
  /** The cause, the same whether the resolver validates or not. */
  readonly code: FindingCode;
  /** What the finding's message says of the cause. */
  readonly messageSays?: readonly string[];
}

/**
 * Broken chains that domain-check validates itself, from the root's trust anchor: the same cause
 * behind the validating resolver and behind one that does not validate, which answers them as if they
 * were fine (ballot SC-085v2: since 15 March 2026 the CA treats a DNSSEC validation failure as a refusal).
 */
const CHAINS_BEHIND_ANY_RESOLVER: readonly ChainBehindAnyResolver[] = [
  {
    setup: 'expired-signatures',
    zone: 'expiredsig.test',
    title: 'expired signatures',
    source: 'RFC 4034 §3.1.5; RFC 4035 §5.3.1',
    code: 'DNSSEC_SIGNATURE_EXPIRED',
  },
  {
    setup: 'ds-matches-no-key',
    zone: 'dsmismatch.test',
    title: 'a DS whose key tag matches no DNSKEY',
    source: 'RFC 4035 §5.2; RFC 4034 Appendix B',
    code: 'DNSSEC_DS_MATCHES_NO_KEY',
    messageSays: ['which no DNSKEY of the zone has'],
  },
  {
    setup: 'ds-digest-wrong',
    zone: 'dsdigest.test',
    title: 'a DS whose digest matches no DNSKEY, though its key tag does',
    source: 'RFC 4035 §5.2; RFC 4034 §5.1.4',
    code: 'DNSSEC_DS_MATCHES_NO_KEY',
    messageSays: ['names a key the zone publishes', 'but its digest is not that key’s digest'],
  },
  {
    setup: 'cname-unsigned',
    zone: 'cnamenosig.test',
    title: 'a CNAME without its RRSIG',
    source: 'RFC 4035 §5.3.1',
    code: 'DNSSEC_BOGUS',
    messageSays: ['the CNAME records at docs.cnamenosig.test fail validation: it carries no RRSIG at all'],
  },
];

/**
 * What the run says of the resolver itself: one that does not validate is named as such (a warning,
 * RESOLVER_LIES: the certificate authority's resolvers validate), whatever the zone.
 */
const saidOfTheResolver = (resolver: 'with-ede' | 'non-validating'): FindingCode[] =>
  resolver === 'non-validating' ? ['RESOLVER_LIES'] : [];

const chainsBehindAnyResolver = (resolver: 'with-ede' | 'non-validating'): DnsWorldRow[] =>
  CHAINS_BEHIND_ANY_RESOLVER.map((chain) => ({
    title: `${chain.title} is named behind ${resolver === 'with-ede' ? 'a validating resolver' : 'a resolver that does not validate'}, never ready`,
    source: `${chain.source}; CA/B Forum ballot SC-085v2`,
    ...signedSubdomain(chain.zone, chain.setup, resolver),
    expect: {
      status: 'action-required',
      problems: [chain.code, ...saidOfTheResolver(resolver)],
      ...(chain.messageSays ? { fixes: [{ check: 'dnssec', messageSays: chain.messageSays }] } : {}),
    },
  }));

/**
 * A DS whose digest is wrong, at a validating resolver that has cached the failure: Unbound then
 * answers Extended DNS Error 6 (DNSSEC Bogus) instead of 9 (DNSKEY Missing), and the cause must not
 * depend on which one it sends.
 */
const CACHED_DS_FAILURE: DnsWorldRow = {
  title:
    'a DS whose digest matches no DNSKEY is named though the resolver, having cached the failure, says only "bogus"',
  source: 'RFC 4035 §5.2; RFC 8914 §4.7 (EDE 6), §4.10 (EDE 9)',
  ...signedSubdomain('dscached.test', 'ds-digest-wrong', 'with-ede'),
  askedBefore: ['A', 'CNAME'],
  expect: {
    status: 'action-required',
    problems: ['DNSSEC_DS_MATCHES_NO_KEY'],
    fixes: [{ check: 'dnssec', messageSays: ['but its digest is not that key’s digest'] }],
  },
};

/** Zones that validate, or are insecure, stay ready behind either resolver. */
const readyBehindAnyResolver = (resolver: 'with-ede' | 'non-validating'): DnsWorldRow[] => [
  {
    title: `a zone signed with an algorithm no validator knows is insecure, not bogus, and ready (${resolver})`,
    source: 'RFC 4035 §5.2; RFC 8624 §3.1',
    ...signedSubdomain('unknownalg.test', 'unknown-algorithm', resolver),
    expect: { status: 'ready', problems: saidOfTheResolver(resolver) },
  },
  ...(resolver === 'non-validating'
    ? ([
        {
          title: 'a healthy signed zone is ready behind a resolver that does not validate',
          source: 'RFC 4035 §5',
          ...signedSubdomain('signed.test', 'valid', resolver),
          expect: { status: 'ready', problems: saidOfTheResolver(resolver) },
        },
        {
          title: 'an unsigned zone (its DS proven absent) is ready behind a resolver that does not validate',
          source: 'RFC 4035 §5.2 (no DS: insecure, not bogus)',
          zone: 'plain.test',
          domain: 'docs.plain.test',
          resolver,
          delegation: ['alpha'],
          records: 'docs CNAME cname.platform.test.',
          expect: { status: 'ready', problems: saidOfTheResolver(resolver) },
        },
      ] satisfies DnsWorldRow[])
    : []),
];

/**
 * DNSSEC failures told apart: the validating resolver's Extended DNS Errors (RFC 8914) say why it
 * answered SERVFAIL, and each cause has its own fix; a resolver without them leaves domain-check to
 * find the cause in the DS, DNSKEY and RRSIG records itself.
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
    reference: { zonemaster: [], dnsviz: [] },
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
    title: 'a signed zone whose CAA records alone fail validation stops the certificate, though addresses validate',
    source: 'RFC 4035 §5.3 (each RRset is validated on its own); RFC 8659 §3',
    zone: 'caaunsigned.test',
    domain: 'docs.caaunsigned.test',
    delegation: ['alpha'],
    dnssec: 'caa-unsigned',
    records: 'docs CNAME cname.platform.test.\n@ CAA 0 issue "letsencrypt.org"',
    // DNSViz names the CAA RRset at the apex; Zonemaster's DNSSEC tests read the apex's SOA, DNSKEY
    // and NSEC records only, and do not see it.
    reference: { zonemaster: [], dnsviz: ['MISSING_RRSIG'] },
    // The dnssec check judges the CAA climb too, and says the cause once, for the caa check as well.
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_RRSET_BOGUS'],
      fixes: [{ check: 'dnssec', says: ['the CAA records at caaunsigned.test'] }],
    },
  },
  {
    title:
      'a signed apex whose AAAA records alone fail validation stops the certificate, though its A records validate',
    source: 'RFC 4035 §5.3 (each RRset is validated on its own); RFC 8555 §8.3 (the CA may connect over IPv6)',
    zone: 'aaaaunsigned.test',
    domain: 'aaaaunsigned.test',
    delegation: ['alpha'],
    dnssec: 'aaaa-unsigned',
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
    // As for the CAA set: DNSViz names the unsigned AAAA RRset; Zonemaster's DNSSEC tests do not ask it.
    reference: { zonemaster: [], dnsviz: ['MISSING_RRSIG'] },
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_RRSET_BOGUS'],
      fixes: [{ check: 'dnssec', says: ['the AAAA records at aaaaunsigned.test'] }],
    },
  },
  {
    title:
      'a child zone delegated to another host, whose DS in the parent matches no key, sends the owner to the parent zone’s DS, not the registrar',
    source: 'RFC 4035 §2.4 (a child’s DS lives in the parent zone), §5.2',
    zone: 'childds.test',
    domain: 'docs.childds.test',
    delegation: ['alpha'],
    dnssec: 'valid',
    records: '@ CAA 0 issue "letsencrypt.org"',
    childZone: { label: 'docs', host: 'gamma', records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10', ds: 'matches-no-key' },
    // Zonemaster, asked about the child zone, and DNSViz name the DS that matches no key of the child.
    reference: {
      zonemasterZone: 'docs.childds.test',
      zonemaster: ['DS02_NO_VALID_DNSKEY_FOR_ANY_DS'],
      dnsviz: ['MISSING_SEP_FOR_ALG', 'NO_SEP'],
    },
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_CHILD_DS_MATCHES_NO_KEY'],
      fixes: [
        {
          check: 'dnssec',
          says: ['The DS record for docs.childds.test lives in the zone childds.test', 'the DNS host of childds.test'],
          // The words of the registered domain's own DS (DNSSEC_DS_MATCHES_NO_KEY).
          neverSays: /At your registrar/,
        },
      ],
    },
  },
  {
    title:
      'a signed zone whose CAA records alone fail validation, above a child zone that validates, is named as the parent zone, not the owner’s',
    source: 'RFC 8659 §3 (the CAA climb reaches the parent zone); RFC 4035 §5.3; RFC 4035 §2.4',
    zone: 'parentcaa.test',
    domain: 'docs.parentcaa.test',
    delegation: ['alpha'],
    dnssec: 'caa-unsigned',
    records: '@ CAA 0 issue "letsencrypt.org"',
    childZone: { label: 'docs', host: 'gamma', records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10', ds: 'matching' },
    // DNSViz names the CAA RRset of the parent zone; Zonemaster's DNSSEC tests do not ask CAA.
    reference: { zonemaster: [], dnsviz: ['MISSING_RRSIG'] },
    expect: {
      status: 'action-required',
      problems: ['DNSSEC_PARENT_ZONE_RRSET_BOGUS'],
      fixes: [
        {
          check: 'dnssec',
          says: ['the CAA records at parentcaa.test', 'the DNS host of parentcaa.test'],
          neverSays: /your DNS host|your registrar/,
        },
      ],
    },
  },
  {
    title: 'a CNAME to a platform whose own zone fails validation names the platform’s zone, not the customer’s',
    source: 'RFC 4035 §5.5; RFC 4035 §3.2.2 (CD bit)',
    zone: 'usesbogusplatform.test',
    domain: 'docs.usesbogusplatform.test',
    platformHost: PLATFORM_HOST_BOGUS,
    delegation: ['alpha'],
    dnssec: 'valid',
    records: `docs CNAME ${PLATFORM_HOST_BOGUS}.`,
    reference: { zonemaster: [], dnsviz: ['EXPIRATION_IN_PAST', 'NO_SEP'] },
    // The CNAME target and the CAA lookup that follows the CNAME end in the same bogus zone: said once.
    expect: { status: 'action-required', problems: ['DNSSEC_TARGET_ZONE_BOGUS'] },
  },
  {
    title: 'a signed zone whose NODATA answer for CAA comes without its NSEC proof stops the certificate',
    source: 'RFC 4035 §3.1.3.1 (a NODATA answer carries the NSEC that proves it), §5.4; RFC 8659 §3',
    zone: 'nodenial.test',
    domain: 'docs.nodenial.test',
    delegation: ['alpha'],
    dnssec: 'nodata-without-nsec',
    records: 'docs CNAME cname.platform.test.',
    // DNSViz asks CAA at the apex and names the missing proof; Zonemaster's DNSSEC tests ask the apex
    // for SOA, DNSKEY and NSEC only, and do not see it. Unbound says EDE 10 (RRSIGs Missing).
    reference: { zonemaster: [], dnsviz: ['MISSING_NSEC_FOR_NODATA'] },
    expect: { status: 'action-required', problems: ['DNSSEC_DENIAL_MISSING'] },
  },
  {
    title:
      'a signed zone whose DNSKEY set needs TCP, from nameservers that answer over UDP only, names the nameservers',
    source: 'RFC 7766 §5 (TCP is required); RFC 4035 §5.3.1 (no key, no validation); RFC 1035 §4.2.1 (TC)',
    zone: 'notcpkeys.test',
    domain: 'docs.notcpkeys.test',
    delegation: ['udponly'],
    dnssec: 'large-dnskey-set',
    records: 'docs CNAME cname.platform.test.',
    // Unbound says EDE 9 (DNSKEY Missing), as for a DS that matches no key: domain-check asks the
    // nameservers for the DNSKEY set over UDP, then TCP, and names them instead of the DS.
    reference: {
      zonemaster: ['CN02_NO_RESPONSE_TCP', 'DS11_UNDETERMINED_SIGNED_ZONE'],
      dnsviz: ['NO_SEP', 'SERVER_UNRESPONSIVE_TCP'],
    },
    expect: { status: 'action-required', problems: ['NAMESERVER_NO_TCP'] },
  },
  {
    title: 'a signed zone whose DNSKEY set needs TCP, from nameservers that answer over TCP, validates and is ready',
    source: 'RFC 7766 §5; RFC 4035 §5.3.1',
    zone: 'largekeys.test',
    domain: 'docs.largekeys.test',
    delegation: ['alpha'],
    dnssec: 'large-dnskey-set',
    records: 'docs CNAME cname.platform.test.',
    reference: { zonemaster: [], dnsviz: [] },
    expect: { status: 'ready', problems: [] },
  },
  ...brokenChildScenarios('with-ede'),
  ...brokenChildScenarios('without-ede'),
  ...brokenChainScenarios('with-ede'),
  ...brokenChainScenarios('without-ede'),
  ...chainsBehindAnyResolver('with-ede').filter((row) => !BROKEN_CHAINS.some((chain) => chain.zone === row.zone)),
  ...chainsBehindAnyResolver('non-validating'),
  CACHED_DS_FAILURE,
  ...readyBehindAnyResolver('with-ede'),
  ...readyBehindAnyResolver('non-validating'),
]);
