import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_PROFILE } from '../../../../tools/domain-check/platform/default-profile.ts';
import {
  buildPlatformProfile,
  parsePlatformProfile,
  PlatformProfileError,
} from '../../../../tools/domain-check/platform/profile.ts';
import { deploymentProfile } from '../../../../tools/domain-check/scripts/write-platform-profile.ts';

describe('the platform profile', () => {
  it('is built from the deployment settings: their platform host over the procedure’s facts', () => {
    const profile = deploymentProfile({
      PETSTORE_PLATFORM_HOST: 'Pages.Host.Example.',
      PETSTORE_SITE_URL: 'https://docs.acme.example',
    });
    expect(profile).toEqual({
      cnameHost: 'pages.host.example',
      certificateAuthorities: [
        {
          issuerDomain: 'letsencrypt.org',
          caaReading: 'boulder',
          acmeDirectory: 'https://acme-v02.api.letsencrypt.org/directory',
          issuerOrganizations: ["Let's Encrypt"],
        },
      ],
      recordTtl: 3600,
      httpsUpgradeStatuses: [301],
      dashboard: { domainsSettings: 'Project settings → Domains' },
      docsSiteUrl: 'https://docs.acme.example',
    });
  });

  it('leaves what the source document does not give unset: the ACME account, its methods, the docs address', () => {
    const profile = deploymentProfile({});
    expect(profile.acmeAccountUri).toBeUndefined();
    expect(profile.validationMethods).toBeUndefined();
    expect(profile.docsSiteUrl).toBeUndefined();
  });

  it('is checked in as the deployment settings’ defaults, so a source checkout runs with them', () => {
    expect(DEFAULT_PLATFORM_PROFILE).toEqual(deploymentProfile({}));
  });

  it('errors with each bad field named', () => {
    expect(() => buildPlatformProfile({ platformHost: 'https://x/' })).toThrow(PlatformProfileError);
    const bad = {
      ...DEFAULT_PLATFORM_PROFILE,
      recordTtl: 0,
      certificateAuthorities: [],
      docsSiteUrl: 'http://x.example/a',
    };
    let message = '';
    try {
      parsePlatformProfile(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/recordTtl/);
    expect(message).toMatch(/certificateAuthorities/);
    expect(message).toMatch(/docsSiteUrl/);
  });

  it('refuses a field it does not know, so a typo is not silently ignored', () => {
    expect(() => parsePlatformProfile({ ...DEFAULT_PLATFORM_PROFILE, cnameHots: 'x.example' })).toThrow(/cnameHots/);
  });
});
