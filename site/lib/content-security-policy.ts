import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroUserConfig } from 'astro';

import type { DeploymentSettings } from '../../deployment/settings.ts';
import { patchSearchScript } from '../integrations/search-shortcut-hint.ts';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * Where pages may send requests (`connect-src`): the site itself (Pagefind's index, the Public
 * Suffix List rule files of the checker page), the DNS-over-HTTPS endpoint the checker page
 * queries, and the three servers the "Try it" panel sends to: production, staging and the mock.
 * Each is named by its path (the endpoint exactly, an API by its `/v1/` prefix), so nothing else on
 * those hosts is reachable. A URL the reader types in the panel is not added: a policy fixed at
 * build time cannot name it, and allowing any origin would let injected script send data anywhere;
 * the panel gives the curl command for it instead.
 */
export function connectSources(settings: DeploymentSettings): string[] {
  return ["'self'", settings.dohEndpoint, ...tryItServers(settings).map((server) => `${server.url}/`)];
}

export interface TryItServer {
  readonly label: string;
  readonly url: string;
  /** The mock `npm run mock` serves: when it does not answer, the reader is told how to start it. */
  readonly mock?: true;
}

/** The servers the "Try it" panel can send to, as it names them. */
export function tryItServers(settings: DeploymentSettings): TryItServer[] {
  return [
    { label: 'Production', url: settings.baseUrl },
    { label: 'Staging', url: settings.stagingBaseUrl },
    { label: 'Local mock', url: settings.mockBaseUrl, mock: true },
  ];
}

/** The folder of an installed package: its entry point, then up to its package.json. */
function packageRoot(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above the entry point of ${name}`);
    dir = parent;
  }
  return dir;
}

function astroFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(dir, file));
}

/**
 * The SHA-256 sources of the `<script is:inline>` elements of Starlight, starlight-openapi and this
 * site. Astro hashes the scripts and styles it bundles, but renders an `is:inline` script as it is
 * written and leaves its hash to the site; its text is the text between the tags in the component,
 * so hashing the components' own source (as this site patches it) allows exactly those scripts and
 * nothing else a page might hold.
 */
export function inlineScriptHashes(): string[] {
  const siteDir = fileURLToPath(new URL('..', import.meta.url));
  const files = [packageRoot('@astrojs/starlight'), packageRoot('starlight-openapi'), siteDir].flatMap(astroFilesUnder);
  const hashes = new Set<string>();
  for (const file of files) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/<script\s+is:inline\b[^>]*>([\s\S]*?)<\/script>/g)) {
      const script = patchSearchScript(file, body ?? '');
      hashes.add(`sha256-${createHash('sha256').update(script).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/**
 * The site's Content-Security-Policy, emitted by Astro as a `<meta http-equiv>` tag on every page
 * with a hash for each inline script and style it renders:
 * - scripts run only from the site or by hash, never `'unsafe-inline'`; `'wasm-unsafe-eval'` lets
 *   Pagefind compile its WebAssembly search engine (it runs no JavaScript from strings);
 * - `style` attributes (Starlight sets custom properties such as `--sl-icon-size` in them) are
 *   allowed in `style-src-attr` only: they cannot run script, and `<style>` elements still need a hash;
 * - images from the site and `data:` URLs (the icons that Starlight's CSS embeds).
 * A `<meta>` policy cannot carry `frame-ancestors` (CSP 3, section 6.4.2): that one needs a header.
 */
export function contentSecurityPolicy(settings: DeploymentSettings): CspConfig {
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      `connect-src ${connectSources(settings).join(' ')}`,
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    scriptDirective: {
      resources: ["'self'", "'wasm-unsafe-eval'"],
      hashes: inlineScriptHashes().map((hash) => hash as `sha256-${string}`),
    },
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
  };
}
