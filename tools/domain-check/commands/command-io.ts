import type { PlatformProfile } from '../platform/profile.ts';
import type { CommandOptions } from './options.ts';

/**
 * Everything a command may touch of the outside world, handed in by `cli.ts` (the only module that
 * reads process.argv, the environment and signals, and writes stdout/stderr). Tests can pass their
 * own and read what was written.
 */
export interface CommandIo {
  /** Standard output: the report (human or JSON). */
  readonly out: (text: string) => void;
  /** Standard error: progress and logs, never part of the report. */
  readonly err: (text: string) => void;
  readonly outIsTty: boolean;
  /** The terminal's width, to wrap at and to draw progress in place; read when used, as windows resize. */
  readonly columns: number;
  readonly errIsTty: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Aborted on Ctrl-C (SIGINT): a long-running command ends cleanly with its last status. */
  readonly signal: AbortSignal;
  /** The package version, for the User-Agent of the live checks. */
  readonly version: string;
  /**
   * The platform the domains are checked against, unless a flag, the config or the environment says
   * otherwise: the CLI passes the one built into the package, another program its deployment's.
   */
  readonly platform: PlatformProfile;
  readonly now: () => Date;
}

export interface CommandRequest {
  readonly options: CommandOptions;
  readonly operands: readonly string[];
}

/** A command resolves with its exit code; bad usage throws a `UsageError`, a bad config a `ConfigError`. */
export type Command = (request: CommandRequest, io: CommandIo) => Promise<number>;
