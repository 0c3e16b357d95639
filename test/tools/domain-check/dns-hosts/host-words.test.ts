/**
 * domain-check names the zone's DNS host from its NS names in its output, and prints the records in
 * that host's form. Zones: fixtures/dns-host-zones, served in-process. The verdicts and the fixes in
 * each host's words are scenario rows (scenarios/dns-host-zones.ts), run by checks/run-checks.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DNS_HOST_IDS, DNS_HOSTS } from '../../../../tools/domain-check/dns-hosts/index.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { humanReporter } from '../../../../tools/domain-check/reporters/human.ts';
import { jsonReporter } from '../../../../tools/domain-check/reporters/json.ts';
import type { PlannedRecord } from '../../../../tools/domain-check/reporters/records.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { CONFIGS_DIR, DNS_HOST_ZONES_DIR, loadZones } from '../support/fixture-zones.ts';
import { REDIRECT_NOTE } from '../../../../tools/domain-check/planners/records.ts';
import { runCli } from '../support/run-cli.ts';
import { checkDomains, startWorld, type World } from '../support/world.ts';
import { TEST_DASHBOARD } from '../support/platform.ts';

let world: World;

beforeAll(async () => {
  world = await startWorld({ extraZones: loadZones(DNS_HOST_ZONES_DIR) });
});
afterAll(async () => {
  await world.close();
});

const check = async (domain: string): Promise<Report> =>
  (
    await checkDomains([domain], {
      resolvers: [world.resolver.address],
      authoritative: [world.authoritative.address],
    })
  ).report;

describe('the DNS host of a zone, named in the report', () => {
  it('names Cloudflare from the zone’s NS names, in JSON and in human output', async () => {
    const report = await check('docs.cf-proxied.com');
    const json = JSON.parse(jsonReporter(report, { color: false, ...TEST_DASHBOARD })) as Report;
    expect(json.domains[0]?.dnsHost).toEqual({
      id: 'cloudflare',
      name: 'Cloudflare',
      nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
      sharedBy: [],
    });
    expect(humanReporter(report, { color: false, ...TEST_DASHBOARD })).toContain(
      'DNS host: Cloudflare, from ada.ns.cloudflare.com, bob.ns.cloudflare.com',
    );
  });

  it('names an unknown host by its NS names and guesses nothing', async () => {
    const report = await check('unknown-host.com');
    expect(report.domains[0]?.dnsHost).toEqual({
      id: null,
      name: null,
      nameservers: ['ns1.dns-of-unknown.example', 'ns2.dns-of-unknown.example'],
    });
    expect(humanReporter(report, { color: false, ...TEST_DASHBOARD })).toContain(
      'DNS host: not one domain-check knows; its nameservers are ns1.dns-of-unknown.example, ns2.dns-of-unknown.example',
    );
  });
});

describe('nameserver names that several services share', () => {
  it('names neither Google Cloud DNS nor Squarespace Domains, and lists both, in JSON and in human output', async () => {
    const report = await check('gcloud-apex.com');
    const json = JSON.parse(jsonReporter(report, { color: false, ...TEST_DASHBOARD })) as Report;
    const nameservers = [1, 2, 3, 4].map((n) => `ns-cloud-e${n}.googledomains.com`);
    expect(json.domains[0]?.dnsHost).toEqual({
      id: null,
      name: null,
      nameservers,
      sharedBy: ['Google Cloud DNS', 'Squarespace Domains (formerly Google Domains)'],
    });
    expect(humanReporter(report, { color: false, ...TEST_DASHBOARD })).toContain(
      `DNS host: Google Cloud DNS or Squarespace Domains (formerly Google Domains), which cannot be told apart: their nameservers share the names ${nameservers.join(', ')}`,
    );
  });

  it('gives the apex Google Cloud DNS’s ALIAS record with --dns-host, and says it is made with gcloud or the API', async () => {
    const given = await runCli([
      'records',
      '--config',
      `${CONFIGS_DIR}dns-hosts.json`,
      '--dns-host',
      'google-cloud-dns',
      '--format',
      'json',
    ]);
    expect(given.code).toBe(0);
    const apex = (JSON.parse(given.stdout) as { records: PlannedRecord[] }).records.find(
      (record) => record.domain === 'cf-apex-none.com',
    );
    expect(apex?.panel?.fields).toContainEqual({ field: 'type', label: 'Type', value: 'ALIAS' });
    expect(apex?.panel?.note).toBe(
      'What Google Cloud DNS’s panel does not show: An ALIAS record is created with the gcloud CLI or the Cloud DNS API, not in the Google Cloud console; it is answered as plain A or AAAA records, and a zone that holds one cannot have DNSSEC enabled.',
    );
    expect(apex?.panel?.sources.map((source) => source.fact)).toEqual(['apex', 'hides']);
  });
});

describe('records, in the DNS host’s form', () => {
  // fixtures/configs/dns-hosts.json: a subdomain and an apex at Cloudflare, apexes at Route 53 and at
  // GoDaddy (neither can point it at the platform), apexes at Wix (known by its nameservers alone) and
  // at an unknown host, a subdomain at Gandi and one at deSEC.
  const records = (...args: string[]) =>
    runCli([
      'records',
      '--config',
      `${CONFIGS_DIR}dns-hosts.json`,
      '--resolver',
      world.resolver.address,
      '--authoritative',
      world.authoritative.address,
      ...args,
    ]);
  // One run of the table for the tests that read it: each CLI start costs seconds on a busy machine.
  let table: ReturnType<typeof records> | undefined;
  const tableOnce = () => (table ??= records());
  /** The lines of one zone's section of the table, from its heading to the next. */
  const section = (table: string, zone: string): string => {
    const lines = table.split('\n');
    const start = lines.findIndex((line) => line.startsWith(`${zone}: DNS host:`));
    if (start < 0) return '';
    const end = lines.findIndex((line, index) => index > start && /^\S+: DNS host:|^Apex or subdomain/.test(line));
    return lines.slice(start, end).join('\n');
  };

  it('prints each zone’s records with its host’s field names, how it takes a name, and its apex notation', async () => {
    const { code, stdout } = await tableOnce();
    expect(code).toBe(0);
    const proxied = section(stdout, 'cf-proxied.com');
    expect(proxied).toContain(
      'cf-proxied.com: DNS host: Cloudflare, from ada.ns.cloudflare.com, bob.ns.cloudflare.com; the records as Cloudflare’s panel takes them',
    );
    expect(proxied).toMatch(/^Domain +Role +Zone +Type +Name +Target +TTL +Proxy status$/m);
    expect(proxied).toMatch(
      new RegExp(
        `^docs\\.cf-proxied\\.com +primary +cf-proxied\\.com +CNAME +docs +${PLATFORM_HOST} +3600 +DNS only$`,
        'm',
      ),
    );
    const flattened = section(stdout, 'cf-apex-none.com');
    expect(flattened).toMatch(
      new RegExp(`^cf-apex-none\\.com +redirect +cf-apex-none\\.com +CNAME +@ +${PLATFORM_HOST} +3600 +DNS only$`, 'm'),
    );
    expect(flattened).toContain('cf-apex-none.com: Cloudflare calls this CNAME flattening.');
    expect(flattened).toContain(
      'Sources: https://developers.cloudflare.com/dns/manage-dns-records/reference/dns-record-types/ (read 2026-11-25)',
    );
    const gandi = section(stdout, 'gandi-host.com');
    expect(gandi).toContain('gandi-host.com: DNS host: Gandi, from ns6.gandi.net');
    expect(gandi).toMatch(
      new RegExp(`^docs\\.gandi-host\\.com +redirect +gandi-host\\.com +CNAME +docs +${PLATFORM_HOST}\\. +3600$`, 'm'),
    );
    // Its panel appends the zone to a value without a final dot: the value keeps the dot, and says why.
    expect(gandi).toContain(
      'docs.gandi-host.com: Keep the final dot of the value: Gandi appends gandi-host.com to a value that does not end with one.',
    );
    // deSEC refuses a CNAME value without its final dot: the value has the dot, and the note says why.
    const desec = section(stdout, 'desec-cname.com');
    expect(desec).toMatch(
      new RegExp(
        `^docs\\.desec-cname\\.com +redirect +desec-cname\\.com +CNAME +docs +${PLATFORM_HOST}\\. +3600$`,
        'm',
      ),
    );
    expect(desec).toContain(
      'docs.desec-cname.com: Keep the final dot of the value: deSEC refuses a value that does not end with one.',
    );
  });

  it('gives both ways out, ready to copy, for an apex the host cannot point at the platform', async () => {
    const { stdout } = await tableOnce();
    const route53 = section(stdout, 'r53-apex.com');
    expect(route53).toContain('Amazon Route 53’s alias records point only at AWS resources');
    expect(route53).toContain(
      '{ "primary": "www.r53-apex.com", "redirects": [{ "from": "r53-apex.com", "to": "www.r53-apex.com", "status": 301 }] }',
    );
    // GoDaddy's own forwarding sends the apex's 301, by default a 301 (its help article says so).
    const godaddy = section(stdout, 'godaddy-apex.com');
    expect(godaddy).toMatch(/^godaddy-apex\.com +redirect +godaddy-apex\.com +none at GoDaddy$/m);
    expect(godaddy).toContain(
      'godaddy-apex.com: GoDaddy cannot point a zone’s apex at a host name such as sites.platform.test (no ALIAS, ANAME or CNAME flattening).',
    );
    expect(godaddy).toContain(
      'where GoDaddy sends that redirect itself, since the apex cannot reach the platform: its domain forwarding from godaddy-apex.com to https://www.godaddy-apex.com/, as a 301, its default;',
    );
    // The ways out say how the redirect is served; the generic "needs its own record" would contradict them.
    expect(route53).not.toContain(REDIRECT_NOTE);
    expect(godaddy).not.toContain(REDIRECT_NOTE);
    expect(section(stdout, 'cf-apex-none.com')).toContain(REDIRECT_NOTE);
  });

  it('keeps the generic form for a host it does not know, guessing nothing', async () => {
    const unknown = section((await tableOnce()).stdout, 'unknown-host.com');
    expect(unknown).toContain(
      'unknown-host.com: DNS host: not one domain-check knows; its nameservers are ns1.dns-of-unknown.example, ns2.dns-of-unknown.example; the records in the generic form',
    );
    expect(unknown).toMatch(/^Domain +Role +Zone +Type +Name +Value +TTL$/m);
    expect(unknown).toMatch(/^unknown-host\.com +redirect +unknown-host\.com +ALIAS\/ANAME +@ /m);
    // Wix is known by its nameservers alone: no source gives its panel's words, so the form stays generic.
    const knownByName = section((await tableOnce()).stdout, 'wix-host.com');
    expect(knownByName).toContain(
      'wix-host.com: DNS host: Wix, from ns1.wix.com, ns2.wix.com; the field names are the generic ones (no Wix page in domain-check’s table gives them)',
    );
    expect(knownByName).toMatch(/^wix-host\.com +redirect +wix-host\.com +ALIAS\/ANAME +@ /m);
  });

  it('writes the host’s form and its sources in --json, and in the zone file’s comments', async () => {
    const json = JSON.parse((await records('--format', 'json')).stdout) as { records: PlannedRecord[] };
    const byDomain = new Map(json.records.map((record) => [record.domain, record]));
    const docs = byDomain.get('docs.cf-proxied.com');
    expect(docs?.dnsHost).toEqual({
      id: 'cloudflare',
      name: 'Cloudflare',
      nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
    });
    expect(docs?.panel?.fields).toEqual([
      { field: 'type', label: 'Type', value: 'CNAME' },
      { field: 'name', label: 'Name', value: 'docs' },
      { field: 'value', label: 'Target', value: PLATFORM_HOST },
      { field: 'ttl', label: 'TTL', value: '3600' },
      { field: 'proxy', label: 'Proxy status', value: 'DNS only' },
    ]);
    expect(docs?.panel?.sources.map((source) => source.fact)).toEqual(['recordFields', 'recordNames', 'proxy']);
    expect(byDomain.get('wix-host.com')).toMatchObject({
      panel: { host: { id: 'wix', name: 'Wix' }, hostFieldNames: false, sources: [] },
      dnsHost: { id: 'wix', name: 'Wix' },
    });
    // GoDaddy's apex stands on two hosting platforms' pages, no vendor page: both are named.
    expect(byDomain.get('godaddy-apex.com')?.panel?.sources.map((source) => source.fact)).toEqual([
      'apex',
      'apex',
      'forwarding',
    ]);
    expect(byDomain.get('unknown-host.com')).toMatchObject({ panel: null, dnsHost: { id: null, name: null } });
    const zone = (await records('--format', 'zone')).stdout;
    expect(zone).toContain(
      `; In Cloudflare’s panel: Type CNAME, Name @, Target ${PLATFORM_HOST}, TTL 3600, Proxy status DNS only. Cloudflare calls this CNAME flattening.`,
    );
    expect(zone).toMatch(new RegExp(`^docs\tIN\tCNAME|^docs\t3600\tIN\tCNAME\t${PLATFORM_HOST}\\.$`, 'm'));
  });

  it('takes the DNS host by its id with --dns-host and looks nothing up; an unknown id is refused with the known ids', async () => {
    const given = (...args: string[]) => runCli(['records', '--config', `${CONFIGS_DIR}dns-hosts.json`, ...args]);
    const json = await given('--dns-host', 'route-53', '--format', 'json');
    expect(json.code).toBe(0);
    const docs = (JSON.parse(json.stdout) as { records: PlannedRecord[] }).records.find(
      (record) => record.domain === 'docs.cf-proxied.com',
    );
    // The zone's nameservers are Cloudflare's: the records follow the host given, not a lookup.
    expect(docs?.dnsHost).toEqual({ id: 'route-53', name: 'Amazon Route 53', nameservers: [] });
    expect(docs?.panel?.fields).toContainEqual({ field: 'type', label: 'Record type', value: 'CNAME' });
    const table = await given('--dns-host', 'route-53');
    expect(table.stdout).toContain(
      'cf-proxied.com: DNS host: Amazon Route 53, as given (its nameservers were not looked up); the records as Amazon Route 53’s panel takes them',
    );

    const unknown = await given('--dns-host', 'gandy');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('Unknown DNS host "gandy" for --dns-host. Did you mean gandi?');
    expect(unknown.stderr).toContain(`Known: ${DNS_HOST_IDS.join(', ')}.`);
    const both = await given('--dns-host', 'route-53', '--resolver', world.resolver.address);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('leave out --resolver and --authoritative');
  });

  it('prints the records in a registrar’s form: Namecheap’s Host field and @, Porkbun’s empty apex name', async () => {
    const given = (id: string) => runCli(['records', '--config', `${CONFIGS_DIR}dns-hosts.json`, '--dns-host', id]);
    const [namecheap, porkbun] = await Promise.all([given('namecheap'), given('porkbun')]);
    const namecheapApex = section(namecheap.stdout, 'cf-apex-none.com');
    expect(namecheapApex).toMatch(/^Domain +Role +Zone +Type +Host +Value +TTL$/m);
    expect(namecheapApex).toMatch(
      new RegExp(`^cf-apex-none\\.com +redirect +cf-apex-none\\.com +ALIAS +@ +${PLATFORM_HOST} +3600$`, 'm'),
    );
    expect(porkbun.stdout).toMatch(
      new RegExp(`^cf-apex-none\\.com +redirect +cf-apex-none\\.com +ALIAS +\\(empty\\) +${PLATFORM_HOST} +3600$`, 'm'),
    );
  });

  it('takes every host of the table by its id with --dns-host, and prints the records in its form', async () => {
    const given = (id: string) =>
      runCli(['records', '--config', `${CONFIGS_DIR}dns-hosts.json`, '--dns-host', id, '--format', 'json']);
    const answers: { id: string; code: number | null; records: PlannedRecord[] }[] = [];
    // Four CLI runs at a time: the machine's cores are shared.
    for (let start = 0; start < DNS_HOSTS.length; start += 4) {
      const batch = DNS_HOSTS.slice(start, start + 4);
      for (const [index, result] of (await Promise.all(batch.map((host) => given(host.id)))).entries()) {
        const id = batch[index]?.id ?? '';
        const parsed = result.code === 0 ? (JSON.parse(result.stdout) as { records: PlannedRecord[] }).records : [];
        answers.push({ id, code: result.code, records: parsed });
      }
    }
    for (const { id, code, records: planned } of answers) {
      expect(code, id).toBe(0);
      expect(planned.length, id).toBeGreaterThan(0);
      for (const record of planned) expect(record.panel?.host.id, `${id} ${record.domain}`).toBe(id);
    }
  });
});
