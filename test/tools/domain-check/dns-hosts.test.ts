/**
 * domain-check names the zone's DNS host from its NS names and says each DNS-panel fix in that host's
 * words: the proxy switch for a proxied record, the host's apex record, or both ways out where the
 * host cannot point the apex at the platform. Zones: fixtures/dns-host-zones, served in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../tools/domain-check/engine/report.ts';
import type { Finding } from '../../../tools/domain-check/engine/finding.ts';
import { humanReporter } from '../../../tools/domain-check/reporters/human.ts';
import { jsonReporter } from '../../../tools/domain-check/reporters/json.ts';
import type { PlannedRecord } from '../../../tools/domain-check/reporters/records.ts';
import { PLATFORM_HOST } from './scenarios/zone-files.ts';
import { CONFIGS_DIR, DNS_HOST_ZONES_DIR, loadZones } from './support/fixture-zones.ts';
import { runCli } from './support/run-cli.ts';
import { checkDomains, problemCodes, startWorld, type World } from './support/world.ts';

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

const finding = (report: Report, id: string): Finding | undefined =>
  report.domains[0]?.checks.find((entry) => entry.id === id && entry.status !== 'pass' && entry.status !== 'skip');

describe('the DNS host of a zone, named in the report', () => {
  it('names Cloudflare from the zone’s NS names, in JSON and in human output', async () => {
    const report = await check('docs.cf-proxied.com');
    const json = JSON.parse(jsonReporter(report, { color: false })) as Report;
    expect(json.domains[0]?.dnsHost).toEqual({
      id: 'cloudflare',
      name: 'Cloudflare',
      nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
    });
    expect(humanReporter(report, { color: false })).toContain(
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
    expect(humanReporter(report, { color: false })).toContain(
      'DNS host: not one domain-check knows; its nameservers are ns1.dns-of-unknown.example, ns2.dns-of-unknown.example',
    );
    const apex = finding(report, 'apex');
    expect(apex?.code).toBe('APEX_NO_ADDRESS');
    expect(apex?.fix).toBe(
      `Create an ALIAS or ANAME record at unknown-host.com with the value ${PLATFORM_HOST} (not every DNS provider supports it).`,
    );
  });
});

describe('fixes in the DNS host’s words', () => {
  it('tells the owner of a proxied subdomain to turn the proxy off, never to delete an A record', async () => {
    const report = await check('docs.cf-proxied.com');
    expect(report.status).toBe('action-required');
    expect(problemCodes(report, 'docs.cf-proxied.com')).toContain('CONFLICT_PROXIED');
    expect(problemCodes(report, 'docs.cf-proxied.com')).not.toContain('CONFLICTING_A_RECORD');
    const conflict = finding(report, 'conflicts');
    expect(conflict?.message).toBe(
      'docs.cf-proxied.com answers 104.16.0.10, 104.16.0.11, addresses of Cloudflare’s proxy, and no CNAME: the record docs (docs.cf-proxied.com) is Proxied, so Cloudflare answers with its own addresses and hides the record’s target. What Cloudflare’s panel does not show: A proxied A, AAAA or CNAME record is answered with Cloudflare anycast addresses, never with the record’s own content; only "DNS only" answers with it. A proxied CNAME is answered with several Cloudflare addresses and a TTL of 300 seconds.',
    );
    expect(conflict?.fix).toBe(
      `At Cloudflare, turn the proxy off for the record docs (docs.cf-proxied.com): set it to DNS only. Do not delete it; it must be a CNAME docs (docs.cf-proxied.com) → ${PLATFORM_HOST}.`,
    );
    expect(conflict?.fix).not.toMatch(/delete the A record/i);
    expect(finding(report, 'cname')?.fix).toBe(
      `At Cloudflare, set the record at docs.cf-proxied.com to DNS only (see the conflicts check); if it is not a CNAME with the value ${PLATFORM_HOST}, make it one.`,
    );
  });

  it('tells the owner of a proxied apex to turn the proxy off, in Cloudflare’s words', async () => {
    const report = await check('cf-proxied.com');
    expect(report.status).toBe('action-required');
    const apex = finding(report, 'apex');
    expect(apex?.code).toBe('APEX_PROXIED');
    expect(apex?.params).toMatchObject({ addresses: ['104.16.0.12', '2606:4700::6810:c'] });
    expect(apex?.fix).toContain(
      'At Cloudflare, turn the proxy off for the record at @ (Cloudflare’s name for cf-proxied.com): set it to DNS only.',
    );
    expect(apex?.fix).not.toMatch(/^Delete/);
    // What the table says the proxy does unseen explains the addresses the owner's panel does not hold.
    expect(apex?.message).toContain(
      'What Cloudflare’s panel does not show: A proxied A, AAAA or CNAME record is answered with Cloudflare anycast addresses',
    );
  });

  it('gives the apex record in the words of a host that flattens a CNAME', async () => {
    const report = await check('cf-apex-none.com');
    expect(report.status).toBe('action-required');
    const apex = finding(report, 'apex');
    expect(apex?.code).toBe('APEX_NO_ADDRESS');
    expect(apex?.fix).toBe(
      `At Cloudflare: create the CNAME record at @ (Cloudflare’s name for cf-apex-none.com) with the value ${PLATFORM_HOST} (Cloudflare calls this CNAME flattening). What Cloudflare’s panel does not show: A CNAME at the apex is answered as the A/AAAA records of its target (flattened), never as a CNAME.`,
    );
  });

  it('names a zone at nameservers the table leaves out by those names, and keeps its fix generic', async () => {
    // GoDaddy's nameservers: left out of the table, as no GoDaddy page naming them was found.
    const report = await check('godaddy-apex.com');
    expect(report.status).toBe('action-required');
    const apex = finding(report, 'apex');
    expect(apex?.code).toBe('APEX_NO_ADDRESS');
    expect(apex?.fix).toContain(`Create an ALIAS or ANAME record at godaddy-apex.com with the value ${PLATFORM_HOST}`);
    expect(apex?.fix).not.toMatch(/GoDaddy|cannot point/);
  });

  it('says a host without ALIAS cannot point the apex at the platform, and gives both ways out', async () => {
    // DigitalOcean's record types hold no ALIAS, ANAME or flattening (hosts.ts cites its page).
    const report = await check('do-apex.com');
    expect(report.status).toBe('action-required');
    expect(humanReporter(report, { color: false })).toContain(
      'DNS host: DigitalOcean, from ns1.digitalocean.com, ns2.digitalocean.com, ns3.digitalocean.com',
    );
    const apex = finding(report, 'apex');
    expect(apex?.code).toBe('APEX_NO_ADDRESS');
    expect(apex?.fix).toContain(
      `DigitalOcean cannot point a zone’s apex at a host name such as ${PLATFORM_HOST} (no ALIAS, ANAME or CNAME flattening).`,
    );
    expect(apex?.fix).toContain(`at DigitalOcean create "www CNAME ${PLATFORM_HOST}."`);
    expect(apex?.fix).toContain(
      '{ "primary": "www.do-apex.com", "redirects": [{ "from": "do-apex.com", "to": "www.do-apex.com", "status": 301 }] }',
    );
    expect(apex?.fix).toMatch(/or \(2\) move the zone's DNS to a host that can point the apex at .*Cloudflare/);
    expect(apex?.fix).not.toContain('ALIAS or ANAME record at');
  });

  it('says a host’s own-cloud alias cannot point at the platform, and gives both ways out', async () => {
    const report = await check('r53-apex.com');
    expect(report.status).toBe('action-required');
    const apex = finding(report, 'apex');
    expect(apex?.code).toBe('APEX_FOREIGN_ADDRESS');
    expect(apex?.fix).toContain(
      `At Amazon Route 53: delete the A/AAAA record(s) 198.51.100.7 at r53-apex.com (an empty Name field in Amazon Route 53).`,
    );
    expect(apex?.fix).toContain(
      `Amazon Route 53’s alias records point only at AWS resources, such as a CloudFront distribution or an Amazon S3 bucket, not at ${PLATFORM_HOST}`,
    );
    expect(apex?.fix).toContain(
      '{ "primary": "www.r53-apex.com", "redirects": [{ "from": "r53-apex.com", "to": "www.r53-apex.com", "status": 301 }] }',
    );
    expect(apex?.fix).toMatch(/move the zone's DNS to a host that can point the apex at .*Cloudflare/);
  });
});

describe('notes in the DNS host’s words', () => {
  it('gives the TTL note the TTLs the host’s panel takes, and names its automatic TTL when that is the one seen', async () => {
    const report = await check('docs.cf-ttl.com');
    const ttl = report.domains[0]?.checks.find((entry) => entry.id === 'ttl');
    expect(ttl?.code).toBe('TTL_DIFFERS');
    expect(ttl?.fix).toBe(
      'Optional: set the TTL of the CNAME record at docs.cf-ttl.com to 3600 seconds at your DNS host. At Cloudflare a DNS only record’s TTL can be 60 to 86400 seconds; 300 seconds is its “Auto” TTL, which proxied records have (the TTL seen here).',
    );
  });
});

describe('records, in the DNS host’s form', () => {
  // fixtures/configs/dns-hosts.json: a subdomain and an apex at Cloudflare, an apex at Route 53, apexes
  // at two unknown hosts (one of them GoDaddy's nameservers, which the table leaves out), a subdomain
  // at Gandi.
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
      new RegExp(`^docs\\.gandi-host\\.com +redirect +gandi-host\\.com +CNAME +docs +${PLATFORM_HOST} +3600$`, 'm'),
    );
  });

  it('gives both ways out, ready to copy, for an apex the host cannot point at the platform', async () => {
    const { stdout } = await tableOnce();
    const route53 = section(stdout, 'r53-apex.com');
    expect(route53).toContain('Amazon Route 53’s alias records point only at AWS resources');
    expect(route53).toContain(
      '{ "primary": "www.r53-apex.com", "redirects": [{ "from": "r53-apex.com", "to": "www.r53-apex.com", "status": 301 }] }',
    );
  });

  it('keeps the generic form for a host it does not know, guessing nothing', async () => {
    const unknown = section((await tableOnce()).stdout, 'unknown-host.com');
    expect(unknown).toContain(
      'unknown-host.com: DNS host: not one domain-check knows; its nameservers are ns1.dns-of-unknown.example, ns2.dns-of-unknown.example; the records in the generic form',
    );
    expect(unknown).toMatch(/^Domain +Role +Zone +Type +Name +Value +TTL$/m);
    expect(unknown).toMatch(/^unknown-host\.com +redirect +unknown-host\.com +ALIAS\/ANAME +@ /m);
    const leftOut = section((await tableOnce()).stdout, 'godaddy-apex.com');
    expect(leftOut).toContain(
      'godaddy-apex.com: DNS host: not one domain-check knows; its nameservers are ns01.domaincontrol.com, ns02.domaincontrol.com; the records in the generic form',
    );
    expect(leftOut).not.toContain('GoDaddy');
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
    expect(byDomain.get('godaddy-apex.com')).toMatchObject({ panel: null, dnsHost: { id: null, name: null } });
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
    expect(unknown.stderr).toMatch(/Known: cloudflare, route-53, .*, alibaba-cloud-dns\./);
    const both = await given('--dns-host', 'route-53', '--resolver', world.resolver.address);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('leave out --resolver and --authoritative');
  });
});
