/**
 * A geo-steering DNS host for the DNS world: the handmade server answers a query that carries an EDNS
 * Client Subnet (RFC 7871 §6) by the region of that subnet, as DNS hosts with location-based routing
 * do. For the regions a row names, its steered records replace the zone's at their names, and the
 * answer says it holds for that subnet alone (SCOPE PREFIX-LENGTH = SOURCE PREFIX-LENGTH, §7.2.1);
 * every other answer in the zone echoes the option with scope 0 (the same for every subnet). A query
 * without the option (a resolver's) gets the zone as it is.
 */
import { BlockList, isIPv6 } from 'node:net';
import * as dnsPacket from 'dns-packet';
import { RIR_REGIONS, type Rir } from '../../../../tools/domain-check/checks/perspectives/rir-regions.ts';
import { answerQuery } from './dns-test-server.ts';
import { parseZoneFile, type Zone } from './zone-file.ts';

export interface SteeredZone {
  /** The zone as the handmade host serves it to everyone else. */
  readonly zone: Zone;
  /** The regions that get the steered records. */
  readonly regions: readonly Rir[];
  /** Zone lines, names relative to the zone, that those regions get instead of the zone's at the same names. */
  readonly records: string;
}

const ECS_OPTION = 8;

interface ClientSubnetOption {
  readonly code: number;
  readonly family?: number;
  readonly sourcePrefixLength?: number;
  readonly ip?: string;
}

/** The registry whose block holds the address, by the same data domain-check asks with. */
function regionOf(address: string): Rir | undefined {
  return RIR_REGIONS.find((region) => {
    const [network = '', length = '0'] = region.block.split('/');
    const family = isIPv6(network) ? 'ipv6' : 'ipv4';
    const blocks = new BlockList();
    blocks.addSubnet(network, Number(length), family);
    return isIPv6(address) === (family === 'ipv6') && blocks.check(address, family);
  })?.rir;
}

function inZone(name: string, origin: string): boolean {
  return name === origin || name.endsWith(`.${origin}`);
}

/** The handmade server's `craft`: answers the ECS queries of the steered zones, and leaves the rest alone. */
export function geoSteeringCraft(steered: readonly SteeredZone[]) {
  const variants = steered.map((entry) => {
    const replacements = parseZoneFile(entry.records, `${entry.zone.origin}.steered.zone`, entry.zone.origin).records;
    const replaced = new Set(replacements.map((record) => record.name));
    const zone: Zone = {
      ...entry.zone,
      records: [...entry.zone.records.filter((record) => !replaced.has(record.name)), ...replacements],
    };
    return { ...entry, steeredZone: zone, steeredNames: replaced };
  });
  return (bytes: Buffer, protocol: 'udp' | 'tcp'): Buffer | undefined => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(bytes);
    } catch {
      return undefined;
    }
    const name = (query.questions?.[0]?.name ?? '').toLowerCase().replace(/\.$/, '');
    const opt = query.additionals?.find((record): record is dnsPacket.OptAnswer => record.type === 'OPT');
    const ecs = opt?.options.find((option) => (option as ClientSubnetOption).code === ECS_OPTION) as
      ClientSubnetOption | undefined;
    const variant = variants.find((entry) => inZone(name, entry.zone.origin));
    if (!variant || !ecs?.ip) return undefined;
    const region = regionOf(ecs.ip);
    const steer = region !== undefined && variant.regions.includes(region);
    const zone = steer ? variant.steeredZone : variant.zone;
    const answer = answerQuery(query, { zones: [zone], mode: 'authoritative' }, protocol);
    if (!answer) return undefined;
    const response = dnsPacket.decode(answer);
    const scope = variant.steeredNames.has(name) ? (ecs.sourcePrefixLength ?? 0) : 0;
    for (const record of response.additionals ?? []) {
      if (record.type !== 'OPT') continue;
      record.options = [
        {
          code: ECS_OPTION,
          family: ecs.family,
          sourcePrefixLength: ecs.sourcePrefixLength,
          scopePrefixLength: scope,
          ip: ecs.ip,
        },
      ];
    }
    return dnsPacket.encode(response);
  };
}
