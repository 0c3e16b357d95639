/**
 * The RDATA of the DNSSEC record types (RFC 4034 §2–§5, RFC 5155 §3), read from the canonical bytes the
 * DNS client keeps for each record. Pure: no I/O, no crypto.
 */
import { readName } from '../wire-names.ts';

/** Type numbers (RFC 4034 §7, RFC 5155 §11). */
export const TYPE_CODES = {
  NS: 2,
  CNAME: 5,
  SOA: 6,
  DNAME: 39,
  DS: 43,
  RRSIG: 46,
  NSEC: 47,
  DNSKEY: 48,
  NSEC3: 50,
} as const;

export interface DnskeyRdata {
  readonly flags: number;
  readonly protocol: number;
  readonly algorithm: number;
  readonly publicKey: Uint8Array;
  /** RFC 4034 Appendix B. */
  readonly keyTag: number;
  readonly rdata: Uint8Array;
}

export interface DsRdata {
  readonly keyTag: number;
  readonly algorithm: number;
  readonly digestType: number;
  readonly digest: Uint8Array;
}

export interface RrsigRdata {
  readonly typeCovered: number;
  readonly algorithm: number;
  readonly labels: number;
  readonly originalTtl: number;
  /** Seconds since the epoch, modulo 2^32 (RFC 4034 §3.1.5). */
  readonly expiration: number;
  readonly inception: number;
  readonly keyTag: number;
  readonly signerName: string;
  readonly signature: Uint8Array;
  /** The RDATA up to the signature, as the signed data begins (RFC 4034 §3.1.8.1). */
  readonly signedFields: Uint8Array;
}

export interface NsecRdata {
  readonly nextName: string;
  readonly types: ReadonlySet<number>;
}

export interface Nsec3Rdata {
  readonly hashAlgorithm: number;
  /** Bit 0, Opt-Out (RFC 5155 §3.1.2.1). */
  readonly optOut: boolean;
  readonly iterations: number;
  readonly salt: Uint8Array;
  readonly nextHashed: Uint8Array;
  readonly types: ReadonlySet<number>;
}

export class RdataError extends Error {
  override readonly name = 'RdataError';
}

function need(rdata: Uint8Array, length: number, type: string): void {
  if (rdata.length < length) throw new RdataError(`${type} RDATA is too short`);
}

const view = (rdata: Uint8Array): DataView => new DataView(rdata.buffer, rdata.byteOffset, rdata.byteLength);

/** RFC 4034 Appendix B: the key tag of a DNSKEY's RDATA (algorithm 1 aside, which nobody signs with). */
export function keyTagOf(rdata: Uint8Array): number {
  let sum = 0;
  for (const [index, byte] of rdata.entries()) sum += index % 2 === 0 ? byte << 8 : byte;
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

export function parseDnskey(rdata: Uint8Array): DnskeyRdata {
  need(rdata, 4, 'DNSKEY');
  const data = view(rdata);
  return {
    flags: data.getUint16(0),
    protocol: data.getUint8(2),
    algorithm: data.getUint8(3),
    publicKey: rdata.subarray(4),
    keyTag: keyTagOf(rdata),
    rdata,
  };
}

export function parseDs(rdata: Uint8Array): DsRdata {
  need(rdata, 4, 'DS');
  const data = view(rdata);
  return {
    keyTag: data.getUint16(0),
    algorithm: data.getUint8(2),
    digestType: data.getUint8(3),
    digest: rdata.subarray(4),
  };
}

/** RRSIG RDATA: 18 octets of fields, the signer's name (never compressed, RFC 4034 §3.1.7), the signature. */
export function parseRrsig(rdata: Uint8Array): RrsigRdata {
  need(rdata, 19, 'RRSIG');
  const data = view(rdata);
  const signer = readName(rdata, 18);
  return {
    typeCovered: data.getUint16(0),
    algorithm: data.getUint8(2),
    labels: data.getUint8(3),
    originalTtl: data.getUint32(4),
    expiration: data.getUint32(8),
    inception: data.getUint32(12),
    keyTag: data.getUint16(16),
    signerName: signer.name,
    signature: rdata.subarray(signer.next),
    signedFields: rdata.subarray(0, signer.next),
  };
}

/** The type bit maps of NSEC and NSEC3 (RFC 4034 §4.1.2). */
function parseTypeBitmaps(rdata: Uint8Array, offset: number): Set<number> {
  const types = new Set<number>();
  let at = offset;
  while (at + 2 <= rdata.length) {
    const window = rdata[at] ?? 0;
    const length = rdata[at + 1] ?? 0;
    for (let index = 0; index < length; index += 1) {
      const byte = rdata[at + 2 + index] ?? 0;
      for (let bit = 0; bit < 8; bit += 1) {
        if (byte & (0x80 >> bit)) types.add(window * 256 + index * 8 + bit);
      }
    }
    at += 2 + length;
  }
  return types;
}

export function parseNsec(rdata: Uint8Array): NsecRdata {
  const next = readName(rdata, 0);
  return { nextName: next.name, types: parseTypeBitmaps(rdata, next.next) };
}

export function parseNsec3(rdata: Uint8Array): Nsec3Rdata {
  need(rdata, 5, 'NSEC3');
  const data = view(rdata);
  const saltLength = data.getUint8(4);
  const hashLengthAt = 5 + saltLength;
  need(rdata, hashLengthAt + 1, 'NSEC3');
  const hashLength = data.getUint8(hashLengthAt);
  return {
    hashAlgorithm: data.getUint8(0),
    optOut: (data.getUint8(1) & 1) === 1,
    iterations: data.getUint16(2),
    salt: rdata.subarray(5, hashLengthAt),
    nextHashed: rdata.subarray(hashLengthAt + 1, hashLengthAt + 1 + hashLength),
    types: parseTypeBitmaps(rdata, hashLengthAt + 1 + hashLength),
  };
}
