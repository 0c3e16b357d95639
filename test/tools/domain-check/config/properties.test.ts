import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  parseDomainArguments,
  parseDomainConfig,
  parseDomainConfigText,
  type DomainConfig,
} from '../../../../tools/domain-check/config/index.ts';

/** Runs a parser and asserts the one promise: a config, or a ConfigError that says where and what. */
function expectConfigOrConfigError(parse: () => DomainConfig | string[]): void {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const { issues, message, code } = error as ConfigError;
    expect(['CONFIG_INVALID', 'CONFIG_JSON_SYNTAX']).toContain(code);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(typeof issue.path).toBe('string');
      expect(issue.message).not.toBe('');
    }
    // The last-resort guard in parse.ts must never be what answered.
    expect(message).not.toContain('domain-check bug');
  }
}

const label = fc.oneof(
  fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/),
  fc.constantFrom(
    'www',
    'docs',
    'example',
    'bücher',
    'xn--bcher-kva',
    'EXAMPLE',
    '*',
    '',
    '-x',
    'a_b',
    '192',
    'a'.repeat(64),
  ),
  fc.string({ maxLength: 8 }),
);
const hostname = fc.oneof(
  fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.')),
  fc.constantFrom(
    'docs.example.com',
    'www.example.com',
    'example.com',
    'docs.example.com.',
    'https://docs.example.com',
  ),
  fc.constantFrom('192.0.2.1', '[::1]', 'docs.example.com:443', 'docs.example.com/x', 'Bücher.example'),
);
const status = fc.oneof(fc.constant(301), fc.constant(302), fc.constant('301'), fc.jsonValue());
const redirect = fc.record(
  { from: hostname, to: hostname, status, stauts: fc.constant(301) },
  { requiredKeys: ['from', 'to'] },
);
const plausibleConfig = fc.record(
  {
    $schema: fc.oneof(fc.constant('./node_modules/domain-check/domains.schema.json'), fc.jsonValue()),
    primary: hostname,
    redirects: fc.oneof(fc.array(redirect, { maxLength: 6 }), fc.jsonValue()),
    platformHost: hostname,
    caIssuers: fc.oneof(fc.array(hostname, { maxLength: 3 }), fc.jsonValue()),
    redirect: fc.jsonValue(),
  },
  { requiredKeys: ['primary'] },
);

describe('the config parsers', () => {
  it('return a config or throw a ConfigError for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => expectConfigOrConfigError(() => parseDomainConfig(value))),
      { numRuns: 1000 },
    );
  });

  it('return a config or throw a ConfigError for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'binary' })), (text) =>
        expectConfigOrConfigError(() => parseDomainConfigText(text, 'domains.json')),
      ),
      { numRuns: 1000 },
    );
  });

  it('return a config or throw a ConfigError for configs with random hostnames', () => {
    fc.assert(
      fc.property(plausibleConfig, (config) => {
        expectConfigOrConfigError(() => parseDomainConfig(config));
        expectConfigOrConfigError(() => parseDomainConfigText(JSON.stringify(config, null, 2)));
      }),
      { numRuns: 1000 },
    );
  });

  it('accept every well-formed config and point each redirect at the primary', () => {
    const wellFormed = fc
      .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), { minLength: 1, maxLength: 6 })
      .map(([primary = 'docs', ...froms]) => ({
        primary: `${primary}.example.com`,
        redirects: froms.map((from) => ({
          from: `${from}.example.net`,
          to: `${primary.toUpperCase()}.example.com.`,
          status: 301,
        })),
      }));
    fc.assert(
      fc.property(wellFormed, (input) => {
        const config = parseDomainConfig(input);
        for (const entry of config.redirects) expect(entry.to).toBe(config.primary);
      }),
    );
  });

  it('return domains or throw a ConfigError for any command-line arguments', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostname, fc.string())), (domains) => {
        expectConfigOrConfigError(() => parseDomainArguments(domains));
      }),
      { numRuns: 1000 },
    );
  });

  it('never let parsing a hostname twice change it', () => {
    fc.assert(
      fc.property(hostname, (input) => {
        let first: string[];
        try {
          first = parseDomainArguments([input]);
        } catch {
          return;
        }
        expect(parseDomainArguments(first)).toEqual(first);
      }),
      { numRuns: 2000 },
    );
  });
});
