/**
 * An in-process DNS server on loopback that answers real DNS messages from zone files, with faults
 * injected per name and type. Two personalities:
 * - `authoritative`: AA set, REFUSED outside its zones, and a CNAME whose target lies outside the
 *   target's zone is answered alone (as Knot and BIND do), so the client must chase it.
 * - `resolver`: RA set, NXDOMAIN for names in no zone, CNAME chains followed across zones (as a
 *   recursive resolver does).
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { createServer, type Server, type Socket as TcpSocket } from 'node:net';
import * as dnsPacket from 'dns-packet';
import type { Zone, ZoneRecord } from './zone-file.ts';

export type FaultKind =
  | 'servfail'
  | 'refused'
  | 'drop'
  | 'garbage'
  | 'wrong-id'
  | 'wrong-question'
  | 'truncate'
  | 'servfail-unless-cd'
  /** Answers from its data, but without the AA flag: a lame server (RFC 1912 §2.8). */
  | 'not-authoritative'
  /** Hangs up every TCP connection that asks (a firewall that lets DNS through over UDP only). */
  | 'no-tcp'
  /** Answers nothing that carries an OPT record, as middleboxes that break EDNS do (RFC 6891 §7). */
  | 'drop-edns'
  /**
   * Answers a CNAME at a name for every other type, SOA and NS beside it included, as RFC 1034 §4.3.2
   * step 3a reads (without it, records of the type asked win over a CNAME at the same name).
   */
  | 'cname-first';

export interface Fault {
  readonly kind: FaultKind;
  /** Exact query name (lower-case, no trailing dot); every name when absent. */
  readonly name?: string;
  /** Query type; every type when absent. */
  readonly type?: string;
  /** Only names in this zone (the zone's apex and every name below it). */
  readonly zone?: string;
}

export interface DnsTestServerOptions {
  readonly zones: readonly Zone[];
  readonly mode: 'authoritative' | 'resolver';
  /** A loopback address: 127.0.0.0/8 only. */
  readonly host?: string;
  /** A fixed port (53 in the DNS world, which runs as root); any free port when absent. */
  readonly port?: number;
  readonly faults?: readonly Fault[];
  /** Wait this long before every answer. */
  readonly delayMs?: number;
  /**
   * Answers a query with bytes of its own (a hostile or broken server) before the zones are asked;
   * `undefined` lets the zones answer, `null` sends nothing.
   */
  readonly craft?: (query: Buffer, protocol: 'udp' | 'tcp') => Buffer | null | undefined;
  /**
   * Truncate (TC=1, no records) a UDP answer larger than the asker's payload size: 512 octets without
   * EDNS (RFC 1035 §4.2.1), the OPT record's size with it (RFC 6891 §6.2.5). Off, answers go out whole.
   */
  readonly truncateToPayloadSize?: boolean;
  /**
   * A resolver that validates DNSSEC, over a signed root and unsigned zones (the common case on the
   * internet): it sets AD on its answer for the root zone, whose records validate (RFC 4035 §3.2.3),
   * and on nothing else, the zones' data being insecure.
   */
  readonly validating?: boolean;
  /**
   * Holds each answer until the promise it returns settles: a test decides when the server answers
   * (`dns-waves.ts`). `question` names the query as `name TYPE` with its flags (`+rd`, `+cd`, `+do`).
   */
  readonly holdAnswer?: (question: string) => Promise<void>;
}

export interface DnsTestServer {
  readonly host: string;
  readonly port: number;
  /** `host:port`, ready for --resolver / --authoritative. */
  readonly address: string;
  /** Every question received, as `name TYPE` (UDP and TCP). */
  readonly received: string[];
  /** Serve these zones from the next query on, as a DNS host does once an edit is saved. */
  setZones(zones: readonly Zone[]): void;
  close(): Promise<void>;
}

const AA = 1 << 10;
const TC = 1 << 9;
const RD = 1 << 8;
const RA = 1 << 7;
const AD = 1 << 5;
const CD = 1 << 4;
const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
/** The UDP payload size the server says it can receive (RFC 6891 §6.2.5); DNS Flag Day 2020's value. */
const EDNS_PAYLOAD_SIZE = 1232;
/** BADVERS is extended RCODE 16: 1 in the OPT record's upper eight bits (RFC 6891 §6.1.3, §9). */
const BADVERS_UPPER_BITS = 1;

type Question = dnsPacket.Question;

/** The root zone's SOA, as a test resolver answers it (the values of the real root's, RFC 1035 §3.3.13). */
const ROOT_SOA = {
  name: '.',
  type: 'SOA',
  ttl: 86400,
  class: 'IN',
  data: {
    mname: 'a.root-servers.net',
    rname: 'nstld.verisign-grs.com',
    serial: 2026112800,
    refresh: 1800,
    retry: 900,
    expire: 604800,
    minimum: 86400,
  },
} as const satisfies dnsPacket.Answer;
type AnswerRecord = dnsPacket.Answer;

function inZone(name: string, origin: string): boolean {
  return name === origin || name.endsWith(`.${origin}`);
}

function toAnswer(record: ZoneRecord): AnswerRecord {
  return { name: record.name, type: record.type, ttl: record.ttl, class: 'IN', data: record.data } as AnswerRecord;
}

export function answerQuery(
  query: dnsPacket.DecodedPacket,
  options: DnsTestServerOptions,
  protocol: 'udp' | 'tcp',
): Buffer | undefined {
  const question: Question | undefined = query.questions?.[0];
  const id = query.id ?? 0;
  const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
  const type = question?.type ?? 'A';
  const fault = options.faults?.find(
    (f) =>
      (f.name === undefined || f.name === name) &&
      (f.type === undefined || f.type === type) &&
      (f.zone === undefined || inZone(name, f.zone)),
  );
  const cd = ((query.flags ?? 0) & CD) !== 0;
  const opt = query.additionals?.find((record): record is dnsPacket.OptAnswer => record.type === 'OPT');
  const withEdns = opt !== undefined;
  // RFC 6891 §6.1.1: a responder that receives an OPT record includes one in its response; the DO
  // bit is copied back (RFC 3225 §3). Without it the asker reads the server as ignoring EDNS
  // (DNSViz's EDNS_IGNORED). A version it does not implement gets BADVERS (RFC 6891 §6.1.3).
  const badVersion = opt !== undefined && opt.ednsVersion > 0;
  const optReply: dnsPacket.OptAnswer[] = opt
    ? [
        {
          name: '.',
          type: 'OPT',
          udpPayloadSize: EDNS_PAYLOAD_SIZE,
          extendedRcode: badVersion ? BADVERS_UPPER_BITS : 0,
          ednsVersion: 0,
          flags: opt.flags & dnsPacket.DNSSEC_OK,
          flag_do: opt.flag_do,
          options: [],
        },
      ]
    : [];
  const authoritative = options.mode === 'authoritative' && fault?.kind !== 'not-authoritative';
  const baseFlags = (authoritative ? AA : RA) | ((query.flags ?? 0) & RD) | ((query.flags ?? 0) & CD);
  const respond = (
    rcode: number,
    sections: Partial<dnsPacket.Packet> = {},
    extraFlags = 0,
    overrides: Partial<dnsPacket.Packet> = {},
  ): Buffer =>
    dnsPacket.encode({
      type: 'response',
      id,
      flags: baseFlags | extraFlags | rcode,
      questions: question ? [question] : [],
      ...sections,
      additionals: [...(sections.additionals ?? []), ...optReply],
      ...overrides,
    });

  // The upper bits of BADVERS (16) ride in the OPT record; the header's RCODE stays 0 (RFC 6891 §6.1.3).
  if (badVersion && fault?.kind !== 'drop' && fault?.kind !== 'drop-edns') return respond(RCODE.NOERROR);
  switch (fault?.kind) {
    case 'drop':
      return undefined;
    case 'drop-edns':
      if (withEdns) return undefined;
      break;
    case 'no-tcp':
      // The connection is hung up before this is called (see `handle`); over UDP it answers.
      break;
    case 'cname-first':
      break;
    case 'garbage':
      return Buffer.from('this is not a DNS message');
    case 'servfail':
      return respond(RCODE.SERVFAIL);
    case 'refused':
      return respond(RCODE.REFUSED);
    case 'servfail-unless-cd':
      if (!cd) return respond(RCODE.SERVFAIL);
      break;
    case 'not-authoritative':
      break;
    case 'truncate':
      if (protocol === 'udp') return respond(RCODE.NOERROR, {}, TC);
      break;
    case 'wrong-id':
      return encodeAnswer(question, name, type, options, (rcode, sections) =>
        respond(rcode, sections, 0, { id: (id + 1) & 0xffff }),
      );
    case 'wrong-question':
      return encodeAnswer(question, name, type, options, (rcode, sections) =>
        respond(rcode, sections, 0, { questions: [{ name: 'wrong-question.invalid', type, class: 'IN' }] }),
      );
    case undefined:
      break;
  }
  const response = encodeAnswer(question, name, type, options, respond, fault?.kind === 'cname-first');
  const payloadSize = opt ? Math.max(512, opt.udpPayloadSize) : 512;
  if (protocol === 'udp' && options.truncateToPayloadSize && response.length > payloadSize) {
    return respond(RCODE.NOERROR, {}, TC);
  }
  return response;
}

/** `name TYPE` with the flags that make it another question: `+rd` (RFC 1035), `+cd`, `+do` (RFC 4035). */
function describeQuestion(query: dnsPacket.DecodedPacket): string {
  const question = query.questions?.[0];
  const flags = query.flags ?? 0;
  const dnssecOk = query.additionals?.some(
    (record) => record.type === 'OPT' && (record.flags & dnsPacket.DNSSEC_OK) !== 0,
  );
  const marks = [(flags & RD) !== 0 ? '+rd' : '', (flags & CD) !== 0 ? '+cd' : '', dnssecOk ? '+do' : ''];
  return [question?.name || '.', question?.type ?? '?', ...marks.filter(Boolean)].join(' ');
}

/** Whether a fault hangs up TCP connections that ask this question. */
function hangsUpTcp(query: dnsPacket.DecodedPacket, options: DnsTestServerOptions): boolean {
  const name = (query.questions?.[0]?.name ?? '').toLowerCase().replace(/\.$/, '');
  return (options.faults ?? []).some(
    (fault) => fault.kind === 'no-tcp' && (fault.zone === undefined || inZone(name, fault.zone)),
  );
}

function findZone(zones: readonly Zone[], name: string): Zone | undefined {
  return zones.filter((zone) => inZone(name, zone.origin)).sort((a, b) => b.origin.length - a.origin.length)[0];
}

function encodeAnswer(
  question: Question | undefined,
  name: string,
  type: string,
  options: DnsTestServerOptions,
  respond: (rcode: number, sections?: Partial<dnsPacket.Packet>, extraFlags?: number) => Buffer,
  cnameFirst = false,
): Buffer {
  if (!question) return respond(RCODE.REFUSED);
  // A resolver knows the root zone, as every recursive resolver does: domain-check asks it first.
  if (name === '' && options.mode === 'resolver' && !options.zones.some((zone) => zone.origin === '')) {
    return respond(RCODE.NOERROR, type === 'SOA' ? { answers: [ROOT_SOA] } : {}, options.validating ? AD : 0);
  }
  const firstZone = findZone(options.zones, name);
  if (!firstZone) return options.mode === 'authoritative' ? respond(RCODE.REFUSED) : respond(RCODE.NXDOMAIN);
  const answers: AnswerRecord[] = [];
  const seen = new Set<string>();
  let current = name;
  let zone = firstZone;
  for (;;) {
    seen.add(current);
    const atName = zone.records.filter((record) => record.name === current);
    const matching = atName.filter((record) => record.type === type);
    const cname = atName.find((record) => record.type === 'CNAME');
    if (matching.length > 0 && !(cnameFirst && cname && type !== 'CNAME')) {
      answers.push(...matching.map(toAnswer));
      return respond(RCODE.NOERROR, { answers });
    }
    if (cname && type !== 'CNAME') {
      answers.push(toAnswer(cname));
      // Names compare without regard to case (RFC 4343); the answer keeps the case of the zone file.
      const target = String(cname.data).toLowerCase();
      if (seen.has(target)) return respond(RCODE.NOERROR, { answers });
      // An authoritative server stays inside the zone it answers from; a resolver goes anywhere.
      const nextZone =
        options.mode === 'authoritative'
          ? inZone(target, zone.origin)
            ? zone
            : undefined
          : findZone(options.zones, target);
      if (!nextZone) {
        if (options.mode === 'authoritative') return respond(RCODE.NOERROR, { answers });
        return respond(RCODE.NXDOMAIN, { answers });
      }
      zone = nextZone;
      current = target;
      continue;
    }
    const soa = zone.records.find((record) => record.type === 'SOA' && record.name === zone.origin);
    // RFC 2308 §3: negative answers carry the SOA, with TTL min(SOA TTL, MINIMUM).
    const authorities: AnswerRecord[] = soa
      ? [{ ...toAnswer(soa), ttl: Math.min(soa.ttl, (soa.data as { minimum: number }).minimum) } as AnswerRecord]
      : [];
    const exists = zone.records.some((record) => record.name === current || record.name.endsWith(`.${current}`));
    return respond(exists ? RCODE.NOERROR : RCODE.NXDOMAIN, { answers, authorities });
  }
}

export async function startDnsTestServer(options: DnsTestServerOptions): Promise<DnsTestServer> {
  const host = options.host ?? '127.0.0.1';
  if (!host.startsWith('127.')) throw new Error('the test DNS server binds loopback addresses only');
  const received: string[] = [];
  let serving = options;
  /** `host:port`, once bound. */
  let address = host;
  const handle = (
    bytes: Buffer,
    protocol: 'udp' | 'tcp',
    send: (response: Buffer) => void,
    hangUp?: () => void,
  ): void => {
    const crafted = serving.craft?.(bytes, protocol);
    if (crafted !== undefined) {
      if (crafted !== null) send(crafted);
      return;
    }
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(bytes);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    received.push(`${question?.name ?? '?'} ${question?.type ?? '?'}`);
    if (protocol === 'tcp' && hangUp && hangsUpTcp(query, serving)) {
      hangUp();
      return;
    }
    const response = answerQuery(query, serving, protocol);
    if (!response) return;
    if (serving.holdAnswer) void serving.holdAnswer(`${address} ${describeQuestion(query)}`).then(() => send(response));
    else if (serving.delayMs) setTimeout(() => send(response), serving.delayMs);
    else send(response);
  };

  for (let attempt = 0; ; attempt += 1) {
    const udp = createSocket('udp4');
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(options.port ?? 0, host, () => resolve());
    });
    const port = udp.address().port;
    address = `${host}:${port}`;
    const tcp = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      tcp.once('error', () => resolve(false));
      tcp.listen(port, host, () => resolve(true));
    });
    if (!bound) {
      udp.close();
      if (attempt > 10 || options.port !== undefined) throw new Error('could not bind UDP and TCP on the same port');
      continue;
    }
    wireUdp(udp, handle);
    const sockets = wireTcp(tcp, handle);
    return {
      host,
      port,
      address,
      received,
      setZones(zones) {
        serving = { ...serving, zones };
      },
      close: () => closeAll(udp, tcp, sockets),
    };
  }
}

function wireUdp(udp: Socket, handle: (bytes: Buffer, protocol: 'udp', send: (r: Buffer) => void) => void): void {
  udp.on('message', (message: Buffer, peer: RemoteInfo) => {
    handle(message, 'udp', (response) => {
      udp.send(response, peer.port, peer.address, () => undefined);
    });
  });
}

function wireTcp(
  tcp: Server,
  handle: (bytes: Buffer, protocol: 'tcp', send: (r: Buffer) => void, hangUp: () => void) => void,
): Set<TcpSocket> {
  const sockets = new Set<TcpSocket>();
  tcp.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 2) {
        const length = buffered.readUInt16BE(0);
        if (buffered.length < length + 2) break;
        const message = buffered.subarray(2, length + 2);
        buffered = buffered.subarray(length + 2);
        handle(
          message,
          'tcp',
          (response) => {
            const prefix = Buffer.alloc(2);
            prefix.writeUInt16BE(response.length);
            if (!socket.destroyed) socket.write(Buffer.concat([prefix, response]));
          },
          () => socket.destroy(),
        );
      }
    });
  });
  return sockets;
}

async function closeAll(udp: Socket, tcp: Server, sockets: Set<TcpSocket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await Promise.all([
    new Promise<void>((resolve) => udp.close(() => resolve())),
    new Promise<void>((resolve) => tcp.close(() => resolve())),
  ]);
}
