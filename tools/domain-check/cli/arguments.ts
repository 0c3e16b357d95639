/**
 * Pure parsing of the command line: argv in, a command and its options out. No I/O, so `--help`
 * stays cheap and the parsing is testable without spawning a process.
 */
import { parseArgs } from 'node:util';
import { suggestKey } from '../config/did-you-mean.ts';
import { OPTIONS, type CommandOptions } from '../commands/options.ts';
import { UsageError } from '../commands/usage-error.ts';

const COMMANDS = ['check', 'validate', 'records', 'remove-plan', 'watch'] as const;
export type CommandName = (typeof COMMANDS)[number];

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

type OptionName = keyof typeof OPTIONS;
const OPTION_NAMES = Object.keys(OPTIONS) as OptionName[];

/** What each option's value is, as --help writes it: `--config FILE`. */
const VALUE_NAMES: Partial<Record<OptionName, string>> = {
  config: 'FILE',
  'platform-host': 'HOST',
  ca: 'DOMAIN',
  'acme-account-uri': 'URI',
  'validation-method': 'METHOD',
  resolver: 'IP[:PORT]',
  authoritative: 'IP[:PORT]',
  'trust-anchor': 'FILE',
  timeout: 'SECONDS',
  'ca-file': 'FILE',
  'https-port': 'PORT',
  'http-port': 'PORT',
  until: 'DURATION|TIME',
  format: 'table|zone|json',
  'dns-host': 'ID',
};

const RUNS: readonly CommandName[] = ['check', 'watch', 'remove-plan'];

/**
 * The commands each option belongs to; an option given to another command is refused rather than
 * ignored, so a user who put it in the wrong place learns it. Output options apply everywhere.
 */
export const OPTION_COMMANDS: Record<OptionName, readonly CommandName[]> = {
  config: COMMANDS,
  'platform-host': [...RUNS, 'records'],
  ca: RUNS,
  'acme-account-uri': RUNS,
  'validation-method': RUNS,
  // records asks DNS for each zone's nameservers only, to write the records in its DNS host's form.
  resolver: [...RUNS, 'records'],
  authoritative: [...RUNS, 'records'],
  'trust-anchor': RUNS,
  timeout: [...RUNS, 'records'],
  live: ['check'],
  'ca-file': RUNS,
  'https-port': RUNS,
  'http-port': RUNS,
  until: ['watch'],
  format: ['records'],
  'dns-host': ['records'],
  json: COMMANDS,
  strict: RUNS,
  color: COMMANDS,
  'no-color': COMMANDS,
  help: COMMANDS,
  version: COMMANDS,
};

/** What a command does instead, for the message that refuses an option of another command. */
const WHAT_IT_DOES: Record<CommandName, string> = {
  check: 'which checks DNS once',
  watch: 'which always runs every check',
  'remove-plan': 'which always runs the live checks',
  validate: 'which reads only the config (--config FILE, and --json)',
  records: 'which looks up only the DNS host of each zone',
};

const isOptionName = (name: string): name is OptionName => Object.hasOwn(OPTIONS, name);

/** `a, b and c`. */
const listed = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** The option a typo most likely meant, if any is close: `--platfrom-host` → `--platform-host`. */
function didYouMeanOption(typed: string): string {
  const guess = suggestKey(typed, OPTION_NAMES);
  return guess === undefined ? '' : ` Did you mean --${guess}?`;
}

/** `-v` for `-V`: the short options are letters, matched without case. */
function didYouMeanShort(letter: string): string {
  for (const name of OPTION_NAMES) {
    const option = OPTIONS[name];
    const short = 'short' in option ? option.short : undefined;
    if (short?.toLowerCase() === letter.toLowerCase()) return ` Did you mean -${short} (--${name})?`;
  }
  return '';
}

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

/**
 * Reads the tokens node:util finds without its strict mode, whose messages name no alternative, and
 * refuses the first unknown option, missing value or value on a switch with one that does.
 * @throws {UsageError}
 */
function checkOptionTokens(argv: readonly string[], tokens: readonly Token[]): void {
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const raw = argv[token.index] ?? token.rawName;
    if (!isOptionName(token.name)) {
      // `-json` is read as -j -s -o -n: answer about the word that was typed.
      if (!raw.startsWith('--') && raw.length > 2) {
        const word = raw.slice(1).split('=')[0] ?? '';
        const hint = isOptionName(word) ? ` Did you mean --${word}?` : didYouMeanOption(word);
        throw new UsageError(`Unknown option ${raw}.${hint}`);
      }
      const hint = token.rawName.startsWith('--') ? didYouMeanOption(token.name) : didYouMeanShort(token.name);
      throw new UsageError(`Unknown option ${token.rawName}.${hint}`);
    }
    const option = OPTIONS[token.name];
    if (option.type === 'boolean') {
      if (token.inlineValue) throw new UsageError(`${token.rawName} takes no value: write ${token.rawName} alone.`);
      continue;
    }
    const usage = `${token.rawName} ${VALUE_NAMES[token.name] ?? 'VALUE'}`;
    // A value that is itself an option means the value was left out: `--config --json`.
    if (token.value === undefined || token.value === '' || (!token.inlineValue && token.value.startsWith('-'))) {
      const found =
        token.value === undefined || token.value === '' ? '' : ` (found ${token.value}, which is an option)`;
      throw new UsageError(`${token.rawName} needs a value: ${usage}${found}.`);
    }
  }
}

/** The command named first, or a message that says what was meant. */
function findCommand(command: string | undefined): CommandName {
  if (command === undefined) throw new UsageError(`Name a command: ${COMMAND_LIST}.`);
  const known = COMMANDS.find((name) => name === command);
  if (known) return known;
  const guess = suggestKey(command, COMMANDS);
  if (guess !== undefined) throw new UsageError(`Unknown command ${command}. Did you mean ${guess}?`);
  if (command.includes('.')) {
    throw new UsageError(`Unknown command ${command}. Name the command first: domain-check check ${command}.`);
  }
  throw new UsageError(`Unknown command ${command}. Use ${COMMAND_LIST}.`);
}

/** Refuses an option that belongs to another command, naming the commands it belongs to. */
function checkOptionsBelong(command: CommandName, given: readonly OptionName[]): void {
  for (const name of given) {
    const commands = OPTION_COMMANDS[name];
    if (commands.includes(command)) continue;
    if (name === 'until') throw new UsageError('--until is an option of watch.');
    if (name === 'format') {
      throw new UsageError(
        `--format is an option of records (table, zone or json); ${command === 'validate' ? 'validate writes JSON with --json' : `${command} writes JSON with --json`}.`,
      );
    }
    if (name === 'live') {
      throw new UsageError(
        `--live is an option of check; ${command} ${command === 'watch' || command === 'remove-plan' ? 'always runs the live checks' : 'looks nothing up'}.`,
      );
    }
    throw new UsageError(`--${name} is an option of ${listed(commands)}, not of ${command}, ${WHAT_IT_DOES[command]}.`);
  }
}

/** @throws {UsageError} on an unknown option or command, or operands a command does not take. */
export function parseArguments(argv: readonly string[]): ParsedArguments {
  const loose = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
  // Help asked for is help given, even beside a typo.
  const asked = (name: OptionName): boolean =>
    loose.tokens.some((token) => token.kind === 'option' && token.name === name && token.inlineValue === undefined);
  if (asked('help')) return { kind: 'help' };
  if (asked('version')) return { kind: 'version' };
  checkOptionTokens(argv, loose.tokens);
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // The checks above leave node:util nothing to refuse; this is only a safety net.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...operands] = positionals;
  const known = findCommand(command);
  checkOptionsBelong(
    known,
    OPTION_NAMES.filter((name) => values[name] !== undefined),
  );
  if ((known === 'validate' || known === 'records') && operands.length > 0) {
    throw new UsageError(`${known} takes no domains; it ${known === 'validate' ? 'validates' : 'reads'} --config.`);
  }
  if (known === 'remove-plan' && operands.length !== 1) {
    throw new UsageError(
      'remove-plan takes one domain: domain-check remove-plan www.example.com --config domains.json',
    );
  }
  if (values.color && values['no-color']) {
    throw new UsageError('--color and --no-color contradict each other: give one.');
  }
  return { kind: 'command', command: known, options: values, operands };
}
