/**
 * Every DNS scenario, one file per world or failure class. A runner takes the rows that name it:
 * `scenariosFor('nsd')`.
 */
import type { Runner, Scenario } from './scenario.ts';
import apexAddresses from './dns-world/apex-addresses.ts';
import apexCname from './dns-world/apex-cname.ts';
import baseline from './dns-world/baseline.ts';
import delegation from './dns-world/delegation.ts';
import denial from './dns-world/denial.ts';
import dnsHosts from './dns-world/dns-hosts.ts';
import dnssec from './dns-world/dnssec.ts';
import faultyServers from './dns-world/faulty-servers.ts';
import lookupCauses from './dns-world/lookup-causes.ts';
import perspectives from './dns-world/perspectives.ts';
import serversDisagree from './dns-world/servers-disagree.ts';
import validationRecords from './dns-world/validation-records.ts';
import wildcard from './dns-world/wildcard.ts';
import dnsHostZones from './dns-host-zones.ts';
import live from './live.ts';
import zoneFiles from './zone-files.ts';

export const SCENARIOS: readonly Scenario[] = [
  ...zoneFiles,
  ...dnsHostZones,
  ...baseline,
  ...serversDisagree,
  ...delegation,
  ...wildcard,
  ...apexCname,
  ...apexAddresses,
  ...dnssec,
  ...denial,
  ...faultyServers,
  ...lookupCauses,
  ...dnsHosts,
  ...validationRecords,
  ...perspectives,
  ...live,
];

/** The rows of the world `runner` runs in (a row names only runners of its own world). */
type RowsOf<R extends Runner> = Scenario extends infer S
  ? S extends { readonly runners: readonly (infer N)[] }
    ? R extends N
      ? S
      : never
    : never
  : never;

/** The rows `runner` runs, in the order above. */
export function scenariosFor<R extends Runner>(runner: R): readonly RowsOf<R>[] {
  return SCENARIOS.filter((scenario): scenario is RowsOf<R> =>
    (scenario.runners as readonly Runner[]).includes(runner),
  );
}
