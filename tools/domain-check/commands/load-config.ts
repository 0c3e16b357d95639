import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandOptions } from './options.ts';
import { DEFAULT_CONFIG } from '../settings/defaults.ts';
import { UsageError } from './usage-error.ts';
import { parseDomainConfigText, type DomainConfig } from '../config/index.ts';
import type { DomainRole } from '../engine/report.ts';

/** A domains.json is a few hundred bytes; a file a thousand times larger is the wrong file. */
const MAX_CONFIG_BYTES = 1024 * 1024;

export interface LoadedConfig {
  readonly config: DomainConfig;
  /** The primary first, then each redirect source, in config order. */
  readonly domains: readonly { readonly domain: string; readonly role: DomainRole; readonly redirectTo?: string }[];
  /** The file it came from, for messages. */
  readonly source: string;
}

/** The config to read: `--config`, or `./domains.json` when it exists. */
export function configPath(options: CommandOptions): string | undefined {
  return options.config ?? (existsSync(DEFAULT_CONFIG) ? DEFAULT_CONFIG : undefined);
}

/**
 * Reads `--config`, or `./domains.json` when it exists.
 * @throws {UsageError} when `required` and there is no config, or the file cannot be read.
 * @throws {ConfigError} when the file is not a valid config.
 */
export function loadConfig(options: CommandOptions, required: boolean): LoadedConfig | undefined {
  const path = configPath(options);
  if (path === undefined) {
    if (required) throw new UsageError(`No config: pass --config FILE, or create ${DEFAULT_CONFIG} here.`);
    return undefined;
  }
  return loadConfigText(readConfigText(path), path);
}

/**
 * A config handed over as text (by a program rather than a file), read as `--config` reads a file:
 * the same 1 MiB limit and the same parser.
 * @throws {UsageError} when the text is larger than the limit.
 * @throws {ConfigError} when the text is not a valid config.
 */
export function loadConfigText(text: string, source: string): LoadedConfig {
  if (Buffer.byteLength(text, 'utf8') > MAX_CONFIG_BYTES) throw tooLarge(source);
  const config = parseDomainConfigText(text, source);
  return {
    config,
    domains: [
      { domain: config.primary, role: 'primary' },
      ...config.redirects.map((redirect) => ({
        domain: redirect.from,
        role: 'redirect' as const,
        redirectTo: redirect.to,
      })),
    ],
    source,
  };
}

/**
 * Reads at most one byte more than the limit, so `/dev/zero`, an endless pipe or a huge file is
 * refused after 1 MiB instead of filling memory.
 * @throws {UsageError} when the file cannot be read or is larger than the limit.
 */
function readConfigText(path: string): string {
  const buffer = Buffer.alloc(MAX_CONFIG_BYTES + 1);
  let length = 0;
  try {
    const fd = openSync(resolve(path), 'r');
    try {
      for (;;) {
        const read = readSync(fd, buffer, length, buffer.length - length, null);
        length += read;
        if (read === 0 || length === buffer.length) break;
      }
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new UsageError(`Cannot read the config ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (length > MAX_CONFIG_BYTES) throw tooLarge(path);
  return buffer.toString('utf8', 0, length);
}

function tooLarge(source: string): UsageError {
  return new UsageError(
    `The config ${source} is larger than 1 MiB, the most domain-check reads; a domains.json holds a few hundred bytes, so check that --config names the right file.`,
  );
}
