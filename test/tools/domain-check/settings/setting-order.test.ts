import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCommandHelp } from '../../../../tools/domain-check/cli/help.ts';
import { firstSetting, SETTING_ORDER_SENTENCE } from '../../../../tools/domain-check/settings/setting-order.ts';
import { getCaIssuers, getPlatformHost } from '../../../../tools/domain-check/commands/run-settings.ts';
import type { LoadedConfig } from '../../../../tools/domain-check/commands/load-config.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../../../../tools/domain-check/platform/default-profile.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

const configWith = (fields: Partial<LoadedConfig['config']>): LoadedConfig => ({
  config: { primary: 'docs.example.com', redirects: [], ...fields },
  domains: [],
  source: 'domains.json',
});

describe('where a platform setting comes from', () => {
  it('takes the flag, then the config, then the environment, then the platform profile', () => {
    const profile = { ...DEFAULT_PLATFORM_PROFILE, cnameHost: 'profile.example' };
    const env = { DOMAIN_CHECK_PLATFORM_HOST: 'env.example' };
    const config = configWith({ platformHost: 'config.example' });
    expect(getPlatformHost({ 'platform-host': 'flag.example' }, config, env, profile)).toBe('flag.example');
    expect(getPlatformHost({}, config, env, profile)).toBe('config.example');
    expect(getPlatformHost({}, undefined, env, profile)).toBe('env.example');
    expect(getPlatformHost({}, undefined, {}, profile)).toBe('profile.example');
    expect(getPlatformHost({}, undefined, { DOMAIN_CHECK_PLATFORM_HOST: '' }, profile)).toBe('profile.example');
  });

  it('takes the CAA issuers from the profile’s certificate authorities when nothing else names one', () => {
    expect(getCaIssuers({}, undefined, TEST_PLATFORM)).toEqual(['letsencrypt.org']);
    expect(getCaIssuers({}, configWith({ caIssuers: ['pki.goog'] }), TEST_PLATFORM)).toEqual(['pki.goog']);
    expect(getCaIssuers({ ca: ['sectigo.com'] }, configWith({ caIssuers: ['pki.goog'] }), TEST_PLATFORM)).toEqual([
      'sectigo.com',
    ]);
  });

  it('skips a source that gives nothing or an empty value', () => {
    expect(firstSetting({ flag: undefined, config: '', environment: 'e', profile: 'p' })).toEqual({
      source: 'environment',
      value: 'e',
    });
  });

  it('is written once: the help of each command that takes a platform setting and the README say the same order', () => {
    expect(SETTING_ORDER_SENTENCE).toBe(
      "A platform setting comes from the first of: its flag, the config's key, its environment variable, the platform profile built into the package.",
    );
    for (const command of ['check', 'watch', 'remove-plan', 'records'] as const) {
      expect(renderCommandHelp(command, TEST_PLATFORM).replace(/\s+/g, ' ')).toContain(SETTING_ORDER_SENTENCE);
    }
    expect(README.replace(/\s+/g, ' ')).toContain(SETTING_ORDER_SENTENCE);
  });
});
