/**
 * The package as a site owner gets it: `npm pack` makes the tarball, `npm install` puts it in an
 * empty folder outside this checkout (its dependencies come from the registry, as for a user), and
 * the installed command runs there on Node 24, on Node 22, and refuses an older Node in a few lines.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_HOST } from './scenarios/zone-files.ts';
import { CONFIGS_DIR } from './support/fixture-zones.ts';
import { startWorld, type World } from './support/world.ts';
import { withPackLock } from '../../support/workspace-pack-lock.ts';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGE_NAME = '@petstore-docs/domain-check';
/** The oldest Node the package supports (its `engines`), and a Node older than that: this machine's. */
const NODE_22_PACKAGE = `node-${process.platform}-${process.arch}@^22.19.0`;
const SYSTEM_NODE = '/usr/bin/node';
/**
 * The deployment the tarball is packed for: `npm pack` bakes its platform profile into the package,
 * so the installed command checks against the test platform with no flag, and links the docs by URL.
 */
const DEPLOYMENT = { PETSTORE_PLATFORM_HOST: PLATFORM_HOST, PETSTORE_SITE_URL: 'https://docs.petstore.example' };

/** npm and the installed command find `node` on PATH: this one first, unless a test says otherwise. */
function pathWith(nodeBinary: string): string {
  return [dirname(nodeBinary), process.env.PATH ?? ''].join(delimiter);
}

/**
 * The environment a site owner's shell would have: this one (its proxy and CA settings reach the
 * registry), without what `npm test` and vitest add for themselves.
 */
function userEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_OPTIONS$|NODE_ENV$|BASE_URL$)/i.test(name)),
  );
}

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function exec(
  file: string,
  args: readonly string[],
  cwd: string,
  nodeBinary = process.execPath,
  extraEnv: Record<string, string> = {},
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd,
      env: { ...userEnvironment(), PATH: pathWith(nodeBinary), NO_COLOR: '1', ...extraEnv },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function npm(args: readonly string[], cwd: string, extraEnv: Record<string, string> = {}): Promise<Outcome> {
  const outcome = await exec('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], cwd, undefined, extraEnv);
  if (outcome.code !== 0) throw new Error(`npm ${args.join(' ')} failed (${outcome.code}):\n${outcome.stderr}`);
  return outcome;
}

/** A Node 22 binary from the npm registry, kept between runs (it is 30 MB). */
async function installNode22(): Promise<string> {
  const prefix = join(tmpdir(), 'petstore-docs-node22');
  const binary = join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node');
  if (!existsSync(binary)) {
    await mkdir(prefix, { recursive: true });
    await npm(['install', '--prefix', prefix, '--no-save', NODE_22_PACKAGE], prefix);
  }
  return binary;
}

/**
 * Asks the registry before anything is installed from it, with a short timeout and no retries (npm's
 * own defaults wait minutes on a registry that does not answer). CI reaches the registry; a machine
 * that cannot is told so at once, in every test, instead of waiting and skipping them.
 */
async function expectRegistryReachable(): Promise<void> {
  const ping = await exec('npm', ['ping', '--fetch-timeout=15000', '--fetch-retries=0', '--loglevel=error'], REPO);
  if (ping.code === 0) return;
  const registry = (await exec('npm', ['config', 'get', 'registry'], REPO)).stdout.trim();
  const reason = ping.stderr
    .split('\n')
    .filter((line) => /npm error (code|request to)/.test(line))
    .join('; ');
  throw new Error(
    `The npm registry (${registry || 'npm config get registry'}) could not be reached, and this test ` +
      `installs the packed package's dependencies and a Node 22 binary from it (CI has it): ${reason || ping.stderr}`,
  );
}

interface Installed {
  readonly world: World;
  readonly home: string;
  readonly tarball: string;
  readonly node22: string;
  readonly servers: readonly string[];
}

/**
 * Packs and installs the package once for all the tests below. Each test awaits it, so a failure
 * (the registry unreachable, say) fails every test with its reason: none is skipped.
 */
async function packAndInstall(): Promise<Installed> {
  await expectRegistryReachable();
  const world = await startWorld();
  const servers = [
    '--resolver',
    world.resolver.address,
    '--authoritative',
    world.authoritative.address,
    '--timeout',
    '30',
  ];
  const home = await mkdtemp(join(tmpdir(), 'site-owner-'));
  cleanUp = async () => {
    await world.close();
    await rm(home, { recursive: true, force: true });
  };
  const packed = JSON.parse(
    (
      await withPackLock(join(REPO, 'tools/domain-check'), () =>
        npm(['pack', '--workspace', 'tools/domain-check', '--pack-destination', home, '--json'], REPO, DEPLOYMENT),
      )
    ).stdout,
  ) as { filename: string }[];
  const tarball = join(home, packed[0]?.filename ?? '');
  await writeFile(join(home, 'package.json'), JSON.stringify({ name: 'site-owner', private: true }));
  await npm(['install', tarball], home);
  const node22 = await installNode22();
  return { world, home, tarball, node22, servers };
}

let cleanUp: () => Promise<void> = () => Promise.resolve();
let installing: Promise<Installed> | undefined;
const installed = (): Promise<Installed> => (installing ??= packAndInstall());

afterAll(async () => {
  await cleanUp();
});

/** Installing takes a minute or two over the registry; the timeout is for a hang, not for speed. */
const INSTALL_TIMEOUT_MS = 300_000;

const bin = (home: string): string => join(home, 'node_modules', '.bin', 'domain-check');

describe('the published package', { timeout: INSTALL_TIMEOUT_MS }, () => {
  it('holds the built command, its entries and types, and no TypeScript source or tests', async () => {
    const { home, tarball } = await installed();
    const { stdout } = await exec('tar', ['-tzf', tarball], home);
    const files = stdout.split('\n').filter(Boolean);
    expect(files).toContain('package/bin/domain-check.cjs');
    expect(files).toContain('package/dist/cli/main.js');
    for (const entry of ['index', 'browser', 'catalogue']) {
      expect(files).toContain(`package/dist/${entry}.js`);
      expect(files).toContain(`package/dist/${entry}.d.ts`);
    }
    expect(files).toContain('package/domains.schema.json');
    expect(files).toContain('package/README.md');
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it('is installed under our scoped name, whose bin is domain-check', async () => {
    const { home } = await installed();
    const scoped = await readdir(join(home, 'node_modules', '@petstore-docs'));
    expect(scoped).toEqual(['domain-check']);
    const help = await exec('npx', ['--no-install', PACKAGE_NAME, '--help'], home);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`npx ${PACKAGE_NAME} check docs.example.com`);
    expect(help.stdout).not.toMatch(/npx domain-check/);
  });

  it('runs --help, validate and check on Node 24', async () => {
    const { home, servers } = await installed();
    const help = await exec(bin(home), ['--help'], home);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exit codes/);

    const valid = await exec(bin(home), ['validate', '--config', join(CONFIGS_DIR, 'conflict.json')], home);
    expect(valid.code).toBe(0);
    const invalid = await exec(bin(home), ['validate', '--config', join(CONFIGS_DIR, 'invalid-status.json')], home);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).not.toMatch(/\n\s+at /);

    const check = await exec(
      bin(home),
      ['check', 'ok.example.com', '--platform-host', PLATFORM_HOST, ...servers],
      home,
    );
    expect(check.stdout).toMatch(/ready/i);
    expect(check.code).toBe(0);
  });

  it('checks against the platform profile it was packed with, and links each finding by its full URL', async () => {
    const { home, servers } = await installed();
    const ready = await exec(bin(home), ['check', 'ok.example.com', ...servers], home);
    expect(ready.code).toBe(0);
    const wrong = await exec(bin(home), ['check', 'typo.example.com', ...servers], home);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(
      /^ +Docs: https:\/\/docs\.petstore\.example\/tools\/domain-check\/findings\/cname\/#cname-mismatch \(CNAME_MISMATCH\)$/m,
    );
    // The platform host's default is an option of the DNS commands: their help says it.
    const help = await exec(bin(home), ['help', 'check'], home);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain(`(default: ${PLATFORM_HOST}, this package's platform)`);
  });

  it('ships JavaScript whose every import path resolves: no .ts path left by the build', async () => {
    const { home } = await installed();
    const dist = join(home, 'node_modules', '@petstore-docs', 'domain-check', 'dist');
    const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'));
    const tsPaths = await Promise.all(
      files.map(async (file) => {
        const code = await readFile(join(dist, file), 'utf8');
        return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+\.ts)['"]/g)].map(
          (match) => `${file}: ${match[1] ?? ''}`,
        );
      }),
    );
    expect(tsPaths.flat()).toEqual([]);
  });

  it('judges a CAA set when it runs installed, with the parts it loads on demand', async () => {
    const { home, servers } = await installed();
    const check = await exec(
      bin(home),
      ['check', 'docs.team.eu.caa-deep.com', '--platform-host', PLATFORM_HOST, '--json', ...servers],
      home,
    );
    const report = JSON.parse(check.stdout) as { status: string; domains: { checks: { code: string }[] }[] };
    expect(report.domains[0]?.checks.map((finding) => finding.code)).toContain('CAA_ALLOWS_ISSUER');
    expect(report.status).toBe('ready');
  });

  it('runs on Node 22, the oldest Node it supports', async () => {
    const { home, node22, servers } = await installed();
    const { stdout: version } = await exec(node22, ['--version'], home, node22);
    expect(version).toMatch(/^v22\./);
    const check = await exec(
      bin(home),
      ['check', 'ok.example.com', '--platform-host', PLATFORM_HOST, '--json', ...servers],
      home,
      node22,
    );
    expect(check.code).toBe(0);
    expect((JSON.parse(check.stdout) as { status: string }).status).toBe('ready');
  });

  it('tells an older Node which Node it needs, in a few lines and without a stack trace, and exits 2', async () => {
    const { home } = await installed();
    const { stdout: version } = await exec(SYSTEM_NODE, ['--version'], home, SYSTEM_NODE);
    expect(Number(/^v(\d+)/.exec(version)?.[1])).toBeLessThan(22);
    const old = await exec(bin(home), ['--help'], home, SYSTEM_NODE);
    expect(old.code).toBe(2);
    expect(old.stdout).toBe('');
    expect(old.stderr).toMatch(/^domain-check needs Node\.js 22\.19 or newer .*; this is Node\.js v?\d+\./);
    expect(old.stderr.trim().split('\n').length).toBeLessThanOrEqual(3);
    expect(old.stderr).not.toMatch(/\n\s+at |SyntaxError/);
  });
});
