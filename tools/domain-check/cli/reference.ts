/**
 * The command line's reference in Markdown, rendered from its one definition (commands/definition.ts),
 * as `--help` is: the package README's list of commands and the docs site's CLI reference page, where
 * each command (`#check`) and each option (`#config`) has an anchor. write-cli-docs.ts writes both.
 */
import { PACKAGE_NAME } from '../core/package-name.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import { SETTING_ORDER_SENTENCE } from '../settings/setting-order.ts';
import {
  COMMAND_LINE,
  commonOptionsOf,
  HELP_COMMAND,
  optionDefault,
  optionsOf,
  type CommandLineDefinition,
} from '../commands/definition.ts';
import type { PlatformProfile } from '../platform/profile.ts';
import { commandUsage, continuedCommand, optionUsage } from './help.ts';

/** The longest line a code block of the docs page holds without scrolling in the content column. */
const CODE_BLOCK_WIDTH = 64;

/** The README's generated block lies between these lines. */
export const README_BLOCK_START =
  '<!-- The command list: written by tools/domain-check/scripts/write-cli-docs.ts from commands/definition.ts. Edit that file, then run npm run generate. -->';
export const README_BLOCK_END = '<!-- End of the command list. -->';

/**
 * Plain help text as Markdown: flags, URLs and environment variables become code (so `https://…` is
 * no link and `NODE_EXTRA_CA_CERTS` keeps its underscores), the rest is escaped.
 */
export function markdownText(text: string): string {
  return text
    .split(/(https?:\/\/\S+?(?=[,;)]?(?:\s|$))|(?<![\w-])--[a-z][a-z-]*|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:=[\w.-]+)?)/)
    .map((part, index) => (index % 2 === 1 ? `\`${part}\`` : part.replace(/[\\*_<>[\]|`]/g, '\\$&')))
    .join('');
}

const code = (text: string): string => `\`${text}\``;

/**
 * A link to the anchor of a command or an option on the reference page: the id the site gives its
 * heading (`### --config` becomes `#config`: the slug drops the leading dashes).
 */
const commandLink = (name: string): string => `[${code(name)}](#${name})`;
const optionLink = (name: string): string => `[${code(`--${name}`)}](#${name})`;

/** The page's own sections, whose anchors no command or option may take. */
const SECTION_ANCHORS = ['commands', 'options', 'exit-codes'];

/** Refuses a definition in which an option and a command (or a section) would share an anchor. */
function checkAnchorsAreDistinct(definition: CommandLineDefinition): void {
  const anchors = [...SECTION_ANCHORS, ...Object.keys(definition.commands), ...Object.keys(definition.options)];
  const repeated = anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index);
  if (repeated.length > 0) {
    throw new Error(`The CLI reference page would give two headings the anchor #${repeated.join(', #')}: rename one.`);
  }
}

/** The README's block: each command, what it does and the options of its own. */
export function renderReadmeCommands(definition: CommandLineDefinition = COMMAND_LINE): string {
  const common = commonOptionsOf(definition).map(([name]) => name);
  const rows = Object.values(definition.commands).map((command) => {
    const own = optionsOf(definition, command.meta.name)
      .map(([name]) => name)
      .filter((name) => !common.includes(name));
    return `| ${code(commandUsage(command))} | ${markdownText(command.meta.summary)} | ${own.map((name) => code(`--${name}`)).join(', ')} |`;
  });
  return [
    README_BLOCK_START,
    '',
    '| Command | What it does | Its own options |',
    '| --- | --- | --- |',
    ...rows,
    `| ${code(`${HELP_COMMAND.name} ${HELP_COMMAND.operands}`)} | ${markdownText(HELP_COMMAND.summary)} | |`,
    '',
    `Every command takes ${common.map((name) => code(`--${name}`)).join(', ')}. The docs site's page "domain-check command line" explains each command and option.`,
    '',
    README_BLOCK_END,
  ].join('\n');
}

/** The README with its block rendered anew. */
export function replaceReadmeCommands(readme: string, definition: CommandLineDefinition = COMMAND_LINE): string {
  const start = readme.indexOf(README_BLOCK_START);
  const end = readme.indexOf(README_BLOCK_END);
  if (start === -1 || end < start) throw new Error('The README has no command list between its markers.');
  return readme.slice(0, start) + renderReadmeCommands(definition) + readme.slice(end + README_BLOCK_END.length);
}

function exitCodeTable(): string {
  return [
    '| Exit code | Name | Meaning |',
    '| --- | --- | --- |',
    ...Object.values(EXIT_CODES).map(
      ({ code: number, name, meaning }) => `| ${number} | ${name} | ${markdownText(meaning)} |`,
    ),
  ].join('\n');
}

/** The docs site's page: each command, then each option, then the exit codes. */
/** The reference page, its defaults those of `platform` (the deployment the docs are built for). */
export function renderReferencePage(
  platform: PlatformProfile,
  definition: CommandLineDefinition = COMMAND_LINE,
): string {
  checkAnchorsAreDistinct(definition);
  const commands = Object.values(definition.commands);
  const commandSections = commands.map((command) => {
    const options = optionsOf(definition, command.meta.name).map(([name]) => optionLink(name));
    return [
      `### ${command.meta.name}`,
      '',
      markdownText(command.meta.description),
      '',
      `Usage: ${code(`domain-check ${commandUsage(command)} [OPTIONS]`)}`,
      '',
      `Options: ${options.join(', ')}.`,
      '',
      '```sh',
      // A code block wider than the column scrolls, and Expressive Code makes each one that scrolls
      // an unnamed region: two of them on a page are landmarks a screen reader cannot tell apart.
      ...command.examples.map((args) => continuedCommand(`npx ${PACKAGE_NAME} ${args}`, CODE_BLOCK_WIDTH)),
      '```',
    ].join('\n');
  });
  const optionSections = Object.entries(definition.options).map(([name, option]) => {
    const given = optionDefault(option, platform);
    return [
      `### --${name}`,
      '',
      `${code(optionUsage(name, option))}: ${markdownText(option.description)}.`,
      '',
      ...(given === undefined ? [] : [`Default: ${markdownText(given)}.`, '']),
      `${option.commands.length === commands.length ? 'Every command' : 'Commands'}: ${option.commands.map(commandLink).join(', ')}.`,
    ].join('\n');
  });
  return `---
title: domain-check command line
description: Every command and option of domain-check, the custom-domain checker, with examples and exit codes.
---

<!-- Written by tools/domain-check/scripts/write-cli-docs.ts from tools/domain-check/commands/definition.ts: edit that file, then run npm run generate. -->

Run it with npx, as in ${code(`npx ${PACKAGE_NAME} ${commands[0]?.examples[0] ?? ''}`)} (Node.js 22.19 or newer), or install it once with ${code(`npm install --global ${PACKAGE_NAME}`)} and run ${code('domain-check COMMAND')}. ${code('domain-check --help')} prints an overview, and ${code('domain-check help COMMAND')} (or ${code('COMMAND --help')}) one command's options and examples.

## Commands

| Command | What it does |
| --- | --- |
${commands.map((command) => `| [${code(commandUsage(command))}](#${command.meta.name}) | ${markdownText(command.meta.summary)} |`).join('\n')}
| ${code(`${HELP_COMMAND.name} ${HELP_COMMAND.operands}`)} | ${markdownText(HELP_COMMAND.summary)} |

${commandSections.join('\n\n')}

## Options

An option given to a command that does not take it is refused (exit code ${EXIT_CODES.usage.code}), as is an unknown one. ${markdownText(SETTING_ORDER_SENTENCE)}

${optionSections.join('\n\n')}

## Exit codes

${exitCodeTable()}
`;
}
