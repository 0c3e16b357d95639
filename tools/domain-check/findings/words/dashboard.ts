import { DEFAULT_PLATFORM_PROFILE } from '../../config/default-platform-profile.ts';

/**
 * Where the platform's dashboard keeps a project's domains, as the custom-domain procedure names
 * it. Every finding, plan and hint that sends the owner to the dashboard says it the same way.
 */
export const DOMAINS_SETTINGS = DEFAULT_PLATFORM_PROFILE.dashboard.domainsSettings;
