import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, inject, test } from 'vitest';
import { parse } from 'yaml';

import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import { readBuiltPage, textOf } from '../../support/built-pages.ts';

/**
 * The test deployment (test/support/built-site.global.ts): every setting of README.md's Configuration
 * table set to a value of its own.
 */
const { distDir: overriddenBuild, settings: overrides } = inject('testDeployment');
const defaults = loadDeploymentSettings({});
const defaultBuild = inject('distDir');

describe('a build with its own deployment settings', () => {
  test('shows its API addresses in the guides, and never the defaults', () => {
    const gettingStarted = textOf(readBuiltPage(overriddenBuild, '/guides/getting-started/'));
    expect(gettingStarted).toContain(overrides.PETSTORE_BASE_URL);
    expect(gettingStarted).toContain(overrides.PETSTORE_STAGING_BASE_URL);
    expect(gettingStarted).not.toContain(defaults.baseUrl);
    expect(gettingStarted).not.toContain(defaults.stagingBaseUrl);
  });

  test('publishes and renders the spec with its servers, and its code samples call them', () => {
    const spec = parse(readFileSync(join(overriddenBuild, 'openapi.yaml'), 'utf8')) as { servers: { url: string }[] };
    expect(spec.servers.map((server) => server.url)).toEqual([
      overrides.PETSTORE_BASE_URL,
      overrides.PETSTORE_STAGING_BASE_URL,
    ]);
    const operation = readBuiltPage(overriddenBuild, '/api/operations/listpets/');
    expect(operation).toContain(`${overrides.PETSTORE_BASE_URL}/pets`);
    expect(operation).not.toContain(defaults.baseUrl);
  });

  test('tells site owners to point their records at its platform host', () => {
    const customDomains = textOf(readBuiltPage(overriddenBuild, '/guides/custom-domains/'));
    expect(customDomains).toContain(overrides.PETSTORE_PLATFORM_HOST);
    expect(customDomains).not.toContain(defaults.platformHost);
  });

  test('links each page to its canonical address and lists every page in a sitemap', () => {
    expect(readBuiltPage(overriddenBuild, '/guides/limits/')).toContain(
      `<link rel="canonical" href="${overrides.PETSTORE_SITE_URL}/guides/limits/"`,
    );
    const sitemap = readFileSync(join(overriddenBuild, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${overrides.PETSTORE_SITE_URL}/api/operations/getpet/</loc>`);
    expect(existsSync(join(overriddenBuild, 'sitemap-index.xml'))).toBe(true);
  });
});

describe('a build with the default settings', () => {
  test('claims no canonical address and writes no sitemap, since the source document gives no site address', () => {
    expect(readBuiltPage(defaultBuild, '/guides/limits/')).not.toContain('rel="canonical"');
    expect(existsSync(join(defaultBuild, 'sitemap-index.xml'))).toBe(false);
  });
});
