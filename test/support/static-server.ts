import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

/** Text types worth compressing, as static hosts and `astro preview` (Vite's preview server) do. */
const compressible = /^(text\/|application\/(json|javascript|xml|yaml)|image\/svg)/;
/** `astro preview` leaves responses under 1 KiB alone; so do we. */
const compressionThreshold = 1024;

/** The file a URL path names in a static build: `/a/` → `/a/index.html`, `/a` → `/a.html` or `/a/index.html`. */
function fileFor(root: string, urlPath: string): string | undefined {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const candidates = urlPath.endsWith('/')
    ? [join(path, 'index.html')]
    : [path, `${path}.html`, join(path, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * Serves a static build on loopback the way a static host and `astro preview` do: 404.html for
 * unknown paths, a trailing-slash redirect, and gzip for text responses. The tests use it rather
 * than `astro preview`, which refuses to start while another preview of the same project runs
 * (say, a developer's `npm start`).
 *
 * Compression matters: Lighthouse computes performance for a slow 4G link, and the same pages lose
 * ~1 s of First Contentful Paint (mobile performance 97 instead of 100) when served uncompressed.
 */
export async function serveStatic(root: string, host = '127.0.0.1'): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = fileFor(root, urlPath);
    if (file && !urlPath.endsWith('/') && file.endsWith(`${sep}index.html`)) {
      response.writeHead(301, { Location: `${urlPath}/` }).end();
      return;
    }
    const notFound = join(root, '404.html');
    const served = file ?? (existsSync(notFound) ? notFound : undefined);
    const status = file ? 200 : 404;
    const body = served ? readFileSync(served) : Buffer.from('Not found');
    const type = (served && contentTypes[extname(served)]) ?? 'application/octet-stream';
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = { 'Content-Type': type, Vary: 'Accept-Encoding' };
    if (acceptsGzip && compressible.test(type) && body.length >= compressionThreshold) {
      headers['Content-Encoding'] = 'gzip';
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : gzipSync(body));
      return;
    }
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return { url: `http://${host}:${address.port}`, server };
}
