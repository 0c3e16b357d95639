/**
 * The help the command line prints, rendered from the one definition of the commands and options
 * (commands/definition.ts): `--help` (an overview), each command's own help (`check --help`,
 * `help check`) and the short usage printed when nothing is given. Pure: text in, text out.
 */
import { wrapWords } from '../reporters/terminal-wrap.ts';
import { PACKAGE_NAME } from '../core/package-name.ts';
import { SETTING_ORDER_SENTENCE } from '../settings/setting-order.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import type { PlatformProfile } from '../platform/profile.ts';
import { FINDINGS_PAGE_PATH } from '../findings/docs-path.ts';
import {
  CLI_PAGE_PATH,
  COMMAND_LINE,
  commonOptionsOf,
  HELP_COMMAND,
  optionDefault,
  optionsOf,
  type CommandDefinition,
  type CommandLineDefinition,
  type CommandName,
  type OptionDefinition,
} from '../commands/definition.ts';

/** A page of the docs site: its full URL when the platform profile knows where the docs are published. */
function docsSitePage(path: string, { docsSiteUrl }: PlatformProfile): string {
  return docsSiteUrl ? new URL(path, docsSiteUrl).href : `${path} on the docs site`;
}

/** Help is read on the narrowest common terminal: every line fits in 80 columns, with one spare. */
const WIDTH = 79;
/** Where the explanation of an option starts. */
const TEXT_COLUMN = 25;

/** A paragraph, wrapped at the width, its later rows indented by `hang`. */
function paragraph(text: string, indent = 0, hang = indent): string {
  return wrapWords(text, WIDTH - hang, WIDTH - indent)
    .map((row, index) => ' '.repeat(index === 0 ? indent : hang) + row)
    .join('\n');
}

/** `  --flag VALUE   what it does`, the text wrapped in its column; a long flag gets a row of its own. */
function row(flag: string, text: string): string {
  const head = `  ${flag}`;
  const rows = paragraph(text, TEXT_COLUMN).split('\n');
  if (head.length < TEXT_COLUMN) rows[0] = head.padEnd(TEXT_COLUMN) + (rows[0] ?? '').trimStart();
  else rows.unshift(head);
  return rows.join('\n');
}

const run = `npx ${PACKAGE_NAME}`;

/** `--config FILE`, `-h, --help`: the option as a user types it. */
export function optionUsage(name: string, option: OptionDefinition): string {
  const long = `--${name}${option.valueHint ? ` ${option.valueHint}` : ''}`;
  return option.short ? `-${option.short}, ${long}` : long;
}

/** The option's help text, its default after it. */
export function optionText(option: OptionDefinition, platform: PlatformProfile): string {
  const given = optionDefault(option, platform);
  return given === undefined ? option.description : `${option.description} (default: ${given})`;
}

/** `check [DOMAIN…]`: the command and what follows it. */
export function commandUsage(command: CommandDefinition): string {
  return command.operands ? `${command.meta.name} ${command.operands}` : command.meta.name;
}

/** `  3  propagating    correct at …`, one row group per exit code, in code order. */
function exitCodeRows(): string {
  return Object.values(EXIT_CODES)
    .map(({ code, name, meaning }) => row(`${String(code).padEnd(2)} ${name}`, meaning))
    .join('\n');
}

/**
 * A command as a shell takes it, continued on a second line (before its last option) when it is
 * longer than `width`: help in a terminal, a code block on the docs site.
 */
export function continuedCommand(command: string, width: number, indent = ''): string {
  const line = `${indent}${command}`;
  const split = command.lastIndexOf(' --');
  if (line.length <= width || split <= 0) return line;
  return `${indent}${command.slice(0, split)} \\\n${indent}  ${command.slice(split + 1)}`;
}

/** An example as the reader runs it, a long one continued on a second line. */
function exampleLine(args: string): string {
  return continuedCommand(`${run} ${args}`, WIDTH, '  ');
}

const HOW_TO_RUN = `Run it with npx, for example:
  ${run} check docs.example.com
or install it once with
  npm install --global ${PACKAGE_NAME}
and run domain-check COMMAND …`;

/** `domain-check --help`: what each command is for, the options of every command, examples, exit codes, where the docs are. */
export function renderHelp(platform: PlatformProfile, definition: CommandLineDefinition = COMMAND_LINE): string {
  const commands = Object.values(definition.commands);
  return `${paragraph(
    'domain-check: before you click Verify on a custom domain, it tells you exactly which DNS record is wrong and how to fix it; after Verify, whether the certificate, the redirects and the primary are live, and when a domain is safe to remove.',
  )}

Usage: domain-check COMMAND [DOMAIN…] [OPTIONS]

${HOW_TO_RUN}

Commands
${commands.map((command) => row(commandUsage(command), command.meta.summary)).join('\n')}
${row(`${HELP_COMMAND.name} ${HELP_COMMAND.operands}`, HELP_COMMAND.summary)}

Options of every command
${commonOptionsOf(definition)
  .map(([name, option]) => row(optionUsage(name, option), optionText(option, platform)))
  .join('\n')}

${paragraph('Each command has options of its own: domain-check help COMMAND (or COMMAND --help) lists them, with examples.')}

Examples
${commands.map((command) => exampleLine(command.examples[0])).join('\n')}

Exit codes
${exitCodeRows()}

${paragraph(`Every command and option: ${docsSitePage(CLI_PAGE_PATH, platform)}. Each finding has a code and a section on ${docsSitePage(FINDINGS_PAGE_PATH, platform)}, which also documents every --json field.`)}
`;
}

/** `domain-check check --help`, `domain-check help check`: the command's usage, options and examples only. */
export function renderCommandHelp(
  name: CommandName,
  platform: PlatformProfile,
  definition: CommandLineDefinition = COMMAND_LINE,
): string {
  const command = definition.commands[name];
  const options = optionsOf(definition, name);
  const takesPlatformSettings = options.some(([option]) => option === 'platform-host');
  const exits = Object.values(EXIT_CODES)
    .map(({ code, name: exitName }) => `${code} ${exitName}`)
    .join(', ');
  return `Usage: domain-check ${commandUsage(command)} [OPTIONS]

${paragraph(command.meta.description)}

Options
${options.map(([option, definitionOf]) => row(optionUsage(option, definitionOf), optionText(definitionOf, platform))).join('\n')}
${paragraph(`An option of another command is refused (exit ${EXIT_CODES.usage.code}), as is an unknown one.`, 2)}
${takesPlatformSettings ? `\n${paragraph(SETTING_ORDER_SENTENCE)}\n` : ''}
Examples
${command.examples.map(exampleLine).join('\n')}

${paragraph(`Exit codes: ${exits} (domain-check --help says what each means).`)}
${paragraph(`Docs: ${docsSitePage(`${CLI_PAGE_PATH}#${name}`, platform)}`)}
`;
}

/** What `domain-check` alone prints (on stderr: it is bad usage): the commands and how to learn more. */
export function renderShortUsage(definition: CommandLineDefinition = COMMAND_LINE): string {
  const commands = Object.values(definition.commands);
  return `Usage: domain-check COMMAND [DOMAIN…] [OPTIONS]

Commands
${commands.map((command) => row(commandUsage(command), command.meta.summary)).join('\n')}

For example: domain-check check docs.example.com
domain-check --help explains every command; domain-check help COMMAND, one.
`;
}
