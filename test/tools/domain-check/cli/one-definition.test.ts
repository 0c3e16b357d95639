/**
 * The command line is defined once (commands/definition.ts); `--help`, each command's help, the
 * package README's command list and the docs site's reference page are rendered from it. A changed
 * definition shows in all four (the checked-in copies are held to it by scripts/generated-files.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCommandHelp, renderHelp } from '../../../../tools/domain-check/cli/help.ts';
import { renderReadmeCommands, renderReferencePage } from '../../../../tools/domain-check/cli/reference.ts';
import {
  COMMAND_LINE,
  COMMAND_NAMES,
  type CommandLineDefinition,
  type OptionDefinition,
} from '../../../../tools/domain-check/commands/definition.ts';
import { README_FILE, renderReadme } from '../../../../tools/domain-check/scripts/write-cli-docs.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

/** The definition with one option added or replaced, as a contributor's one edit would. */
function withOption(name: string, option: OptionDefinition): CommandLineDefinition {
  return { ...COMMAND_LINE, options: { ...COMMAND_LINE.options, [name]: option } };
}

/** The four renderings of a definition, `\` continuations joined and rows unwrapped where it matters. */
function renderings(definition: CommandLineDefinition) {
  const flat = (text: string): string => text.replace(/\s+/g, ' ');
  return {
    help: flat(renderHelp(TEST_PLATFORM, definition)),
    commandHelp: Object.fromEntries(
      COMMAND_NAMES.map((name) => [name, flat(renderCommandHelp(name, TEST_PLATFORM, definition))]),
    ),
    readme: renderReadmeCommands(definition),
    page: renderReferencePage(TEST_PLATFORM, definition),
  };
}

describe('one definition of each option', () => {
  it('shows an added option in --help, in the help of each command that takes it, in the README and on the reference page', () => {
    const before = renderings(COMMAND_LINE);
    const after = renderings(
      withOption('dry-run', {
        type: 'boolean',
        description: 'say what would be looked up, and look nothing up',
        commands: COMMAND_NAMES,
      }),
    );
    const row = '--dry-run say what would be looked up, and look nothing up';
    expect(before.help).not.toContain('--dry-run');
    expect(after.help).toContain(row);
    for (const name of COMMAND_NAMES) expect(after.commandHelp[name], name).toContain(row);
    expect(before.readme).not.toContain('--dry-run');
    expect(after.readme).toMatch(/Every command takes .*`--dry-run`/);
    expect(after.page).toContain('### --dry-run\n\n`--dry-run`: say what would be looked up, and look nothing up.');
    for (const name of COMMAND_NAMES) {
      expect(after.page).toMatch(
        new RegExp(`### ${name}\\n[\\s\\S]*?Options: [^\\n]*\\[\`--dry-run\`\\]\\(#dry-run\\)`),
      );
    }
  });

  it('moves an option between commands, and changes its value name, words and default, everywhere at once', () => {
    const strict = COMMAND_LINE.options.strict;
    const timeout = COMMAND_LINE.options.timeout;
    if (!strict || !timeout) throw new Error('the definition lost --strict or --timeout');
    const changed = renderings(
      withOption('timeout', {
        ...timeout,
        valueHint: 'DURATION',
        description: 'how long the run may take',
        default: '1m',
        commands: ['watch'],
      }),
    );
    const row = '--timeout DURATION how long the run may take (default: 1m)';
    expect(changed.commandHelp.watch).toContain(row);
    for (const name of ['check', 'records', 'remove-plan', 'validate'] as const) {
      expect(changed.commandHelp[name], name).not.toContain('--timeout');
    }
    expect(changed.readme).toMatch(/\| `check \[DOMAIN…\]` \|[^\n]*\|(?![^\n]*--timeout)[^\n]*\|$/m);
    expect(changed.readme).toMatch(/\| `watch \[DOMAIN…\]` \|[^\n]*`--timeout`/);
    expect(changed.page).toContain(
      '### --timeout\n\n`--timeout DURATION`: how long the run may take.\n\nDefault: 1m.\n\nCommands: [`watch`](#watch).',
    );
    // An option of every command belongs in the overview; moved to one command, it leaves it.
    const everywhere = renderings(withOption('strict', { ...strict, commands: COMMAND_NAMES }));
    expect(renderings(COMMAND_LINE).help).not.toContain('--strict warnings fail too');
    expect(everywhere.help).toContain('--strict warnings fail too (exit 1)');
  });

  it('refuses an option whose anchor on the reference page a command already has', () => {
    const json = COMMAND_LINE.options.json;
    if (!json) throw new Error('the definition lost --json');
    expect(() => renderReferencePage(TEST_PLATFORM, withOption('records', json))).toThrow(/anchor #records/);
  });
});

describe('the files rendered from the definition', () => {
  it('fails when the README’s command list drifts from the definition', async () => {
    const readme = readFileSync(README_FILE, 'utf8');
    const drifted = readme.replace('`--dns-host`', '`--dns-hosts`');
    expect(drifted).not.toBe(readme);
    expect(drifted).not.toBe(await renderReadme(drifted));
  });
});
