/**
 * The test platform on loopback: real HTTPS and HTTP servers on 127.0.0.x, with certificates from a
 * test CA the tests make. The same port is used on every address, so one `--https-port` and one
 * `--http-port` reach all of them, as 443 and 80 would.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { LIVE_ADDRESSES, LIVE_SITES, WRONG_NAME_SAN, type LiveSite } from '../fixtures/live-sites.ts';
import { createTestCa, type LeafCertificate, type TestCa } from './test-ca.ts';
import { startAcmeTestServer, type AcmeTestServer } from './acme-test-server.ts';

export interface LiveServers {
  readonly httpsPort: number;
  readonly httpPort: number;
  /** The test CA's certificate, for `--ca-file`. */
  readonly caFile: string;
  readonly caPem: string;
  /** Every request the servers answered, as `http://host/path?query` (the Host header, not the address). */
  readonly requests: string[];
  /** Options that point the CLI at these servers. */
  readonly cliOptions: readonly string[];
  /** The test CA's ACME directory and renewal windows (RFC 9773); each leaf starts with a default window. */
  readonly acme: AcmeTestServer;
  /** The certificate the edge serves for each site. */
  readonly leaves: ReadonlyMap<string, LeafCertificate>;
  close(): Promise<void>;
}

function certificateFor(ca: TestCa, name: string, site: LiveSite): LeafCertificate | undefined {
  if (typeof site.certificate === 'object') return ca.issue([name], site.certificate);
  switch (site.certificate) {
    case 'valid':
      return ca.issue([name]);
    case 'expired':
      return ca.issueExpired([name]);
    case 'wrong-name':
      return ca.issue([WRONG_NAME_SAN]);
    case 'self-signed':
      return ca.selfSigned([name]);
    case 'none':
      return undefined;
  }
}

function answer(scheme: 'http' | 'https', requests: string[]) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = request.url ?? '/';
    requests.push(`${scheme}://${host}${path}`);
    const site = LIVE_SITES[host];
    if (!site) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no such site\n');
      return;
    }
    if ('location' in site.answer) {
      const status = scheme === 'http' ? (site.answer.httpStatus ?? site.answer.status) : site.answer.status;
      response.writeHead(status, { location: site.answer.location(path, scheme) }).end();
      return;
    }
    response.writeHead(site.answer.status, { 'content-type': 'text/html' }).end(`<h1>${host}</h1>\n`);
  };
}

/** An SNI callback serving `contexts`; any other name ends the handshake, as an edge without a certificate does. */
function sniFrom(contexts: ReadonlyMap<string, SecureContext>) {
  return (servername: string, callback: (error: Error | null, context?: SecureContext) => void): void => {
    const context = contexts.get(servername.toLowerCase());
    if (context) callback(null, context);
    else callback(new Error(`no certificate for ${servername}`));
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function tracked(server: Server): { server: Server; sockets: Set<Socket> } {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  return { server, sockets };
}

export async function startLiveServers(): Promise<LiveServers> {
  const ca = createTestCa();
  const requests: string[] = [];
  const acme = await startAcmeTestServer(ca);
  const edgeContexts = new Map<string, SecureContext>();
  const leaves = new Map<string, LeafCertificate>();
  for (const [name, site] of Object.entries(LIVE_SITES)) {
    const leaf = certificateFor(ca, name, site);
    if (!leaf) continue;
    edgeContexts.set(name, createSecureContext(leaf));
    leaves.set(name, leaf);
    if (site.certificate !== 'expired' && site.certificate !== 'self-signed') acme.setDefaultWindow(leaf);
  }
  const oldEdgeContexts = new Map([['split.live.test', createSecureContext(ca.issueExpired(['split.live.test']))]]);

  // Bind the first server on any free port, then the others on the same port; start over on a clash.
  for (let attempt = 0; ; attempt += 1) {
    const servers = [
      tracked(createHttpsServer({ SNICallback: sniFrom(edgeContexts) }, answer('https', requests))),
      tracked(createHttpsServer({ SNICallback: sniFrom(oldEdgeContexts) }, answer('https', requests))),
      tracked(createTcpServer()),
      tracked(createHttpServer(answer('http', requests))),
      tracked(createTcpServer()),
    ];
    const closeAll = () => Promise.all(servers.map(({ server, sockets }) => closeServer(server, sockets)));
    try {
      const [edgeHttps, oldEdgeHttps, slowHttps, edgeHttp, slowHttp] = servers.map(({ server }) => server) as [
        Server,
        Server,
        Server,
        Server,
        Server,
      ];
      const httpsPort = await listen(edgeHttps, 0, LIVE_ADDRESSES.edge);
      await listen(oldEdgeHttps, httpsPort, LIVE_ADDRESSES.oldEdge);
      await listen(slowHttps, httpsPort, LIVE_ADDRESSES.slow);
      const httpPort = await listen(edgeHttp, 0, LIVE_ADDRESSES.edge);
      await listen(slowHttp, httpPort, LIVE_ADDRESSES.slow);
      return {
        httpsPort,
        httpPort,
        caFile: ca.caFile,
        caPem: ca.caPem,
        requests,
        cliOptions: ['--ca-file', ca.caFile, '--https-port', String(httpsPort), '--http-port', String(httpPort)],
        acme,
        leaves,
        close: async () => {
          await Promise.all([closeAll(), acme.close()]);
          ca.remove();
        },
      };
    } catch (error) {
      await closeAll();
      if (attempt >= 10) {
        await acme.close();
        ca.remove();
        throw error;
      }
    }
  }
}
