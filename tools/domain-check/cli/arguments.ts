/**
 * Pure parsing of the command line: argv in, a command and its options out. No I/O, so `--help`
 * stays cheap and the parsing is testable without spawning a process.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.ts';

const COMMANDS = ['check', 'validate', 'records', 'remove-plan', 'watch'] as const;
export type CommandName = (typeof COMMANDS)[number];

export const OPTIONS = {
  config: { type: 'string' },
  'platform-host': { type: 'string' },
  ca: { type: 'string', multiple: true },
  'acme-account-uri': { type: 'string' },
  'validation-method': { type: 'string' },
  resolver: { type: 'string', multiple: true },
  authoritative: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  live: { type: 'boolean' },
  'ca-file': { type: 'string' },
  'https-port': { type: 'string' },
  'http-port': { type: 'string' },
  until: { type: 'string' },
  format: { type: 'string' },
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

export type ParsedArguments =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | {
      readonly kind: 'command';
      readonly command: CommandName;
      readonly options: CommandOptions;
      /** What follows the command: the domains for `check` and `watch`, the domain for `remove-plan`. */
      readonly operands: readonly string[];
    };

const COMMAND_LIST = `${COMMANDS.slice(0, -1).join(', ')} or ${COMMANDS.at(-1) ?? ''}`;

/** @throws {UsageError} on an unknown option or command, or operands a command does not take. */
export function parseArguments(argv: readonly string[]): ParsedArguments {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const [command, ...operands] = positionals;
  if (command === undefined) throw new UsageError(`Name a command: ${COMMAND_LIST}.`);
  const known = COMMANDS.find((name) => name === command);
  if (!known) throw new UsageError(`Unknown command "${command}". Use ${COMMAND_LIST}.`);
  if ((known === 'validate' || known === 'records') && operands.length > 0) {
    throw new UsageError(`${known} takes no domains; it ${known === 'validate' ? 'validates' : 'reads'} --config.`);
  }
  if (known === 'remove-plan' && operands.length !== 1) {
    throw new UsageError(
      'remove-plan takes one domain: domain-check remove-plan www.example.com --config domains.json',
    );
  }
  if (values.until !== undefined && known !== 'watch') throw new UsageError('--until is an option of watch.');
  if (values.format !== undefined && known !== 'records') {
    throw new UsageError(
      `--format is an option of records (table, zone or json); ${known === 'validate' ? 'validate prints one line' : `${known} writes JSON with --json`}.`,
    );
  }
  if (values.color && values['no-color']) {
    throw new UsageError('--color and --no-color contradict each other: give one.');
  }
  if (values.live && known !== 'check') {
    throw new UsageError(
      `--live is an option of check; ${known} ${known === 'watch' || known === 'remove-plan' ? 'always runs the live checks' : 'looks nothing up'}.`,
    );
  }
  return { kind: 'command', command: known, options: values, operands };
}
