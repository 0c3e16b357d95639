/**
 * The platform that hosts the docs, as domain-check knows it: the profile (a zod schema and its
 * type, `profile.ts`), the procedure's facts that no deployment setting changes, and the default
 * built into this copy of the package (`default-profile.ts`, generated from the deployment settings).
 *
 * The profile is passed in, never imported: the CLI, the site's checker page and the MCP server hand
 * their deployment's profile to the run, and every check and every word reads it from there, so a
 * run with another platform (a test's, another deployment's) says that platform's host, TTL and CA.
 * Only those entries name the built-in default (lint refuses any other import of it).
 */
export { DEFAULT_PLATFORM_PROFILE } from './default-profile.ts';
export * from './profile.ts';
