/**
 * The two transports the DNS client is handed: UDP with TCP after a truncated answer (the CLI's,
 * RFC 7766 §5) and DNS-over-HTTPS (the browser's, RFC 8484), each against a real server on loopback
 * answering from fixtures/zones/.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DnsClient } from '../../../../../tools/domain-check/dns/client.ts';
import { parseServerAddress } from '../../../../../tools/domain-check/dns/server-address.ts';
import type { DnsTransport } from '../../../../../tools/domain-check/dns/transport.ts';
import {
  createDohTransport,
  dohServerFor,
  type DohOutcome,
} from '../../../../../tools/domain-check/dns/transports/doh.ts';
import { createUdpTcpTransport } from '../../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { startDnsTestServer } from '../../support/dns-test-server.ts';
import { startDohTestServer } from '../../support/doh-test-server.ts';
import { loadCurrentZones } from '../../support/fixture-zones.ts';
import { runDeadline } from '../../support/run-deadline.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function clientOver(transport: DnsTransport): DnsClient {
  const { deadline, queryTimeoutMs } = runDeadline(6);
  return new DnsClient({ transport, deadline, queryTimeoutMs });
}

describe('the UDP and TCP transport', () => {
  it('asks again over TCP when the UDP answer is truncated, and returns the whole answer', async () => {
    const server = await startDnsTestServer({
      zones: loadCurrentZones(),
      mode: 'authoritative',
      faults: [{ kind: 'truncate', name: 'ok.example.com' }],
    });
    closers.push(() => server.close());
    const ask = {
      server: parseServerAddress(server.address),
      name: 'ok.example.com',
      type: 'CNAME',
      recursion: false,
    } as const;
    const dns = clientOver(createUdpTcpTransport());

    const udpOnly = await dns.lookup({ ...ask, protocol: 'udp' });
    expect(udpOnly.truncated).toBe(true);
    const answer = await dns.lookup(ask);
    expect(answer.status).toBe('answer');
    expect(answer.truncated).not.toBe(true);
    expect(answer.records.map((record) => record.target)).toEqual(['sites.platform.test']);
  });
});

describe('the DNS-over-HTTPS transport', () => {
  it('carries a query to the endpoint and its answer back, and reports the exchange went through', async () => {
    const doh = await startDohTestServer({ zones: loadCurrentZones() });
    closers.push(() => doh.close());
    const outcomes: DohOutcome[] = [];
    const dns = clientOver(
      createDohTransport({ endpoint: doh.endpoint, onOutcome: (outcome) => outcomes.push(outcome) }),
    );

    const answer = await dns.lookup({ server: dohServerFor(doh.endpoint), name: 'ok.example.com', type: 'CNAME' });
    expect(answer.status).toBe('answer');
    expect(answer.records.map((record) => record.target)).toEqual(['sites.platform.test']);
    expect(doh.received).toContain('ok.example.com CNAME');
    expect(outcomes).toEqual([{ ok: true }]);
  });

  it('reports an endpoint that refuses connections as a network failure, not an answer', async () => {
    const doh = await startDohTestServer({ zones: loadCurrentZones() });
    closers.push(() => doh.close());
    await doh.setMode('down');
    const outcomes: DohOutcome[] = [];
    const dns = clientOver(
      createDohTransport({ endpoint: doh.endpoint, onOutcome: (outcome) => outcomes.push(outcome) }),
    );

    const answer = await dns.lookup({ server: dohServerFor(doh.endpoint), name: 'ok.example.com', type: 'CNAME' });
    expect(answer.status).not.toBe('answer');
    expect(answer.networkError).not.toBeNull();
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => !outcome.ok && outcome.error.code === 'NETWORK')).toBe(true);
  });
});
