/**
 * The command line, defined once: each command (what it does, what follows it, examples) and each
 * option (its value, the commands that take it, its help text, its default), in the manner of citty's
 * `defineCommand({ meta, args })`. The parser (cli/arguments.ts), `--help` and each command's help
 * (cli/help.ts), the package README's command list and the docs site's CLI reference page
 * (cli/reference.ts) are all rendered from this, so adding an option is one edit here.
 * Data only: nothing here reads argv or writes anywhere.
 */
import {
  ACME_ACCOUNT_URI_ENV,
  DEFAULT_CONFIG,
  DEFAULT_TIMEOUT_SECONDS,
  PLATFORM_HOST_ENV,
  VALIDATION_METHOD_ENV,
} from '../settings/defaults.ts';
import type { PlatformProfile } from '../platform/profile.ts';

export const COMMAND_NAMES = ['check', 'validate', 'records', 'remove-plan', 'watch'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** What a command does, as its help, the README and the reference page say it. */
export interface CommandDefinition {
  readonly meta: {
    readonly name: CommandName;
    /** One line, for the list of commands. */
    readonly summary: string;
    /** A paragraph, for the command's own help and its section of the reference page. */
    readonly description: string;
  };
  /** What follows the command, as usage writes it: `[DOMAIN…]`, `DOMAIN`; empty when nothing does. */
  readonly operands: string;
  /** Said when refusing another command's option: "not of validate, which reads only the config". */
  readonly scope: string;
  /** Each one the arguments after `domain-check`, run as written by the docs' tests. The first shows in `--help`. */
  readonly examples: readonly [string, ...string[]];
}

/** An option, defined once for every command that takes it. */
export interface OptionDefinition {
  readonly type: 'string' | 'boolean';
  /** Repeatable: `--resolver A --resolver B`. */
  readonly multiple?: boolean;
  /** The one-letter form: `-h`. */
  readonly short?: string;
  /** What its value is, as usage writes it: `--config FILE`. */
  readonly valueHint?: string;
  readonly description: string;
  /**
   * What applies when the option is not given, for help; the commands apply it (a setting may also
   * come from the config or the environment). A function where the platform profile gives it.
   */
  readonly default?: string | ((platform: PlatformProfile) => string);
  /** The commands that take it; any other refuses it, so a user who put it in the wrong place learns it. */
  readonly commands: readonly CommandName[];
}

/** An option's default as help says it, for the platform the command line was built for. */
export function optionDefault(option: OptionDefinition, platform: PlatformProfile): string | undefined {
  return typeof option.default === 'function' ? option.default(platform) : option.default;
}

/** A type helper, as citty's `defineCommand`: the compiler checks each definition's parts. */
export const defineCommand = (definition: CommandDefinition): CommandDefinition => definition;

const EVERY_COMMAND = COMMAND_NAMES;
const RUNS = ['check', 'watch', 'remove-plan'] as const satisfies readonly CommandName[];
// records asks DNS for each zone's nameservers only, to write the records in its DNS host's form.
const RUNS_AND_RECORDS = [...RUNS, 'records'] as const satisfies readonly CommandName[];

export const COMMANDS: Readonly<Record<CommandName, CommandDefinition>> = {
  check: defineCommand({
    meta: {
      name: 'check',
      summary: 'every DNS check, once: "ready" means ready to click Verify; with --live, also what is live',
      description:
        'Checks the DNS of each domain once: the CNAME (or ALIAS/ANAME at an apex), records that conflict with it, CAA, nameservers, propagation and DNSSEC. "Ready" means ready to click Verify. With --live it then connects to each domain: the certificate, the primary and the redirects. Without DOMAIN it checks the primary and every redirect of the config.',
    },
    operands: '[DOMAIN…]',
    scope: 'which checks DNS once',
    examples: [
      'check docs.example.com',
      'check --config domains.json --json',
      'check www.example.com --resolver 9.9.9.9',
      'check --config domains.json --live',
    ],
  }),
  validate: defineCommand({
    meta: {
      name: 'validate',
      summary: 'is the config right? Offline; lists every problem at once',
      description:
        'Reads the config offline and lists every problem at once, each with its JSON path (a file that is not JSON: its line and column). It looks nothing up.',
    },
    operands: '',
    scope: 'which reads only the config (--config FILE, and --json)',
    examples: ['validate --config domains.json'],
  }),
  records: defineCommand({
    meta: {
      name: 'records',
      summary: 'the DNS records to create, ready to copy, in the form of each zone’s DNS host',
      description:
        "Prints the DNS records to create for every domain of the config, ready to copy, in the form of each zone's DNS host when domain-check knows it (its field names, its name for the apex). It looks up only the zones' nameservers; with --dns-host, nothing.",
    },
    operands: '',
    scope: 'which looks up only the DNS host of each zone',
    examples: ['records --config domains.json --format zone', 'records --config domains.json --dns-host cloudflare'],
  }),
  'remove-plan': defineCommand({
    meta: {
      name: 'remove-plan',
      summary: 'is it safe to click Remove for DOMAIN? Needs --config',
      description:
        'Says whether DOMAIN can be removed from the config without breaking a visitor’s link, and the steps that are missing if not. It always runs the live checks.',
    },
    operands: 'DOMAIN',
    scope: 'which always runs the live checks',
    examples: ['remove-plan www.example.com --config domains.json'],
  }),
  watch: defineCommand({
    meta: {
      name: 'watch',
      summary: 'every check, DNS and live, again and again until ready (or --until)',
      description:
        'Runs every check, DNS and live, again and again until everything is ready, --until passes or Ctrl-C. Without DOMAIN it watches the primary and every redirect of the config. With --json, or when stdout is not a terminal, it writes one line per run.',
    },
    operands: '[DOMAIN…]',
    scope: 'which always runs every check',
    examples: ['watch --config domains.json --until 30m'],
  }),
};

/** `help [COMMAND]`: answered by the command line itself, listed with the commands. */
export const HELP_COMMAND = {
  name: 'help',
  operands: '[COMMAND]',
  summary: 'the overview of every command, or one command’s options and examples',
} as const;

/** Where the reference page lives on the docs site; each command and option has an anchor on it. */
export const CLI_PAGE_PATH = '/tools/domain-check/cli/';

export const OPTION_DEFINITIONS = {
  config: {
    type: 'string',
    valueHint: 'FILE',
    description: 'the domain config: the primary domain and its redirects',
    default: `./${DEFAULT_CONFIG} when it exists`,
    commands: EVERY_COMMAND,
  },
  'platform-host': {
    type: 'string',
    valueHint: 'HOST',
    description: `the platform host the dashboard shows as the record value; also the config's "platformHost" or ${PLATFORM_HOST_ENV}`,
    default: (platform) => `${platform.cnameHost}, this package's platform`,
    commands: RUNS_AND_RECORDS,
  },
  ca: {
    type: 'string',
    multiple: true,
    valueHint: 'DOMAIN',
    description: `the certificate authority's CAA issuer domain, repeatable. A setting: also the config's "caIssuers"`,
    default: (platform) => platform.certificateAuthorities[0].issuerDomain,
    commands: RUNS,
  },
  'acme-account-uri': {
    type: 'string',
    valueHint: 'URI',
    description: `the platform's ACME account URI, compared with CAA accounturi (RFC 8657 §3); also the config's "acmeAccountUri" or ${ACME_ACCOUNT_URI_ENV}. Without it, a CAA record restricted to an account gives a warning saying what to confirm`,
    commands: RUNS,
  },
  'validation-method': {
    type: 'string',
    valueHint: 'METHOD',
    description: `the platform's ACME validation method (http-01, dns-01, …), compared with CAA validationmethods (RFC 8657 §4); also the config's "validationMethod" or ${VALIDATION_METHOD_ENV}. Without it, a restricted record gives a warning`,
    commands: RUNS,
  },
  resolver: {
    type: 'string',
    multiple: true,
    valueHint: 'IP[:PORT]',
    description: 'a recursive resolver to ask, repeatable',
    default: "the system's",
    commands: RUNS_AND_RECORDS,
  },
  authoritative: {
    type: 'string',
    multiple: true,
    valueHint: 'IP[:PORT]',
    description: "ask these authoritative servers instead of finding the zone's nameservers, repeatable",
    commands: RUNS_AND_RECORDS,
  },
  timeout: {
    type: 'string',
    valueHint: 'SECONDS',
    description: 'the deadline for the whole run; for watch, for each run',
    default: String(DEFAULT_TIMEOUT_SECONDS),
    commands: RUNS_AND_RECORDS,
  },
  live: {
    type: 'boolean',
    description:
      'after the DNS checks, connect to each domain: its certificate on 443 (tls), https://PRIMARY/ (primary) and each configured 301 redirect on 80 and 443 (redirect). watch and remove-plan always do',
    commands: ['check'],
  },
  'trust-anchor': {
    type: 'string',
    valueHint: 'FILE',
    description:
      "where domain-check's own DNSSEC validation starts: the root's DS or DNSKEY records in FILE, as zone-file lines (Unbound's trust-anchor-file format). Default: IANA's root anchors (key tags 20326 and 38696)",
    commands: RUNS,
  },
  'ca-file': {
    type: 'string',
    valueHint: 'FILE',
    description:
      "live checks (check --live, watch, remove-plan): trust the PEM certificates in FILE on top of Node.js's own CA list: its bundled certificates and NODE_EXTRA_CA_CERTS (the operating system's store only with NODE_USE_SYSTEM_CA=1). Certificates are always verified",
    commands: RUNS,
  },
  'acme-directory': {
    type: 'string',
    valueHint: 'URL',
    description:
      "live checks: the ACME directory (https) of the CA that issued the domain's certificate, asked when it wants the certificate renewed (ACME Renewal Information, RFC 9773). Default: the directory the platform profile names for its CA, asked only about that CA's certificates",
    commands: RUNS,
  },
  'https-port': {
    type: 'string',
    valueHint: 'PORT',
    description: 'for tests only: the port of the TLS and https:// checks',
    default: '443',
    commands: RUNS,
  },
  'http-port': {
    type: 'string',
    valueHint: 'PORT',
    description: 'for tests only: the port of the http:// checks',
    default: '80',
    commands: RUNS,
  },
  until: {
    type: 'string',
    valueHint: 'DURATION|TIME',
    description: 'stop after this long (90s, 10m, 1h30m) or at this time (14:30, or an ISO date-time)',
    default: 'until ready or Ctrl-C',
    commands: ['watch'],
  },
  format: {
    type: 'string',
    valueHint: 'table|zone|json',
    description: 'the form of the records',
    default: 'table',
    commands: ['records'],
  },
  'dns-host': {
    type: 'string',
    valueHint: 'ID',
    // The ids are not listed here: a host added to the table would make the generated docs stale.
    description:
      "the zones' DNS host, by its id in domain-check's table of DNS hosts (an unknown id lists them all); nothing is looked up, and every record is in that host's form",
    commands: ['records'],
  },
  json: {
    type: 'boolean',
    description:
      'write only JSON on stdout (schemaVersion 1); messages and progress go to stderr. check, remove-plan and validate write one object, watch one line per run, records its records',
    commands: EVERY_COMMAND,
  },
  strict: { type: 'boolean', description: 'warnings fail too (exit 1)', commands: RUNS },
  color: {
    type: 'boolean',
    description: 'colours even when stdout is not a terminal or NO_COLOR is set (never in JSON)',
    commands: EVERY_COMMAND,
  },
  'no-color': {
    type: 'boolean',
    description: 'no colours (also NO_COLOR, or when stdout is not a terminal)',
    commands: EVERY_COMMAND,
  },
  help: {
    type: 'boolean',
    short: 'h',
    description: 'the help: the overview, or after a command, its options and examples',
    commands: EVERY_COMMAND,
  },
  version: { type: 'boolean', short: 'V', description: 'the version', commands: EVERY_COMMAND },
} as const satisfies Readonly<Record<string, OptionDefinition>>;

export type OptionName = keyof typeof OPTION_DEFINITIONS;

/** The whole command line, as the renderers take it: a test may hand them a changed copy. */
export interface CommandLineDefinition {
  readonly commands: Readonly<Record<CommandName, CommandDefinition>>;
  readonly options: Readonly<Record<string, OptionDefinition>>;
}

export const COMMAND_LINE: CommandLineDefinition = { commands: COMMANDS, options: OPTION_DEFINITIONS };

/** The options a command takes, in the definition's order. */
export function optionsOf(
  definition: CommandLineDefinition,
  command: CommandName,
): (readonly [string, OptionDefinition])[] {
  return Object.entries(definition.options).filter(([, option]) => option.commands.includes(command));
}

/** The options every command takes: those the overview lists. */
export function commonOptionsOf(definition: CommandLineDefinition): (readonly [string, OptionDefinition])[] {
  const commands = Object.keys(definition.commands) as CommandName[];
  return Object.entries(definition.options).filter(([, option]) =>
    commands.every((command) => option.commands.includes(command)),
  );
}
