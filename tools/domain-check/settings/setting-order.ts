/**
 * Where each platform setting comes from, and in which order: written once, and read by the commands
 * (commands/run-settings.ts), `--help` and, through a test, the README.
 */
import { ACME_ACCOUNT_URI_ENV, PLATFORM_HOST_ENV, VALIDATION_METHOD_ENV } from './defaults.ts';

/** A setting is taken from the first of these that gives it. */
export const SETTING_SOURCES = ['flag', 'config', 'environment', 'profile'] as const;
export type SettingSource = (typeof SETTING_SOURCES)[number];

export interface PlatformSetting {
  readonly flag: string;
  /** The key in domains.json. */
  readonly configKey: string;
  /** The environment variable, where there is one. */
  readonly env?: string;
  /** The platform profile's field it defaults to. */
  readonly profileField: string;
}

export const PLATFORM_SETTINGS = {
  platformHost: {
    flag: '--platform-host',
    configKey: 'platformHost',
    env: PLATFORM_HOST_ENV,
    profileField: 'cnameHost',
  },
  caIssuers: { flag: '--ca', configKey: 'caIssuers', profileField: 'certificateAuthorities' },
  acmeAccountUri: {
    flag: '--acme-account-uri',
    configKey: 'acmeAccountUri',
    env: ACME_ACCOUNT_URI_ENV,
    profileField: 'acmeAccountUri',
  },
  validationMethod: {
    flag: '--validation-method',
    configKey: 'validationMethod',
    env: VALIDATION_METHOD_ENV,
    profileField: 'validationMethods',
  },
} as const satisfies Record<string, PlatformSetting>;

const SOURCE_WORDS: Record<SettingSource, string> = {
  flag: 'its flag',
  config: "the config's key",
  environment: 'its environment variable',
  profile: 'the platform profile built into the package',
};

/** One sentence for `--help` and the README. */
export const SETTING_ORDER_SENTENCE = `A platform setting comes from the first of: ${SETTING_SOURCES.map((source) => SOURCE_WORDS[source]).join(', ')}.`;

/** Picks the first source, in the documented order, that gives a value. */
export function firstSetting<T>(
  values: Readonly<Record<SettingSource, T | undefined>>,
): { readonly source: SettingSource; readonly value: T } | undefined {
  for (const source of SETTING_SOURCES) {
    const value = values[source];
    if (value !== undefined && value !== '') return { source, value };
  }
  return undefined;
}
