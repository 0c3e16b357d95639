/**
 * The same scenarios, served by a real authoritative server: NSD from Debian. NSD is both the
 * authoritative server and the "resolver" (it answers CNAMEs without recursion, so the client chases
 * them); the propagation scenarios keep the in-process stale resolver in front of it.
 * This suite fails, never skips, when nsd is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenariosFor } from '../scenarios/index.ts';
import { IN_PROCESS_ONLY_ZONES, loadCurrentZones } from '../support/fixture-zones.ts';
import { startNsd, type NsdServer } from '../support/nsd.ts';
import { checkDomains, problemCodes, startWorld, type World } from '../support/world.ts';

let nsd: NsdServer;
let world: World;

beforeAll(async () => {
  nsd = await startNsd(loadCurrentZones().filter((zone) => !IN_PROCESS_ONLY_ZONES.has(zone.origin)));
  world = await startWorld();
}, 120_000);
afterAll(async () => {
  await nsd.close();
  await world.close();
});

/**
 * NSD answers as the "resolver" without recursion (it REFUSES the root zone), and it is also the
 * server given with --authoritative: a resolver that is one of the zone's own servers is asked
 * directly on purpose, so its failures are the zone's (CAA_LOOKUP_FAILED for a CNAME loop), never
 * put down to the resolver.
 */
describe('checks against NSD', () => {
  for (const scenario of scenariosFor('nsd')) {
    it(scenario.title, async () => {
      const resolver = scenario.staleResolver ? world.resolver.address : nsd.address;
      const { report } = await checkDomains([scenario.domain], { resolvers: [resolver], authoritative: [nsd.address] });
      expect({ status: report.status, problems: problemCodes(report, scenario.domain) }).toEqual({
        status: scenario.expect.status,
        problems: scenario.expect.problems,
      });
    });
  }
});
