/**
 * domain-check names the zone's DNS host from its NS names and says each DNS-panel fix in that host's
 * words: the proxy switch for a proxied record, the host's apex record, or both ways out where the
 * host cannot point the apex at the platform. Zones: fixtures/dns-host-zones, served in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../tools/domain-check/engine/report.ts';
import type { Finding } from '../../../tools/domain-check/engine/finding.ts';
import { humanReporter } from '../../../tools/domain-check/reporters/human.ts';
import { PLATFORM_HOST } from './fixtures/expected-codes.ts';
import { loadZones } from './support/fixture-zones.ts';
import { checkDomains, startWorld, type World } from './support/world.ts';

const HOST_ZONES_DIR = new URL('./fixtures/dns-host-zones/', import.meta.url).pathname;

let world: World;

beforeAll(async () => {
  world = await startWorld({ extraZones: loadZones(HOST_ZONES_DIR) });
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
    expect(report.domains[0]?.dnsHost).toEqual({
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
