/**
 * The servers of the network-fault tests, run as a program inside the network namespace a test made
 * (support/network-namespace.ts): servers started by the test runner would sit in another namespace.
 * It starts them on loopback, prints their addresses as one JSON line, and stops when stdin closes.
 * - `world`: the DNS world of support/world.ts (a resolver and an authoritative server);
 * - `refusing`: an authoritative-only server: REFUSED with Extended DNS Error 20 (Not Authoritative,
 *   RFC 8914 §4.21) for every name outside its zone, as NSD and Knot answer a stub;
 * - `referring`: an authoritative-only server that answers names outside its zone with a referral to
 *   the root (NOERROR, no AA, no RA), as djbdns and BIND with `recursion no` once did;
 * - `servfailing`: a resolver that answers SERVFAIL to every question, the root zone's included;
 * - `tcpCut` / `tcpReset`: resolvers whose UDP answers are truncated (TC=1) and whose TCP answer is
 *   cut inside the message, or reset;
 * - `doh`: DNS-over-HTTPS endpoints that answer 503, an HTML page, or nothing.
 */
import { createSocket } from 'node:dgram';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';
import { startWorld } from './world.ts';

const SERVFAIL = 2;
const REFUSED = 5;
const TC = 1 << 9;
const RA = 1 << 7;
const AA = 1 << 10;
/** RFC 8914 §2: the EDNS option code of an Extended DNS Error. */
const EDE_OPTION = 15;
const NOT_AUTHORITATIVE = 20;

/** One UDP socket answering with `answer(query)` (nothing when it returns undefined). */
async function udpServer(
  host: string,
  answer: (query: dnsPacket.DecodedPacket) => Buffer | undefined,
): Promise<number> {
  const socket = createSocket('udp4');
  socket.on('message', (message, peer) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const response = answer(query);
    if (response) socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, host, resolve));
  return socket.address().port;
}

function refusedWithEde(query: dnsPacket.DecodedPacket): Buffer {
  const ede = Buffer.alloc(2);
  ede.writeUInt16BE(NOT_AUTHORITATIVE);
  return dnsPacket.encode({
    type: 'response',
    id: query.id ?? 0,
    // No RA: it offers no recursion (RFC 1035 §4.1.1).
    flags: REFUSED | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED),
    questions: query.questions ?? [],
    additionals: [
      {
        type: 'OPT',
        name: '.',
        udpPayloadSize: 1232,
        flags: 0,
        options: [{ code: EDE_OPTION, data: ede }],
      } as unknown as dnsPacket.Answer,
    ],
  });
}

/** Whether `query` asks about a name in example.test, the zone the authoritative-only servers serve. */
function inOwnZone(query: dnsPacket.DecodedPacket): boolean {
  const name = (query.questions?.[0]?.name ?? '').toLowerCase();
  return name === 'example.test' || name.endsWith('.example.test');
}

/** A referral to the root for a name outside its zone: NOERROR, no AA, no RA (RFC 1034 §4.3.1). */
function upwardReferral(query: dnsPacket.DecodedPacket): Buffer {
  return dnsPacket.encode({
    type: 'response',
    id: query.id ?? 0,
    flags: (query.flags ?? 0) & dnsPacket.RECURSION_DESIRED,
    questions: query.questions ?? [],
    authorities: [{ name: '.', type: 'NS', ttl: 518400, class: 'IN', data: 'a.root-servers.net' }],
  });
}

function servfail(query: dnsPacket.DecodedPacket): Buffer {
  return dnsPacket.encode({
    type: 'response',
    id: query.id ?? 0,
    flags: SERVFAIL | RA | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED),
    questions: query.questions ?? [],
  });
}

/** docs.example.test answers (AA, no RA); anything else is REFUSED with EDE 20, or referred to the root. */
function authoritativeOnly(
  outside: (query: dnsPacket.DecodedPacket) => Buffer,
): (query: dnsPacket.DecodedPacket) => Buffer {
  return (query) => (inOwnZone(query) ? ownZoneAnswer(query) : outside(query));
}

/** Its own zone's answer: no data at any name (so no CNAME at docs.example.test), authoritatively. */
function ownZoneAnswer(query: dnsPacket.DecodedPacket): Buffer {
  return dnsPacket.encode({
    type: 'response',
    id: query.id ?? 0,
    flags: AA,
    questions: query.questions ?? [],
    authorities: [
      {
        name: 'example.test',
        type: 'SOA',
        ttl: 300,
        class: 'IN',
        data: {
          mname: 'ns1.example.test',
          rname: 'hostmaster.example.test',
          serial: 1,
          refresh: 3600,
          retry: 600,
          expire: 86400,
          minimum: 300,
        },
      },
    ],
  });
}

/** A resolver whose UDP answers are truncated and whose TCP stream breaks inside the answer. */
async function brokenTcpResolver(host: string, how: 'cut' | 'reset'): Promise<number> {
  const tcp = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk) => {
      const query = dnsPacket.decode(chunk.subarray(2));
      const answer = dnsPacket.encode({
        type: 'response',
        id: query.id ?? 0,
        flags: RA | dnsPacket.RECURSION_DESIRED,
        questions: query.questions ?? [],
      });
      const prefix = Buffer.alloc(2);
      prefix.writeUInt16BE(answer.length);
      // The length and half the message, then the end: RFC 7766 §6.2.4 forbids closing mid-message.
      socket.write(Buffer.concat([prefix, answer.subarray(0, answer.length >> 1)]), () => {
        if (how === 'cut') socket.end();
        else socket.resetAndDestroy();
      });
    });
  });
  await new Promise<void>((resolve) => tcp.listen(0, host, resolve));
  const { port } = tcp.address() as AddressInfo;
  const udp = createSocket('udp4');
  udp.on('message', (message, peer) => {
    const query = dnsPacket.decode(message);
    const truncated = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: RA | TC | dnsPacket.RECURSION_DESIRED,
      questions: query.questions ?? [],
    });
    udp.send(truncated, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => udp.bind(port, host, resolve));
  return port;
}

/** DoH endpoints that fail: `/503` a server error, `/html` a page, `/silent` nothing at all. */
async function brokenDoh(): Promise<string> {
  const server = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/503') response.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>503</h1>');
    else if (path === '/html') response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Sign in</html>');
    // '/silent': never answered.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface LabAddresses {
  readonly resolver: string;
  readonly authoritative: string;
  readonly refusing: string;
  readonly referring: string;
  readonly servfailing: string;
  readonly tcpCut: string;
  readonly tcpReset: string;
  readonly doh: string;
}

const world = await startWorld();
const refusingPort = await udpServer('127.0.0.3', authoritativeOnly(refusedWithEde));
const addresses: LabAddresses = {
  resolver: world.resolver.address,
  authoritative: world.authoritative.address,
  refusing: `127.0.0.3:${refusingPort}`,
  referring: `127.0.0.6:${await udpServer('127.0.0.6', authoritativeOnly(upwardReferral))}`,
  servfailing: `127.0.0.7:${await udpServer('127.0.0.7', servfail)}`,
  tcpCut: `127.0.0.4:${await brokenTcpResolver('127.0.0.4', 'cut')}`,
  tcpReset: `127.0.0.5:${await brokenTcpResolver('127.0.0.5', 'reset')}`,
  doh: await brokenDoh(),
};
process.stdout.write(`${JSON.stringify(addresses)}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
