/**
 * The handmade DNS server behaves as a DNS host does wherever a test is not about its faults: the
 * reference tools (Zonemaster, DNSViz) read any difference as a fault of the zone.
 */
import { createSocket } from 'node:dgram';
import * as dnsPacket from 'dns-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsTestServer, type DnsTestServer } from './dns-test-server.ts';
import { parseZoneFile } from './zone-file.ts';

const ZONE = parseZoneFile(
  '$ORIGIN echo.test.\n@ SOA ns1.echo.test. hostmaster.echo.test. 1 3600 900 604800 300\n@ NS ns1.echo.test.\ndocs CNAME cname.platform.test.',
  'echo.test.zone',
);

let server: DnsTestServer | undefined;

beforeAll(async () => {
  server = await startDnsTestServer({ zones: [ZONE], mode: 'authoritative', truncateToPayloadSize: true });
});
afterAll(async () => {
  await server?.close();
});

/** Sends one query over UDP and waits for the answer. */
async function ask(query: dnsPacket.Packet): Promise<dnsPacket.DecodedPacket> {
  const socket = createSocket('udp4');
  try {
    return await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('message', (message) => resolve(dnsPacket.decode(message)));
      socket.send(dnsPacket.encode(query), server?.port, server?.host);
    });
  } finally {
    socket.close();
  }
}

const question = { name: 'docs.echo.test', type: 'CNAME', class: 'IN' } as const;

describe('the handmade DNS server', () => {
  it('answers a query carrying an OPT record with an OPT record, the DO bit copied (RFC 6891 §6.1.1, RFC 3225 §3)', async () => {
    const answer = await ask({
      type: 'query',
      id: 7,
      questions: [question],
      additionals: [
        {
          name: '.',
          type: 'OPT',
          udpPayloadSize: 1232,
          extendedRcode: 0,
          ednsVersion: 0,
          flags: dnsPacket.DNSSEC_OK,
          flag_do: true,
          options: [],
        },
      ],
    });
    const opt = answer.additionals?.filter((record) => record.type === 'OPT') ?? [];
    expect(opt).toHaveLength(1);
    expect(opt[0]).toMatchObject({ name: '.', ednsVersion: 0, flag_do: true });
    expect(answer.answers?.map((record) => record.type)).toEqual(['CNAME']);
  });

  it('answers an EDNS version it does not implement with BADVERS and version 0 (RFC 6891 §6.1.3)', async () => {
    const answer = await ask({
      type: 'query',
      id: 9,
      questions: [question],
      additionals: [
        {
          name: '.',
          type: 'OPT',
          udpPayloadSize: 1232,
          extendedRcode: 0,
          ednsVersion: 1,
          flags: 0,
          flag_do: false,
          options: [],
        },
      ],
    });
    const opt = answer.additionals?.find((record) => record.type === 'OPT');
    expect(opt).toMatchObject({ ednsVersion: 0, extendedRcode: 1 });
    // The header's RCODE bits are 0: BADVERS lives in the OPT record's extended RCODE.
    expect((answer.flags ?? 0) & 0xf).toBe(0);
    expect(answer.answers).toEqual([]);
  });

  it('answers a query without an OPT record without one (RFC 6891 §7)', async () => {
    const answer = await ask({ type: 'query', id: 8, questions: [question] });
    expect(answer.additionals?.filter((record) => record.type === 'OPT')).toEqual([]);
    expect(answer.answers?.map((record) => record.type)).toEqual(['CNAME']);
  });
});
