import * as dnsPacket from 'dns-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { TransportError, type DnsTransport } from '../../../../tools/domain-check/dns/transport.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { runChecks } from '../../../../tools/domain-check/checks/run-checks.ts';
import { FINDING_CODES, FINDING_DOCS } from '../../../../tools/domain-check/checks/every-code.ts';
import { findingDocsPath } from '../../../../tools/domain-check/findings/docs-path.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { answerQuery, startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { loadCurrentZones } from '../support/fixture-zones.ts';
import { runDeadline } from '../support/run-deadline.ts';
import { startWorld, type World } from '../support/world.ts';
import { TEST_PLATFORM } from '../support/platform.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

function newClient(): DnsClient {
  return new DnsClient({ transport: createUdpTcpTransport(), ...runDeadline() });
}

/** Checks one primary domain through a loopback resolver (the world's by default), discovering its nameservers. */
function checkDiscovering(domain: string, resolver: DnsTestServer = world.resolver) {
  return runChecks(
    {
      domains: [{ domain, role: 'primary' }],
      platformHost: PLATFORM_HOST,
      caIssuers: ['letsencrypt.org'],
      platform: TEST_PLATFORM,
      resolvers: [{ host: resolver.host, port: resolver.port }],
      nameserverPort: world.authoritative.port,
      deadline: runDeadline().deadline,
    },
    newClient(),
  );
}

describe('nameserver discovery and the DNS client', () => {
  it('discovers the zone’s nameservers, asks each directly and names the DNS host', async () => {
    // ns1.example.com has the address 127.0.0.2, where the authoritative test server listens.
    const report = await checkDiscovering('ok.example.com');
    const nameservers = report.domains[0]?.checks.find((check) => check.id === 'nameservers');
    expect(nameservers).toMatchObject({ status: 'pass', code: 'NAMESERVERS_OK' });
    expect(nameservers?.message).toMatch(/ns1\.example\.com/);
    expect(report.status).toBe('ready');
  });

  it('asks AAAA for a nameserver without an A record, and then asks it over IPv6', async () => {
    // ns6.ipv6-ns.com has only AAAA ::ffff:127.0.0.2: IPv4-mapped, so the IPv6 socket reaches 127.0.0.2.
    const asked = world.authoritative.received.length;
    const report = await checkDiscovering('docs.ipv6-ns.com');
    expect(world.resolver.received).toEqual(expect.arrayContaining(['ns6.ipv6-ns.com A', 'ns6.ipv6-ns.com AAAA']));
    const nameservers = report.domains[0]?.checks.find((check) => check.id === 'nameservers');
    expect(nameservers).toMatchObject({ status: 'pass', code: 'NAMESERVERS_OK' });
    expect(nameservers?.message).toMatch(/^1 nameserver of ipv6-ns\.com answers authoritatively/);
    expect(nameservers?.evidence).toContainEqual(
      expect.objectContaining({
        server: `[::ffff:7f00:2]:${world.authoritative.port}`,
        name: 'ipv6-ns.com',
        type: 'SOA',
      }),
    );
    expect(world.authoritative.received.slice(asked)).toContain('ipv6-ns.com SOA');
    expect(report.status).toBe('ready');
  });

  it('finds a nameserver that has an A record by it: its AAAA records only add addresses for the perspectives check', async () => {
    const asked = world.resolver.received.length;
    const report = await checkDiscovering('ok.example.com');
    const questions = world.resolver.received.slice(asked);
    expect(questions).toContain('ns1.example.com A');
    // Discovery asks AAAA only for an IPv6-only name, so a machine without IPv6 still reaches a
    // dual-stack server; the perspectives check asks it beside, to ask every address the CA may use.
    const nameservers = report.domains[0]?.checks.find((check) => check.id === 'nameservers');
    expect(nameservers?.evidence.every((line) => !line.server.startsWith('['))).toBe(true);
  });

  it('reports that the nameservers could not be found when every NS lookup fails', async () => {
    // The SOA lookups find the zone example.com; SERVFAIL for NS at the zone and at its parent (com)
    // leaves neither the resolver's NS set nor the registry's delegation to take the servers from.
    const failingNs = await startDnsTestServer({
      zones: loadCurrentZones(),
      mode: 'resolver',
      faults: [{ kind: 'servfail', type: 'NS' }],
    });
    try {
      const report = await checkDiscovering('ok.example.com', failingNs);
      const nameservers = report.domains[0]?.checks.find((check) => check.id === 'nameservers');
      expect(nameservers).toMatchObject({ status: 'error', code: 'NAMESERVERS_LOOKUP_FAILED' });
      expect(nameservers?.message).toBe(
        `Could not find the nameservers of example.com: SERVFAIL from ${failingNs.address} for example.com NS.`,
      );
      expect(nameservers?.evidence).toEqual([
        {
          server: failingNs.address,
          name: 'example.com',
          type: 'NS',
          ttl: null,
          data: `SERVFAIL from ${failingNs.address} for example.com NS`,
        },
      ]);
      expect(report.status).toBe('inconclusive');
    } finally {
      await failingNs.close();
    }
  });

  it('sends one query per server, name and type however often it is asked', async () => {
    const client = newClient();
    const server = { host: world.resolver.host, port: world.resolver.port };
    const results = await Promise.all(
      [1, 2, 3].map(() => client.lookup({ server, name: 'ok.example.com', type: 'A' })),
    );
    expect(results.every((result) => result.status === 'answer')).toBe(true);
    expect(client.stats.queriesSent).toBe(1);
  });

  it('follows a CNAME chain and reports the chain it took', async () => {
    const result = await newClient().lookup({
      server: { host: world.authoritative.host, port: world.authoritative.port },
      name: 'chain.example.com',
      type: 'A',
      recursion: false,
    });
    expect(result.chain.map((record) => record.target)).toEqual(['hop.example.com', 'sites.platform.test']);
    expect(result.records.map((record) => record.data).sort()).toEqual(['192.0.2.1', '192.0.2.2']);
  });

  it('follows a CNAME whose target is written in another case than the records it leads to (RFC 4343)', async () => {
    // The server sends the target as the zone file writes it: CDN.Caa-Alias.example.com.
    const [zone] = loadCurrentZones().filter((candidate) => candidate.origin === 'example.com');
    const wire = answerQuery(
      dnsPacket.decode(
        dnsPacket.encode({ type: 'query', id: 1, questions: [{ name: 'docs.caa-alias.example.com', type: 'CAA' }] }),
      ),
      { zones: zone ? [zone] : [], mode: 'resolver' },
      'udp',
    );
    expect(wire && dnsPacket.decode(wire).answers?.[0]).toMatchObject({
      type: 'CNAME',
      data: 'CDN.Caa-Alias.example.com',
    });

    const result = await newClient().lookup({
      server: { host: world.resolver.host, port: world.resolver.port },
      name: 'docs.caa-alias.example.com',
      type: 'CAA',
    });
    expect(result).toMatchObject({ status: 'answer', finalName: 'cdn.caa-alias.example.com' });
    expect(result.records.map((record) => record.data)).toEqual(['0 issue "sectigo.com"']);
  });

  it('reports a bug as a bug: an error that is not the network crashes the check, not the lookup', async () => {
    const buggyTransport: DnsTransport = {
      exchange: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'alloc')")),
    };
    const server = { host: world.resolver.host, port: world.resolver.port };
    const client = new DnsClient({ transport: buggyTransport, ...runDeadline() });
    await expect(client.lookup({ server, name: 'ok.example.com', type: 'A' })).rejects.toThrow(TypeError);

    const report = await runChecks(
      {
        domains: [{ domain: 'ok.example.com', role: 'primary' }],
        platformHost: PLATFORM_HOST,
        caIssuers: ['letsencrypt.org'],
        platform: TEST_PLATFORM,
        resolvers: [server],
        authoritative: [{ host: world.authoritative.host, port: world.authoritative.port }],
        deadline: runDeadline().deadline,
      },
      new DnsClient({ transport: buggyTransport, ...runDeadline() }),
    );
    const cname = report.domains[0]?.checks.find((check) => check.id === 'cname');
    expect(cname).toMatchObject({ status: 'error', code: 'CHECK_CRASHED' });
    expect(cname?.message).toMatch(/internal error: Cannot read properties of undefined/);
    expect(cname?.params).toEqual({
      check: 'cname',
      cause: 'internal-error',
      error: "Cannot read properties of undefined (reading 'alloc')",
    });
  });

  it('still reports the network as the network: a transport failure is a failed lookup', async () => {
    const unreachable: DnsTransport = {
      exchange: () => Promise.reject(new TransportError('NETWORK', 'connect ECONNREFUSED')),
    };
    const client = new DnsClient({ transport: unreachable, ...runDeadline() });
    const result = await client.lookup({ server: { host: '127.0.0.1', port: 9 }, name: 'ok.example.com', type: 'A' });
    expect(result).toMatchObject({ status: 'network' });
    expect(result.detail).toMatch(/could not reach .*ECONNREFUSED/);
  });

  it('gives every catalogued code a findings-page anchor', () => {
    expect(findingDocsPath('CNAME_MISMATCH', 'cname')).toBe('/tools/domain-check/findings/cname/#cname-mismatch');
    const paths = FINDING_CODES.map((code) => findingDocsPath(code, FINDING_DOCS[code].check));
    expect(new Set(paths).size).toBe(FINDING_CODES.length);
  });
});
