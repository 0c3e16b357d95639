import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckId, FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { jsonReporter } from '../../../../tools/domain-check/reporters/json.ts';
import { scenariosFor } from '../scenarios/index.ts';
import type { ZoneFileResolver } from '../scenarios/scenario.ts';
import type { DnsTestServer } from '../support/dns-test-server.ts';
import { DNS_HOST_ZONES_DIR, loadZones } from '../support/fixture-zones.ts';
import { expectHostAndFixWords } from '../support/fix-words.ts';
import {
  allCodes,
  checkDomains,
  problemCodes,
  startWorld,
  startZoneFileResolver,
  type CheckRun,
  type World,
} from '../support/world.ts';
import { TEST_DASHBOARD } from '../support/platform.ts';

const SCENARIOS = scenariosFor('in-process');
type InProcessRow = (typeof SCENARIOS)[number];
let world: World;
/** A resolver in another region, where the platform host answers with other addresses (GeoDNS). */
let otherRegion: DnsTestServer;
/** A resolver that answers SERVFAIL for the A and AAAA records of apex-ok.com, and answers the rest. */
let failingApex: DnsTestServer;

beforeAll(async () => {
  world = await startWorld({ extraZones: loadZones(DNS_HOST_ZONES_DIR) });
  otherRegion = await startZoneFileResolver('other-region');
  failingApex = await startZoneFileResolver('apex-servfail');
});
afterAll(async () => {
  await Promise.all([world.close(), otherRegion.close(), failingApex.close()]);
});

/** Checks the row's domain against the resolvers it names, with the world's authoritative server. */
function checkRow(scenario: InProcessRow): Promise<CheckRun> {
  const address: Record<ZoneFileResolver, string> = {
    world: world.resolver.address,
    'other-region': otherRegion.address,
    'apex-servfail': failingApex.address,
  };
  return checkDomains([scenario.domain], {
    resolvers: (('resolvers' in scenario && scenario.resolvers) || ['world']).map((kind) => address[kind]),
    authoritative: [world.authoritative.address],
  });
}

/** The row titled `title`: the tests below read more of its report than the table does. */
function row(title: string): InProcessRow {
  const found = SCENARIOS.find((scenario) => scenario.title === title);
  if (!found) throw new Error(`no zone-file row titled ${title}`);
  return found;
}

describe('checks against the in-process DNS server', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.title, async () => {
      const { report } = await checkRow(scenario);
      expect({ status: report.status, problems: problemCodes(report, scenario.domain) }).toEqual({
        status: scenario.expect.status,
        problems: scenario.expect.problems,
      });
      expect(allCodes(report)).toEqual(expect.arrayContaining([...(scenario.expect.includes ?? [])]));
      // Only the rows over the DNS hosts' zones name a host and fix words.
      if ('dnsHostZoneFile' in scenario) {
        expectHostAndFixWords(
          report.domains.find((entry) => entry.domain === scenario.domain),
          scenario.expect,
        );
      }
    });
  }

  it('follows a CNAME that an authoritative server answers alone when the resolver is such a server', async () => {
    const { report } = await checkDomains(['ok.example.com'], {
      resolvers: [world.authoritative.address],
      authoritative: [world.authoritative.address],
    });
    expect(report.status).toBe('ready');
  });

  it('finds the same verdict for a redirect source as for the primary', async () => {
    const { report } = await checkDomains(['ok.example.com', 'a-record.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    expect(report.domains.map((d) => d.role)).toEqual(['primary', 'redirect']);
    expect(problemCodes(report, 'a-record.example.com')).toContain('CONFLICTING_A_RECORD');
    expect(report.status).toBe('action-required');
  });

  it('names the owner of a CAA set found three levels up, with its records as evidence', async () => {
    const { report } = await checkDomains(['docs.team.eu.caa-deep-blocked.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    const caa = report.domains[0]?.checks.find((check) => check.id === 'caa');
    expect(caa?.message).toMatch(
      /^The CAA set at caa-deep-blocked\.com allows only sectigo\.com, not letsencrypt\.org/,
    );
    expect(caa?.evidence).toContainEqual(
      expect.objectContaining({ name: 'caa-deep-blocked.com', type: 'CAA', data: '0 issue "sectigo.com"' }),
    );
  });

  it('names the CNAME target as the owner of the CAA set an alias reaches', async () => {
    const { report } = await checkDomains(['docs.caa-alias.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    const caa = report.domains[0]?.checks.find((check) => check.id === 'caa');
    expect(caa?.message).toMatch(
      /^The CAA set at cdn\.caa-alias\.example\.com \(the CNAME target of docs\.caa-alias\.example\.com\) allows only sectigo\.com/,
    );
    expect(caa?.fix).toMatch(
      /^Add the CAA record cdn\.caa-alias\.example\.com\. CAA 0 issue "letsencrypt\.org" at the DNS host of/,
    );
    expect(caa?.evidence.map(({ name, type }) => `${name} ${type}`)).toEqual([
      'docs.caa-alias.example.com CNAME',
      'cdn.caa-alias.example.com CAA',
    ]);
  });

  it('fails a name DNS cannot hold before any lookup, and skips every other check', async () => {
    const { report } = await checkDomains(['bad..example.com'], { resolvers: [world.resolver.address] });
    expect(report.status).toBe('action-required');
    expect(allCodes(report)).toEqual<FindingCode[]>(['CHECK_SKIPPED', 'HOSTNAME_INVALID']);
  });

  it('passes the hostname and the DNSSEC chain of a good name, and skips the apex check of a subdomain', async () => {
    const { report } = await checkDomains(['ok.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    const codeOf = (id: CheckId) => report.domains[0]?.checks.find((check) => check.id === id)?.code;
    expect([codeOf('hostname'), codeOf('dnssec'), codeOf('apex')]).toEqual<FindingCode[]>([
      'HOSTNAME_OK',
      'DNSSEC_OK',
      'CHECK_SKIPPED',
    ]);
  });
});

describe('findings as data in --json', () => {
  it('gives each finding the facts its message was made from, and a skipped check its reason', async () => {
    const { report } = await checkDomains(['bad..example.com', 'ok.example.com'], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    });
    const json = JSON.parse(jsonReporter(report, { color: false, ...TEST_DASHBOARD })) as {
      domains: { checks: { id: CheckId; code: FindingCode; message: string; params?: unknown }[] }[];
    };
    const [bad, ok] = json.domains;
    const finding = (checks: typeof bad, id: CheckId) => checks?.checks.find((check) => check.id === id);
    expect(finding(bad, 'zone')).toMatchObject({ code: 'CHECK_SKIPPED', params: { reason: 'hostname-invalid' } });
    expect(finding(ok, 'apex')).toEqual(
      expect.objectContaining({
        code: 'CHECK_SKIPPED',
        message: 'Applies to apex domains only; ok.example.com is a subdomain.',
        params: { reason: 'kind-does-not-apply', appliesTo: 'apex', domain: 'ok.example.com' },
      }),
    );
    expect(finding(ok, 'ttl')).toMatchObject({ code: 'TTL_OK', params: { domain: 'ok.example.com', type: 'CNAME' } });
  });
});

describe('the apex check, with resolvers that see different platform addresses or fail', () => {
  /** The apex finding of a row of the table above, whose resolvers are set there. */
  const apexFinding = async (title: string) => {
    const { report } = await checkRow(row(title));
    return report.domains[0]?.checks.find((check) => check.id === 'apex');
  };

  it('names the resolver that sees the apex’s addresses as foreign, and what the others get', async () => {
    // 192.0.2.1 and 192.0.2.2 are sites.platform.test from 127.0.0.1, but not from 127.0.0.3.
    const finding = await apexFinding(
      'fails an apex whose addresses are the platform’s only as the other resolver sees it',
    );
    expect(finding).toMatchObject({ status: 'fail', code: 'APEX_FOREIGN_ADDRESS' });
    expect(finding?.message).toMatch(
      new RegExp(
        `^Seen from resolver ${otherRegion.address.replaceAll('.', '\\.')}: apex-pinned\\.com points to 192\\.0\\.2\\.1, 192\\.0\\.2\\.2, which are not addresses of sites\\.platform\\.test \\(198\\.51\\.100\\.20, 2001:db8::20\\)`,
      ),
    );
    expect(finding?.message).toMatch(/Other resolvers do get 192\.0\.2\.1, 192\.0\.2\.2 for sites\.platform\.test/);
  });

  it('says it cannot compare, with the failed lookup as evidence, when a resolver fails the apex’s A and AAAA', async () => {
    const finding = await apexFinding(
      'cannot compare, and says so, when a resolver fails the apex’s A and AAAA lookups',
    );
    expect(finding).toMatchObject({ status: 'error', code: 'APEX_LOOKUP_FAILED' });
    expect(finding?.message).toBe(
      `Could not compare the addresses of apex-ok.com with sites.platform.test: SERVFAIL from ${failingApex.address} for apex-ok.com A.`,
    );
    expect(finding?.evidence.map(({ name, type }) => `${name} ${type}`)).toEqual(
      expect.arrayContaining(['apex-ok.com A', 'apex-ok.com AAAA', 'sites.platform.test A']),
    );
  });

  it('names, in the message, the resolver that failed the apex lookup when another answered', async () => {
    const finding = await apexFinding('names the resolver that failed the apex lookup when another resolver answered');
    expect(finding).toMatchObject({ status: 'error', code: 'APEX_LOOKUP_FAILED' });
    expect(finding?.message).toContain(
      `Could not compare the addresses of apex-ok.com with sites.platform.test (seen from resolver ${failingApex.address}): `,
    );
  });

  it('passes the apex check itself when each resolver sees the apex among its own platform addresses', async () => {
    // An ALIAS that follows the platform by location: each region gets its own addresses for both.
    const finding = await apexFinding(
      'passes the apex of an ALIAS that follows the platform by region, as each resolver sees it',
    );
    expect(finding).toMatchObject({ status: 'pass', code: 'APEX_OK' });
  });
});
