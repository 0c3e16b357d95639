import {
  describeHostname,
  type ConfigError,
  type ConfigErrorCode,
  type ConfigIssue,
  type DomainConfig,
} from '../config/index.ts';
import { escapeForTerminal } from './terminal-text.ts';

/**
 * `validate --json`, schema version 1: whether the config is valid and every problem found, each with
 * the JSON path it is at, the same facts the human output lists.
 */
export interface ValidateJson {
  readonly schemaVersion: 1;
  readonly valid: boolean;
  /** The config file read, as given (`--config`) or found (`./domains.json`). */
  readonly file: string;
  /** What kind of problem: the file is not JSON, or not a valid config; null when valid. */
  readonly code: ConfigErrorCode | null;
  readonly problems: readonly ConfigIssue[];
}

/** The outcome of reading a config: the config, or the error that lists its problems. */
export type ConfigValidation =
  | { readonly file: string; readonly config: DomainConfig; readonly error?: undefined }
  | { readonly file: string; readonly config?: undefined; readonly error: ConfigError };

export function toValidateJson({ file, error }: ConfigValidation): ValidateJson {
  return {
    schemaVersion: 1,
    valid: error === undefined,
    file,
    code: error?.code ?? null,
    // Copied field by field, so that nothing internal leaks into the documented shape.
    problems: (error?.issues ?? []).map(({ path, message }) => ({ path, message })),
  };
}

export const validateJsonReporter = (validation: ConfigValidation): string =>
  `${JSON.stringify(toValidateJson(validation), null, 2)}\n`;

/**
 * The human answer for a valid config, one line; an invalid one is the ConfigError's own message,
 * which the CLI writes to stderr like any other bad config.
 */
export function validConfigLine(file: string, config: DomainConfig): string {
  const redirects = config.redirects.map((redirect) => describeHostname(redirect.from));
  const plural = redirects.length === 1 ? '' : 's';
  const list = redirects.length > 0 ? ` (${redirects.join(', ')})` : '';
  const summary = `✓ ${file} is valid: primary ${describeHostname(config.primary)}, ${redirects.length} redirect${plural}${list}.`;
  return `${escapeForTerminal(summary)}\n`;
}
