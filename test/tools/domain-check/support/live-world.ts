/**
 * The DNS world (support/world.ts) plus the test platform (support/live-servers.ts): the test DNS
 * servers map the live.test domains to 127.0.0.x, where real HTTPS and HTTP servers answer.
 */
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { parseServerAddress } from '../../../../tools/domain-check/dns/server-address.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import type { DomainRole, Report } from '../../../../tools/domain-check/engine/report.ts';
import { runChecks } from '../../../../tools/domain-check/checks/run-checks.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { createNodeProbe } from '../../../../tools/domain-check/live/node-probe.ts';
import type { RenewalInfoSource } from '../../../../tools/domain-check/live/probe.ts';
import { PLATFORM_HOST_LIVE, PRIMARY_LIVE } from '../fixtures/live-sites.ts';
import { startLiveServers, type LiveServers } from './live-servers.ts';
import { startWorld, type World } from './world.ts';
import { runDeadline } from './run-deadline.ts';
import { TEST_PLATFORM } from './platform.ts';

export interface LiveWorld {
  readonly world: World;
  readonly servers: LiveServers;
  /** `--resolver`, `--authoritative`, `--ca-file` and the port options for the CLI. */
  readonly cliOptions: readonly string[];
  close(): Promise<void>;
}

export async function startLiveWorld(): Promise<LiveWorld> {
  const [world, servers] = await Promise.all([startWorld(), startLiveServers()]);
  return {
    world,
    servers,
    cliOptions: [
      '--resolver',
      world.resolver.address,
      '--authoritative',
      world.authoritative.address,
      ...servers.cliOptions,
    ],
    close: async () => {
      await Promise.all([world.close(), servers.close()]);
    },
  };
}

export interface LiveRun {
  readonly report: Report;
}

/**
 * Runs the engine with the live checks, as `check --live` does. Each redirect source redirects to
 * the primary, docs.live.test, unless `primary` names another domain of the run.
 */
export async function checkLive(
  live: LiveWorld,
  domains: readonly { domain: string; role: DomainRole }[],
  options: { timeoutSeconds?: number; trustTestCa?: boolean; renewalInfo?: readonly RenewalInfoSource[] } = {},
): Promise<LiveRun> {
  const { deadline, queryTimeoutMs } = runDeadline(options.timeoutSeconds);
  const dns = new DnsClient({
    transport: createUdpTcpTransport(),
    deadline,
    queryTimeoutMs,
  });
  const primary = domains.find((entry) => entry.role === 'primary')?.domain ?? PRIMARY_LIVE;
  const report = await runChecks(
    {
      domains,
      platformHost: PLATFORM_HOST_LIVE,
      caIssuers: ['letsencrypt.org'],
      platform: TEST_PLATFORM,
      resolvers: [parseServerAddress(live.world.resolver.address)],
      authoritative: [parseServerAddress(live.world.authoritative.address)],
      deadline,
    },
    dns,
    {
      live: {
        probe: createNodeProbe({ extraCa: options.trustTestCa === false ? [] : [live.servers.caPem] }),
        ports: { https: live.servers.httpsPort, http: live.servers.httpPort },
        redirects: domains.filter((d) => d.role === 'redirect').map((d) => ({ from: d.domain, to: primary })),
        // The test CA's ACME directory answers for every certificate it issued, as a CA's does.
        renewalInfo: options.renewalInfo ?? [{ directoryUrl: live.servers.acme.directoryUrl }],
      },
    },
  );
  return { report };
}

/** Sorted codes of one domain's live findings (tls, primary, redirect) that are not a skip. */
export function liveCodes(report: Report, domain: string): FindingCode[] {
  const checks = report.domains.find((entry) => entry.domain === domain)?.checks ?? [];
  const live = checks.filter(
    (c) => (c.id === 'tls' || c.id === 'primary' || c.id === 'redirect') && c.status !== 'skip',
  );
  return [...new Set(live.map((c) => c.code))].sort();
}

export function findingOf(report: Report, domain: string, code: FindingCode) {
  return report.domains.find((entry) => entry.domain === domain)?.checks.find((c) => c.code === code);
}
