import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandOptions } from '../cli/arguments.ts';
import { DEFAULT_CONFIG } from '../cli/defaults.ts';
import { UsageError } from '../cli/usage-error.ts';
import { parseDomainConfigText, type DomainConfig } from '../config/index.ts';
import type { DomainRole } from '../engine/report.ts';

export interface LoadedConfig {
  readonly config: DomainConfig;
  /** The primary first, then each redirect source, in config order. */
  readonly domains: readonly { readonly domain: string; readonly role: DomainRole; readonly redirectTo?: string }[];
  /** The file it came from, for messages. */
  readonly source: string;
}

/**
 * Reads `--config`, or `./domains.json` when it exists.
 * @throws {UsageError} when `required` and there is no config, or the file cannot be read.
 * @throws {ConfigError} when the file is not a valid config.
 */
export function loadConfig(options: CommandOptions, required: boolean): LoadedConfig | undefined {
  const path = options.config ?? (existsSync(DEFAULT_CONFIG) ? DEFAULT_CONFIG : undefined);
  if (path === undefined) {
    if (required) throw new UsageError(`No config: pass --config FILE, or create ${DEFAULT_CONFIG} here.`);
    return undefined;
  }
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the config ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const config = parseDomainConfigText(text, path);
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
    source: path,
  };
}
