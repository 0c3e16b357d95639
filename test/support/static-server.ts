import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

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
 * Serves a static build on loopback, the way a static host does (404.html for unknown paths).
 * The tests use it rather than `astro preview`, which refuses to start while another preview of
 * the same project runs (say, a developer's `npm start`).
 */
export async function serveStatic(root: string, host = '127.0.0.1'): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = fileFor(root, urlPath);
    if (!file) {
      const notFound = join(root, '404.html');
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      if (existsSync(notFound)) createReadStream(notFound).pipe(response);
      else response.end('Not found');
      return;
    }
    if (!urlPath.endsWith('/') && file.endsWith(`${sep}index.html`)) {
      response.writeHead(301, { Location: `${urlPath}/` }).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return { url: `http://${host}:${address.port}`, server };
}
