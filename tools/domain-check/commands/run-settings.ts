/**
 * Turns the options shared by `check`, `watch` and `remove-plan` into the engine's run input:
 * domains, platform host, CAA issuers, DNS servers and the deadline.
 */
import type { CommandOptions } from '../cli/arguments.ts';
import {
  ACME_ACCOUNT_URI_ENV,
  DEFAULT_CA,
  DEFAULT_TIMEOUT_SECONDS,
  PLATFORM_HOST_ENV,
  VALIDATION_METHOD_ENV,
} from '../cli/defaults.ts';
import { acmeAccountUriSchema, validationMethodSchema } from '../config/acme-schema.ts';
import { UsageError } from '../cli/usage-error.ts';
import { parseDomainArguments } from '../config/index.ts';
import { parseServerAddress } from '../dns/server-address.ts';
import { getSystemResolvers } from '../dns/system-resolvers.ts';
import type { DnsServer } from '../dns/transport.ts';
import type { LoadedConfig } from './load-config.ts';
import { DOMAINS_SETTINGS } from '../findings/catalog/dashboard.ts';

export function getPlatformHost(
  options: CommandOptions,
  config: LoadedConfig | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const raw = options['platform-host'] ?? config?.config.platformHost ?? (env[PLATFORM_HOST_ENV] || undefined);
  if (raw === undefined) {
    throw new UsageError(
      `The platform host is required: it is the value the dashboard shows for the CNAME (${DOMAINS_SETTINGS}).\n` +
        `Pass --platform-host HOST, set "platformHost" in the config, or set ${PLATFORM_HOST_ENV}.`,
    );
  }
  const [host] = parseDomainArguments([raw]);
  return host ?? raw;
}

export function getTimeoutSeconds(options: CommandOptions): number {
  if (options.timeout === undefined) return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(options.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) {
    throw new UsageError(`--timeout takes seconds between 0 and 600, not "${options.timeout}".`);
  }
  return seconds;
}

function parseServers(texts: readonly string[] | undefined, flag: string): DnsServer[] {
  try {
    return (texts ?? []).map((text) => parseServerAddress(text));
  } catch (error) {
    throw new UsageError(`${flag}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface DnsSettings {
  readonly resolvers: readonly DnsServer[];
  readonly authoritative: readonly DnsServer[];
}

export function getDnsSettings(options: CommandOptions): DnsSettings {
  let resolvers = parseServers(options.resolver, '--resolver');
  const authoritative = parseServers(options.authoritative, '--authoritative');
  if (resolvers.length === 0) {
    resolvers = getSystemResolvers();
    if (resolvers.length === 0) throw new UsageError('No system resolver found: pass --resolver IP.');
  }
  return { resolvers, authoritative };
}

export function getCaIssuers(options: CommandOptions, config: LoadedConfig | undefined): readonly string[] {
  return options.ca ?? config?.config.caIssuers ?? [DEFAULT_CA];
}

/** What the platform's ACME client uses, when the user knows it: flag, then config, then environment. */
export interface AcmeSettings {
  readonly accountUri: string | undefined;
  readonly validationMethod: string | undefined;
}

/** One setting from the first place that gives it: the flag, the config, then the environment. */
function readSetting(
  schema: typeof acmeAccountUriSchema,
  sources: readonly (readonly [name: string, raw: string | undefined])[],
): string | undefined {
  const source = sources.find(([, raw]) => raw !== undefined && raw !== '');
  if (source === undefined) return undefined;
  const [name, raw] = source;
  const result = schema.safeParse(raw);
  if (!result.success) throw new UsageError(`${name} ${result.error.issues[0]?.message ?? 'is not valid'}.`);
  return result.data;
}

export function getAcmeSettings(
  options: CommandOptions,
  config: LoadedConfig | undefined,
  env: Readonly<Record<string, string | undefined>>,
): AcmeSettings {
  return {
    accountUri: readSetting(acmeAccountUriSchema, [
      ['--acme-account-uri', options['acme-account-uri']],
      ['The config\'s "acmeAccountUri"', config?.config.acmeAccountUri],
      [ACME_ACCOUNT_URI_ENV, env[ACME_ACCOUNT_URI_ENV]],
    ]),
    validationMethod: readSetting(validationMethodSchema, [
      ['--validation-method', options['validation-method']],
      ['The config\'s "validationMethod"', config?.config.validationMethod],
      [VALIDATION_METHOD_ENV, env[VALIDATION_METHOD_ENV]],
    ]),
  };
}

/**
 * Colour for a human reading a terminal: off for --json, --no-color, NO_COLOR and a pipe. `--color`
 * forces it on a pipe and over NO_COLOR, as no-color.org asks of a flag given for one run; JSON never.
 */
export function useColor(
  options: CommandOptions,
  outIsTty: boolean,
  env: Readonly<Record<string, string | undefined>>,
) {
  if (options.json || options['no-color']) return false;
  return options.color === true || (!env.NO_COLOR && outIsTty);
}
