/**
 * The only module that talks to `dns-packet`: it turns our query description into wire format and a
 * wire-format answer into plain data (names without the trailing dot, record data as dig prints it).
 * Names come from wire-names.ts instead, label by label, in RFC 1035 §5.1 presentation form.
 */
// The bare `buffer` specifier (not `node:buffer`), as dns-packet itself requires it: Node gives its
// built-in, and the site's browser build gives a small stand-in (site/components/domain-check/buffer.ts).
import { Buffer } from 'buffer';
import * as dnsPacket from 'dns-packet';
import { formatCaaProperty } from './caa-presentation.ts';
import { encodeName, readWireNames, type WireNames, type WireRecordNames } from './wire-names.ts';

export type QueryType = 'A' | 'AAAA' | 'CNAME' | 'NS' | 'SOA' | 'CAA' | 'MX' | 'TXT' | 'DS' | 'DNSKEY';

export interface SoaData {
  readonly mname: string;
  readonly rname: string;
  readonly serial: number;
  readonly minimum: number;
}

export interface CaaData {
  readonly flags: number;
  readonly tag: string;
  readonly value: string;
}

/** DNSSEC record data (RFC 4034): what is needed to tell why validation fails. */
export interface DsData {
  readonly keyTag: number;
  readonly algorithm: number;
  readonly digestType: number;
}

export interface DnskeyData {
  readonly flags: number;
  readonly algorithm: number;
  /** RFC 4034 Appendix B, computed from the record data. */
  readonly keyTag: number;
}

export interface RrsigData {
  readonly typeCovered: string;
  readonly keyTag: number;
  /** Seconds since the epoch (RFC 4034 §3.1.5; serial arithmetic is not needed before 2106). */
  readonly expiration: number;
  readonly inception: number;
  readonly signersName: string;
}

/** An Extended DNS Error (RFC 8914): why a resolver answered as it did. */
export interface ExtendedDnsError {
  readonly infoCode: number;
  /** The resolver's own words, control characters removed; may be empty. */
  readonly extraText: string;
}

export interface DnsRecord {
  /** Owner name, lower-case, no trailing dot. */
  readonly name: string;
  readonly type: string;
  readonly ttl: number;
  /** Presentation form as dig prints it (names end in a dot). */
  readonly data: string;
  /** Target name for CNAME, NS and MX records, lower-case, no trailing dot. */
  readonly target?: string;
  readonly soa?: SoaData;
  readonly caa?: CaaData;
  readonly ds?: DsData;
  readonly dnskey?: DnskeyData;
  readonly rrsig?: RrsigData;
  /** A TXT record's text: its character-strings joined with nothing between them, as a CA reads it. */
  readonly text?: string;
  /** The type number and canonical RDATA (RFC 4034 §6.2), for domain-check's own DNSSEC validation. */
  readonly wire?: { readonly typeCode: number; readonly rdata: Uint8Array };
}

/** NOERROR, NXDOMAIN, SERVFAIL, REFUSED, … as dns-packet names them. */
export type Rcode = string;

export interface DnsMessage {
  readonly id: number;
  readonly isResponse: boolean;
  readonly rcode: Rcode;
  readonly authoritative: boolean;
  readonly truncated: boolean;
  readonly recursionAvailable: boolean;
  readonly authenticData: boolean;
  readonly question: { readonly name: string; readonly type: string } | undefined;
  readonly answers: readonly DnsRecord[];
  readonly authorities: readonly DnsRecord[];
  readonly additionals: readonly DnsRecord[];
  /** From the OPT record's EDE options (RFC 8914 §2). */
  readonly extendedErrors: readonly ExtendedDnsError[];
  /**
   * The SCOPE PREFIX-LENGTH of the answer's EDNS Client Subnet option (RFC 7871 §6); `undefined` when
   * the server sent none, which means its answer does not depend on the client's subnet (§7.2.2).
   */
  readonly clientSubnetScope?: number;
}

export interface QuerySpec {
  readonly id: number;
  readonly name: string;
  readonly type: QueryType;
  /** RD: ask a recursive resolver to resolve it (RFC 1035 §4.1.1). Off for authoritative servers. */
  readonly recursionDesired: boolean;
  /** CD: ask a validating resolver not to validate (RFC 4035 §3.2.2). */
  readonly checkingDisabled: boolean;
  /** DO: ask for the RRSIG records too (RFC 3225 §3). */
  readonly dnssecOk?: boolean;
  /** Send the OPT record (RFC 6891); on unless `false`. Without it, DO cannot be sent either. */
  readonly edns?: boolean;
  /** Ask as if for a client in this subnet: the EDNS Client Subnet option (RFC 7871 §6). */
  readonly clientSubnet?: ClientSubnet;
}

/** A client subnet to ask for (RFC 7871 §6): the address, truncated to `prefixLength` bits on the wire. */
export interface ClientSubnet {
  readonly address: string;
  readonly prefixLength: number;
}

/**
 * FAMILY is the IANA address family number, 1 for IPv4 and 2 for IPv6 (RFC 7871 §6). dns-packet writes
 * the first ⌈prefix/8⌉ octets of the address as given, so the address must already have its host bits
 * zero, as §6 requires ("padding with 0 bits"): a subnet's network address.
 */
function clientSubnetOption(subnet: ClientSubnet): dnsPacket.PacketOpt {
  return {
    code: CLIENT_SUBNET_OPTION,
    family: subnet.address.includes(':') ? 2 : 1,
    sourcePrefixLength: subnet.prefixLength,
    // SCOPE PREFIX-LENGTH MUST be 0 in queries (RFC 7871 §6).
    scopePrefixLength: 0,
    ip: subnet.address,
  };
}

/** Lower-case (ASCII only, RFC 4343, as presentation form is ASCII), without one trailing dot; the root stays `.`. */
export function normaliseName(name: string): string {
  if (name === '.' || name === '') return '.';
  return (name.endsWith('.') ? name.slice(0, -1) : name).toLowerCase();
}

export function encodeQuery(spec: QuerySpec): Uint8Array {
  let flags = 0;
  if (spec.recursionDesired) flags |= dnsPacket.RECURSION_DESIRED;
  if (spec.checkingDisabled) flags |= dnsPacket.CHECKING_DISABLED;
  // AD in a query asks a validating resolver to say whether it validated the answer (RFC 6840 §5.7).
  if (spec.recursionDesired) flags |= dnsPacket.AUTHENTIC_DATA;
  // dns-packet splits names at every dot; the root stands in for the name, spliced in below.
  const bytes = dnsPacket.encode({
    type: 'query',
    id: spec.id,
    flags,
    questions: [{ type: spec.type, name: '.', class: 'IN' }],
    // EDNS(0) with a 1232-byte payload, the DNS Flag Day 2020 size; EDNS also lets a resolver explain a
    // SERVFAIL with an Extended DNS Error (RFC 8914).
    additionals:
      spec.edns === false
        ? []
        : [
            {
              type: 'OPT',
              name: '.',
              udpPayloadSize: 1232,
              extendedRcode: 0,
              ednsVersion: 0,
              // dns-packet encodes the DO bit from `flags` (RFC 3225 §3), not from `flag_do`.
              flags: spec.dnssecOk ? dnsPacket.DNSSEC_OK : 0,
              flag_do: spec.dnssecOk ?? false,
              options: spec.clientSubnet ? [clientSubnetOption(spec.clientSubnet)] : [],
            },
          ],
  });
  const name = encodeName(spec.name);
  const query = new Uint8Array(bytes.byteLength - 1 + name.byteLength);
  query.set(bytes.subarray(0, QUESTION_OFFSET), 0);
  query.set(name, QUESTION_OFFSET);
  query.set(bytes.subarray(QUESTION_OFFSET + 1), QUESTION_OFFSET + name.byteLength);
  return query;
}

/** The question's name starts right after the 12-octet header (RFC 1035 §4.1.1). */
const QUESTION_OFFSET = 12;

/** Decodes a message; `undefined` when the bytes are not a DNS message (a garbage packet). */
export function decodeMessage(bytes: Uint8Array): DnsMessage | undefined {
  let packet: dnsPacket.DecodedPacket;
  let names: WireNames;
  try {
    packet = dnsPacket.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    names = readWireNames(bytes);
  } catch {
    return undefined;
  }
  const question = packet.questions?.[0];
  const answers = packet.answers ?? [];
  const authorities = packet.authorities ?? [];
  const recordNames = (start: number) => names.records.slice(start);
  const rcode = (packet as { rcode?: string }).rcode ?? 'NOERROR';
  return {
    id: packet.id ?? -1,
    isResponse: packet.flag_qr,
    rcode,
    authoritative: packet.flag_aa,
    truncated: packet.flag_tc,
    recursionAvailable: packet.flag_ra,
    authenticData: packet.flag_ad,
    question: question ? { name: normaliseName(names.question ?? question.name), type: question.type } : undefined,
    answers: toRecords(answers, recordNames(0)),
    authorities: toRecords(authorities, recordNames(answers.length)),
    additionals: toRecords(packet.additionals, recordNames(answers.length + authorities.length)),
    extendedErrors: extendedErrorsOf(packet.additionals),
    ...clientSubnetScopeOf(packet.additionals),
  };
}

/** ECS option code (RFC 7871 §6). */
const CLIENT_SUBNET_OPTION = 8;

function clientSubnetScopeOf(additionals: dnsPacket.Answer[] | undefined): { clientSubnetScope?: number } {
  for (const record of additionals ?? []) {
    if (record.type !== 'OPT') continue;
    for (const option of record.options) {
      const { code, scopePrefixLength } = option as { code: number; scopePrefixLength?: number };
      if (code === CLIENT_SUBNET_OPTION) return { clientSubnetScope: scopePrefixLength ?? 0 };
    }
  }
  return {};
}

/** EDE option code (RFC 8914 §2). */
const EDE_OPTION = 15;

function extendedErrorsOf(additionals: dnsPacket.Answer[] | undefined): ExtendedDnsError[] {
  const errors: ExtendedDnsError[] = [];
  for (const record of additionals ?? []) {
    if (record.type !== 'OPT') continue;
    for (const option of record.options) {
      const { code, data } = option as { code: number; data?: Buffer };
      if (code !== EDE_OPTION || !data || data.length < 2) continue;
      // The extra text is the resolver's, so hostile: no control characters reach a terminal.
      const extraText = data
        .subarray(2)
        .toString('utf8')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
        .trim();
      errors.push({ infoCode: data.readUInt16BE(0), extraText });
    }
  }
  return errors;
}

/** RFC 4034 Appendix B: the key tag of a DNSKEY's record data. */
function keyTagOf(rdata: Uint8Array): number {
  let sum = 0;
  for (const [index, byte] of rdata.entries()) sum += index % 2 === 0 ? byte << 8 : byte;
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

/** `names` holds the wire names of `answers`, in the same order. */
function toRecords(answers: dnsPacket.Answer[] | undefined, names: readonly WireRecordNames[]): DnsRecord[] {
  const records: DnsRecord[] = [];
  (answers ?? []).forEach((answer, index) => {
    if (answer.type === 'OPT') return;
    const wireNames = names[index];
    const record = toRecord(
      answer,
      wireNames ?? { owner: answer.name, rdata: [], typeCode: 0, canonicalRdata: new Uint8Array() },
    );
    records.push(
      wireNames ? { ...record, wire: { typeCode: wireNames.typeCode, rdata: wireNames.canonicalRdata } } : record,
    );
  });
  return records;
}

function fqdn(name: string): string {
  const normalised = normaliseName(name);
  return normalised === '.' ? '.' : `${normalised}.`;
}

function toRecord(answer: Exclude<dnsPacket.Answer, dnsPacket.OptAnswer>, names: WireRecordNames): DnsRecord {
  const base = { name: normaliseName(names.owner), type: answer.type, ttl: answer.ttl ?? 0 };
  const [firstName = '.', secondName = '.'] = names.rdata;
  switch (answer.type) {
    case 'A':
    case 'AAAA':
      return { ...base, data: answer.data };
    case 'CNAME':
    case 'NS':
    case 'PTR':
    case 'DNAME':
      return { ...base, data: fqdn(firstName), target: normaliseName(firstName) };
    case 'MX':
      return {
        ...base,
        data: `${answer.data.preference ?? 0} ${fqdn(firstName)}`,
        target: normaliseName(firstName),
      };
    case 'SOA': {
      const soa: SoaData = {
        mname: normaliseName(firstName),
        rname: normaliseName(secondName),
        serial: answer.data.serial ?? 0,
        minimum: answer.data.minimum ?? 0,
      };
      const d = answer.data;
      return {
        ...base,
        soa,
        data: `${fqdn(firstName)} ${fqdn(secondName)} ${d.serial ?? 0} ${d.refresh ?? 0} ${d.retry ?? 0} ${d.expire ?? 0} ${d.minimum ?? 0}`,
      };
    }
    case 'CAA': {
      const caa: CaaData = { flags: answer.data.flags ?? 0, tag: answer.data.tag, value: answer.data.value };
      return { ...base, caa, data: formatCaaProperty(caa) };
    }
    case 'TXT': {
      const parts = Array.isArray(answer.data) ? answer.data : [answer.data];
      const strings = parts.map((part) => part.toString());
      return { ...base, text: strings.join(''), data: strings.map((part) => JSON.stringify(part)).join(' ') };
    }
    case 'DS': {
      const ds: DsData = {
        keyTag: answer.data.keyTag,
        algorithm: answer.data.algorithm,
        digestType: answer.data.digestType,
      };
      return {
        ...base,
        ds,
        data: `${ds.keyTag} ${ds.algorithm} ${ds.digestType} ${answer.data.digest.toString('hex').toUpperCase()}`,
      };
    }
    case 'DNSKEY': {
      const { flags, algorithm, key } = answer.data;
      const rdata = Buffer.concat([Buffer.from([flags >> 8, flags & 0xff, 3, algorithm]), key]);
      const dnskey: DnskeyData = { flags, algorithm, keyTag: keyTagOf(rdata) };
      return { ...base, dnskey, data: `${flags} 3 ${algorithm} ${key.toString('base64')} ; key tag ${dnskey.keyTag}` };
    }
    case 'RRSIG': {
      const d = answer.data;
      const rrsig: RrsigData = {
        typeCovered: d.typeCovered,
        keyTag: d.keyTag,
        expiration: d.expiration,
        inception: d.inception,
        signersName: normaliseName(d.signersName),
      };
      return {
        ...base,
        rrsig,
        data: `${d.typeCovered} ${d.algorithm} ${d.labels} ${d.originalTTL} ${rrsigTime(d.expiration)} ${rrsigTime(d.inception)} ${d.keyTag} ${fqdn(d.signersName)}`,
      };
    }
    default:
      return {
        ...base,
        data: Buffer.isBuffer(answer.data) ? `\\# ${answer.data.length}` : JSON.stringify(answer.data),
      };
  }
}

/** RFC 4034 §3.2: YYYYMMDDHHmmSS, as dig prints signature times. */
function rrsigTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
