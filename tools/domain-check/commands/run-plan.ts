/**
 * What `check`, `watch` and `remove-plan` share: the options turned into a plan once, and a function
 * that runs it (again and again for `watch`), each run with a fresh DNS client and its own deadline.
 */
import { readFileSync } from 'node:fs';
import type { CommandOptions } from './options.ts';
import { UsageError } from './usage-error.ts';
import { parseDomainArguments } from '../config/index.ts';
import { DnsClient, type DnsClientStats } from '../dns/client.ts';
import { createUdpTcpTransport } from '../dns/transports/udp-tcp.ts';
import type { Report } from '../engine/report.ts';
import { runChecks, type LiveOptions, type RunInput } from '../checks/run-checks.ts';
import type { NodeProbeOptions } from '../live/node-probe.ts';
import { DEFAULT_LIVE_PORTS, type LivePorts, type LiveProbe, type RenewalInfoSource } from '../live/probe.ts';
import type { PlatformFacts, PlatformProfile } from '../platform/profile.ts';
import type { CommandIo } from './command-io.ts';
import type { LoadedConfig } from './load-config.ts';
import {
  getAcmeSettings,
  getCaIssuers,
  getDnsSettings,
  getPlatformHost,
  getTimeoutSeconds,
  type AcmeSettings,
  type DnsSettings,
} from './run-settings.ts';

export interface RunPlan {
  readonly domains: RunInput['domains'];
  readonly platformHost: string;
  /** The rest of the platform profile the checks read (the records' TTL, the dashboard's words). */
  readonly platform: PlatformFacts;
  readonly caIssuers: readonly string[];
  readonly acme: AcmeSettings;
  readonly dns: DnsSettings;
  readonly timeoutSeconds: number;
  readonly strict: boolean;
  /** Set when the live checks run (`check --live`, `watch`, `remove-plan`). */
  readonly live: LiveOptions | undefined;
}

export interface PlanOptions {
  readonly live: boolean;
  /** The domains to run, instead of the operands or the config's. */
  readonly domains?: RunInput['domains'];
}

/** The domains to check: the operands when given, else the config's primary and redirect sources. */
function getDomains(operands: readonly string[], loaded: LoadedConfig | undefined): RunInput['domains'] {
  if (operands.length > 0) return parseDomainArguments(operands).map((domain) => ({ domain, role: 'primary' }));
  const domains = loaded?.domains ?? [];
  if (domains.length === 0) {
    throw new UsageError(`Name the domains to check (domain-check check docs.example.com), or pass --config FILE.`);
  }
  return domains;
}

function parsePort(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new UsageError(`${flag} takes a port 1–65535, not "${text}".`);
  return port;
}

/** `--ca-file`: PEM certificates trusted on top of Node's default CA list. Verification stays on. */
function readCaFile(path: string | undefined): string[] {
  if (path === undefined) return [];
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read --ca-file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const certificates = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (certificates.length === 0) throw new UsageError(`--ca-file ${path} holds no PEM certificate.`);
  return certificates;
}

/**
 * The Node probe, loaded when a live check first connects: its HTTP client (undici) costs about as
 * much start-up as the rest of the CLI, and a plain `check` never connects.
 */
function lazyNodeProbe(options: NodeProbeOptions): LiveProbe {
  let probe: Promise<LiveProbe> | undefined;
  const load = (): Promise<LiveProbe> =>
    (probe ??= import('../live/node-probe.ts').then((module) => module.createNodeProbe(options)));
  return {
    tls: async (request) => (await load()).tls(request),
    http: async (request) => (await load()).http(request),
    renewalInfo: async (request) => (await load()).renewalInfo(request),
  };
}

/**
 * Where renewal windows are asked (RFC 9773): `--acme-directory` for every certificate, else each
 * directory the platform profile names, for its own CA's certificates only.
 */
function getRenewalInfoSources(options: CommandOptions, profile: PlatformProfile): RenewalInfoSource[] {
  const given = options['acme-directory'];
  if (given !== undefined) {
    if (!URL.canParse(given) || new URL(given).protocol !== 'https:') {
      throw new UsageError(
        `--acme-directory takes an https:// URL, such as ${ACME_DIRECTORY_EXAMPLE}, not "${given}".`,
      );
    }
    return [{ directoryUrl: given }];
  }
  return profile.certificateAuthorities.flatMap(({ acmeDirectory, issuerOrganizations }) =>
    acmeDirectory === undefined
      ? []
      : [{ directoryUrl: acmeDirectory, ...(issuerOrganizations ? { issuerOrganizations } : {}) }],
  );
}

const ACME_DIRECTORY_EXAMPLE = 'https://acme-v02.api.letsencrypt.org/directory';

function getLiveOptions(options: CommandOptions, loaded: LoadedConfig | undefined, io: CommandIo): LiveOptions {
  const ports: LivePorts = {
    https: parsePort(options['https-port'], '--https-port', DEFAULT_LIVE_PORTS.https),
    http: parsePort(options['http-port'], '--http-port', DEFAULT_LIVE_PORTS.http),
  };
  const extraCa = readCaFile(options['ca-file']);
  return {
    probe: lazyNodeProbe({ extraCa, userAgent: `domain-check/${io.version}` }),
    ports,
    redirects: loaded?.config.redirects.map(({ from, to }) => ({ from, to })) ?? [],
    renewalInfo: getRenewalInfoSources(options, io.platform),
  };
}

export function planRun(
  options: CommandOptions,
  operands: readonly string[],
  loaded: LoadedConfig | undefined,
  io: CommandIo,
  planOptions: PlanOptions,
): RunPlan {
  const domains = planOptions.domains ?? getDomains(operands, loaded);
  // Validate every option before anything is looked up: bad usage exits 2 with nothing sent.
  const live = planOptions.live ? getLiveOptions(options, loaded, io) : undefined;
  if (
    !planOptions.live &&
    (options['ca-file'] ?? options['acme-directory'] ?? options['https-port'] ?? options['http-port']) !== undefined
  ) {
    throw new UsageError(
      '--ca-file, --acme-directory, --https-port and --http-port are for the live checks: add --live.',
    );
  }
  return {
    domains,
    platformHost: getPlatformHost(options, loaded, io.env, io.platform),
    platform: io.platform,
    caIssuers: getCaIssuers(options, loaded, io.platform),
    acme: getAcmeSettings(options, loaded, io.env, io.platform),
    dns: getDnsSettings(options),
    timeoutSeconds: getTimeoutSeconds(options),
    strict: options.strict ?? false,
    live,
  };
}

export interface RunHooks {
  /** Epoch milliseconds the run must end by; default: now + the plan's timeout. */
  readonly deadline?: number;
  readonly onQuery?: (stats: DnsClientStats) => void;
  readonly onDomainDone?: (domain: string) => void;
}

export function runPlan(plan: RunPlan, hooks: RunHooks = {}): Promise<Report> {
  const timeoutMs = plan.timeoutSeconds * 1000;
  const deadline = hooks.deadline ?? Date.now() + timeoutMs;
  const dns = new DnsClient({
    transport: createUdpTcpTransport(),
    deadline,
    queryTimeoutMs: Math.min(2000, timeoutMs / 3),
    ...(hooks.onQuery ? { onQuery: hooks.onQuery } : {}),
  });
  const { authoritative, resolvers } = plan.dns;
  return runChecks(
    {
      domains: plan.domains,
      platformHost: plan.platformHost,
      platform: plan.platform,
      caIssuers: plan.caIssuers,
      ...(plan.acme.accountUri === undefined ? {} : { caaAccountUri: plan.acme.accountUri }),
      ...(plan.acme.validationMethods === undefined ? {} : { caaValidationMethods: plan.acme.validationMethods }),
      resolvers,
      ...(authoritative.length > 0 ? { authoritative } : {}),
      ...(plan.dns.trustAnchors ? { trustAnchors: plan.dns.trustAnchors } : {}),
      deadline,
    },
    dns,
    {
      strict: plan.strict,
      ...(hooks.onDomainDone ? { onDomainDone: hooks.onDomainDone } : {}),
      ...(plan.live ? { live: plan.live } : {}),
    },
  );
}
