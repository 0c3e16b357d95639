/**
 * The DNS world as a program, to run inside a network namespace of its own (`unshare -n`, see
 * world-in-namespace.ts): the reference-tool test runs Zonemaster and DNSViz there with
 * `nsenter --net`, so the world's port-53 servers never meet the DNS world suite's, which may run at
 * the same time. Arguments: the zones of
 * the scenarios to serve. Prints the root's hints and trust anchor as one JSON line once every server
 * answers, and stops the world when stdin closes.
 */
import { scenariosFor } from '../scenarios/index.ts';
import { startDnsWorld } from './world.ts';

const zones = new Set(process.argv.slice(2));
const world = await startDnsWorld(scenariosFor('dns-world').filter((scenario) => zones.has(scenario.zone)));
process.stdout.write(`${JSON.stringify({ rootHints: world.rootHints, rootTrustAnchor: world.rootTrustAnchor })}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  world.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`the DNS world did not close: ${String(error)}\n`);
      process.exit(1);
    },
  );
});
