/**
 * The part of Node's `Buffer` that dns-packet and the engine's codec use, for the browser build of
 * the "Check your domain" page (site/integrations/domain-check-browser.ts points `buffer` here).
 * The `buffer` package from npm would cost about 6 KB gzip; this costs under 1 KB. Reads go through
 * a DataView, so reading past the end throws a RangeError as Node does: the codec relies on that to
 * tell a garbage packet from a DNS message.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function fromHex(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length >> 1);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

class Buffer extends Uint8Array {
  static alloc(size: number): Buffer {
    return new Buffer(size);
  }

  static byteLength(value: string | Uint8Array): number {
    return typeof value === 'string' ? encoder.encode(value).byteLength : value.byteLength;
  }

  static isBuffer(value: unknown): value is Buffer {
    return value instanceof Buffer;
  }

  static concat(list: readonly Uint8Array[], totalLength?: number): Buffer {
    const result = new Buffer(totalLength ?? list.reduce((sum, item) => sum + item.length, 0));
    let offset = 0;
    for (const item of list) {
      result.set(item.subarray(0, result.length - offset), offset);
      offset += item.length;
      if (offset >= result.length) break;
    }
    return result;
  }

  #view(): DataView {
    return new DataView(this.buffer, this.byteOffset, this.byteLength);
  }

  /** Node's `slice` is a view on the same memory, like `subarray`. */
  override slice(start?: number, end?: number): Buffer {
    const view = this.subarray(start, end);
    return new Buffer(view.buffer, view.byteOffset, view.byteLength);
  }

  write(text: string, offset = 0): number {
    const bytes = encoder.encode(text).subarray(0, Math.max(0, this.length - offset));
    this.set(bytes, offset);
    return bytes.length;
  }

  override toString(encoding?: string, start = 0, end = this.length): string {
    const bytes = this.subarray(start, end);
    return encoding === 'hex' ? toHex(bytes) : decoder.decode(bytes);
  }

  copy(target: Uint8Array, targetStart = 0, sourceStart = 0, sourceEnd = this.length): number {
    const count = Math.max(0, Math.min(sourceEnd - sourceStart, target.length - targetStart));
    target.set(this.subarray(sourceStart, sourceStart + count), targetStart);
    return count;
  }

  readUInt8(offset: number): number {
    return this.#view().getUint8(offset);
  }

  readUInt16BE(offset: number): number {
    return this.#view().getUint16(offset);
  }

  readUInt32BE(offset: number): number {
    return this.#view().getUint32(offset);
  }

  writeUInt8(value: number, offset: number): number {
    this.#view().setUint8(offset, value);
    return offset + 1;
  }

  writeUInt16BE(value: number, offset: number): number {
    this.#view().setUint16(offset, value);
    return offset + 2;
  }

  writeUInt32BE(value: number, offset: number): number {
    this.#view().setUint32(offset, value);
    return offset + 4;
  }
}

/**
 * Node's `Buffer.from` (a UTF-8 or hex string, an ArrayBuffer shared from an offset, or bytes
 * copied). Its signature is not `Uint8Array.from`'s, so it is attached rather than declared.
 */
function from(
  value: string | ArrayBufferLike | ArrayLike<number>,
  encodingOrOffset?: string | number,
  length?: number,
) {
  if (typeof value === 'string') {
    const bytes = encodingOrOffset === 'hex' ? fromHex(value) : encoder.encode(value);
    return new Buffer(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  }
  if (
    value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer !== 'undefined' && value instanceof SharedArrayBuffer)
  ) {
    return new Buffer(value as ArrayBuffer, Number(encodingOrOffset ?? 0), length);
  }
  const copy = new Buffer((value as ArrayLike<number>).length);
  copy.set(value as ArrayLike<number>);
  return copy;
}
Object.defineProperty(Buffer, 'from', { value: from });

export { Buffer };
