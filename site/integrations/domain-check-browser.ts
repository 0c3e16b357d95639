import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * The browser build of domain-check's engine, for the "Check your domain" page. In client bundles
 * only (server-side rendering keeps the real modules):
 * - `buffer` and `tldts` get small stand-ins: dns-packet and the codec need a few Buffer methods,
 *   and instead of the whole Public Suffix List (30–47 KB gzip) the page loads the rules of the
 *   top-level domains it checks;
 * - the checks a browser cannot run and the page never asks for become an inert stub, so their code
 *   stays out of the page's budget: the live checks (TLS and HTTP probes, `checks/{tls,primary,redirect}.ts`,
 *   about 4 KB gzip) and the two that ask the zone's nameservers directly (`checks/{nameservers,propagation}.ts`,
 *   listed as "CLI only" by id from `checks/dns-check-ids.ts`).
 * Only the page's checker imports any of these, so no other page's JavaScript changes.
 */
const standIns: Record<string, string> = {
  buffer: fileURLToPath(new URL('../lib/domain-check/buffer.ts', import.meta.url)),
  tldts: fileURLToPath(new URL('../lib/domain-check/public-suffix.ts', import.meta.url)),
};
const checksDir = fileURLToPath(new URL('../../tools/domain-check/checks', import.meta.url));
const cliOnlyChecks = new Set(
  ['tls.ts', 'primary.ts', 'redirect.ts', 'nameservers.ts', 'propagation.ts'].map((file) => resolve(checksDir, file)),
);
const cliOnlyCheckStub = '\0petstore:domain-check-cli-only-check-stub';

export function domainCheckBrowser(): Plugin {
  return {
    name: 'petstore:domain-check-browser',
    enforce: 'pre',
    // The dev server pre-bundles CommonJS dependencies (dns-packet) with Rolldown, outside this
    // plugin's resolveId: without the same stand-in there, dns-packet's require('buffer') becomes
    // Vite's empty browser stub, and every lookup fails on Buffer.alloc in `astro dev`.
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        optimizeDeps: {
          rolldownOptions: {
            plugins: [
              {
                name: 'petstore:domain-check-browser-deps',
                resolveId: (source: string) => (source === 'buffer' ? standIns.buffer : null),
              },
            ],
          },
        },
      };
    },
    resolveId(source, importer, options) {
      if (options.ssr || this.environment.name !== 'client') return null;
      if (importer && cliOnlyChecks.has(resolve(dirname(importer), source))) return cliOnlyCheckStub;
      return standIns[source] ?? null;
    },
    load(id) {
      if (id !== cliOnlyCheckStub) return null;
      return `export default { id: 'cli-only', run: () => Promise.reject(new Error('this check runs in the CLI only')) };`;
    },
  };
}
