import * as dnsPacket from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeQuery } from '../../../../tools/domain-check/dns/codec.ts';

const ask = (address: string, prefixLength: number) =>
  encodeQuery({
    id: 7,
    name: 'docs.example.com',
    type: 'CNAME',
    recursionDesired: false,
    checkingDisabled: false,
    clientSubnet: { address, prefixLength },
  });

/** The ECS option's bytes: code 8, length, FAMILY, SOURCE and SCOPE PREFIX-LENGTH, ADDRESS (RFC 7871 §6). */
function clientSubnetBytes(query: Uint8Array): number[] {
  const bytes = [...query];
  const at = bytes.findIndex((byte, index) => byte === 0 && bytes[index + 1] === 8 && index > 12);
  const length = (bytes[at + 2] ?? 0) * 256 + (bytes[at + 3] ?? 0);
  return bytes.slice(at, at + 4 + length);
}

describe('the EDNS Client Subnet option (RFC 7871 §6)', () => {
  it('sends an IPv4 /24 as family 1 and three address octets, scope 0', () => {
    expect(clientSubnetBytes(ask('41.0.0.0', 24))).toEqual([0, 8, 0, 7, 0, 1, 24, 0, 41, 0, 0]);
  });

  it('sends an IPv6 /56 as family 2 and seven address octets', () => {
    expect(clientSubnetBytes(ask('2001:1200::', 56))).toEqual([0, 8, 0, 11, 0, 2, 56, 0, 0x20, 0x01, 0x12, 0, 0, 0, 0]);
  });

  it('reads the scope of an answer, and none when the server sent no option', () => {
    const answer = (options: dnsPacket.PacketOpt[]) =>
      decodeMessage(
        dnsPacket.encode({
          type: 'response',
          id: 7,
          flags: 0,
          questions: [{ name: 'docs.example.com', type: 'CNAME', class: 'IN' }],
          additionals: [
            {
              type: 'OPT',
              name: '.',
              udpPayloadSize: 1232,
              extendedRcode: 0,
              ednsVersion: 0,
              flags: 0,
              flag_do: false,
              options,
            },
          ],
        }),
      );
    const ecs = { code: 8, family: 1, sourcePrefixLength: 24, scopePrefixLength: 24, ip: '41.0.0.0' };
    expect(answer([ecs as dnsPacket.PacketOpt])?.clientSubnetScope).toBe(24);
    expect(answer([])?.clientSubnetScope).toBeUndefined();
  });
});
