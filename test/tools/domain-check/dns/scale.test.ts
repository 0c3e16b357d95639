/**
 * A config of many domains costs what one domain's longest chain of lookups costs, and asks each
 * shared fact once: the zone's NS and the platform host's addresses are facts of the run, not of
 * each domain. The round trips themselves are measured by `npm run bench:domain-check`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { parseServerAddress } from '../../../../tools/domain-check/dns/server-address.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { FLEET_ORIGIN, FLEET_PRIMARY, fleetRedirectSources, fleetZone } from '../support/fleet-zone.ts';
import { runDeadline } from '../support/run-deadline.ts';
import { checkDomains, startWorld, type World } from '../support/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ extraZones: [fleetZone(40)] });
});
afterAll(async () => {
  await world.close();
});

/** Every question both servers received during `run`, as `name TYPE`. */
async function questionsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = { resolver: world.resolver.received.length, authoritative: world.authoritative.received.length };
  await run();
  return [
    ...world.resolver.received.slice(before.resolver),
    ...world.authoritative.received.slice(before.authoritative),
  ];
}

const servers = (): { resolvers: string[]; authoritative: string[] } => ({
  resolvers: [world.resolver.address],
  authoritative: [world.authoritative.address],
});

describe('a config of many domains in one zone', () => {
  it("asks the zone's NS and the platform host's addresses once for 20 domains, and gives each a verdict", async () => {
    const domains = [FLEET_PRIMARY, ...fleetRedirectSources(19)];
    let status = '';
    const questions = await questionsDuring(async () => {
      const run = await checkDomains(domains, servers(), { timeoutSeconds: 20 });
      status = run.report.status;
      expect(run.report.domains.map((domain) => domain.domain)).toEqual(domains);
    });
    expect(status).toBe('ready');
    const count = (question: string): number => questions.filter((asked) => asked === question).length;
    // One lookup each, not one a domain (20). A busy machine may delay an answer past the retry
    // timer, so the one lookup may reach the server up to its 3 attempts (dns/client.ts).
    expect(count(`${FLEET_ORIGIN} NS`)).toBeLessThanOrEqual(3);
    expect(count(`${PLATFORM_HOST} A`)).toBeLessThanOrEqual(3);
    expect(count(`${PLATFORM_HOST} AAAA`)).toBeLessThanOrEqual(3);
  });

  it('asks at most 18 distinct questions a domain, and 30 for the run, for one primary and 20 redirects', async () => {
    const domains = [FLEET_PRIMARY, ...fleetRedirectSources(20)];
    const run = await checkDomains(domains, servers(), { timeoutSeconds: 20 });
    expect(run.report.status).toBe('ready');
    expect(run.report.domains).toHaveLength(domains.length);
    // A redirect costs 6 questions at the resolver (its CNAME, SOA and CAA, its A for the signs of a
    // filter, the two validation TXT records) and 12 at its nameserver (the CNAME, the four types that
    // would block it, the CA's questions with a client subnet, and, this resolver not validating, the
    // signed answers domain-check validates itself). The A of `_acme-challenge` and
    // `_validation-persist` under each name is asked only behind a resolver that takes the name over.
    // Counted as the DNS client is asked (server, name, type and flags): a retransmission counts once.
    expect(run.lookups).toBeLessThanOrEqual(18 * domains.length + 30);
  });

  it('sends queries in proportion to the domains: twice the domains, at most twice the queries', async () => {
    const ten = await questionsDuring(() => checkDomains(fleetRedirectSources(10), servers(), { timeoutSeconds: 20 }));
    const twenty = await questionsDuring(() =>
      checkDomains(fleetRedirectSources(20), servers(), { timeoutSeconds: 20 }),
    );
    // Distinct questions: a retransmission on a busy machine is the same question again, not a new one.
    const distinct = (questions: readonly string[]) => new Set(questions).size;
    expect(distinct(twenty)).toBeGreaterThan(distinct(ten));
    expect(distinct(twenty)).toBeLessThanOrEqual(2 * distinct(ten));
  });
});

describe("a server's budget of queries in flight", () => {
  it('sends the questions that lead to more questions (SOA, NS, CNAME) first when the window is full', async () => {
    const dns = new DnsClient({
      transport: createUdpTcpTransport(),
      deadline: runDeadline().deadline,
      maxInFlightPerServer: 1,
    });
    const server = parseServerAddress(world.authoritative.address);
    const [first, second, third] = fleetRedirectSources(3);
    const asked = await questionsDuring(() =>
      Promise.all([
        dns.lookup({ server, name: first ?? '', type: 'A', recursion: false, followCnames: false }),
        dns.lookup({ server, name: second ?? '', type: 'A', recursion: false, followCnames: false }),
        dns.lookup({ server, name: third ?? '', type: 'CNAME', recursion: false }),
        dns.lookup({ server, name: FLEET_ORIGIN, type: 'SOA', recursion: false }),
      ]),
    );
    // The first takes the one slot; of those that wait, the zone cut and the alias go before the address.
    expect(asked).toEqual([`${first} A`, `${third} CNAME`, `${FLEET_ORIGIN} SOA`, `${second} A`]);
  });
});
