import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  describeHostname,
  parseDomainArguments,
  parseDomainConfig,
  parseDomainConfigText,
} from '../../../../tools/domain-check/config/index.ts';
import { expectIssue, listFixtures, readFixture, rejectFixture } from '../fixtures/configs.ts';

describe('parseDomainConfigText', () => {
  it('accepts the seed example as it is', () => {
    expect(parseDomainConfigText(readFixture('valid/seed.json'))).toEqual({
      primary: 'docs.example.com',
      redirects: [{ from: 'www.example.com', to: 'docs.example.com', status: 301 }],
    });
  });

  it.each(listFixtures('valid'))('accepts %s', (name) => {
    expect(() => parseDomainConfigText(readFixture(name), name)).not.toThrow();
  });

  it.each([...listFixtures('invalid'), ...listFixtures('broken-json')])('rejects %s with a ConfigError', (name) => {
    const error = rejectFixture(name);
    expect(error.name).toBe('ConfigError');
    expect(error.issues.length).toBeGreaterThan(0);
    expect(error.message.split('\n')[0]).toContain(name);
  });

  it('treats a single domain without redirects as an empty list', () => {
    expect(parseDomainConfigText(readFixture('valid/single-domain.json')).redirects).toEqual([]);
    expect(parseDomainConfigText(readFixture('valid/empty-redirects.json')).redirects).toEqual([]);
  });

  it('normalises every hostname and keeps $schema, platformHost, caIssuers and the ACME settings', () => {
    expect(parseDomainConfigText(readFixture('valid/everything.json'))).toEqual({
      $schema: '../../../../../../tools/domain-check/domains.schema.json',
      primary: 'docs.example.com',
      redirects: [
        { from: 'www.example.com', to: 'docs.example.com', status: 301 },
        { from: 'example.com', to: 'docs.example.com', status: 301 },
      ],
      platformHost: 'petstore.pages.example-host.net',
      caIssuers: ['letsencrypt.org', 'pki.goog'],
      acmeAccountUri: 'https://acme-v02.api.letsencrypt.org/acme/acct/123456',
      validationMethod: 'http-01',
    });
  });

  it('compares IDN hostnames after turning them into Punycode', () => {
    const config = parseDomainConfigText(readFixture('valid/idn.json'));
    expect(config.primary).toBe('xn--bcher-kva.example');
    expect(config.redirects[0]).toEqual({
      from: 'www.xn--bcher-kva.example',
      to: 'xn--bcher-kva.example',
      status: 301,
    });
    expect(describeHostname(config.primary)).toBe('bücher.example (xn--bcher-kva.example)');
  });

  it('ignores a byte order mark', () => {
    expect(parseDomainConfigText(`\uFEFF${readFixture('valid/seed.json')}`).primary).toBe('docs.example.com');
  });
});

describe('hostname rules', () => {
  it('errors on a scheme and says to remove it', () => {
    const issue = expectIssue(rejectFixture('invalid/scheme.json'), 'primary', 'scheme', 'remove "https://"');
    expect(issue.message).toContain('"docs.example.com"');
  });

  it('errors on a path and says to remove it', () => {
    expectIssue(rejectFixture('invalid/path.json'), 'redirects[0].from', 'path', 'remove "/docs"', '"www.example.com"');
  });

  it('errors on an ACME account URI that is not a URI, and on a validation method that is not a label', () => {
    expectIssue(rejectFixture('invalid/acme-account-uri-not-uri.json'), 'acmeAccountUri', 'absolute URI');
    expectIssue(rejectFixture('invalid/validation-method-invalid.json'), 'validationMethod', 'http-01 or dns-01');
  });

  it('errors on a port and says to remove it', () => {
    expectIssue(rejectFixture('invalid/port.json'), 'platformHost', 'port', 'remove ":443"');
  });

  it('errors on an IPv4 address', () => {
    expectIssue(rejectFixture('invalid/ipv4.json'), 'redirects[1].from', 'IP address', 'hostname instead');
  });

  it('errors on an IPv6 address', () => {
    expectIssue(rejectFixture('invalid/ipv6.json'), 'primary', 'IPv6 address', 'hostname instead');
  });

  it('errors on a wildcard and asks for each hostname', () => {
    expectIssue(rejectFixture('invalid/wildcard.json'), 'redirects[0].from', 'wildcard', 'list each one');
  });

  it('errors on an empty label', () => {
    expectIssue(rejectFixture('invalid/empty-label.json'), 'primary', 'empty label', 'remove the extra dot');
  });

  it('errors on a label longer than 63 characters', () => {
    expectIssue(rejectFixture('invalid/long-label.json'), 'primary', '64 characters', 'at most 63');
  });

  it('errors on a name longer than 253 characters', () => {
    expectIssue(rejectFixture('invalid/long-name.json'), 'primary', '259 characters long', 'at most 253');
  });

  it('errors on a character a hostname cannot contain', () => {
    expectIssue(rejectFixture('invalid/bad-character.json'), 'primary', '"_"', 'letters, digits and hyphens');
  });

  it('errors on a single-label name', () => {
    expectIssue(rejectFixture('invalid/single-label.json'), 'redirects[0].from', 'single label', 'full domain name');
  });

  it('errors on an invalid CAA issuer domain at its index', () => {
    expectIssue(rejectFixture('invalid/ca-issuers-invalid.json'), 'caIssuers[1]', 'scheme', '"pki.goog"');
  });
});

describe('redirect rules', () => {
  it('errors on a status other than 301', () => {
    expectIssue(rejectFixture('invalid/status-302.json'), 'redirects[0].status', 'redirects use status 301', '302');
  });

  it('errors on a status written as a string', () => {
    expectIssue(
      rejectFixture('invalid/status-string.json'),
      'redirects[0].status',
      'redirects use status 301',
      'string',
    );
  });

  it('errors when from equals to', () => {
    expectIssue(
      rejectFixture('invalid/from-equals-to.json'),
      'redirects[0].to',
      'redirects to itself',
      'docs.example.com',
    );
  });

  it('errors when from is the primary, after normalising both', () => {
    expectIssue(rejectFixture('invalid/from-is-primary.json'), 'redirects[1].from', 'is the primary domain', 'remove');
  });

  it('errors on a duplicate from and names the first one', () => {
    expectIssue(rejectFixture('invalid/duplicate-from.json'), 'redirects[2].from', 'already redirects in redirects[0]');
  });

  it('errors on a chain and says to point straight at the primary', () => {
    const error = rejectFixture('invalid/chain.json');
    expectIssue(error, 'redirects[0].to', 'chain', 'straight at the primary, docs.example.com');
    expect(error.issues).toHaveLength(1);
  });

  it('errors on a loop at every redirect in it', () => {
    const error = rejectFixture('invalid/loop.json');
    expectIssue(error, 'redirects[0].to', 'loop', 'example.com → www.example.com → example.com', 'docs.example.com');
    expectIssue(error, 'redirects[1].to', 'loop');
  });

  it('errors when a redirect points somewhere other than the primary', () => {
    expectIssue(
      rejectFixture('invalid/not-primary.json'),
      'redirects[0].to',
      'must point at the primary',
      'docs.example.net',
    );
  });

  it('errors when platformHost is one of the project’s own domains', () => {
    expectIssue(rejectFixture('invalid/platform-host-is-primary.json'), 'platformHost', 'own domains');
  });
});

describe('shape rules', () => {
  it('errors on an unknown key at the root with a did-you-mean', () => {
    expectIssue(rejectFixture('invalid/unknown-root-key.json'), 'redirect', 'unknown key', 'did you mean "redirects"?');
  });

  it('errors on an unknown key in a redirect with a did-you-mean', () => {
    expectIssue(rejectFixture('invalid/unknown-redirect-key.json'), 'redirects[0].stauts', 'did you mean "status"?');
  });

  it('lists the allowed keys when no known key is close', () => {
    expectIssue(
      rejectFixture('invalid/unknown-key-no-suggestion.json'),
      'colour',
      'remove it',
      '"primary"',
      '"caIssuers"',
    );
  });

  it('errors on a root that is not an object', () => {
    expectIssue(rejectFixture('invalid/root-array.json'), '', 'must be a JSON object', 'found an array');
    expectIssue(rejectFixture('invalid/root-string.json'), '', 'must be a JSON object', 'found the string');
  });

  it('errors on a missing primary and says to add it', () => {
    expectIssue(rejectFixture('invalid/missing-primary.json'), 'primary', 'is missing', 'add a hostname');
  });

  it('errors on redirects that are not an array', () => {
    expectIssue(rejectFixture('invalid/redirects-not-array.json'), 'redirects', 'must be a list', 'found an object');
  });

  it('errors on a redirect that is not an object', () => {
    expectIssue(
      rejectFixture('invalid/redirect-not-object.json'),
      'redirects[0]',
      'must be an object',
      'found the string',
    );
  });

  it('errors on a primary that is not a string', () => {
    expectIssue(rejectFixture('invalid/primary-not-string.json'), 'primary', 'must be a hostname', 'found an array');
  });

  it('errors on an empty caIssuers list', () => {
    expectIssue(rejectFixture('invalid/ca-issuers-empty.json'), 'caIssuers', 'at least one issuer');
  });

  it('reports every problem of a config in one message', () => {
    const error = rejectFixture('invalid/many-problems.json');
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.issues.map((issue) => issue.path).sort()).toEqual([
      'primary',
      'redirect',
      'redirects[0].from',
      'redirects[0].status',
      'redirects[0].stauts',
    ]);
    expect(error.message.split('\n')[0]).toBe(
      'invalid/many-problems.json is not a valid domain-check config (5 problems):',
    );
  });
});

describe('every problem in one round', () => {
  it('reports a redirect rule beside a shape problem elsewhere, and each problem once', () => {
    const error = rejectFixture('invalid/shape-and-self-redirect.json');
    expectIssue(error, 'redirects[0].status', 'redirects use status 301');
    expectIssue(error, 'redirects[1].to', 'example.com redirects to itself', 'docs.example.com');
    expect(error.issues).toHaveLength(2);
    // An empty caIssuers does not stop zod's own run of the rules: the chain must not be reported twice.
    const both = rejectFixture('invalid/empty-ca-issuers-and-chain.json');
    expect(both.issues.map((issue) => issue.path)).toEqual(['caIssuers', 'redirects[0].to']);
  });

  it('runs the rules that do not need a malformed part: a bad primary still shows a duplicate and a self-redirect', () => {
    const error = rejectFixture('invalid/bad-primary-duplicate-from.json');
    expect(error.issues.map((issue) => issue.path).sort()).toEqual([
      'primary',
      'redirects[0].to',
      'redirects[1].from',
      'redirects[1].status',
    ]);
    expectIssue(error, 'redirects[0].to', 'redirects to itself; point it at the primary');
    expectIssue(error, 'redirects[1].from', 'already redirects in redirects[0]');
  });
});

describe('JSON syntax', () => {
  it.each([
    ['broken-json/trailing-comma.txt', 'line 5, column 3', 'trailing comma'],
    ['broken-json/missing-comma.txt', 'line 3, column 3', 'comma is probably missing'],
    ['broken-json/single-quotes.txt', 'line 2, column 3', 'double quotes'],
    ['broken-json/comment.txt', 'line 2, column 3', 'no comments'],
    ['broken-json/truncated.txt', 'line 4, column 1', 'missing } or ]'],
    ['broken-json/empty.txt', '', 'empty'],
  ])('errors on %s with the line and column', (name, location, hint) => {
    const error = rejectFixture(name);
    expect(error.code).toBe('CONFIG_JSON_SYNTAX');
    expectIssue(error, '', location, hint);
    expect(error.message.split('\n')[0]).toBe(`${name} is not valid JSON (1 problem):`);
  });

  it('counts lines after Windows line endings', () => {
    const error = rejectFixture('broken-json/missing-comma.txt');
    let crlf: unknown;
    try {
      parseDomainConfigText(readFixture('broken-json/missing-comma.txt').replaceAll('\n', '\r\n'));
    } catch (caught) {
      crlf = caught;
    }
    expect((crlf as ConfigError).issues).toEqual(error.issues);
  });
});

describe('parseDomainConfig', () => {
  it('validates an already-parsed value the same way', () => {
    expect(parseDomainConfig({ primary: 'DOCS.example.com.' })).toEqual({ primary: 'docs.example.com', redirects: [] });
    expect(() => parseDomainConfig(undefined)).toThrow(ConfigError);
    expect(() =>
      parseDomainConfig({ primary: 'docs.example.com', redirects: [{ from: 'a.example.com', to: 'b.example.com' }] }),
    ).toThrow(/redirects\[0\]\.to: .*must point at the primary/);
  });
});

describe('parseDomainArguments', () => {
  it('normalises command-line domains and drops repeats', () => {
    expect(parseDomainArguments(['Docs.Example.com.', 'bücher.example', 'docs.example.com'])).toEqual([
      'docs.example.com',
      'xn--bcher-kva.example',
    ]);
  });

  it('names each invalid domain by its place among the domains given, never by an internal name', () => {
    let error: unknown;
    try {
      parseDomainArguments(['docs.example.com', 'https://www.example.com', '192.0.2.1']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { code, issues, message } = error as ConfigError;
    expect(code).toBe('CONFIG_INVALID');
    expect(issues.map((issue) => issue.path)).toEqual(['domain 2', 'domain 3']);
    expect(message).toContain('domain 2: "https://www.example.com" includes a scheme; remove "https://"');
    expect(message).not.toMatch(/argv/);
  });

  it('names a lone invalid domain by what it was given as', () => {
    expect(() => parseDomainArguments(['https://docs.example.com'])).toThrow(
      / {2}- domain: "https:\/\/docs\.example\.com" includes a scheme/,
    );
    expect(() => parseDomainArguments(['-x.example'], '--platform-host')).toThrow(/ {2}- --platform-host: /);
  });
});
