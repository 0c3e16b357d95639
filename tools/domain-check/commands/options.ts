/**
 * The options of every command, as the command line names them: what cli/arguments.ts parses and
 * what the commands (and programs that run them, the MCP server) read.
 */
import type { parseArgs, ParseArgsConfig } from 'node:util';

export const OPTIONS = {
  config: { type: 'string' },
  'platform-host': { type: 'string' },
  ca: { type: 'string', multiple: true },
  'acme-account-uri': { type: 'string' },
  'validation-method': { type: 'string' },
  resolver: { type: 'string', multiple: true },
  authoritative: { type: 'string', multiple: true },
  'trust-anchor': { type: 'string' },
  timeout: { type: 'string' },
  live: { type: 'boolean' },
  'ca-file': { type: 'string' },
  'https-port': { type: 'string' },
  'http-port': { type: 'string' },
  until: { type: 'string' },
  format: { type: 'string' },
  'dns-host': { type: 'string' },
  json: { type: 'boolean' },
  strict: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const satisfies ParseArgsConfig['options'];

/** The options as `node:util` parses them: strings, string lists and booleans, all optional. */
export type CommandOptions = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>
>['values'];
