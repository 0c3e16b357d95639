import { z } from 'zod';

import { DEFAULT_MOCK_BASE_URL } from './mock-server-address.ts';
import { readSourceSpec } from '../spec-model/read-spec.ts';

/**
 * The deployment's own settings: the seed's `{base_url}`, `{staging_base_url}` and
 * `{platform_host}` placeholders, and two of the site's own (its DoH resolver and its address). They are read once, at build time, from the environment;
 * everything that shows an address (the rendered spec, its code samples, the guides) takes it
 * from here.
 */

/** An https URL whose path ends in the major-version segment `/v1` (seed part 9). */
const apiBaseUrlSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/$/, ''))
  .pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// URL, such as https://api.example.com/v1' }).refine(
      (value) => {
        // An unparsable value is already reported by z.url; refinements still run after it.
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.pathname.endsWith('/v1') && url.search === '' && url.hash === '';
      },
      { error: 'must end in the path segment /v1 and have no query or fragment, such as https://api.example.com/v1' },
    ),
  );

/** A DNS host name: letters, digits and hyphens in dot-separated labels, no scheme or path. */
const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .pipe(
    z
      .hostname({ error: 'must be a bare host name such as hosting.example.net (no scheme, path or port)' })
      .refine((value) => value.includes('.'), {
        error: 'must be a fully qualified host name such as hosting.example.net',
      }),
  );

/** Loopback hosts, where plain http is allowed (a local resolver, the tests' DoH endpoint). */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * An RFC 8484 DNS-over-HTTPS endpoint (`application/dns-message`) that answers browsers with CORS
 * headers: https, or http on a loopback address.
 */
const dohEndpointSchema = z
  .string()
  .trim()
  .pipe(
    z.url({ error: 'must be a URL such as https://cloudflare-dns.com/dns-query' }).refine(
      (value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
        return secure && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
      },
      {
        error:
          'must be an https:// URL (http:// only on a loopback address) with no query, fragment or credentials, such as https://cloudflare-dns.com/dns-query',
      },
    ),
  );

/**
 * The base address of a mock of the API (`npm run mock`): like the API's, it ends in `/v1`; plain
 * http is accepted on loopback, where the mock runs.
 */
const mockBaseUrlSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/$/, ''))
  .pipe(
    z.url({ error: 'must be a URL such as http://127.0.0.1:4010/v1' }).refine(
      (value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
        return secure && url.pathname.endsWith('/v1') && url.search === '' && url.hash === '' && url.username === '';
      },
      {
        error:
          'must be an https:// URL (http:// only on a loopback address) ending in the path segment /v1, such as http://127.0.0.1:4010/v1',
      },
    ),
  );

/**
 * Where the docs site itself is published: an https origin with no path. The source document does
 * not give it, so it has no default; without it there are no canonical links and no sitemap.
 */
const siteUrlSchema = z
  .string()
  .trim()
  .pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// URL such as https://docs.example.com' }).refine(
      (value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return (
          url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === ''
        );
      },
      { error: 'must be an origin with no path, query or fragment, such as https://docs.example.com' },
    ),
  )
  .transform((value) => new URL(value).origin);

/** Cloudflare's public resolver: it answers RFC 8484 GET requests from any origin (CORS `*`). */
export const DEFAULT_DOH_ENDPOINT = 'https://cloudflare-dns.com/dns-query';

export const deploymentSettingsSchema = z.object({
  /**
   * Production base address, the seed's `{base_url}`. Set with `PETSTORE_BASE_URL`.
   * @default the first server of spec/openapi.yaml
   */
  baseUrl: apiBaseUrlSchema,
  /**
   * Staging base address, the seed's `{staging_base_url}`. Set with `PETSTORE_STAGING_BASE_URL`.
   * @default the second server of spec/openapi.yaml
   */
  stagingBaseUrl: apiBaseUrlSchema,
  /**
   * The platform host that custom-domain CNAME and ALIAS records point at, the seed's
   * `{platform_host}`. Set with `PETSTORE_PLATFORM_HOST`.
   * @default 'cname.docs-platform.example'
   */
  platformHost: hostNameSchema.default('cname.docs-platform.example'),
  /**
   * The DNS-over-HTTPS endpoint the "Check your domain" page sends its DNS queries to, from the
   * reader's browser. It must speak RFC 8484 (`application/dns-message`, GET with `?dns=`) and send
   * CORS headers. Set with `PETSTORE_DOH_ENDPOINT`; plain http is accepted on loopback only.
   * @example 'https://dns.google/dns-query'
   * @default 'https://cloudflare-dns.com/dns-query'
   */
  dohEndpoint: dohEndpointSchema.default(DEFAULT_DOH_ENDPOINT),
  /**
   * The mock of the API that the operation pages' "Try it" panel offers as a server, beside
   * production and staging: `npm run mock` serves it at the default. Set with `PETSTORE_MOCK_BASE_URL`.
   * @default 'http://127.0.0.1:4010/v1'
   */
  mockBaseUrl: mockBaseUrlSchema.default(DEFAULT_MOCK_BASE_URL),
  /**
   * The docs site's own address, for canonical links and the sitemap. Set with `PETSTORE_SITE_URL`.
   * @example 'https://docs.example.com'
   * @default none: no canonical links, no sitemap
   */
  siteUrl: siteUrlSchema.optional(),
});

export type DeploymentSettings = z.output<typeof deploymentSettingsSchema>;

/** The environment variables that override each setting. */
export const deploymentSettingsEnvironment = {
  baseUrl: 'PETSTORE_BASE_URL',
  stagingBaseUrl: 'PETSTORE_STAGING_BASE_URL',
  platformHost: 'PETSTORE_PLATFORM_HOST',
  dohEndpoint: 'PETSTORE_DOH_ENDPOINT',
  mockBaseUrl: 'PETSTORE_MOCK_BASE_URL',
  siteUrl: 'PETSTORE_SITE_URL',
} as const satisfies Record<keyof DeploymentSettings, string>;

export class DeploymentSettingsError extends Error {
  override readonly name = 'DeploymentSettingsError';
  readonly code = 'DEPLOYMENT_SETTINGS_INVALID';
}

/**
 * Reads the settings from `env`. The API addresses default to the servers written in the spec, so
 * their default values exist in exactly one place.
 */
export function loadDeploymentSettings(env: Record<string, string | undefined> = process.env): DeploymentSettings {
  const [production, staging] = readSourceSpec().servers ?? [];
  const input = {
    baseUrl: env[deploymentSettingsEnvironment.baseUrl] || production?.url,
    stagingBaseUrl: env[deploymentSettingsEnvironment.stagingBaseUrl] || staging?.url,
    platformHost: env[deploymentSettingsEnvironment.platformHost] || undefined,
    dohEndpoint: env[deploymentSettingsEnvironment.dohEndpoint] || undefined,
    mockBaseUrl: env[deploymentSettingsEnvironment.mockBaseUrl] || undefined,
    siteUrl: env[deploymentSettingsEnvironment.siteUrl] || undefined,
  };
  const result = deploymentSettingsSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path[0] as keyof DeploymentSettings;
      return `  ${deploymentSettingsEnvironment[key]} (${key}): ${issue.message}; got ${JSON.stringify(input[key])}`;
    });
    throw new DeploymentSettingsError(`Invalid deployment settings:\n${lines.join('\n')}`);
  }
  return result.data;
}
