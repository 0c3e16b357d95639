/**
 * Why a lookup failed, found by asking the zone's own server directly over real DNS messages to an
 * in-process server on loopback (fixtures/zones/example.com.zone) with a fault injected; the cause
 * then becomes the finding of the check whose lookup failed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { causeFinding } from '../../../../tools/domain-check/diagnosis/cause-finding.ts';
import { diagnoseQuestionFailure } from '../../../../tools/domain-check/diagnosis/lookup-cause.ts';
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { parseServerAddress } from '../../../../tools/domain-check/dns/server-address.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import type { RunInput } from '../../../../tools/domain-check/engine/run-input.ts';
import { startDnsTestServer, type DnsTestServer, type Fault } from '../support/dns-test-server.ts';
import { loadCurrentZones } from '../support/fixture-zones.ts';
import { TEST_PLATFORM } from '../support/platform.ts';
import { runDeadline } from '../support/run-deadline.ts';

const NAME = 'ok.example.com';
let server: DnsTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Diagnoses a failed CNAME question at NAME against the zone's one server, serving with these faults. */
async function diagnose(faults: readonly Fault[]) {
  server = await startDnsTestServer({ zones: loadCurrentZones(), mode: 'authoritative', host: '127.0.0.2', faults });
  const { deadline, queryTimeoutMs } = runDeadline(6);
  const dns = new DnsClient({ transport: createUdpTcpTransport(), deadline, queryTimeoutMs });
  const input: RunInput = {
    domains: [{ domain: NAME, role: 'primary' }],
    platformHost: 'sites.platform.test',
    caIssuers: ['letsencrypt.org'],
    resolvers: [],
    deadline,
    platform: TEST_PLATFORM,
  };
  const servers = [{ server: parseServerAddress(server.address), nsName: 'ns1.example.com' }];
  return diagnoseQuestionFailure(input, dns, servers, NAME, 'CNAME');
}

describe('why a lookup failed', () => {
  it('names a server that drops every query carrying EDNS and answers without it (RFC 6891 §7)', async () => {
    const diagnosed = await diagnose([{ kind: 'drop-edns', zone: 'example.com' }]);
    expect(diagnosed?.cause).toEqual({
      kind: 'drops-edns',
      name: NAME,
      servers: [
        { name: 'ns1.example.com', address: server?.address, answer: 'no answer with EDNS, an answer without it' },
      ],
    });
    if (!diagnosed) throw new Error('no cause');
    expect(causeFinding('cname', diagnosed)).toMatchObject({
      id: 'cname',
      status: 'fail',
      code: 'NAMESERVER_DROPS_EDNS',
      params: { name: NAME },
    });
  });

  it('names a server that truncates over UDP and hangs up over TCP', async () => {
    const diagnosed = await diagnose([
      { kind: 'truncate', name: NAME },
      { kind: 'no-tcp', name: NAME },
    ]);
    expect(diagnosed?.cause).toMatchObject({ kind: 'no-tcp', name: NAME, type: 'CNAME' });
    if (!diagnosed) throw new Error('no cause');
    expect(causeFinding('cname', diagnosed)).toMatchObject({ status: 'fail', code: 'NAMESERVER_NO_TCP' });
  });

  it('names no cause when the server answers: nothing is guessed', async () => {
    expect(await diagnose([])).toBeUndefined();
  });
});
