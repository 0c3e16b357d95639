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

function exchangeUdp({ server, query, timeoutMs, accept }: DnsExchange): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // A fresh socket (and so a fresh random source port) per query: RFC 5452 §4.5.
    const socket = createSocket(isIPv6(server.host) ? 'udp6' : 'udp4');
    const finish = settleOnce(timeoutMs, () => socket.close(), reject);
    socket.on('error', (error) => finish(() => reject(new TransportError('NETWORK', error.message))));
    socket.on('message', (message) => {
      if (accept(new Uint8Array(message.buffer, message.byteOffset, message.byteLength))) {
        finish(() => resolve(message));
      }
    });
    // Connecting filters datagrams from other peers and turns ICMP "port unreachable" into an error.
    // A connect that fails at once (no route: ENETUNREACH) calls back with the error instead of
    // emitting 'error' (Node's dgram doConnect), and a send on the unconnected socket would throw.
    const onConnect = (failure?: Error): void => {
      if (failure) {
        finish(() => reject(new TransportError('NETWORK', failure.message)));
        return;
      }
      socket.send(query, (error) => {
        if (error) finish(() => reject(new TransportError('NETWORK', error.message)));
      });
    };
    socket.connect(server.port, server.host, onConnect);
  });
}

function exchangeTcp({ server, query, timeoutMs, accept }: DnsExchange): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: server.host, port: server.port });
    let buffered = new Uint8Array(0);
    const finish = settleOnce(timeoutMs, () => socket.destroy(), reject);
    socket.on('error', (error) => finish(() => reject(new TransportError('NETWORK', error.message))));
    socket.on('close', () =>
      finish(() => reject(new TransportError('NETWORK', 'connection closed without an answer'))),
    );
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
