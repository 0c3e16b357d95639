import { describeHostname } from '../config/index.ts';
import { escapeForTerminal } from '../reporters/terminal-text.ts';
import type { Command } from './command-io.ts';
import { loadConfig } from './load-config.ts';

/** `domain-check validate`: the config only, offline. */
export const runValidate: Command = ({ options }, io) => {
  const loaded = loadConfig(options, true);
  if (!loaded) return Promise.resolve(2);
  const { config, source } = loaded;
  const redirects = config.redirects.map((redirect) => describeHostname(redirect.from));
  const plural = redirects.length === 1 ? '' : 's';
  const list = redirects.length > 0 ? ` (${redirects.join(', ')})` : '';
  const summary = `✓ ${source} is valid: primary ${describeHostname(config.primary)}, ${redirects.length} redirect${plural}${list}.`;
  io.out(`${escapeForTerminal(summary)}\n`);
  return Promise.resolve(0);
};
