#!/usr/bin/env node
/**
 * The command line: the only module that reads process.argv and the environment, writes to
 * stdout/stderr and sets the exit code. Everything heavy is imported lazily, so `--help` and
 * `--version` load nothing they do not use.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

const EXIT = { ready: 0, actionRequired: 1, usage: 2, propagating: 3, inconclusive: 4 } as const;
const DEFAULT_CA = 'letsencrypt.org';
const DEFAULT_TIMEOUT_SECONDS = 15;
const DEFAULT_CONFIG = 'domains.json';
const PLATFORM_HOST_ENV = 'DOMAIN_CHECK_PLATFORM_HOST';

const HELP = `domain-check: tell, before you click Verify, exactly what DNS is wrong for a custom domain and how to fix it.

Usage
  domain-check check [DOMAIN…] [--config domains.json] [options]   run every DNS check
  domain-check validate [--config domains.json]                     validate the config (offline)
  domain-check records [--config domains.json] [--format table|zone|json]
                                                                    print the records to create

Options
  --config FILE            the domain config (default: ./${DEFAULT_CONFIG} when it exists)
  --platform-host HOST     the platform host the dashboard shows as the record value. Required for
                           check and records; also read from the config's "platformHost" or
                           ${PLATFORM_HOST_ENV}
  --ca DOMAIN              the certificate authority's CAA issuer domain, repeatable. A setting:
                           default ${DEFAULT_CA}; also the config's "caIssuers"
  --resolver IP[:PORT]     a recursive resolver to ask, repeatable (default: the system's)
  --authoritative IP[:PORT]
                           ask these authoritative servers instead of discovering the zone's
                           nameservers, repeatable
  --timeout SECONDS        one deadline for the whole run (default ${DEFAULT_TIMEOUT_SECONDS})
  --format table|zone|json records output (default table)
  --json                   write only JSON to stdout (schemaVersion 1); progress goes to stderr
  --strict                 warnings fail too (exit 1)
  --no-color               no colours (also NO_COLOR, or when stdout is not a terminal)
  -h, --help               this help
  -V, --version            the version

Exit codes
  0  ready: click Verify
  1  action required: a record must change
  2  bad usage or bad config (nothing was looked up)
  3  propagating: correct at your DNS host, resolvers still catching up
  4  inconclusive: lookups failed
  70 internal error (a bug: please report it)

Examples
  domain-check check docs.example.com --platform-host sites.platform.example
  domain-check check --config domains.json --json
  domain-check check www.example.com --resolver 9.9.9.9 --resolver 1.1.1.1 --timeout 20
  domain-check records --format zone
  domain-check validate --config domains.json

Each finding has a code and a section on the site page /tools/domain-check/findings/.
`;

const OPTIONS = {
  config: { type: 'string' },
  'platform-host': { type: 'string' },
  ca: { type: 'string', multiple: true },
  resolver: { type: 'string', multiple: true },
  authoritative: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  strict: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const satisfies ParseArgsConfig['options'];

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code = 'USAGE';
}

async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(HELP);
    return EXIT.ready;
  }
  if (values.version) {
    const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
    process.stdout.write(`${pkg.version}\n`);
    return EXIT.ready;
  }
  const [command, ...domainArgs] = positionals;
  switch (command) {
    case 'check':
      return runCheck(values, domainArgs);
    case 'validate':
      if (domainArgs.length > 0) throw new UsageError('validate takes no domains; it validates --config.');
      return runValidate(values);
    case 'records':
      if (domainArgs.length > 0) throw new UsageError('records takes no domains; it reads --config.');
      return runRecords(values);
    case undefined:
      throw new UsageError('Name a command: check, validate or records.');
    default:
      throw new UsageError(`Unknown command "${command}". Use check, validate or records.`);
  }
}

interface LoadedDomains {
  readonly domains: { domain: string; role: 'primary' | 'redirect' }[];
  readonly platformHost: string | undefined;
  readonly caIssuers: readonly string[] | undefined;
  readonly source: string;
}

async function loadConfig(values: Values, required: boolean): Promise<LoadedDomains | undefined> {
  const path = values.config ?? (existsSync(DEFAULT_CONFIG) ? DEFAULT_CONFIG : undefined);
  if (path === undefined) {
    if (required) throw new UsageError(`No config: pass --config FILE, or create ${DEFAULT_CONFIG} here.`);
    return undefined;
  }
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the config ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { parseDomainConfigText } = await import('./config/index.ts');
  const config = parseDomainConfigText(text, path);
  return {
    domains: [
      { domain: config.primary, role: 'primary' },
      ...config.redirects.map((redirect) => ({ domain: redirect.from, role: 'redirect' as const })),
    ],
    platformHost: config.platformHost,
    caIssuers: config.caIssuers,
    source: path,
  };
}

async function getPlatformHost(values: Values, config: LoadedDomains | undefined): Promise<string> {
  const raw = values['platform-host'] ?? config?.platformHost ?? (process.env[PLATFORM_HOST_ENV] || undefined);
  if (raw === undefined) {
    throw new UsageError(
      `The platform host is required: it is the value the dashboard shows for the CNAME (Project settings → Domains).\n` +
        `Pass --platform-host HOST, set "platformHost" in the config, or set ${PLATFORM_HOST_ENV}.`,
    );
  }
  const { parseDomainArguments } = await import('./config/index.ts');
  const [host] = parseDomainArguments([raw]);
  return host ?? raw;
}

async function runValidate(values: Values): Promise<number> {
  const config = await loadConfig(values, true);
  if (!config) return EXIT.usage;
  const { describeHostname } = await import('./config/index.ts');
  const redirects = config.domains.filter((d) => d.role === 'redirect').map((d) => describeHostname(d.domain));
  const primary = config.domains[0]?.domain ?? '';
  process.stdout.write(
    `✓ ${config.source} is valid: primary ${describeHostname(primary)}, ${redirects.length} redirect${
      redirects.length === 1 ? '' : 's'
    }${redirects.length > 0 ? ` (${redirects.join(', ')})` : ''}.\n`,
  );
  return EXIT.ready;
}

async function runRecords(values: Values): Promise<number> {
  const format = values.format ?? (values.json ? 'json' : 'table');
  const { planRecords, renderRecords, RECORDS_FORMATS } = await import('./records.ts');
  const recordsFormat = RECORDS_FORMATS.find((candidate) => candidate === format);
  if (!recordsFormat) throw new UsageError(`--format must be table, zone or json, not "${format}".`);
  const config = await loadConfig(values, true);
  if (!config) return EXIT.usage;
  const platformHost = await getPlatformHost(values, config);
  process.stdout.write(renderRecords(planRecords(config.domains, platformHost), recordsFormat, platformHost));
  return EXIT.ready;
}

function getTimeoutSeconds(values: Values): number {
  if (values.timeout === undefined) return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(values.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) {
    throw new UsageError(`--timeout takes seconds between 0 and 600, not "${values.timeout}".`);
  }
  return seconds;
}

async function runCheck(values: Values, domainArgs: readonly string[]): Promise<number> {
  const config = await loadConfig(values, false);
  let domains = config?.domains ?? [];
  if (domainArgs.length > 0) {
    const { parseDomainArguments } = await import('./config/index.ts');
    domains = parseDomainArguments(domainArgs).map((domain) => ({ domain, role: 'primary' }));
  }
  if (domains.length === 0) {
    throw new UsageError(`Name the domains to check (domain-check check docs.example.com), or pass --config FILE.`);
  }
  const platformHost = await getPlatformHost(values, config);
  const timeoutSeconds = getTimeoutSeconds(values);
  const { parseServerAddress } = await import('./dns/server-address.ts');
  const parseServers = (texts: readonly string[] | undefined, flag: string) => {
    try {
      return (texts ?? []).map((text) => parseServerAddress(text));
    } catch (error) {
      throw new UsageError(`${flag}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  let resolvers = parseServers(values.resolver, '--resolver');
  const authoritative = parseServers(values.authoritative, '--authoritative');
  if (resolvers.length === 0) {
    const { getSystemResolvers } = await import('./dns/system-resolvers.ts');
    resolvers = getSystemResolvers();
    if (resolvers.length === 0) throw new UsageError('No system resolver found: pass --resolver IP.');
  }
  const caIssuers = values.ca ?? config?.caIssuers ?? [DEFAULT_CA];

  const [{ runChecks }, { DnsClient }, { createUdpTcpTransport }, { REPORTERS }, { exitCodeFor }] = await Promise.all([
    import('./engine/run-checks.ts'),
    import('./dns/client.ts'),
    import('./dns/transports/udp-tcp.ts'),
    import('./reporters/index.ts'),
    import('./engine/report.ts'),
  ]);
  const deadline = Date.now() + timeoutSeconds * 1000;
  const progress = createProgress(domains.length);
  const dns = new DnsClient({
    transport: createUdpTcpTransport(),
    deadline,
    queryTimeoutMs: Math.min(2000, (timeoutSeconds * 1000) / 3),
    onQuery: (stats) => progress.update(stats.queriesSent),
  });
  let report;
  try {
    report = await runChecks(
      {
        domains,
        platformHost,
        caIssuers,
        resolvers,
        ...(authoritative.length > 0 ? { authoritative } : {}),
        deadline,
      },
      dns,
      { strict: values.strict ?? false, onDomainDone: () => progress.domainDone() },
    );
  } finally {
    progress.end();
  }
  const color = !values.json && !values['no-color'] && !process.env.NO_COLOR && (values.color ?? process.stdout.isTTY);
  const reporter = values.json ? REPORTERS.json : REPORTERS.human;
  process.stdout.write(reporter(report, { color }));
  return exitCodeFor(report.status);
}

/** On a terminal, a live line on stderr; otherwise one quiet line, so logs stay readable. */
function createProgress(domainCount: number): { update(queries: number): void; domainDone(): void; end(): void } {
  const tty = process.stderr.isTTY;
  let done = 0;
  let queries = 0;
  let last = 0;
  const render = (): void => {
    process.stderr.write(
      `\r\u001b[2KChecking ${domainCount} domain(s)… ${done}/${domainCount} done, ${queries} queries sent`,
    );
  };
  if (!tty) process.stderr.write(`domain-check: checking ${domainCount} domain(s)…\n`);
  return {
    update(count) {
      queries = count;
      if (tty && Date.now() - last > 100) {
        last = Date.now();
        render();
      }
    },
    domainDone() {
      done += 1;
      if (tty) render();
    },
    end() {
      if (tty) process.stderr.write('\r\u001b[2K');
    },
  };
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`domain-check: ${error.message}\nRun domain-check --help for usage.\n`);
      process.exitCode = EXIT.usage;
      return;
    }
    if (error instanceof Error && error.name === 'ConfigError') {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = EXIT.usage;
      return;
    }
    process.stderr.write(
      `domain-check crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  },
);
