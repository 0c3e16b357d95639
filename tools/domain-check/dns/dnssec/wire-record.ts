/** A record as DNSSEC reads it (RFC 4034 §6.2): what signatures and denials are checked over. */
import type { DnsRecord } from '../codec.ts';

/** A record as DNSSEC reads it: its owner, type number and canonical RDATA. */
export interface WireRecord {
  readonly name: string;
  readonly typeCode: number;
  readonly rdata: Uint8Array;
}

/** The records of a lookup that carry their wire form (all do, from the DNS client). */
export function wireRecords(records: readonly DnsRecord[]): WireRecord[] {
  return records.flatMap((record) =>
    record.wire ? [{ name: record.name, typeCode: record.wire.typeCode, rdata: record.wire.rdata }] : [],
  );
}
