import { buildPlatformProfile, type PlatformProfile } from '@petstore-docs/domain-check/catalogue';

import type { DeploymentSettings } from '../../../deployment/settings.ts';

/**
 * The platform profile of this deployment: built from the same settings, by the same function, as
 * the one `npm pack` bakes into domain-check, so the checker page and the CLI check the same platform.
 */
export function platformProfileOf(settings: DeploymentSettings): PlatformProfile {
  return buildPlatformProfile(settings);
}

/** The certificate authority the profile names first: the CLI's `--ca` default, and the checker form's. */
export function defaultCaOf(profile: PlatformProfile): string {
  return profile.certificateAuthorities[0].issuerDomain;
}
