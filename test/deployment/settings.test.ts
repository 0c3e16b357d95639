import { describe, expect, test } from 'vitest';

import { DeploymentSettingsError, loadDeploymentSettings } from '../../deployment/settings.ts';
import { readSourceSpec } from '../../spec-model/read-spec.ts';
import { renderSpec } from '../../site/lib/rendered-spec.ts';

describe('deployment settings', () => {
  test('default the API addresses to the servers written in the spec', () => {
    const settings = loadDeploymentSettings({});
    const servers = readSourceSpec().servers ?? [];
    expect([settings.baseUrl, settings.stagingBaseUrl]).toEqual(servers.map((server) => server.url));
  });

  test('default the platform host to a reserved example domain', () => {
    expect(loadDeploymentSettings({}).platformHost).toMatch(/\.example$/);
  });

  test('take each setting from its environment variable', () => {
    const settings = loadDeploymentSettings({
      PETSTORE_BASE_URL: 'https://api.acme.test/v1',
      PETSTORE_STAGING_BASE_URL: 'https://staging.acme.test/petstore/v1/',
      PETSTORE_PLATFORM_HOST: 'Hosting.Acme.TEST.',
      PETSTORE_DOH_ENDPOINT: 'https://dns.acme.test/dns-query',
      PETSTORE_MOCK_BASE_URL: 'http://127.0.0.1:8010/v1/',
      PETSTORE_SITE_URL: 'https://docs.acme.test/',
    });
    expect(settings).toEqual({
      baseUrl: 'https://api.acme.test/v1',
      stagingBaseUrl: 'https://staging.acme.test/petstore/v1',
      platformHost: 'hosting.acme.test',
      dohEndpoint: 'https://dns.acme.test/dns-query',
      mockBaseUrl: 'http://127.0.0.1:8010/v1',
      siteUrl: 'https://docs.acme.test',
    });
  });

  test('offer the mock of npm run mock by default, and refuse a mock on plain http away from loopback', () => {
    expect(loadDeploymentSettings({}).mockBaseUrl).toBe('http://127.0.0.1:4010/v1');
    expect(() => loadDeploymentSettings({ PETSTORE_MOCK_BASE_URL: 'http://mock.acme.test/v1' })).toThrow(
      /PETSTORE_MOCK_BASE_URL/,
    );
    expect(() => loadDeploymentSettings({ PETSTORE_MOCK_BASE_URL: 'http://127.0.0.1:4010/v2' })).toThrow(/\/v1/);
  });

  test('leave the site address unset by default: the source document does not give one', () => {
    expect(loadDeploymentSettings({}).siteUrl).toBeUndefined();
  });

  test.each([
    ['http://docs.acme.test', /https/],
    ['https://docs.acme.test/petstore/', /no path/],
    ['https://docs.acme.test/?x=1', /no path, query/],
    ['docs.acme.test', /https/],
  ])('reject the site address %s, naming the variable', (value, message) => {
    expect(() => loadDeploymentSettings({ PETSTORE_SITE_URL: value })).toThrow(/PETSTORE_SITE_URL/);
    expect(() => loadDeploymentSettings({ PETSTORE_SITE_URL: value })).toThrow(message);
  });

  test('default the DoH endpoint to a public resolver that answers browsers', () => {
    expect(loadDeploymentSettings({}).dohEndpoint).toBe('https://cloudflare-dns.com/dns-query');
  });

  test('accept a plain-http DoH endpoint on loopback only', () => {
    expect(loadDeploymentSettings({ PETSTORE_DOH_ENDPOINT: 'http://127.0.0.1:8053/dns-query' }).dohEndpoint).toBe(
      'http://127.0.0.1:8053/dns-query',
    );
  });

  test.each([
    'http://dns.acme.test/dns-query',
    'https://dns.acme.test/dns-query?dns=AAAB',
    'dns.acme.test/dns-query',
    'https://user:secret@dns.acme.test/dns-query',
  ])('reject the DoH endpoint %s, naming the variable', (value) => {
    expect(() => loadDeploymentSettings({ PETSTORE_DOH_ENDPOINT: value })).toThrow(/PETSTORE_DOH_ENDPOINT/);
  });

  test.each([
    ['http://api.acme.test/v1', /https/],
    ['https://api.acme.test/v2', /\/v1/],
    ['https://api.acme.test/v1?x=1', /no query/],
    ['api.acme.test/v1', /https/],
  ])('reject the base URL %s, naming the variable', (value, message) => {
    expect(() => loadDeploymentSettings({ PETSTORE_BASE_URL: value })).toThrow(DeploymentSettingsError);
    expect(() => loadDeploymentSettings({ PETSTORE_BASE_URL: value })).toThrow(/PETSTORE_BASE_URL/);
    expect(() => loadDeploymentSettings({ PETSTORE_BASE_URL: value })).toThrow(message);
  });

  test.each(['https://hosting.acme.test', 'hosting.acme.test/path', 'localhost', 'host_name.acme.test'])(
    'reject the platform host %s',
    (value) => {
      expect(() => loadDeploymentSettings({ PETSTORE_PLATFORM_HOST: value })).toThrow(/PETSTORE_PLATFORM_HOST/);
    },
  );
});

describe('rendered spec', () => {
  test('carries the configured server addresses, production first', () => {
    const settings = loadDeploymentSettings({
      PETSTORE_BASE_URL: 'https://api.acme.test/v1',
      PETSTORE_STAGING_BASE_URL: 'https://staging.acme.test/v1',
    });
    expect(renderSpec(settings).servers).toEqual([
      { url: 'https://api.acme.test/v1', description: 'Production' },
      { url: 'https://staging.acme.test/v1', description: 'Staging' },
    ]);
  });

  test('leaves everything else of the source spec as it is, but for the code samples it adds', () => {
    const { servers: _rendered, ...rendered } = renderSpec(loadDeploymentSettings({}));
    const { servers: _source, ...source } = readSourceSpec();
    for (const item of Object.values(rendered.paths)) {
      for (const operation of Object.values(item ?? {})) Reflect.deleteProperty(operation as object, 'x-codeSamples');
    }
    expect(rendered).toEqual(source);
  });
});
