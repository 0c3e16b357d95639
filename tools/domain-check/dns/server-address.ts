import type { DnsServer } from './transport.ts';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;

export class ServerAddressError extends Error {
  override readonly name = 'ServerAddressError';
  readonly code = 'SERVER_ADDRESS_INVALID';
}

/**
 * Parses `IP[:PORT]` as given to `--resolver` and `--authoritative`: `192.0.2.1`, `192.0.2.1:5353`,
 * `2001:db8::1`, `[2001:db8::1]:5353`. Hostnames are refused: resolving them would need a resolver.
 */
export function parseServerAddress(text: string, defaultPort = 53): DnsServer {
  const trimmed = text.trim();
  let host = trimmed;
  let portText: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(trimmed);
  if (bracketed) {
    host = bracketed[1] ?? '';
    portText = bracketed[2];
  } else if (trimmed.split(':').length === 2) {
    const [h, p] = trimmed.split(':');
    host = h ?? '';
    portText = p;
  }
  const isV4 = IPV4.test(host);
  const isV6 = !isV4 && host.includes(':') && IPV6.test(host);
  if (!isV4 && !isV6) {
    throw new ServerAddressError(`"${text}" is not an IP address with an optional port (IP[:PORT]).`);
  }
  const port = portText === undefined ? defaultPort : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ServerAddressError(`"${text}" has a port outside 1–65535.`);
  }
  return { host, port };
}
