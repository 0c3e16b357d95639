/**
 * CAA accounturi and validationmethods (RFC 8657) in the platform profile's terms: what the profile
 * names is what the CA is asked for, over real DNS messages to the in-process server of the world
 * (fixtures/zones/caa-rules.com.zone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAcmeSettings } from '../../../../../tools/domain-check/commands/run-settings.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../../../../../tools/domain-check/platform/default-profile.ts';
import { parsePlatformProfile, type PlatformProfileInput } from '../../../../../tools/domain-check/platform/profile.ts';
import { checkDomains, startWorld, type World } from '../../support/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
}, 120_000);
afterAll(async () => {
  await world.close();
});

const PLATFORM_ACCOUNT = 'https://acme-v02.api.letsencrypt.org/acme/acct/654321';

/** The caa finding for docs.NAME.caa-rules.com, with the ACME settings the profile gives. */
async function caaWith(name: string, profileFields: Partial<PlatformProfileInput>, caIssuers = ['letsencrypt.org']) {
  const profile = parsePlatformProfile({ ...structuredClone(DEFAULT_PLATFORM_PROFILE), ...profileFields });
  const settings = getAcmeSettings({}, undefined, {}, profile);
  const { report } = await checkDomains(
    [`docs.${name}.caa-rules.com`],
    { resolvers: [world.resolver.address], authoritative: [world.authoritative.address] },
    {
      caIssuers,
      platform: profile,
      ...(settings.accountUri === undefined ? {} : { caaAccountUri: settings.accountUri }),
      ...(settings.validationMethods === undefined ? {} : { caaValidationMethods: settings.validationMethods }),
    },
  );
  const finding = report.domains[0]?.checks.find((check) => check.id === 'caa');
  if (!finding) throw new Error(`no caa finding for ${name}`);
  return finding;
}

describe('CAA parameters in the platform profile’s terms', () => {
  it('blocks issuance when accounturi names another account than the profile’s, and says how to fix it', async () => {
    const finding = await caaWith('account', { acmeAccountUri: PLATFORM_ACCOUNT });
    expect({ status: finding.status, code: finding.code }).toEqual({ status: 'fail', code: 'CAA_ACCOUNTURI_MISMATCH' });
    expect(finding.message).toContain(`(the platform’s: ${PLATFORM_ACCOUNT})`);
    expect(finding.message).toContain('Let’s Encrypt enforces these parameters: it issues only when they match.');
    expect(finding.fix).toBe(
      `At account.caa-rules.com, change accounturi to the platform’s ACME account, ${PLATFORM_ACCOUNT}, or remove the parameter.`,
    );
  });

  it('lets the platform validate with any method the profile lists that the record allows', async () => {
    const finding = await caaWith('methods-tls-alpn', { validationMethods: ['http-01', 'tls-alpn-01'] });
    expect({ status: finding.status, code: finding.code }).toEqual({ status: 'pass', code: 'CAA_ALLOWS_ISSUER' });
  });

  it('blocks issuance when validationmethods excludes every method the profile lists', async () => {
    const finding = await caaWith('methods-tls-alpn', { validationMethods: ['http-01', 'dns-01'] });
    expect({ status: finding.status, code: finding.code }).toEqual({
      status: 'fail',
      code: 'CAA_VALIDATIONMETHODS_MISMATCH',
    });
    expect(finding.message).toContain('(the platform’s: http-01 or dns-01)');
    expect(finding.fix).toBe(
      'At methods-tls-alpn.caa-rules.com, add the platform’s method (http-01 or dns-01) to validationmethods, or remove the parameter.',
    );
  });

  it('without the profile naming them, says what Let’s Encrypt will do and what to confirm', async () => {
    const finding = await caaWith('account', {});
    expect({ status: finding.status, code: finding.code }).toEqual({
      status: 'warn',
      code: 'CAA_ACCOUNTURI_UNCONFIRMED',
    });
    expect(finding.message).toContain('Let’s Encrypt enforces these parameters: it issues only when they match.');
    expect(finding.fix).toContain('Confirm with the platform that its ACME account is exactly');
  });

  it('for another CA, says from when every CA must process them (ballot SC-098v2)', async () => {
    const finding = await caaWith('methods-tls-alpn', {}, ['pki.goog']);
    expect(finding.code).toBe('CAA_ACCOUNTURI_UNCONFIRMED');
    expect(finding.message).toContain(
      'Every CA must process these parameters from 2027-03-15 (CA/Browser Forum ballot SC-098v2, passed 2026-05-13); until then ask pki.goog whether it does.',
    );
  });

  it('reads the CA’s CAA records as the profile says that CA reads them, not by its name', async () => {
    // issuer-case.caa-rules.com: CAA 0 issue "LetsEncrypt.org", which Boulder compares byte for byte
    // (va/caa.go, caaDomainMatches) and RFC 4343 §2 without regard to case.
    const asBoulder = await caaWith('issuer-case', {});
    expect({ status: asBoulder.status, code: asBoulder.code }).toEqual({
      status: 'fail',
      code: 'CAA_ISSUER_NOT_EXACT',
    });
    const asTheRfc = await caaWith('issuer-case', {
      certificateAuthorities: [{ issuerDomain: 'letsencrypt.org', caaReading: 'rfc' }],
    });
    expect({ status: asTheRfc.status, code: asTheRfc.code }).toEqual({ status: 'pass', code: 'CAA_ALLOWS_ISSUER' });
  });

  it('reads an issuer the profile does not name, given by a flag or the config, by the RFCs to the letter', async () => {
    const finding = await caaWith('issuer-case', {}, ['pki.goog']);
    expect({ status: finding.status, code: finding.code }).toEqual({ status: 'pass', code: 'CAA_ALLOWS_ISSUER' });
  });
});
