/**
 * The platform is passed in: `check` run with a second platform profile (another host, TTL, CA and
 * dashboard) against a small DNS world on loopback says that platform's words in every message, fix
 * and next step, and none of the package's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCommandHelp } from '../../../../tools/domain-check/cli/help.ts';
import { runCheck } from '../../../../tools/domain-check/commands/check.ts';
import type { CommandIo } from '../../../../tools/domain-check/commands/command-io.ts';
import type { CommandOptions } from '../../../../tools/domain-check/commands/options.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { parsePlatformProfile, type PlatformProfile } from '../../../../tools/domain-check/platform/index.ts';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { TEST_PLATFORM } from '../support/platform.ts';
import { parseZoneFile } from '../support/zone-file.ts';

/** Another platform: every fact a finding names differs from the package's default. */
const OTHER_PLATFORM: PlatformProfile = parsePlatformProfile({
  cnameHost: 'edge.other-platform.test',
  certificateAuthorities: [{ issuerDomain: 'pki.goog', caaReading: 'rfc' }],
  recordTtl: 600,
  httpsUpgradeStatuses: [308],
  dashboard: { domainsSettings: 'Site → Custom domains' },
});

// docs: the CNAME to the other platform at TTL 300 (not its 600); www: no CNAME yet; ready: all
// right for the other platform (its TTL, a CAA set that lets its CA issue). Only Let's Encrypt may
// issue for docs and www, so the other platform's CA is refused there.
const ZONE = `$ORIGIN example.org.
$TTL 3600
@ SOA ns1.example.org. hostmaster.example.org. 1 7200 3600 1209600 300
@ NS ns1.example.org.
ns1 A 192.0.2.53
@ CAA 0 issue "letsencrypt.org"
docs 300 CNAME edge.other-platform.test.
ready 600 CNAME edge.other-platform.test.
ready CAA 0 issue "pki.goog"
`;
const PLATFORM_ZONE = `$ORIGIN other-platform.test.
$TTL 3600
@ SOA ns1.other-platform.test. hostmaster.other-platform.test. 1 7200 3600 1209600 300
@ NS ns1.other-platform.test.
ns1 A 192.0.2.54
edge A 192.0.2.10
`;

let servers: DnsTestServer[] = [];
let options: CommandOptions;
beforeAll(async () => {
  const zones = [parseZoneFile(ZONE, 'example.org.zone'), parseZoneFile(PLATFORM_ZONE, 'other-platform.test.zone')];
  const resolver = await startDnsTestServer({ zones, mode: 'resolver', host: '127.0.0.1' });
  const authoritative = await startDnsTestServer({ zones, mode: 'authoritative', host: '127.0.0.1' });
  servers = [resolver, authoritative];
  options = { resolver: [resolver.address], authoritative: [authoritative.address], timeout: '30' };
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** `check` as the CLI runs it, handed `platform` as its entry hands the deployment's. */
async function check(domains: readonly string[], json: boolean, platform: PlatformProfile) {
  let out = '';
  const io: CommandIo = {
    out: (text) => (out += text),
    err: () => undefined,
    outIsTty: false,
    errIsTty: false,
    columns: 80,
    env: {},
    signal: new AbortController().signal,
    version: '0.0.0-test',
    platform,
    now: () => new Date(),
  };
  const code = await runCheck({ options: { ...options, json }, operands: domains }, io);
  return { code, out };
}

/** Every sentence the report says: each finding's message and fix. */
async function wordsOf(domains: readonly string[], platform: PlatformProfile): Promise<string[]> {
  const report = JSON.parse((await check(domains, true, platform)).out) as Report;
  return report.domains.flatMap((domain) =>
    domain.checks.flatMap((finding) => [finding.message, ...(finding.fix === null ? [] : [finding.fix])]),
  );
}

/** What the package's own platform would put in a sentence. */
const DEFAULT_WORDS = [
  TEST_PLATFORM.cnameHost,
  `TTL ${TEST_PLATFORM.recordTtl}`,
  `gives ${TEST_PLATFORM.recordTtl}`,
  TEST_PLATFORM.dashboard.domainsSettings,
];

describe('check with another platform profile', () => {
  it('names that platform’s host, TTL and certificate authority in every message and fix', async () => {
    const words = await wordsOf(['docs.example.org', 'www.example.org'], OTHER_PLATFORM);
    const said = words.join('\n');
    expect(said).toContain('The CNAME at docs.example.org points to edge.other-platform.test.');
    expect(said).toContain('The CNAME record at docs.example.org has TTL 300; the procedure gives 600.');
    expect(said).toContain('set the TTL of the CNAME record at docs.example.org to 600 seconds');
    expect(said).toContain('with the value edge.other-platform.test and TTL 600');
    expect(said).toContain('The CAA set at example.org allows only letsencrypt.org, not pki.goog');
    expect(said).toContain('Add the CAA record example.org. CAA 0 issue "pki.goog"');
    for (const word of DEFAULT_WORDS) expect(words.filter((sentence) => sentence.includes(word))).toEqual([]);
  });

  it('sends the owner to that platform’s dashboard when the domain is ready', async () => {
    const { code, out } = await check(['ready.example.org'], false, OTHER_PLATFORM);
    expect(code).toBe(0);
    expect(out).toContain('Next: Click Verify in the dashboard (Site → Custom domains).');
    for (const word of DEFAULT_WORDS) expect(out).not.toContain(word);
  });

  it('gives that platform’s host and CA as the defaults its help prints', () => {
    const help = renderCommandHelp('check', OTHER_PLATFORM).replace(/\s+/g, ' ');
    expect(help).toContain("(default: edge.other-platform.test, this package's platform)");
    expect(help).toContain('(default: pki.goog)');
    expect(help).not.toContain(TEST_PLATFORM.cnameHost);
  });

  it('says the package’s own platform when handed it, from the same code', async () => {
    const said = (await wordsOf(['www.example.org'], TEST_PLATFORM)).join('\n');
    expect(said).toContain(`with the value ${TEST_PLATFORM.cnameHost} and TTL ${TEST_PLATFORM.recordTtl}`);
  });
});
