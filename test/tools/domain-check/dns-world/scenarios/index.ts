/** Every scenario of the DNS world, one file per failure class. */
import type { Scenario } from '../scenario.ts';
import apexAddresses from './apex-addresses.ts';
import apexCname from './apex-cname.ts';
import baseline from './baseline.ts';
import delegation from './delegation.ts';
import dnsHosts from './dns-hosts.ts';
import dnssec from './dnssec.ts';
import faultyServers from './faulty-servers.ts';
import lookupCauses from './lookup-causes.ts';
import serversDisagree from './servers-disagree.ts';
import wildcard from './wildcard.ts';

export const SCENARIOS: readonly Scenario[] = [
  ...baseline,
  ...serversDisagree,
  ...delegation,
  ...wildcard,
  ...apexCname,
  ...apexAddresses,
  ...dnssec,
  ...faultyServers,
  ...lookupCauses,
  ...dnsHosts,
];
