/**
 * What the command line prints when asked for help, or given nothing: the overview, one command's
 * own help (`check --help`, `help check`), and a short usage with bad usage's exit code.
 */
import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../../../tools/domain-check/cli/arguments.ts';
import { renderHelp, renderCommandHelp, renderShortUsage } from '../../../../tools/domain-check/cli/help.ts';
import { COMMAND_NAMES, COMMANDS, OPTION_DEFINITIONS } from '../../../../tools/domain-check/commands/definition.ts';
import { EXIT_CODES } from '../../../../tools/domain-check/core/exit-codes.ts';
import { UsageError } from '../../../../tools/domain-check/commands/usage-error.ts';
import { runCli } from '../support/run-cli.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

const HELP = renderHelp(TEST_PLATFORM);

/** The option names a help lists in its rows: `  --config FILE …`, `  -h, --help …`. */
/** A help's text with each `\` continuation joined back into its line, as a shell reads it. */
const joined = (help: string): string => help.replace(/ *\\\n\s*/g, ' ');

const listedOptions = (help: string): string[] =>
  [...help.matchAll(/^ {2}(?:-\w, )?--([a-z-]+)/gm)].map(([, name = '']) => name);

describe('help on the command line', () => {
  it('reads help COMMAND, COMMAND --help and -h as that command’s help, and help or --help alone as the overview', () => {
    expect(parseArguments(['help', 'check'])).toEqual({ kind: 'help', command: 'check' });
    expect(parseArguments(['records', '--help'])).toEqual({ kind: 'help', command: 'records' });
    expect(parseArguments(['remove-plan', '-h'])).toEqual({ kind: 'help', command: 'remove-plan' });
    expect(parseArguments(['help'])).toEqual({ kind: 'help' });
    expect(parseArguments(['--help'])).toEqual({ kind: 'help' });
  });

  it('names the command meant when help is asked about an unknown one', () => {
    expect(() => parseArguments(['help', 'chekc'])).toThrow(
      new UsageError('Unknown command chekc. Did you mean check?'),
    );
    expect(() => parseArguments(['hlep'])).toThrow(/Did you mean help\?/);
  });

  it('gives a short usage, not an error message, when nothing is given', () => {
    expect(parseArguments([])).toEqual({ kind: 'usage' });
  });

  it('lists in a command’s help exactly the options that command takes', () => {
    for (const name of COMMAND_NAMES) {
      const takes = Object.entries(OPTION_DEFINITIONS)
        .filter(([, option]) => (option.commands as readonly string[]).includes(name))
        .map(([option]) => option);
      expect(listedOptions(renderCommandHelp(name, TEST_PLATFORM)), name).toEqual(takes);
    }
    expect(renderCommandHelp('check', TEST_PLATFORM)).not.toMatch(/--until|--format|--dns-host/);
    expect(renderCommandHelp('validate', TEST_PLATFORM)).not.toMatch(/--platform-host|--resolver|--strict/);
  });

  it('teaches in a command’s help: what it does, its examples, the exit codes and where its docs are', () => {
    const help = renderCommandHelp('records', TEST_PLATFORM);
    expect(help).toMatch(/^Usage: domain-check records \[OPTIONS\]\n/);
    expect(help.replace(/\s+/g, ' ')).toContain(COMMANDS.records.meta.description);
    for (const example of COMMANDS.records.examples) expect(joined(help)).toContain(example);
    expect(help.replace(/\s+/g, ' ')).toContain('Exit codes: 0 ready, 1 action required, 2 bad usage');
    expect(help).toMatch(/Docs: \S*\/tools\/domain-check\/cli\/#records/);
  });

  it('keeps the overview short: every command with what it does, only the options of every command, the docs', () => {
    for (const command of Object.values(COMMANDS)) {
      expect(HELP).toMatch(new RegExp(`^ {2}${command.meta.name}\\b`, 'm'));
      expect(joined(HELP)).toContain(`npx @petstore-docs/domain-check ${command.examples[0]}`);
    }
    expect(HELP).toMatch(/^ {2}help \[COMMAND\]/m);
    expect(listedOptions(HELP)).toEqual(['config', 'json', 'color', 'no-color', 'help', 'version']);
    expect(HELP).toMatch(/\/tools\/domain-check\/cli\//);
    expect(HELP.split('\n').length).toBeLessThan(80);
  });
});

describe('the help the real command line prints', () => {
  it('prints check’s help for check --help and help check on stdout, and exits 0', async () => {
    for (const args of [
      ['check', '--help'],
      ['help', 'check'],
    ]) {
      const result = await runCli(args);
      expect(result, args.join(' ')).toMatchObject({
        code: 0,
        stdout: renderCommandHelp('check', TEST_PLATFORM),
        stderr: '',
      });
    }
  });

  it('points a mistake after a command at that command’s help, and any other at the overview', async () => {
    const refused = await runCli(['records', '--strict']);
    expect(refused.code).toBe(EXIT_CODES.usage.code);
    expect(refused.stderr).toMatch(/\nRun domain-check help records for its options\.\n$/);
    expect((await runCli(['deploy'])).stderr).toMatch(/\nRun domain-check --help for usage\.\n$/);
  });

  it('prints a short usage on stderr with nothing given, and exits 2 (bad usage), so no script reads it as ready', async () => {
    const result = await runCli([]);
    expect(result).toMatchObject({ code: EXIT_CODES.usage.code, stdout: '', stderr: renderShortUsage() });
    expect(result.stderr).toMatch(/^Usage: domain-check COMMAND/);
  });
});
