/**
 * Defaults shared by the help text, the commands and the checks, so that none can disagree; those
 * the platform gives come from its profile.
 */
import { DEFAULT_PLATFORM_PROFILE } from '../config/default-platform-profile.ts';

/** The CAA issuer of the platform's first certificate authority: a setting (`--ca`), from the platform profile. */
export const DEFAULT_CA = DEFAULT_PLATFORM_PROFILE.certificateAuthorities[0].issuerDomain;
/** The TTL the procedure gives for the records; other values work but change how fast edits spread. */
export const PROCEDURE_TTL = DEFAULT_PLATFORM_PROFILE.recordTtl;
export const DEFAULT_TIMEOUT_SECONDS = 15;
export const DEFAULT_CONFIG = 'domains.json';
export const PLATFORM_HOST_ENV = 'DOMAIN_CHECK_PLATFORM_HOST';
export const ACME_ACCOUNT_URI_ENV = 'DOMAIN_CHECK_ACME_ACCOUNT_URI';
export const VALIDATION_METHOD_ENV = 'DOMAIN_CHECK_VALIDATION_METHOD';
