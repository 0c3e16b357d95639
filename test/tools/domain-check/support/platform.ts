import { DEFAULT_PLATFORM_PROFILE } from '../../../../tools/domain-check/platform/index.ts';

/** The platform the tests run with unless they say otherwise: the one built into the package. */
export const TEST_PLATFORM = DEFAULT_PLATFORM_PROFILE;

/** Where the test platform's dashboard keeps the domains: what reporters and fixes name. */
export const TEST_DASHBOARD = { domainsSettings: TEST_PLATFORM.dashboard.domainsSettings } as const;
