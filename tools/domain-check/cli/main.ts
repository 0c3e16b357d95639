#!/usr/bin/env node
/**
 * The command line: the only module that reads process.argv, the environment and signals, writes to
 * stdout/stderr and sets the exit code. Parsing is in cli/arguments.ts, each command in commands/.
 * Commands are imported lazily, so `--help` and `--version` load nothing they do not use.
 */
import { readFileSync } from 'node:fs';
import { parseArguments, type CommandName } from './arguments.ts';
import { renderCommandHelp, renderHelp, renderShortUsage } from './help.ts';
import { UsageError } from '../commands/usage-error.ts';
import { COMMAND_NAMES } from '../commands/definition.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../platform/index.ts';
import type { Command, CommandIo } from '../commands/command-io.ts';
import { escapeLinesForTerminal } from '../reporters/terminal-text.ts';

const EXIT_USAGE = EXIT_CODES.usage.code;
const EXIT_INTERNAL = EXIT_CODES.internal.code;
/** A second Ctrl-C while watch finishes its last run: stop at once, as a shell expects. */
const EXIT_INTERRUPTED = EXIT_CODES.interrupted.code;

const COMMAND_MODULES: Record<CommandName, () => Promise<Command>> = {
  check: async () => (await import('../commands/check.ts')).runCheck,
  validate: async () => (await import('../commands/validate.ts')).runValidate,
  records: async () => (await import('../commands/records.ts')).runRecords,
  'remove-plan': async () => (await import('../commands/remove-plan.ts')).runRemovePlan,
  watch: async () => (await import('../commands/watch.ts')).runWatch,
};

function readVersion(): string {
  // By the package's own name, so that it is found from the source and from the built dist/ alike.
  const manifest = new URL(import.meta.resolve('@petstore-docs/domain-check/package.json'));
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return pkg.version;
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArguments(argv);
  if (parsed.kind === 'help') {
    process.stdout.write(
      parsed.command === undefined
        ? renderHelp(DEFAULT_PLATFORM_PROFILE)
        : renderCommandHelp(parsed.command, DEFAULT_PLATFORM_PROFILE),
    );
    return EXIT_CODES.ready.code;
  }
  if (parsed.kind === 'usage') {
    // Nothing asked is no verdict: a script that lost its arguments must not read 0 ("ready").
    process.stderr.write(renderShortUsage());
    return EXIT_USAGE;
  }
  if (parsed.kind === 'version') {
    process.stdout.write(`${readVersion()}\n`);
    return EXIT_CODES.ready.code;
  }
  const interrupt = new AbortController();
  if (parsed.command === 'watch') {
    // Only watch ends cleanly on Ctrl-C (with its last status); the other commands keep the default.
    process.once('SIGINT', () => {
      interrupt.abort();
      process.once('SIGINT', () => process.exit(EXIT_INTERRUPTED));
    });
  }
  const io: CommandIo = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    outIsTty: process.stdout.isTTY,
    errIsTty: process.stderr.isTTY,
    // A getter: the width changes when the window is resized, and watch draws for the current one.
    get columns() {
      return process.stdout.columns || 80;
    },
    env: process.env,
    signal: interrupt.signal,
    version: readVersion(),
    // The deployment's platform, as `npm pack` built it into this copy: every command is handed it.
    platform: DEFAULT_PLATFORM_PROFILE,
    now: () => new Date(),
  };
  const command = await COMMAND_MODULES[parsed.command]();
  const code = await command({ options: parsed.options, operands: parsed.operands }, io);
  if (interrupt.signal.aborted) {
    // Connections of the interrupted run may still be open until its deadline; the report is out, so go.
    process.stdout.write('', () => process.exit(code));
  }
  return code;
}

/** A bug: said as one, with its stack for the report, and exit 70, never 1 ("action required"). */
function reportCrash(error: unknown): void {
  process.stderr.write(
    `domain-check crashed: ${escapeLinesForTerminal(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
  );
}

// An 'error' event no one listened for would otherwise end the process with Node's banner and exit 1,
// which a script reads as "action required".
process.on('uncaughtException', (error) => {
  reportCrash(error);
  process.exit(EXIT_INTERNAL);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Messages quote the config and the arguments, so they are escaped like every human output.
    if (error instanceof UsageError) {
      // Point at the help of the command that was named, which lists its options, else at the overview.
      const named = COMMAND_NAMES.find((name) => name === process.argv[2]);
      const pointer = named ? `Run domain-check help ${named} for its options.` : 'Run domain-check --help for usage.';
      process.stderr.write(`domain-check: ${escapeLinesForTerminal(error.message)}\n${pointer}\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    if (error instanceof Error && error.name === 'ConfigError') {
      process.stderr.write(`${escapeLinesForTerminal(error.message)}\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    reportCrash(error);
    process.exitCode = EXIT_INTERNAL;
  },
);
