/**
 * The words of a record set that fails validation in the zone above the owner's: who found the
 * failure (a validating resolver's SERVFAIL, or domain-check's own validation behind a resolver that
 * does not validate), and a fix that fits its cause (new signatures, or the DS a stale denial hides).
 */
import { describe, expect, it } from 'vitest';
import { DNSSEC_SERVFAIL_WORDS } from '../../../../../tools/domain-check/checks/dnssec/servfail-words.ts';

const { message, fix } = DNSSEC_SERVFAIL_WORDS.DNSSEC_PARENT_ZONE_RRSET_BOGUS;

/** As domain-check's own validation reports a child zone whose parent denies its DS with a stale NSEC. */
const staleDsDenial = {
  domain: 'docs.example.com',
  resolver: '192.0.2.53',
  resolverValidates: false,
  name: 'docs.example.com',
  type: 'DS',
  zone: 'example.com',
  ownZone: 'docs.example.com',
  extendedErrors: [],
  reason: 'not-a-delegation',
  dsPublishedAt: 'parent-zone',
} as const;

/** As a validating resolver's SERVFAIL reports a CAA record set of the zone above without signatures. */
const unsignedParentCaa = {
  domain: 'docs.example.com',
  resolver: '192.0.2.53',
  name: 'example.com',
  type: 'CAA',
  zone: 'example.com',
  ownZone: 'docs.example.com',
  extendedErrors: [{ infoCode: 10, extraText: 'no signatures' }],
} as const;

describe('a record set that fails validation in the zone above the owner’s', () => {
  it('says that domain-check’s own validation found it, not a SERVFAIL, behind a resolver that does not validate', () => {
    const said = message(staleDsDenial);
    expect(said).not.toContain('SERVFAIL');
    expect(said).toContain(
      "Resolver 192.0.2.53 answers for docs.example.com without validating DNSSEC, but domain-check's own validation from the root's trust anchor fails",
    );
    expect(said).toContain(
      'the DS records at docs.example.com fail validation: the NSEC or NSEC3 record that denies a DS there has no NS bit',
    );
    // The DS is no step of the CAA climb: it is the owner's zone's, held by the zone above.
    expect(said).not.toContain('climbs');
    expect(said).toContain('The DS records of your zone docs.example.com live in the zone above it, example.com');
  });

  it('tells the owner to publish the DS, not to re-sign, where the zone above denies it with a stale proof', () => {
    const said = fix(staleDsDenial);
    expect(said).not.toMatch(/re-sign it so that/);
    expect(said).toContain(
      'publish the DS record for docs.example.com in the zone example.com, at the DNS host of example.com (RFC 4035 §2.4)',
    );
    expect(said).toContain('re-signed with the delegation of docs.example.com');
  });

  it('sends the DS of a registered domain’s zone to the registrar', () => {
    const registered = {
      ...staleDsDenial,
      domain: 'example.com',
      name: 'example.com',
      zone: 'com',
      ownZone: 'example.com',
      dsPublishedAt: 'registrar',
    } as const;
    expect(fix(registered)).toContain('publish the DS record at your registrar');
  });

  it('asks for new signatures where the records above are signed wrong, and keeps the resolver’s SERVFAIL and the CAA climb', () => {
    expect(message(unsignedParentCaa)).toBe(
      'Resolver 192.0.2.53 answers SERVFAIL for the CAA records at example.com and answers them with checking disabled (CD=1): their DNSSEC signatures, or the proof that there are none, are missing or broken (RFC 4035 §5.3, §5.4) (Extended DNS Error 10, RRSIGs Missing: no signatures). example.com is in the zone example.com, above your zone docs.example.com and served by the DNS host of example.com, not by yours; the certificate authority climbs to it for CAA (RFC 8659 §3) and treats the failure as a refusal.',
    );
    expect(fix(unsignedParentCaa)).toBe(
      'Nothing to change in your zone: whoever runs the zone example.com must have the DNS host of example.com re-sign it so that the CAA records at example.com validate. Tell them, with this evidence.',
    );
    expect(fix({ ...staleDsDenial, reason: 'signature-expired' })).toContain('re-sign it so that the DS records');
  });
});
