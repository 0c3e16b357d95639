import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../../../tools/domain-check/cli/arguments.ts';
import { OPTIONS } from '../../../../tools/domain-check/commands/options.ts';
import { PACKAGE_NAME } from '../../../../tools/domain-check/core/package-name.ts';
import { renderHelp, renderCommandHelp, renderShortUsage } from '../../../../tools/domain-check/cli/help.ts';
import { COMMAND_NAMES } from '../../../../tools/domain-check/commands/definition.ts';
import { parseUntil } from '../../../../tools/domain-check/commands/until.ts';
import { UsageError } from '../../../../tools/domain-check/commands/usage-error.ts';
import { getPlatformHost } from '../../../../tools/domain-check/commands/run-settings.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../../../../tools/domain-check/platform/default-profile.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

describe('command-line parsing', () => {
  it('reads a command, its domains and its options without any I/O', () => {
    expect(parseArguments(['check', 'docs.example.com', '--live', '--https-port', '8443'])).toMatchObject({
      kind: 'command',
      command: 'check',
      operands: ['docs.example.com'],
      options: { live: true, 'https-port': '8443' },
    });
  });

  it('takes exactly one domain for remove-plan', () => {
    expect(() => parseArguments(['remove-plan'])).toThrow(UsageError);
    expect(() => parseArguments(['remove-plan', 'a.example.com', 'b.example.com'])).toThrow(/one domain/);
  });

  it('refuses --until outside watch and --live outside check', () => {
    expect(() => parseArguments(['check', '--until', '10m'])).toThrow(/--until is an option of watch/);
    expect(() => parseArguments(['watch', '--live'])).toThrow(/always runs the live checks/);
  });

  it('refuses --format outside records, rather than ignoring it', () => {
    expect(parseArguments(['records', '--format', 'zone'])).toMatchObject({ options: { format: 'zone' } });
    expect(() => parseArguments(['check', 'docs.example.com', '--format', 'json'])).toThrow(
      /--format is an option of records \(table, zone or json\); check writes JSON with --json\./,
    );
    for (const command of ['watch', 'validate']) {
      expect(() => parseArguments([command, '--format', 'table'])).toThrow(/--format is an option of records/);
    }
    expect(() => parseArguments(['remove-plan', 'www.example.com', '--format', 'json'])).toThrow(UsageError);
  });

  it('refuses --color together with --no-color', () => {
    expect(() => parseArguments(['check', 'docs.example.com', '--color', '--no-color'])).toThrow(/contradict/);
  });

  it('gives examples in --help and in each command’s help that parse as written, none of them needing the platform host', () => {
    const examples = [
      renderHelp(TEST_PLATFORM),
      ...COMMAND_NAMES.map((name) => renderCommandHelp(name, TEST_PLATFORM)),
    ].flatMap((help) =>
      help
        .slice(help.indexOf('\nExamples'))
        .replace(/\\\n\s*/g, ' ')
        .split('\n')
        .filter((line) => line.startsWith(`  npx ${PACKAGE_NAME} `))
        .map((line) => line.trim().split(/\s+/).slice(2)),
    );
    expect(examples.length).toBeGreaterThan(5);
    for (const args of examples) {
      const parsed = parseArguments(args);
      if (parsed.kind !== 'command') throw new Error(`not a command: ${args.join(' ')}`);
      // The package's platform profile names the platform host, so no example passes it.
      expect(parsed.options['platform-host'], args.join(' ')).toBeUndefined();
      expect(getPlatformHost(parsed.options, undefined, {}, TEST_PLATFORM), args.join(' ')).toBe(
        DEFAULT_PLATFORM_PROFILE.cnameHost,
      );
    }
  });

  it('fits every help in an 80-column terminal, names every option in a command’s help, and writes each example as the npx command', () => {
    const helps = [
      renderHelp(TEST_PLATFORM),
      renderShortUsage(),
      ...COMMAND_NAMES.map((name) => renderCommandHelp(name, TEST_PLATFORM)),
    ];
    for (const line of helps.join('\n').split('\n')) expect(line.length, line).toBeLessThan(80);
    const commandHelps = COMMAND_NAMES.map((name) => renderCommandHelp(name, TEST_PLATFORM)).join('\n');
    for (const name of Object.keys(OPTIONS)) {
      expect(commandHelps).toMatch(new RegExp(`^ {2}(-\\w, )?--${name}( |$)`, 'm'));
    }
    expect(renderHelp(TEST_PLATFORM)).toContain(`Examples\n  npx ${PACKAGE_NAME} check docs.example.com\n`);
  });

  it('names every command when the command is unknown', () => {
    expect(() => parseArguments(['deploy'])).toThrow(/check, validate, records, remove-plan or watch/);
  });
});

describe('command-line mistakes are answered with what was meant', () => {
  const message = (argv: string[]): string => {
    try {
      parseArguments(argv);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as UsageError).message;
    }
    throw new Error(`accepted: ${argv.join(' ')}`);
  };

  it('names the option a mistyped one was meant to be', () => {
    expect(message(['check', '--platfrom-host', 'x.example'])).toBe(
      'Unknown option --platfrom-host. Did you mean --platform-host?',
    );
    expect(message(['validate', '--confg', 'domains.json'])).toBe('Unknown option --confg. Did you mean --config?');
    expect(message(['check', '--colour'])).toBe('Unknown option --colour. Did you mean --color?');
    expect(message(['check', '--frobnicate'])).toBe('Unknown option --frobnicate.');
  });

  it('answers a long option typed with one dash, and a short option in the wrong case', () => {
    expect(message(['check', '-json'])).toBe('Unknown option -json. Did you mean --json?');
    expect(message(['-v'])).toBe('Unknown option -v. Did you mean -V (--version)?');
  });

  it('names the command a mistyped one was meant to be, and puts a domain after the command', () => {
    expect(message(['chekc', 'docs.example.com'])).toBe('Unknown command chekc. Did you mean check?');
    expect(message(['docs.example.com'])).toBe(
      'Unknown command docs.example.com. Name the command first: domain-check check docs.example.com.',
    );
  });

  it('says which value an option needs when it is missing, or when an option stands in its place', () => {
    expect(message(['check', '--config'])).toBe('--config needs a value: --config FILE.');
    expect(message(['check', '--resolver', '--json'])).toBe(
      '--resolver needs a value: --resolver IP[:PORT] (found --json, which is an option).',
    );
    expect(message(['check', '--json=yes'])).toBe('--json takes no value: write --json alone.');
  });

  it('refuses an option of another command, naming the commands it belongs to', () => {
    expect(message(['validate', '--platform-host', 'x.example'])).toBe(
      '--platform-host is an option of check, watch, remove-plan and records, not of validate, which reads only the config (--config FILE, and --json).',
    );
    expect(message(['records', '--strict'])).toBe(
      '--strict is an option of check, watch and remove-plan, not of records, which looks up only the DNS host of each zone.',
    );
    expect(parseArguments(['records', '--resolver', '9.9.9.9'])).toMatchObject({ options: { resolver: ['9.9.9.9'] } });
  });

  it('gives help when it is asked for, even beside a mistake', () => {
    expect(parseArguments(['check', '--platfrom-host', 'x', '--help'])).toEqual({ kind: 'help', command: 'check' });
  });
});

describe('--until', () => {
  const now = new Date(2030, 0, 1, 12, 0, 0);
  it('reads durations from now', () => {
    expect(parseUntil('90s', now) - now.getTime()).toBe(90_000);
    expect(parseUntil('1h30m', now) - now.getTime()).toBe(5_400_000);
    expect(parseUntil('45', now) - now.getTime()).toBe(45_000);
  });

  it('reads a clock time as today, or tomorrow once it has passed', () => {
    expect(new Date(parseUntil('14:30', now)).getHours()).toBe(14);
    expect(new Date(parseUntil('11:00', now)).getDate()).toBe(2);
  });

  it('refuses text it cannot read and times in the past', () => {
    expect(() => parseUntil('soon', now)).toThrow(UsageError);
    expect(() => parseUntil('2020-01-01T00:00:00Z', now)).toThrow(/in the past/);
  });
});
