/**
 * A small DNS world on loopback: an authoritative server (127.0.0.2) serving the current zones and a
 * recursive-looking resolver (127.0.0.1) serving what resolvers still cache, both with faults by name.
 */
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { parseServerAddress } from '../../../../tools/domain-check/dns/server-address.ts';
import { runChecks } from '../../../../tools/domain-check/checks/run-checks.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import type { ZoneFileResolver } from '../scenarios/scenario.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { startDnsTestServer, type DnsTestServer, type Fault } from './dns-test-server.ts';
import { loadCurrentZones, loadOtherRegionZones, loadStaleZones } from './fixture-zones.ts';
import type { Zone } from './zone-file.ts';
import { runDeadline } from './run-deadline.ts';
import { TEST_PLATFORM } from './platform.ts';
import type { PlatformFacts } from '../../../../tools/domain-check/platform/profile.ts';

/** Names the fault tests use; none exists in the zones, each fault fires before any lookup. */
export const FAULT_NAMES = {
  servfail: 'servfail.faults.example.com',
  refused: 'refused.faults.example.com',
  drop: 'timeout.faults.example.com',
  garbage: 'garbage.faults.example.com',
  'wrong-id': 'wrong-id.faults.example.com',
  'wrong-question': 'wrong-question.faults.example.com',
} as const;

export const WORLD_FAULTS: readonly Fault[] = [
  ...Object.entries(FAULT_NAMES).map(([kind, name]) => ({ kind: kind as Fault['kind'], name })),
  { kind: 'truncate', name: 'big.example.com' },
  { kind: 'servfail-unless-cd', name: 'dnssec.example.com' },
  { kind: 'servfail', name: 'caa-fail.example.com', type: 'CAA' },
];

export interface World {
  readonly resolver: DnsTestServer;
  readonly authoritative: DnsTestServer;
  close(): Promise<void>;
}

export async function startWorld(
  options: {
    delayMs?: number;
    extraZones?: readonly Zone[];
    /** The resolver validates DNSSEC (`DnsTestServerOptions.validating`); by default it does not. */
    resolverValidates?: boolean;
    /** Both servers hold their answers until this releases them (`dns-waves.ts`). */
    holdAnswer?: (question: string) => Promise<void>;
  } = {},
): Promise<World> {
  const answering = {
    ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
    ...(options.holdAnswer ? { holdAnswer: options.holdAnswer } : {}),
  };
  const extraZones = options.extraZones ?? [];
  const authoritative = await startDnsTestServer({
    zones: [...loadCurrentZones(), ...extraZones],
    mode: 'authoritative',
    host: '127.0.0.2',
    faults: WORLD_FAULTS,
    ...answering,
  });
  const resolver = await startDnsTestServer({
    zones: [...loadStaleZones(), ...extraZones],
    mode: 'resolver',
    host: '127.0.0.1',
    faults: WORLD_FAULTS,
    ...(options.resolverValidates ? { validating: true } : {}),
    ...answering,
  });
  return {
    resolver,
    authoritative,
    close: async () => {
      await Promise.all([resolver.close(), authoritative.close()]);
    },
  };
}

/** Starts a resolver a zone-file row may name besides the world's own (`ZoneFileResolver`). */
export function startZoneFileResolver(kind: Exclude<ZoneFileResolver, 'world'>): Promise<DnsTestServer> {
  if (kind === 'other-region') {
    return startDnsTestServer({ zones: loadOtherRegionZones(), mode: 'resolver', host: '127.0.0.3' });
  }
  return startDnsTestServer({
    zones: loadCurrentZones(),
    mode: 'resolver',
    host: '127.0.0.4',
    faults: [
      { kind: 'servfail', name: 'apex-ok.com', type: 'A' },
      { kind: 'servfail', name: 'apex-ok.com', type: 'AAAA' },
    ],
  });
}

export interface CheckRun {
  readonly report: Report;
  readonly elapsedMs: number;
  readonly queriesSent: number;
  /** The distinct questions the DNS client was asked (server, name, type and flags), retransmissions not counted. */
  readonly lookups: number;
}

/** Runs the engine in-process against the given servers, as the CLI would. */
export async function checkDomains(
  domains: readonly string[],
  servers: { resolvers: readonly string[]; authoritative?: readonly string[] },
  options: {
    timeoutSeconds?: number;
    maxInFlight?: number;
    caIssuers?: readonly string[];
    /** The platform profile's facts the run reads (TTL, dashboard); the package's by default. */
    platform?: PlatformFacts;
    /** The platform's ACME account URI and validation method, as the CLI settings give them. */
    caaAccountUri?: string;
    caaValidationMethod?: string;
    /** Every method the platform profile lists, in place of the one method above. */
    caaValidationMethods?: readonly string[];
    /** false: the zone's nameservers cannot be asked directly, as in a browser. */
    authoritativeReachable?: boolean;
    /** The port of the nameservers the run discovers (the world's authoritative server's, to reach it). */
    nameserverPort?: number;
  } = {},
): Promise<CheckRun> {
  const started = Date.now();
  const { deadline, queryTimeoutMs } = runDeadline(options.timeoutSeconds);
  const dns = new DnsClient({
    transport: createUdpTcpTransport(),
    deadline,
    queryTimeoutMs,
    ...(options.maxInFlight === undefined ? {} : { maxInFlight: options.maxInFlight }),
  });
  const authoritative = servers.authoritative?.map((text) => parseServerAddress(text));
  const report = await runChecks(
    {
      domains: domains.map((domain, index) => ({ domain, role: index === 0 ? 'primary' : 'redirect' })),
      platformHost: PLATFORM_HOST,
      caIssuers: options.caIssuers ?? ['letsencrypt.org'],
      platform: options.platform ?? TEST_PLATFORM,
      ...(options.caaAccountUri === undefined ? {} : { caaAccountUri: options.caaAccountUri }),
      ...(options.caaValidationMethod === undefined ? {} : { caaValidationMethods: [options.caaValidationMethod] }),
      ...(options.caaValidationMethods === undefined ? {} : { caaValidationMethods: options.caaValidationMethods }),
      resolvers: servers.resolvers.map((text) => parseServerAddress(text)),
      ...(authoritative ? { authoritative } : {}),
      ...(options.authoritativeReachable === undefined
        ? {}
        : { authoritativeReachable: options.authoritativeReachable }),
      ...(options.nameserverPort === undefined ? {} : { nameserverPort: options.nameserverPort }),
      deadline,
    },
    dns,
  );
  return { report, elapsedMs: Date.now() - started, queriesSent: dns.stats.queriesSent, lookups: dns.stats.lookups };
}

export function problemCodes(report: Report, domain: string): FindingCode[] {
  const entry = report.domains.find((d) => d.domain === domain);
  const codes = (entry?.checks ?? []).filter((c) => c.status !== 'pass' && c.status !== 'skip').map((c) => c.code);
  return [...new Set(codes)].sort();
}

export function allCodes(report: Report): FindingCode[] {
  return [...new Set(report.domains.flatMap((d) => d.checks.map((c) => c.code)))].sort();
}
