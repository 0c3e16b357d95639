import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * The browser build of domain-check's engine, for the "Check your domain" page. In client bundles
 * only (server-side rendering keeps the real modules), two packages get small stand-ins:
 * - `buffer`: dns-packet and the codec need a few Buffer methods, and a browser has no Buffer;
 * - `tldts`: instead of the whole Public Suffix List (30–47 KB gzip) the page loads the rules of the
 *   top-level domains it checks;
 * - `punycode`: only RFC 3492's decoding, which is all the hostname code calls (~1 KB gzip less).
 * No file of the tool is swapped: the browser entry (`@petstore-docs/domain-check/browser`) imports
 * only the checks a resolver can answer. Only the page's checker imports these packages, so no
 * other page's JavaScript changes.
 */
const standIns: Record<string, string> = {
  buffer: fileURLToPath(new URL('../components/domain-check/buffer.ts', import.meta.url)),
  tldts: fileURLToPath(new URL('../components/domain-check/public-suffix.ts', import.meta.url)),
  'punycode/punycode.js': fileURLToPath(new URL('../components/domain-check/punycode.ts', import.meta.url)),
};

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
    resolveId(source, _importer, options) {
      if (options.ssr || this.environment.name !== 'client') return null;
      return standIns[source] ?? null;
    },
  };
}
