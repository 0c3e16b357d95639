/**
 * Resolvers that do not tell the truth, each a small server in front of the DNS world's validating
 * resolver, as owners meet them: a sandbox that answers NXDOMAIN for every name (the root included),
 * an ISP that rewrites NXDOMAIN to its own address, a filter that answers 0.0.0.0 and :: with
 * Extended DNS Error 15 (RFC 8914 §4.16), a company network's internal view (10.x), a DNS64 gateway
 * (RFC 6147, the well-known prefix 64:ff9b::/96 of RFC 6052 §2.1, and ipv4only.arpa of RFC 8880), and
 * a forwarder that does not validate (it asks with CD set and clears AD).
 */
import { createSocket, type Socket } from 'node:dgram';
import dnsPacket from 'dns-packet';

export type Lie =
  'nxdomain-everything' | 'rewrites-nxdomain' | 'filters' | 'internal-view' | 'dns64' | 'not-validating';

/** Each liar's own loopback address, beside the world's resolver (127.53.0.53). */
export const LIAR_ADDRESSES: Readonly<Record<Lie, string>> = {
  'nxdomain-everything': '127.53.0.61',
  'rewrites-nxdomain': '127.53.0.62',
  filters: '127.53.0.63',
  'internal-view': '127.53.0.64',
  dns64: '127.53.0.65',
  'not-validating': '127.53.0.66',
};

/** The address the rewriting resolver gives every name that does not exist: its "search" page. */
export const REWRITE_ADDRESS = '198.51.100.250';
export const INTERNAL_ADDRESS = '10.20.30.40';

export interface LiarOptions {
  readonly upstream: string;
  /** The names (and everything under them) the filter blocks. */
  readonly filtered: readonly string[];
  /** The names (and everything under them) the internal view answers with its own address. */
  readonly internal: readonly string[];
}

const RD = 1 << 8;
const RA = 1 << 7;
const AD = 1 << 5;
const CD = 1 << 4;
const RCODE_NXDOMAIN = 3;
const EDE_OPTION = 15;

const rcodeOf = (packet: dnsPacket.Packet): number => (packet.flags ?? 0) & 0xf;

const isAffected = (name: string, affected: readonly string[]): boolean =>
  affected.some((entry) => name === entry || name.endsWith(`.${entry}`));

/** An Extended DNS Error option (RFC 8914 §2): the info code, then the text. */
function extendedError(infoCode: number, text: string): { code: number; data: Buffer } {
  const data = Buffer.alloc(2 + Buffer.byteLength(text));
  data.writeUInt16BE(infoCode, 0);
  data.write(text, 2);
  return { code: EDE_OPTION, data };
}

function withOptions(packet: dnsPacket.Packet, options: { code: number; data: Buffer }[]): dnsPacket.Packet {
  const additionals = (packet.additionals ?? []).filter((record) => record.type !== 'OPT');
  const opt = {
    name: '.',
    type: 'OPT',
    udpPayloadSize: 1232,
    extendedRcode: 0,
    ednsVersion: 0,
    flags: 0,
    options,
  } as unknown as dnsPacket.Answer;
  return { ...packet, additionals: [...additionals, opt] };
}

/** One question to the upstream resolver, over UDP, with the query's flags changed as asked. */
function askUpstream(upstream: string, query: dnsPacket.Packet, flags: number): Promise<dnsPacket.DecodedPacket> {
  const socket = createSocket('udp4');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('no answer from upstream'));
    }, 5000);
    socket.on('message', (bytes) => {
      clearTimeout(timer);
      socket.close();
      resolve(dnsPacket.decode(bytes));
    });
    socket.send(dnsPacket.encode({ ...query, flags }), 53, upstream);
  });
}

type Answer = dnsPacket.Answer;

async function lie(kind: Lie, query: dnsPacket.DecodedPacket, options: LiarOptions): Promise<dnsPacket.Packet> {
  const question = query.questions?.[0];
  const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
  const type = question?.type ?? 'A';
  const base: dnsPacket.Packet = {
    type: 'response',
    id: query.id,
    flags: RD | RA,
    questions: query.questions ?? [],
    answers: [],
    authorities: [],
    additionals: [],
  };
  const forward = (flags = query.flags ?? RD) => askUpstream(options.upstream, query, flags);
  switch (kind) {
    case 'nxdomain-everything':
      return { ...base, flags: RD | RA | RCODE_NXDOMAIN };
    case 'rewrites-nxdomain': {
      const upstream = await forward();
      if (rcodeOf(upstream) !== RCODE_NXDOMAIN || type !== 'A') return upstream;
      return { ...base, answers: [{ name, type: 'A', ttl: 60, class: 'IN', data: REWRITE_ADDRESS }] };
    }
    case 'filters': {
      if (!isAffected(name, options.filtered)) return forward();
      const sentinel: Answer[] =
        type === 'A' || type === 'AAAA'
          ? [{ name, type, ttl: 2, class: 'IN', data: type === 'A' ? '0.0.0.0' : '::' }]
          : [];
      return withOptions({ ...base, answers: sentinel }, [extendedError(15, 'blocked by policy')]);
    }
    case 'internal-view': {
      if (!isAffected(name, options.internal)) return forward();
      if (type === 'A')
        return { ...base, answers: [{ name, type: 'A', ttl: 300, class: 'IN', data: INTERNAL_ADDRESS }] };
      if (type === 'AAAA' || type === 'CNAME') return { ...base };
      return forward();
    }
    case 'dns64':
      return synthesize(name, type, query, base, options.upstream);
    case 'not-validating': {
      const upstream = await forward((query.flags ?? RD) | CD);
      return { ...upstream, flags: (upstream.flags ?? 0) & ~AD };
    }
  }
}

/** DNS64 (RFC 6147 §5.1): an AAAA answer without AAAA records gets one made from each A record. */
async function synthesize(
  name: string,
  type: string,
  query: dnsPacket.DecodedPacket,
  base: dnsPacket.Packet,
  upstream: string,
): Promise<dnsPacket.Packet> {
  const toAaaa = (owner: string, ipv4: string): Answer => {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    return { name: owner, type: 'AAAA', ttl: 300, class: 'IN', data: `64:ff9b::${hex(a, b)}:${hex(c, d)}` };
  };
  const wellKnown = ['192.0.0.170', '192.0.0.171'];
  // RFC 8880 §7.2: a DNS64 resolver answers ipv4only.arpa itself.
  if (name === 'ipv4only.arpa' && type === 'AAAA') return { ...base, answers: wellKnown.map((v4) => toAaaa(name, v4)) };
  if (name === 'ipv4only.arpa' && type === 'A') {
    return { ...base, answers: wellKnown.map((v4): Answer => ({ name, type: 'A', ttl: 300, class: 'IN', data: v4 })) };
  }
  const flags = query.flags ?? RD;
  const answer = await askUpstream(upstream, query, flags);
  if (type !== 'AAAA' || rcodeOf(answer) !== 0) return answer;
  if ((answer.answers ?? []).some((record) => record.type === 'AAAA')) return answer;
  const asA = await askUpstream(upstream, { ...query, questions: [{ name, type: 'A', class: 'IN' }] }, flags);
  const records = asA.answers ?? [];
  const made = records
    .filter((record): record is dnsPacket.StringAnswer => record.type === 'A')
    .map((record) => toAaaa(record.name, record.data));
  if (made.length === 0) return answer;
  return { ...base, answers: [...records.filter((record) => record.type === 'CNAME'), ...made] };
}

export interface Liars {
  close(): Promise<void>;
}

/** Starts every liar on its own address, each answering over UDP with its lie. */
export async function startLiars(options: LiarOptions): Promise<Liars> {
  const sockets: Socket[] = [];
  for (const [kind, address] of Object.entries(LIAR_ADDRESSES) as [Lie, string][]) {
    const socket = createSocket('udp4');
    socket.on('message', (bytes, peer) => {
      let query: dnsPacket.DecodedPacket;
      try {
        query = dnsPacket.decode(bytes);
      } catch {
        return;
      }
      lie(kind, query, options).then(
        (reply) =>
          socket.send(
            dnsPacket.encode({ ...reply, id: query.id, questions: query.questions ?? [] }),
            peer.port,
            peer.address,
          ),
        () => undefined,
      );
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(53, address, () => resolve());
    });
    sockets.push(socket);
  }
  return {
    close: () =>
      Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.close(() => resolve())))).then(
        () => undefined,
      ),
  };
}
