/**
 * DNS answers built byte by byte, for what `dns-packet` cannot write: a label holding a dot or a
 * control character, a CAA value or TXT string of any bytes (RFC 1035 §3.1, §4.1; RFC 8659 §4.1).
 * Each answer echoes the ID and the question of the query it answers, so the client accepts it.
 */

/** A label as text (its UTF-8 bytes) or as raw bytes. */
export type Label = string | Uint8Array;

export const TYPE = { A: 1, NS: 2, CNAME: 5, SOA: 6, MX: 15, TXT: 16, AAAA: 28, CAA: 257 } as const;

const CLASS_IN = 1;
const HEADER_OCTETS = 12;

function bytesOf(text: string | Uint8Array): Uint8Array {
  return typeof text === 'string' ? new TextEncoder().encode(text) : text;
}

/** A name in wire format, uncompressed: each label with its length, then the root. */
export function wireName(labels: readonly Label[]): Uint8Array {
  const parts = labels.map(bytesOf);
  return Uint8Array.from([...parts.flatMap((part) => [part.length, ...part]), 0]);
}

export function cnameData(labels: readonly Label[]): Uint8Array {
  return wireName(labels);
}

export function caaData(flags: number, tag: string, value: string | Uint8Array): Uint8Array {
  const tagBytes = bytesOf(tag);
  return Uint8Array.from([flags, tagBytes.length, ...tagBytes, ...bytesOf(value)]);
}

export function txtData(...strings: (string | Uint8Array)[]): Uint8Array {
  return Uint8Array.from(strings.map(bytesOf).flatMap((part) => [part.length, ...part]));
}

export interface WireRecord {
  readonly owner: readonly Label[] | Uint8Array;
  readonly type: number;
  readonly ttl?: number;
  readonly data: Uint8Array;
}

/** The question's type and where the question section ends, read from the query. */
export function readQuestion(query: Uint8Array): { name: Uint8Array; type: number; end: number } {
  let offset = HEADER_OCTETS;
  while ((query[offset] ?? 0) !== 0) offset += (query[offset] ?? 0) + 1;
  const name = query.subarray(HEADER_OCTETS, offset + 1);
  const type = ((query[offset + 1] ?? 0) << 8) | (query[offset + 2] ?? 0);
  return { name, type, end: offset + 5 };
}

/** A response to `query` (same ID and question, QR and RA set, NOERROR) with these answer records. */
export function encodeResponse(query: Uint8Array, answers: readonly WireRecord[], flags = 0x8180): Buffer {
  const { end } = readQuestion(query);
  const header = Uint8Array.from([
    query[0] ?? 0,
    query[1] ?? 0,
    flags >> 8,
    flags & 0xff,
    0,
    1,
    answers.length >> 8,
    answers.length & 0xff,
    0,
    0,
    0,
    0,
  ]);
  const records = answers.map((record) => {
    const owner = record.owner instanceof Uint8Array ? record.owner : wireName(record.owner);
    const fixed = new Uint8Array(10);
    const view = new DataView(fixed.buffer);
    view.setUint16(0, record.type);
    view.setUint16(2, CLASS_IN);
    view.setUint32(4, record.ttl ?? 300);
    view.setUint16(8, record.data.length);
    return Buffer.concat([owner, fixed, record.data]);
  });
  return Buffer.concat([header, query.subarray(HEADER_OCTETS, end), ...records]);
}

/** The question's name as dotted text, lower-cased (the tests ask only for plain names). */
export function questionName(query: Uint8Array): string {
  const { name } = readQuestion(query);
  const labels: string[] = [];
  for (let offset = 0; (name[offset] ?? 0) !== 0; offset += (name[offset] ?? 0) + 1) {
    labels.push(new TextDecoder().decode(name.subarray(offset + 1, offset + 1 + (name[offset] ?? 0))));
  }
  return labels.join('.').toLowerCase();
}
