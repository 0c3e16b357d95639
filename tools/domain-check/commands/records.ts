import { UsageError } from '../cli/usage-error.ts';
import { planRecords, renderRecords, RECORDS_FORMATS } from '../planners/records.ts';
import type { Command } from './command-io.ts';
import { loadConfig } from './load-config.ts';
import { getPlatformHost } from './run-settings.ts';

/** `domain-check records`: the records to create for each domain, planned offline from the config. */
export const runRecords: Command = ({ options }, io) => {
  const format = options.format ?? (options.json ? 'json' : 'table');
  const recordsFormat = RECORDS_FORMATS.find((candidate) => candidate === format);
  if (!recordsFormat) throw new UsageError(`--format must be table, zone or json, not "${format}".`);
  const loaded = loadConfig(options, true);
  if (!loaded) return Promise.resolve(2);
  const platformHost = getPlatformHost(options, loaded, io.env);
  io.out(renderRecords(planRecords(loaded.domains, platformHost), recordsFormat, platformHost));
  return Promise.resolve(0);
};
