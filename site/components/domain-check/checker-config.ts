/**
 * A pasted `domains.json`, read as `domain-check validate` reads it: with the CLI's own parser (its
 * zod schema, cross-field rules, and JSON-syntax messages with line and column), so that every
 * problem is said at once, in the CLI's words, before any lookup. Loaded only when a config is pasted.
 */
import { ConfigError, parseDomainConfigText } from '@petstore-docs/domain-check/config';

/** The platform's ACME account and validation method, from a pasted config, for CAA's RFC 8657 parameters. */
export interface AcmeSettings {
  readonly caaAccountUri?: string;
  readonly caaValidationMethod?: string;
}

/** Problems said together: a summary line (the CLI's, for a config) and one line per problem. */
export interface ProblemList {
  readonly summary?: string;
  readonly problems: readonly string[];
}

export interface ConfigSettings extends AcmeSettings {
  /** The primary, then each redirect source, with its path in the config. */
  readonly names: [path: string, value: string][];
  readonly platformHost?: string;
  readonly ca?: string;
}

export function readConfig(text: string): { readonly settings: ConfigSettings } | { readonly problems: ProblemList } {
  let config;
  try {
    config = parseDomainConfigText(text, 'domains.json');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The CLI's message: its first line sums up, each line after it is one problem ("  - path: …").
    const [summary = '', ...problems] = error.message.split('\n');
    return { problems: { summary, problems: problems.map((line) => line.replace(/^\s*- /, '')) } };
  }
  return {
    settings: {
      names: [
        ['primary', config.primary],
        ...config.redirects.map((redirect, index): [string, string] => [`redirects[${index}].from`, redirect.from]),
      ],
      ...(config.platformHost === undefined ? {} : { platformHost: config.platformHost }),
      ...(config.caIssuers?.[0] === undefined ? {} : { ca: config.caIssuers[0] }),
      // Compared byte for byte with CAA parameters (RFC 8657 §3, §4).
      ...(config.acmeAccountUri === undefined ? {} : { caaAccountUri: config.acmeAccountUri }),
      ...(config.validationMethod === undefined ? {} : { caaValidationMethod: config.validationMethod }),
    },
  };
}
