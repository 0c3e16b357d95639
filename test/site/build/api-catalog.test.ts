/**
 * `/.well-known/api-catalog` (RFC 9727) in both test builds: a linkset (RFC 9264 §4.2) whose one
 * context is the API's production address, with links to the spec, the reference and the llms.txt
 * files that are all built pages; and every page names it with `<link rel="api-catalog">`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';

const defaultBuild = inject('distDir');
const { distDir: deployedBuild, settings } = inject('testDeployment');

interface Linkset {
  linkset: { anchor: string; 'service-desc': { href: string; type: string }[]; 'service-doc': { href: string }[] }[];
}

const catalogOf = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.well-known', 'api-catalog'), 'utf8')) as Linkset;

describe('the API catalog', () => {
  it('names the API by its production address and links the spec and the docs, each a built file', () => {
    const [api] = catalogOf(defaultBuild).linkset;
    expect(api?.anchor).toBe('https://api.petstore.example/v1');
    expect(api?.['service-desc']).toEqual([
      expect.objectContaining({ href: '/openapi.yaml', type: 'application/yaml' }),
    ]);
    const hrefs = [...(api?.['service-desc'] ?? []), ...(api?.['service-doc'] ?? [])].map((link) => link.href);
    expect(hrefs).toEqual(['/openapi.yaml', '/api/', '/llms.txt', '/llms-full.txt']);
    for (const href of hrefs) {
      const file = href.endsWith('/') ? join(href, 'index.html') : href;
      expect(() => readFileSync(join(defaultBuild, file)), href).not.toThrow();
    }
  });

  it('gives full addresses where the deployment has its own, and its own API address', () => {
    const [api] = catalogOf(deployedBuild).linkset;
    expect(api?.anchor).toBe(settings.PETSTORE_BASE_URL);
    expect(api?.['service-desc'][0]?.href).toBe(new URL('/openapi.yaml', settings.PETSTORE_SITE_URL).href);
  });

  it('is named by every page', () => {
    for (const path of listBuiltPages(defaultBuild)) {
      expect(readBuiltPage(defaultBuild, path), path).toMatch(
        /<link rel="api-catalog" href="\/\.well-known\/api-catalog"\/?>/,
      );
    }
  });
});
