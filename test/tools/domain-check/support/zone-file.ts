/**
 * A small reader for the RFC 1035 §5 master files in fixtures/zones: the same files NSD loads in the
 * interop suite, so both servers answer from one copy of the data. It handles the subset the fixtures
 * use: $ORIGIN, $TTL, `@`, relative names, blank owners, comments, quoted strings, and A, AAAA,
 * CNAME, NS, MX, TXT, SOA (on one line) and CAA.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export interface ZoneRecord {
  readonly name: string;
  readonly type: string;
  readonly ttl: number;
  /** dns-packet's `data` for this type. */
  readonly data: unknown;
}

export interface Zone {
  readonly origin: string;
  readonly records: readonly ZoneRecord[];
  readonly file: string;
}

const CLASSES = new Set(['IN', 'CH', 'HS']);

function tokenize(line: string): string[] {
  const tokens: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|(;.*$)|(\S+)/g;
  for (const match of line.matchAll(pattern)) {
    if (match[2] !== undefined) break;
    tokens.push(match[1] !== undefined ? `"${match[1]}` : (match[3] ?? ''));
  }
  return tokens;
}

/** Owner names are lower-cased; a name in record data keeps its case, as servers preserve it (RFC 4343 §4.1). */
function absolute(name: string, origin: string, keepCase = false): string {
  const cased = (text: string): string => (keepCase ? text : text.toLowerCase());
  if (name === '@') return origin;
  if (name.endsWith('.')) return cased(name.slice(0, -1));
  return cased(`${name}.${origin}`);
}

/** A quoted string's text, with the escapes of RFC 1035 §5.1: `\\DDD` is the byte DDD, `\\X` is X. */
const unquote = (token: string): string =>
  token.startsWith('"')
    ? token
        .slice(1)
        .replace(/\\(\d{3}|.)/g, (_, escaped: string) =>
          escaped.length === 3 ? String.fromCharCode(Number(escaped)) : escaped,
        )
    : token;

export function parseZoneFile(text: string, file: string, defaultOrigin?: string): Zone {
  let origin = defaultOrigin ?? basename(file).replace(/\.zone$/, '');
  let defaultTtl = 3600;
  let owner = origin;
  const records: ZoneRecord[] = [];
  for (const raw of text.split('\n')) {
    const tokens = tokenize(raw);
    if (tokens.length === 0) continue;
    const first = tokens[0] ?? '';
    if (first === '$ORIGIN') {
      origin = absolute(tokens[1] ?? '.', origin);
      continue;
    }
    if (first === '$TTL') {
      defaultTtl = Number(tokens[1]);
      continue;
    }
    let index = 0;
    if (!/^\s/.test(raw)) {
      owner = absolute(first, origin);
      index = 1;
    }
    let ttl = defaultTtl;
    for (;;) {
      const token = tokens[index] ?? '';
      if (/^\d+$/.test(token)) ttl = Number(token);
      else if (!CLASSES.has(token.toUpperCase())) break;
      index += 1;
    }
    const type = (tokens[index] ?? '').toUpperCase();
    const rdata = tokens.slice(index + 1);
    records.push({ name: owner, type, ttl, data: parseRdata(type, rdata, origin, file) });
  }
  return { origin, records, file };
}

function parseRdata(type: string, rdata: readonly string[], origin: string, file: string): unknown {
  const at = (i: number): string => rdata[i] ?? '';
  switch (type) {
    case 'A':
    case 'AAAA':
      return at(0);
    case 'CNAME':
      // Sent as written, so that a mixed-case target (`CDN.Example.com.`) reaches the client on the wire.
      return absolute(at(0), origin, true);
    case 'NS':
      return absolute(at(0), origin);
    case 'MX':
      return { preference: Number(at(0)), exchange: absolute(at(1), origin) };
    case 'TXT':
      return rdata.map(unquote);
    case 'SOA':
      return {
        mname: absolute(at(0), origin),
        rname: absolute(at(1), origin),
        serial: Number(at(2)),
        refresh: Number(at(3)),
        retry: Number(at(4)),
        expire: Number(at(5)),
        minimum: Number(at(6)),
      };
    case 'CAA':
      return { flags: Number(at(0)), tag: at(1), value: unquote(at(2)) };
    default:
      throw new Error(`${file}: record type ${type} is not supported by the test zone reader`);
  }
}

export function loadZoneFile(path: string): Zone {
  return parseZoneFile(readFileSync(path, 'utf8'), path);
}
