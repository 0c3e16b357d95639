/**
 * The test CA's ACME server, as much of it as ACME Renewal Information needs (RFC 9773): a directory
 * that names its `renewalInfo` resource, and that resource answering a suggested window per
 * certificate. HTTPS on 127.0.0.1 with a certificate of the test CA, so clients verify it as they
 * would Let's Encrypt's. The tests move a certificate's window as a CA would before revoking it.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';
import type { LeafCertificate, TestCa } from './test-ca.ts';

export interface SuggestedWindow {
  readonly start: string;
  readonly end: string;
  readonly explanationURL?: string;
}

export interface AcmeTestServer {
  readonly directoryUrl: string;
  /** Every path asked, in order. */
  readonly requests: string[];
  /** Sets the window answered for the certificate; `undefined` makes the CA forget it (404). */
  setWindow(certificate: LeafCertificate, window: SuggestedWindow | undefined): void;
  /** The window a CA gives by default: the middle of the last third of the certificate's life. */
  setDefaultWindow(certificate: LeafCertificate): void;
  close(): Promise<void>;
}

const ADDRESS = '127.0.0.1';

function openssl(args: readonly string[], pem: string): string {
  return execFileSync('openssl', ['x509', '-noout', ...args], { input: pem, encoding: 'utf8' });
}

/**
 * RFC 9773 §4.1, read with openssl rather than domain-check's own DER reader, so that the two must
 * agree: base64url(AKI keyIdentifier) "." base64url(serial number DER bytes, leading zero kept).
 */
export function certificateIdOf(certificate: LeafCertificate): string {
  const aki = /keyid:([0-9A-F:]+)|\n\s+([0-9A-F:]+)\s*$/m.exec(
    openssl(['-ext', 'authorityKeyIdentifier'], certificate.cert),
  );
  const keyId = (aki?.[1] ?? aki?.[2] ?? '').replaceAll(':', '');
  let serial = openssl(['-serial'], certificate.cert)
    .trim()
    .replace(/^serial=/, '');
  if (serial.length % 2 === 1) serial = `0${serial}`;
  if (/^[89A-F]/i.test(serial)) serial = `00${serial}`;
  return `${Buffer.from(keyId, 'hex').toString('base64url')}.${Buffer.from(serial, 'hex').toString('base64url')}`;
}

function lifeOf(certificate: LeafCertificate): { notBefore: number; notAfter: number } {
  const text = openssl(['-startdate', '-enddate'], certificate.cert);
  const notBefore = Date.parse(/notBefore=(.+)/.exec(text)?.[1] ?? '');
  const notAfter = Date.parse(/notAfter=(.+)/.exec(text)?.[1] ?? '');
  return { notBefore, notAfter };
}

export async function startAcmeTestServer(ca: TestCa): Promise<AcmeTestServer> {
  const windows = new Map<string, SuggestedWindow>();
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let directoryUrl = '';
  const server: Server = createServer(ca.issue([ADDRESS]), (request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (path === '/directory') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          newNonce: `${directoryUrl}/new-nonce`,
          renewalInfo: `${directoryUrl.replace(/\/directory$/, '')}/renewal-info`,
        }),
      );
      return;
    }
    const window = path.startsWith('/renewal-info/') ? windows.get(path.slice('/renewal-info/'.length)) : undefined;
    if (!window) {
      response
        .writeHead(404, { 'content-type': 'application/problem+json' })
        .end('{"type":"urn:ietf:params:acme:error:malformed"}');
      return;
    }
    // RFC 9773 §4.3: the server says when to ask again.
    response.writeHead(200, { 'content-type': 'application/json', 'retry-after': '21600' });
    response.end(
      JSON.stringify({
        suggestedWindow: { start: window.start, end: window.end },
        ...(window.explanationURL ? { explanationURL: window.explanationURL } : {}),
      }),
    );
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, ADDRESS, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  directoryUrl = `https://${ADDRESS}:${port}/directory`;
  return {
    directoryUrl,
    requests,
    setWindow(certificate, window) {
      const id = certificateIdOf(certificate);
      if (window) windows.set(id, window);
      else windows.delete(id);
    },
    setDefaultWindow(certificate) {
      const { notBefore, notAfter } = lifeOf(certificate);
      const third = (notAfter - notBefore) / 3;
      const start = new Date(notAfter - third - third / 4).toISOString();
      const end = new Date(notAfter - third + third / 4).toISOString();
      windows.set(certificateIdOf(certificate), { start, end });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
