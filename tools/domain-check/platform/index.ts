/**
 * The platform profile, its schema and the default built into the package: handed by the entries
 * (the CLI, the package's main entry) to the runs, never imported by a check, a word or a command.
 */
export { DEFAULT_PLATFORM_PROFILE } from './default-profile.ts';
export * from './profile.ts';
