/**
 * The seam between the DNS client and the network. A transport carries one wire-format query to one
 * server and hands back wire-format answers; it knows nothing about DNS semantics. The Node transport
 * speaks UDP and TCP; a browser page can implement the same interface over DNS-over-HTTPS (`fetch`).
 */

/** A DNS server as `host` (an IP address) and `port`. */
export interface DnsServer {
  readonly host: string;
  readonly port: number;
}

export type TransportProtocol = 'udp' | 'tcp';

export interface DnsExchange {
  readonly server: DnsServer;
  readonly protocol: TransportProtocol;
  /** The query message in wire format (RFC 1035 §4.1), without the TCP length prefix. */
  readonly query: Uint8Array;
  /** Give up after this long; the promise then rejects with a `TransportError` coded `TIMEOUT`. */
  readonly timeoutMs: number;
  /**
   * Called with every message that arrives. Return `true` to resolve with it; `false` to ignore it and
   * keep listening (a stray datagram, a wrong ID, a wrong question: RFC 5452 §9.1).
   */
  readonly accept: (response: Uint8Array) => boolean;
}

export interface DnsTransport {
  exchange(exchange: DnsExchange): Promise<Uint8Array>;
}

export type TransportErrorCode = 'TIMEOUT' | 'NETWORK';

export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly code: TransportErrorCode;
  /** The system's error code when there is one (`ENETUNREACH`, `ECONNREFUSED`), or `HTTP 503`. */
  readonly systemCode: string | undefined;

  constructor(code: TransportErrorCode, message: string, systemCode?: string) {
    super(message);
    this.code = code;
    this.systemCode = systemCode;
  }
}

/** `127.0.0.1:5353`, `[::1]:53`, `9.9.9.9` (port 53), for messages and evidence. */
export function formatServer(server: DnsServer): string {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  return server.port === 53 ? host : `${host}:${server.port}`;
}
