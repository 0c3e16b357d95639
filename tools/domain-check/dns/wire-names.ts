/**
 * Domain names as DNS carries them: a sequence of labels of any bytes (RFC 2181 §11), so one label can
 * hold a dot. `dns-packet` joins labels with dots, which would make the two labels `pages.platform` and
 * `example` read as the platform host `pages.platform.example`. Names are therefore read from the wire
 * here and written in the presentation format of RFC 1035 §5.1, where that name is
 * `pages\.platform.example`: a dot or backslash inside a label is escaped with a backslash, and any
 * byte outside printable ASCII is written `\DDD` (its decimal value). Every byte has one spelling, so
 * two names are the same labels exactly when their lower-cased presentations are equal (RFC 4343:
 * only ASCII letters compare without regard to case).
 */

const MAX_NAME_OCTETS = 255;
const MAX_LABEL_OCTETS = 63;
const HEADER_OCTETS = 12;

/** Types whose RDATA holds domain names, and where (RFC 1035 §3.3; DNAME: RFC 6672 §2.1). */
const RDATA_NAMES: Readonly<Record<number, 'name' | 'preference-name' | 'soa'>> = {
  2: 'name', // NS
  5: 'name', // CNAME
  6: 'soa', // SOA: MNAME, then RNAME
  12: 'name', // PTR
  15: 'preference-name', // MX: a 16-bit preference, then EXCHANGE
  39: 'name', // DNAME
};

export class WireFormatError extends Error {
  override readonly name = 'WireFormatError';
}

/** One label's bytes in presentation form: `\.` and `\\` escaped, bytes outside 0x21–0x7E as `\DDD`. */
function presentLabel(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte === 0x2e || byte === 0x5c) text += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x21 && byte <= 0x7e) text += String.fromCharCode(byte);
    else text += `\\${String(byte).padStart(3, '0')}`;
  }
  return text;
}

/**
 * Reads the name at `offset`, following compression pointers (RFC 1035 §4.1.4) only backwards, so a
 * pointer loop cannot occur. Returns the presentation form (`.` for the root) and the offset after it.
 */
export function readName(bytes: Uint8Array, offset: number): { name: string; next: number } {
  const labels: string[] = [];
  let octets = 1;
  let position = offset;
  let next: number | undefined;
  let lowestJump = offset;
  for (;;) {
    const length = bytes[position];
    if (length === undefined) throw new WireFormatError('a name runs past the end of the message');
    if ((length & 0xc0) === 0xc0) {
      const low = bytes[position + 1];
      if (low === undefined) throw new WireFormatError('a compression pointer runs past the end of the message');
      const target = ((length & 0x3f) << 8) | low;
      if (target >= lowestJump) throw new WireFormatError('a compression pointer does not point backwards');
      next ??= position + 2;
      lowestJump = target;
      position = target;
      continue;
    }
    if ((length & 0xc0) !== 0) throw new WireFormatError('a label type other than a plain label or a pointer');
    if (length === 0) break;
    const end = position + 1 + length;
    if (end > bytes.length) throw new WireFormatError('a label runs past the end of the message');
    octets += length + 1;
    if (octets > MAX_NAME_OCTETS) throw new WireFormatError('a name longer than 255 octets');
    labels.push(presentLabel(bytes.subarray(position + 1, end)));
    position = end;
  }
  return { name: labels.length === 0 ? '.' : labels.join('.'), next: next ?? position + 1 };
}

function readUint16(bytes: Uint8Array, offset: number): number {
  const high = bytes[offset];
  const low = bytes[offset + 1];
  if (high === undefined || low === undefined) throw new WireFormatError('the message ends inside a field');
  return (high << 8) | low;
}

export interface WireRecordNames {
  /** The owner name. */
  readonly owner: string;
  /** The names inside RDATA: CNAME, NS, PTR and DNAME targets, the MX exchange, the SOA MNAME and RNAME. */
  readonly rdata: readonly string[];
  /** The record's type number (RFC 1035 §3.2.2). */
  readonly typeCode: number;
  /**
   * The RDATA in canonical form (RFC 4034 §6.2): names inside it written out in full (no compression)
   * and lower-cased, as DNSSEC signs it. Names in RRSIG and NSEC RDATA are never compressed (RFC 4034
   * §3.1.7, §4.1.1), so their bytes are kept as sent.
   */
  readonly canonicalRdata: Uint8Array;
}

export interface WireNames {
  readonly question: string | undefined;
  /** Every record of the answer, authority and additional sections, in that order. */
  readonly records: readonly WireRecordNames[];
}

/** The names of a message in presentation form. @throws {WireFormatError} when the message is malformed. */
export function readWireNames(bytes: Uint8Array): WireNames {
  const questions = readUint16(bytes, 4);
  const recordCount = readUint16(bytes, 6) + readUint16(bytes, 8) + readUint16(bytes, 10);
  let offset = HEADER_OCTETS;
  let question: string | undefined;
  for (let index = 0; index < questions; index += 1) {
    const read = readName(bytes, offset);
    question ??= read.name;
    offset = read.next + 4;
  }
  const records: WireRecordNames[] = [];
  for (let index = 0; index < recordCount; index += 1) {
    const owner = readName(bytes, offset);
    const type = readUint16(bytes, owner.next);
    const rdataLength = readUint16(bytes, owner.next + 8);
    const rdataStart = owner.next + 10;
    offset = rdataStart + rdataLength;
    if (offset > bytes.length) throw new WireFormatError('a record runs past the end of the message');
    const rdata: string[] = [];
    const raw = bytes.subarray(rdataStart, offset);
    let canonicalRdata: Uint8Array = raw;
    const layout = RDATA_NAMES[type];
    if (layout === 'name') {
      rdata.push(readName(bytes, rdataStart).name);
      canonicalRdata = canonicalName(rdata[0] ?? '.');
    } else if (layout === 'preference-name') {
      rdata.push(readName(bytes, rdataStart + 2).name);
      canonicalRdata = concatBytes(raw.subarray(0, 2), canonicalName(rdata[0] ?? '.'));
    } else if (layout === 'soa') {
      const mname = readName(bytes, rdataStart);
      const rname = readName(bytes, mname.next);
      rdata.push(mname.name, rname.name);
      canonicalRdata = concatBytes(
        canonicalName(mname.name),
        canonicalName(rname.name),
        bytes.subarray(rname.next, offset),
      );
    }
    records.push({ owner: owner.name, rdata, typeCode: type, canonicalRdata: Uint8Array.from(canonicalRdata) });
  }
  return { question, records };
}

/**
 * The labels of a presentation-form name, each still in presentation form: `pages\.platform.example`
 * → [`pages\.platform`, `example`]. The root `.` has none.
 */
export function splitLabels(name: string): string[] {
  if (name === '.' || name === '') return [];
  const labels: string[] = [];
  let label = '';
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index] ?? '';
    if (char === '\\') {
      // `\DDD` or `\X` (RFC 1035 §5.1): part of the label, whatever X is.
      const escape = /^\d{3}/.test(name.slice(index + 1, index + 4)) ? 4 : 2;
      label += name.slice(index, index + escape);
      index += escape - 1;
    } else if (char === '.') {
      labels.push(label);
      label = '';
    } else {
      label += char;
    }
  }
  // A final unescaped dot ends a fully qualified name; it adds no label.
  if (label !== '' || labels.length === 0) labels.push(label);
  return labels;
}

/** Whether `name` is `zone` or lies under it, label by label (a dot inside a label is no boundary). */
export function isSameOrSubdomain(name: string, zone: string): boolean {
  const nameLabels = splitLabels(name);
  const zoneLabels = splitLabels(zone);
  if (zoneLabels.length > nameLabels.length) return false;
  const offset = nameLabels.length - zoneLabels.length;
  return zoneLabels.every((label, index) => nameLabels[offset + index]?.toLowerCase() === label.toLowerCase());
}

/** A name in the canonical wire form of RFC 4034 §6.2: uncompressed, ASCII letters lower-cased. */
export function canonicalName(name: string): Uint8Array {
  return encodeName(name).map((byte) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte));
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** A presentation-form name in wire format (RFC 1035 §3.1). @throws {WireFormatError} when it cannot be one. */
export function encodeName(name: string): Uint8Array {
  const octets: number[] = [];
  for (const label of splitLabels(name)) {
    const bytes: number[] = [];
    for (let index = 0; index < label.length; index += 1) {
      const char = label[index] ?? '';
      if (char === '\\') {
        const digits = label.slice(index + 1, index + 4);
        if (/^\d{3}$/.test(digits)) {
          bytes.push(Number(digits));
          index += 3;
        } else {
          bytes.push(label.charCodeAt(index + 1));
          index += 1;
        }
      } else {
        bytes.push(char.charCodeAt(0));
      }
    }
    if (bytes.length === 0 || bytes.length > MAX_LABEL_OCTETS || bytes.some((byte) => byte > 0xff)) {
      throw new WireFormatError(`${name} has a label that DNS cannot carry`);
    }
    octets.push(bytes.length, ...bytes);
  }
  octets.push(0);
  if (octets.length > MAX_NAME_OCTETS) throw new WireFormatError(`${name} is longer than 255 octets`);
  return Uint8Array.from(octets);
}
