/**
 * Defaults shared by the help text, the commands and the checks, so that none can disagree. Those the
 * platform gives (its host, CA, TTL) are its profile's, passed in (platform/).
 */
export const DEFAULT_TIMEOUT_SECONDS = 15;
export const DEFAULT_CONFIG = 'domains.json';
export const PLATFORM_HOST_ENV = 'DOMAIN_CHECK_PLATFORM_HOST';
export const ACME_ACCOUNT_URI_ENV = 'DOMAIN_CHECK_ACME_ACCOUNT_URI';
export const VALIDATION_METHOD_ENV = 'DOMAIN_CHECK_VALIDATION_METHOD';
