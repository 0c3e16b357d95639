/**
 * Every exit code of domain-check, in one place: the commands and the CLI return them, `--help`
 * prints them, and the README and the docs site's findings page show the same table. Scripts match
 * on the number, so a number never changes meaning; add codes, never renumber.
 */
export interface ExitCode {
  readonly code: number;
  /** The name `--help` prints beside the number. */
  readonly name: string;
  readonly meaning: string;
}

/**
 * By the run's `status` where one ends the run (`ready`, `action-required`, `propagating`,
 * `inconclusive`: the `--json` report's `status`), otherwise by what stopped it. In code order.
 */
export const EXIT_CODES = {
  ready: {
    code: 0,
    name: 'ready',
    meaning:
      'nothing failed: click Verify, once you have confirmed any warning (check --live, watch: everything is live; remove-plan: safe to remove; validate: the config is valid)',
  },
  'action-required': {
    code: 1,
    name: 'action required',
    meaning:
      'a record, certificate or redirect must change, or with --strict a warning stands (remove-plan: a step is missing)',
  },
  usage: {
    code: 2,
    name: 'bad usage',
    meaning: 'no command, a bad option or a bad config; nothing was looked up (validate: the config has problems)',
  },
  propagating: {
    code: 3,
    name: 'propagating',
    meaning: 'correct at your DNS host, resolvers are still catching up',
  },
  inconclusive: {
    code: 4,
    name: 'inconclusive',
    meaning: 'lookups or connections failed, so there is no verdict',
  },
  internal: {
    code: 70,
    name: 'internal error',
    meaning: 'a bug: please report it',
  },
  interrupted: {
    // 128 + SIGINT (2), as a shell reports a process that Ctrl-C ended.
    code: 130,
    name: 'second Ctrl-C',
    meaning:
      'watch only: it stops at once. watch exits with the code of its last run when --until passes or on the first Ctrl-C',
  },
} as const satisfies Readonly<Record<string, ExitCode>>;

export type ExitCodeId = keyof typeof EXIT_CODES;
