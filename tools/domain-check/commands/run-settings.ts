/**
 * Turns the options shared by `check`, `watch` and `remove-plan` into the engine's run input:
 * domains, platform host, CAA issuers, DNS servers and the deadline.
 */
import { readFileSync } from 'node:fs';
import type { CommandOptions } from './options.ts';
import { DEFAULT_TIMEOUT_SECONDS } from '../settings/defaults.ts';
import { firstSetting, PLATFORM_SETTINGS, type SettingSource } from '../settings/setting-order.ts';
import { acmeAccountUriSchema, validationMethodSchema } from '../config/acme-schema.ts';
import type { PlatformProfile } from '../platform/profile.ts';
import { UsageError } from './usage-error.ts';
import { parseDomainArguments } from '../config/index.ts';
import { parseServerAddress } from '../dns/server-address.ts';
import { getSystemResolvers } from '../dns/system-resolvers.ts';
import { parseTrustAnchors, TrustAnchorError, type TrustAnchorSet } from '../dns/dnssec/trust-anchors.ts';
import type { DnsServer } from '../dns/transport.ts';
import type { LoadedConfig } from './load-config.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The CNAME target: the flag, the config, the environment, then the platform profile the command was
 * handed (settings/setting-order.ts), so a site owner of our platform never has to name it.
 */
export function getPlatformHost(
  options: CommandOptions,
  config: LoadedConfig | undefined,
  env: Environment,
  profile: PlatformProfile,
): string {
  const chosen = firstSetting({
    flag: options['platform-host'],
    config: config?.config.platformHost,
    environment: env[PLATFORM_SETTINGS.platformHost.env],
    profile: profile.cnameHost,
  });
  const raw = chosen?.value ?? profile.cnameHost;
  const setting = PLATFORM_SETTINGS.platformHost;
  const given: Record<SettingSource, string> = {
    flag: setting.flag,
    config: `the config's ${setting.configKey}`,
    environment: setting.env,
    profile: `the platform profile's ${setting.profileField}`,
  };
  const [host] = parseDomainArguments([raw], given[chosen?.source ?? 'profile']);
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
  /** From --trust-anchor; IANA's root anchors when absent. */
  readonly trustAnchors?: TrustAnchorSet;
}

/** `--trust-anchor FILE`: the root's DS or DNSKEY records where DNSSEC validation starts. */
function readTrustAnchors(path: string | undefined): TrustAnchorSet | undefined {
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `Cannot read --trust-anchor ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return parseTrustAnchors(text, `--trust-anchor ${path}`);
  } catch (error) {
    if (error instanceof TrustAnchorError) throw new UsageError(`${error.message}.`);
    throw error;
  }
}

export function getDnsSettings(options: CommandOptions): DnsSettings {
  let resolvers = parseServers(options.resolver, '--resolver');
  const authoritative = parseServers(options.authoritative, '--authoritative');
  if (resolvers.length === 0) {
    resolvers = getSystemResolvers();
    if (resolvers.length === 0) throw new UsageError('No system resolver found: pass --resolver IP.');
  }
  const trustAnchors = readTrustAnchors(options['trust-anchor']);
  return { resolvers, authoritative, ...(trustAnchors ? { trustAnchors } : {}) };
}

export function getCaIssuers(
  options: CommandOptions,
  config: LoadedConfig | undefined,
  profile: PlatformProfile,
): readonly string[] {
  const fromProfile = profile.certificateAuthorities.map((ca) => ca.issuerDomain);
  const chosen = firstSetting<readonly string[]>({
    flag: options.ca,
    config: config?.config.caIssuers,
    environment: undefined,
    profile: fromProfile,
  });
  return chosen?.value ?? fromProfile;
}

/** What the platform's ACME client uses, when it is known: flag, config, environment, then the profile. */
export interface AcmeSettings {
  readonly accountUri: string | undefined;
  /** One method from a flag, the config or the environment; the profile's whole list otherwise. */
  readonly validationMethods: readonly string[] | undefined;
}

type AcmeSettingName = 'acmeAccountUri' | 'validationMethod';

/** How an invalid value is named in the message, by where it came from. */
function describeSource(name: AcmeSettingName, source: SettingSource): string {
  const setting = PLATFORM_SETTINGS[name];
  switch (source) {
    case 'flag':
      return setting.flag;
    case 'config':
      return `The config's "${setting.configKey}"`;
    case 'environment':
      return setting.env;
    case 'profile':
      return `The platform profile's "${setting.profileField}"`;
  }
}

/** One setting from the first source, in the documented order, that gives it. */
function readSetting(
  name: AcmeSettingName,
  schema: typeof acmeAccountUriSchema,
  values: Readonly<Record<SettingSource, string | undefined>>,
): string | undefined {
  const chosen = firstSetting(values);
  if (chosen === undefined) return undefined;
  const result = schema.safeParse(chosen.value);
  if (!result.success) {
    throw new UsageError(
      `${describeSource(name, chosen.source)} ${result.error.issues[0]?.message ?? 'is not valid'}.`,
    );
  }
  return result.data;
}

/** The methods the platform validates with: one given by the user, or every one the profile lists. */
function readValidationMethods(
  options: CommandOptions,
  config: LoadedConfig | undefined,
  env: Environment,
  profile: PlatformProfile,
): readonly string[] | undefined {
  const given = readSetting('validationMethod', validationMethodSchema, {
    flag: options['validation-method'],
    config: config?.config.validationMethod,
    environment: env[PLATFORM_SETTINGS.validationMethod.env],
    profile: undefined,
  });
  if (given !== undefined) return [given];
  // The profile was parsed by its own schema when it was built.
  return profile.validationMethods;
}

export function getAcmeSettings(
  options: CommandOptions,
  config: LoadedConfig | undefined,
  env: Environment,
  profile: PlatformProfile,
): AcmeSettings {
  return {
    accountUri: readSetting('acmeAccountUri', acmeAccountUriSchema, {
      flag: options['acme-account-uri'],
      config: config?.config.acmeAccountUri,
      environment: env[PLATFORM_SETTINGS.acmeAccountUri.env],
      profile: profile.acmeAccountUri,
    }),
    validationMethods: readValidationMethods(options, config, env, profile),
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
