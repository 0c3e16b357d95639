import { getPublication } from '../../lib/published-spec.ts';

/** The API environments of the seed's Servers table. */
export type ApiEnvironment = 'production' | 'staging';

/** The configured base address of an environment (`{base_url}` or `{staging_base_url}`). */
export function apiBaseUrl(environment: ApiEnvironment = 'production'): string {
  const { settings } = getPublication();
  return environment === 'staging' ? settings.stagingBaseUrl : settings.baseUrl;
}

/** The configured platform host that custom-domain records point at (`{platform_host}`). */
export function platformHost(): string {
  return getPublication().settings.platformHost;
}
