/**
 * The options of every command, as the command line names them: what cli/arguments.ts parses and
 * what the commands (and programs that run them, the MCP server) read. Derived from the one
 * definition of each option (definition.ts).
 */
import type { parseArgs, ParseArgsConfig } from 'node:util';
import { OPTION_DEFINITIONS } from './definition.ts';

type Definitions = typeof OPTION_DEFINITIONS;

/** Each option as `node:util` parseArgs takes it: its type, whether it repeats, its letter. */
type ParseArgsOptions = {
  readonly [Name in keyof Definitions]: { readonly type: Definitions[Name]['type'] } & (Definitions[Name] extends {
    readonly multiple: true;
  }
    ? { readonly multiple: true }
    : unknown) &
    (Definitions[Name] extends { readonly short: infer Letter } ? { readonly short: Letter } : unknown);
};

export const OPTIONS = Object.fromEntries(
  Object.entries(OPTION_DEFINITIONS).map(([name, definition]) => [
    name,
    {
      type: definition.type,
      ...('multiple' in definition ? { multiple: definition.multiple } : {}),
      ...('short' in definition ? { short: definition.short } : {}),
    },
  ]),
) as ParseArgsOptions satisfies ParseArgsConfig['options'];

/** The options as `node:util` parses them: strings, string lists and booleans, all optional. */
export type CommandOptions = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>
>['values'];
