import { describeHostname } from '../config/index.ts';
import type { Command } from './command-io.ts';
import { loadConfig } from './load-config.ts';

/** `domain-check validate`: the config only, offline. */
export const runValidate: Command = ({ options }, io) => {
  const loaded = loadConfig(options, true);
  if (!loaded) return Promise.resolve(2);
  const { config, source } = loaded;
  const redirects = config.redirects.map((redirect) => describeHostname(redirect.from));
  io.out(
    `✓ ${source} is valid: primary ${describeHostname(config.primary)}, ${redirects.length} redirect${
      redirects.length === 1 ? '' : 's'
    }${redirects.length > 0 ? ` (${redirects.join(', ')})` : ''}.\n`,
  );
  return Promise.resolve(0);
};
