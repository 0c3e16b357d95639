import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsClient } from '../../../tools/domain-check/dns/client.ts';
import { createUdpTcpTransport } from '../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { runChecks } from '../../../tools/domain-check/engine/run-checks.ts';
import { FINDING_CODES, findingDocsPath } from '../../../tools/domain-check/findings-catalog.ts';
import { PLATFORM_HOST } from './fixtures/expected-codes.ts';
import { startWorld, type World } from './support/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

function newClient(): DnsClient {
  return new DnsClient({ transport: createUdpTcpTransport(), deadline: Date.now() + 4000, queryTimeoutMs: 1000 });
}

describe('nameserver discovery and the DNS client', () => {
  it('discovers the zone’s nameservers, asks each directly and names the DNS host', async () => {
    // ns1.example.com has the address 127.0.0.2, where the authoritative test server listens.
    const report = await runChecks(
      {
        domains: [{ domain: 'ok.example.com', role: 'primary' }],
        platformHost: PLATFORM_HOST,
        caIssuers: ['letsencrypt.org'],
        resolvers: [{ host: world.resolver.host, port: world.resolver.port }],
        nameserverPort: world.authoritative.port,
        deadline: Date.now() + 4000,
      },
      newClient(),
    );
    const nameservers = report.domains[0]?.checks.find((check) => check.id === 'nameservers');
    expect(nameservers).toMatchObject({ status: 'pass', code: 'NAMESERVERS_OK' });
    expect(nameservers?.message).toMatch(/ns1\.example\.com/);
    expect(report.status).toBe('ready');
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

  it('gives every catalogued code a findings-page anchor', () => {
    expect(findingDocsPath('CNAME_MISMATCH')).toBe('/tools/domain-check/findings/#cname-mismatch');
    expect(new Set(FINDING_CODES.map(findingDocsPath)).size).toBe(FINDING_CODES.length);
  });
});
