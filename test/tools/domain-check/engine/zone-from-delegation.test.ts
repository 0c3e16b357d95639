/**
 * A filter that blocks a domain outright hides its zone cut: it answers the SOA question NXDOMAIN
 * with Extended DNS Error 17 (Filtered, RFC 8914 §4.18), or NOERROR without the SOA every negative
 * answer carries (RFC 2308 §3). The zone is then read as an honest resolver finds it: from the
 * registry's referral (the TLD's servers) and the SOA the delegated servers serve. Three small
 * servers on loopback: the filtering resolver, the `test.` TLD's server, the zone's DNS host.
 */
import dnsPacket from 'dns-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { getZoneFacts } from '../../../../tools/domain-check/engine/zone-facts.ts';
import type { RunInput } from '../../../../tools/domain-check/engine/run-input.ts';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { TEST_PLATFORM } from '../support/platform.ts';
import { parseZoneFile } from '../support/zone-file.ts';

const TLD_HOST = '127.0.0.61';
const ZONE_HOST = '127.0.0.62';
const RESOLVER_HOST = '127.0.0.63';

const tldZone = (port: number) => `$ORIGIN test.
@ 3600 IN SOA ns1.nic.test. hostmaster.test. 1 7200 3600 1209600 300
@ NS ns1.nic.test.
ns1.nic A ${TLD_HOST}
ns1.host A ${ZONE_HOST}
blocked NS ns1.host.test.
; the port is the test's, not 53: ${String(port)}
`;
const BLOCKED_ZONE = `$ORIGIN blocked.test.
@ 3600 IN SOA ns1.host.test. hostmaster.blocked.test. 1 7200 3600 1209600 300
@ NS ns1.host.test.
@ A 192.0.2.10
`;

type Filtering = 'nxdomain-filtered' | 'nodata-without-soa';

/** The filter's answer for a blocked name: RCODE and Extended DNS Error 17, or an empty NOERROR. */
function filteredAnswer(query: Buffer, how: Filtering): Buffer | undefined {
  const packet = dnsPacket.decode(query);
  const name = (packet.questions?.[0]?.name ?? '').toLowerCase();
  if (name !== 'blocked.test' && !name.endsWith('.blocked.test')) return undefined;
  const ede = Buffer.alloc(2 + 'Filtered'.length);
  ede.writeUInt16BE(17, 0);
  ede.write('Filtered', 2);
  // dns-packet's types know no Extended DNS Error option (code 15), though it encodes any code.
  const opt = {
    type: 'OPT',
    name: '.',
    udpPayloadSize: 1232,
    flags: 0,
    options: [{ code: 15, data: ede }],
  } as unknown as dnsPacket.Answer;
  return dnsPacket.encode({
    type: 'response',
    id: packet.id ?? 0,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (how === 'nxdomain-filtered' ? 3 : 0),
    questions: packet.questions ?? [],
    answers: [],
    additionals: how === 'nxdomain-filtered' ? [opt] : [],
  });
}

let tld: DnsTestServer | undefined;
let zone: DnsTestServer | undefined;
const filters = new Map<Filtering, DnsTestServer>();

beforeAll(async () => {
  tld = await startDnsTestServer({ zones: [], mode: 'authoritative', host: TLD_HOST });
  const port = tld.port;
  tld.setZones([parseZoneFile(tldZone(port), 'test.zone')]);
  zone = await startDnsTestServer({
    zones: [parseZoneFile(BLOCKED_ZONE, 'blocked.test.zone')],
    mode: 'authoritative',
    host: ZONE_HOST,
    port,
  });
  for (const [index, how] of (['nxdomain-filtered', 'nodata-without-soa'] as const).entries()) {
    filters.set(
      how,
      await startDnsTestServer({
        zones: [parseZoneFile(tldZone(port), 'test.zone'), parseZoneFile(BLOCKED_ZONE, 'blocked.test.zone')],
        mode: 'resolver',
        host: `${RESOLVER_HOST.slice(0, -1)}${String(3 + index)}`,
        craft: (query) => filteredAnswer(query, how),
      }),
    );
  }
});
afterAll(async () => {
  await Promise.all([tld?.close(), zone?.close(), ...[...filters.values()].map((server) => server.close())]);
});

function zoneFactsBehind(how: Filtering, authoritativeReachable = true) {
  const filter = filters.get(how);
  if (!filter || !tld) throw new Error('the servers did not start');
  const input: RunInput = {
    domains: [{ domain: 'blocked.test', role: 'primary' }],
    platformHost: 'cname.platform.test',
    platform: TEST_PLATFORM,
    caIssuers: ['letsencrypt.org'],
    resolvers: [{ host: filter.host, port: filter.port }],
    deadline: Date.now() + 20_000,
    nameserverPort: tld.port,
    authoritativeReachable,
  };
  const dns = new DnsClient({ transport: createUdpTcpTransport(), deadline: input.deadline });
  return getZoneFacts('blocked.test', input, dns);
}

describe('the zone cut behind a filter that blocks the apex outright', () => {
  it('is read from the registry’s delegation when the filter answers NXDOMAIN with Extended DNS Error 17, never "not registered"', async () => {
    const facts = await zoneFactsBehind('nxdomain-filtered');
    expect({ outcome: facts.outcome, apex: facts.apex, kind: facts.kind }).toEqual({
      outcome: 'found',
      apex: 'blocked.test',
      kind: 'apex',
    });
    expect(facts.lookups.some((lookup) => lookup.server.host === ZONE_HOST)).toBe(true);
  });

  it('is read from the registry’s delegation when the filter answers NOERROR without an SOA', async () => {
    const facts = await zoneFactsBehind('nodata-without-soa');
    expect({ outcome: facts.outcome, apex: facts.apex }).toEqual({ outcome: 'found', apex: 'blocked.test' });
  });

  it('stays unknown, never "not registered", where no nameserver can be asked (a browser)', async () => {
    const facts = await zoneFactsBehind('nxdomain-filtered', false);
    expect(facts.outcome).toBe('failed');
  });
});
