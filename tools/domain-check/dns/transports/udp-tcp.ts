/**
 * The Node transport: DNS over UDP and TCP (RFC 1035 §4.2). The only module below tools/domain-check,
 * besides the CLI and the system-resolver reader, that imports from `node:`.
 */
import { createSocket } from 'node:dgram';
import { connect, isIPv6 } from 'node:net';
import { TransportError, type DnsExchange, type DnsTransport } from '../transport.ts';

export function createUdpTcpTransport(): DnsTransport {
  return {
    exchange(exchange) {
      return exchange.protocol === 'udp' ? exchangeUdp(exchange) : exchangeTcp(exchange);
    },
  };
}

/**
 * Settles an exchange once: the first of answer, error or timeout wins, the timer is cleared and
 * the socket released, and everything after is ignored.
 */
function settleOnce(timeoutMs: number, release: () => void, reject: (error: TransportError) => void) {
  let settled = false;
  const finish = (outcome: () => void): void => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    release();
    outcome();
  };
  const timer = setTimeout(() => {
    finish(() => reject(new TransportError('TIMEOUT', `no answer within ${timeoutMs} ms`)));
  }, timeoutMs);
  return finish;
}

/**
 * A socket error as a transport error. `connect ENETUNREACH 192.0.2.1:53` already names the server;
 * the code is kept so the client can tell this machine's network (no route, no such address family)
 * from a server that is there and will not talk.
 */
function networkError(error: Error & { code?: string }): TransportError {
  return new TransportError('NETWORK', error.message, error.code);
}

function exchangeUdp({ server, query, timeoutMs, accept }: DnsExchange): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // A fresh socket (and so a fresh random source port) per query: RFC 5452 §4.5.
    const socket = createSocket(isIPv6(server.host) ? 'udp6' : 'udp4');
    const finish = settleOnce(timeoutMs, () => socket.close(), reject);
    const fail = (error: Error): void => finish(() => reject(networkError(error)));
    socket.on('error', fail);
    socket.on('message', (message) => {
      if (accept(new Uint8Array(message.buffer, message.byteOffset, message.byteLength))) {
        finish(() => resolve(message));
      }
    });
    // Connecting filters datagrams from other peers and turns ICMP "port unreachable" into an error.
    // A connect that fails (no route, an address family this host lacks) hands its error to this
    // callback, not to 'error': sending on the unconnected socket would then throw.
    socket.connect(server.port, server.host, (error?: Error) => {
      if (error) {
        fail(error);
        return;
      }
      socket.send(query, (sendError) => {
        if (sendError) fail(sendError);
      });
    });
  });
}

function exchangeTcp({ server, query, timeoutMs, accept }: DnsExchange): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: server.host, port: server.port });
    let buffered = new Uint8Array(0);
    const finish = settleOnce(timeoutMs, () => socket.destroy(), reject);
    socket.on('error', (error) => finish(() => reject(networkError(error))));
    socket.on('close', () => {
      // RFC 7766 §6.2.4: a server may close between messages, never inside one.
      const expected = buffered.byteLength >= 2 ? new DataView(buffered.buffer, buffered.byteOffset).getUint16(0) : 0;
      const message =
        buffered.byteLength === 0
          ? 'connection closed without an answer'
          : `connection closed mid-message: ${Math.max(0, buffered.byteLength - 2)} of ${expected || '?'} bytes arrived`;
      finish(() => reject(new TransportError('NETWORK', message, 'ECONNRESET')));
    });
    socket.on('connect', () => {
      // RFC 1035 §4.2.2: each TCP message is prefixed with its length as two bytes.
      const framed = new Uint8Array(query.byteLength + 2);
      new DataView(framed.buffer).setUint16(0, query.byteLength);
      framed.set(query, 2);
      socket.write(framed);
    });
    socket.on('data', (chunk) => {
      const joined = new Uint8Array(buffered.byteLength + chunk.byteLength);
      joined.set(buffered, 0);
      joined.set(chunk, buffered.byteLength);
      buffered = joined;
      while (buffered.byteLength >= 2) {
        const length = new DataView(buffered.buffer, buffered.byteOffset).getUint16(0);
        if (buffered.byteLength < length + 2) break;
        const message = buffered.slice(2, length + 2);
        buffered = buffered.slice(length + 2);
        if (accept(message)) {
          finish(() => resolve(message));
          return;
        }
      }
    });
  });
}
