/**
 * A DNS-over-HTTPS endpoint on loopback (RFC 8484: `application/dns-message`, GET with `?dns=`
 * base64url, or POST), answering from the same zone fixtures and with the same faults as the
 * in-process DNS server, as a recursive resolver would. It sends CORS headers, as a public DoH
 * resolver does for web pages. For the "endpoint down" cases it can stop listening (connections
 * refused) or stall (accept, never answer).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as dnsPacket from 'dns-packet';

import { answerQuery, type Fault } from './dns-test-server.ts';
import type { Zone } from './zone-file.ts';

export interface DohTestServer {
  /** `http://127.0.0.1:PORT/dns-query`, for PETSTORE_DOH_ENDPOINT. */
  readonly endpoint: string;
  /** Every question received, as `name TYPE`. */
  readonly received: string[];
  /** `down`: the port refuses connections; `stall`: requests are accepted and never answered. */
  setMode(mode: 'up' | 'down' | 'stall'): Promise<void>;
  close(): Promise<void>;
}

const DNS_MESSAGE = 'application/dns-message';
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startDohTestServer(options: {
  zones: readonly Zone[];
  faults?: readonly Fault[];
}): Promise<DohTestServer> {
  const received: string[] = [];
  let stalling = false;
  const stalled = new Set<ServerResponse>();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    if (url.pathname !== '/dns-query') {
      response.writeHead(404, CORS).end();
      return;
    }
    if (stalling) {
      stalled.add(response);
      return;
    }
    const parameter = url.searchParams.get('dns');
    const bytes =
      request.method === 'POST' ? await readBody(request) : parameter ? Buffer.from(parameter, 'base64url') : undefined;
    let query: dnsPacket.DecodedPacket;
    try {
      if (!bytes) throw new Error('no query');
      query = dnsPacket.decode(bytes);
    } catch {
      response.writeHead(400, { ...CORS, 'Content-Type': 'text/plain' }).end('not a DNS message');
      return;
    }
    const question = query.questions?.[0];
    received.push(`${question?.name ?? '?'} ${question?.type ?? '?'}`);
    // Over HTTP the whole answer always fits, as over TCP: no truncation.
    const answer = answerQuery(query, { zones: options.zones, mode: 'resolver', faults: options.faults ?? [] }, 'tcp');
    if (!answer) {
      stalled.add(response);
      return;
    }
    response.writeHead(200, { ...CORS, 'Content-Type': DNS_MESSAGE, 'Cache-Control': 'no-store' }).end(answer);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = async () => {
    for (const response of stalled) response.destroy();
    stalled.clear();
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  };
  const port = await listen(0);

  return {
    endpoint: `http://127.0.0.1:${port}/dns-query`,
    received,
    async setMode(mode) {
      stalling = mode === 'stall';
      if (mode === 'down') await stop();
      else if (!server.listening) await listen(port);
      if (mode === 'up') {
        for (const response of stalled) response.destroy();
        stalled.clear();
      }
    },
    close: stop,
  };
}
