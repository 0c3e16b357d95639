/**
 * A server given both as the resolver and with --authoritative is asked directly on purpose: it
 * offers no recursion because it was never meant to, so neither its answers nor its failures are
 * put down to "a resolver that does not resolve". A name it answers SERVFAIL for is the zone's fault.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { checkDomains } from '../support/world.ts';
import { parseZoneFile } from '../support/zone-file.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';

const ZONE = `$ORIGIN exempt.test.
@ 3600 IN SOA ns1.exempt.test. hostmaster.exempt.test. 1 7200 3600 1209600 300
@ NS ns1.exempt.test.
ns1 A 127.0.0.1
docs CNAME ${PLATFORM_HOST}.
`;
const PLATFORM = `$ORIGIN platform.test.
@ 3600 IN SOA ns1.platform.test. hostmaster.platform.test. 1 7200 3600 1209600 300
@ NS ns1.platform.test.
ns1 A 127.0.0.1
sites A 192.0.2.1
sites AAAA 2001:db8::1
`;

let server: DnsTestServer | undefined;

beforeAll(async () => {
  server = await startDnsTestServer({
    zones: [parseZoneFile(ZONE, 'exempt.test.zone'), parseZoneFile(PLATFORM, 'platform.test.zone')],
    mode: 'authoritative',
    faults: [{ kind: 'servfail', name: 'docs.exempt.test', type: 'CNAME' }],
  });
});
afterAll(async () => {
  await server?.close();
});

describe('a resolver that is also one of the --authoritative servers', () => {
  it('puts a name it answers SERVFAIL for down to the zone, not to the resolver, and skips no other check', async () => {
    const address = server?.address ?? '';
    const { report } = await checkDomains(['docs.exempt.test'], { resolvers: [address], authoritative: [address] });
    const checks = report.domains[0]?.checks ?? [];
    const codes = checks.map((finding) => finding.code);
    expect(codes).not.toContain('RESOLVER_NOT_RESOLVING');
    expect(
      checks.filter((finding) => 'reason' in finding.params && finding.params.reason === 'resolver-failed'),
    ).toEqual([]);
    // The SERVFAIL is the name's, said by the check that asked; the checks it does not touch still judge.
    expect(checks.find((finding) => finding.id === 'cname')).toMatchObject({
      status: 'error',
      code: 'CNAME_LOOKUP_FAILED',
    });
    expect(checks.find((finding) => finding.id === 'conflicts')?.code).toBe('CONFLICTS_NONE');
    expect(checks.find((finding) => finding.id === 'nameservers')?.code).toBe('NAMESERVERS_OK');
  });
});
