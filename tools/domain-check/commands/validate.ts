import { ConfigError } from '../config/index.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import { validateJsonReporter, validConfigLine } from '../reporters/config-validation.ts';
import type { Command } from './command-io.ts';
import { configPath, loadConfig } from './load-config.ts';

const EXIT_VALID = EXIT_CODES.ready.code;
const EXIT_BAD_CONFIG = EXIT_CODES.usage.code;

/**
 * `domain-check validate`: the config only, offline. With --json, a bad config is an answer on stdout
 * (exit 2) rather than a message on stderr; a config that cannot be read at all is still bad usage.
 */
export const runValidate: Command = ({ options }, io) => {
  if (!options.json) {
    const loaded = loadConfig(options, true);
    if (!loaded) return Promise.resolve(EXIT_BAD_CONFIG);
    io.out(validConfigLine(loaded.source, loaded.config));
    return Promise.resolve(EXIT_VALID);
  }
  try {
    const loaded = loadConfig(options, true);
    if (!loaded) return Promise.resolve(EXIT_BAD_CONFIG);
    io.out(validateJsonReporter({ file: loaded.source, config: loaded.config }));
    return Promise.resolve(EXIT_VALID);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.out(validateJsonReporter({ file: configPath(options) ?? '', error }));
    return Promise.resolve(EXIT_BAD_CONFIG);
  }
};
