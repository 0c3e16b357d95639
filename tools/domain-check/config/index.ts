/**
 * The config entry (`@petstore-docs/domain-check/config`): `domains.json` read with the CLI's own
 * schema, cross-field rules and messages, for a page that checks a pasted config as the CLI would.
 */
export { ConfigError, type ConfigErrorCode, type ConfigIssue } from './errors.ts';
export { describeHostname, normaliseHostname, toUnicodeHostname, type NormalisedHostname } from './hostname.ts';
export { domainConfigJsonSchema } from './json-schema.ts';
export { parseDomainArguments, parseDomainConfig, parseDomainConfigText } from './parse.ts';
export { REDIRECT_STATUS, type Redirect } from './redirect-schema.ts';
export { domainConfigSchema, type DomainConfig, type DomainConfigInput } from './schema.ts';
