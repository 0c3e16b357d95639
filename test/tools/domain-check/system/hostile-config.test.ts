import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { CONFIGS_DIR, loadCurrentZones } from '../support/fixture-zones.ts';
import { runCli, type CliResult } from '../support/run-cli.ts';
import { unsafeCharacters } from '../support/terminal-safety.ts';

let dir: string;
/** The resolver records asks for each zone's DNS host: on loopback, never the machine's own. */
let resolver: DnsTestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'domain-check-hostile-'));
  resolver = await startDnsTestServer({ zones: loadCurrentZones(), mode: 'resolver' });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await resolver.close();
});

/** Exit 2 with a short message: no stack trace, nothing on stdout. */
function expectShortRefusal(result: CliResult): void {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n').length).toBeLessThanOrEqual(4);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(unsafeCharacters(result.stderr)).toEqual([]);
}

/** `--config FIFO` while `yes` writes into the FIFO without end. */
async function runFromEndlessPipe(): Promise<CliResult> {
  const fifo = join(dir, 'endless.fifo');
  execFileSync('mkfifo', [fifo]);
  // `exec` makes the shell become `yes`, so killing this child kills the writer.
  const writer = spawn('sh', ['-c', 'exec yes \'{"primary": "docs.example.com",\' > "$0"', fifo], { stdio: 'ignore' });
  try {
    return await runCli(['validate', '--config', fifo]);
  } finally {
    writer.kill('SIGKILL');
  }
}

describe('a hostile config gets a clear answer, and nothing else', () => {
  // A CLI that read without bound would never end (or would fill memory): run-cli kills a run that
  // outlives its test, and the test then fails on an exit code that is not 2. How soon the refusal
  // comes is speed, which a loaded machine changes; it is not asserted.
  it('refuses --config /dev/zero by itself, with exit 2', async () => {
    const result = await runCli(['validate', '--config', '/dev/zero']);
    expectShortRefusal(result);
    expect(result.stderr).toMatch(/The config \/dev\/zero is larger than 1 MiB/);
  });

  it('refuses an endless pipe (a FIFO) by itself, with exit 2', async () => {
    const result = await runFromEndlessPipe();
    expectShortRefusal(result);
    expect(result.stderr).toMatch(/larger than 1 MiB/);
  });

  it('refuses a config over 1 MiB, and reads one just under it', async () => {
    const config = '{ "primary": "docs.example.com" }';
    const justUnder = join(dir, 'just-under.json');
    const over = join(dir, 'over.json');
    writeFileSync(justUnder, config + ' '.repeat(1024 * 1024 - config.length));
    writeFileSync(over, config + ' '.repeat(1024 * 1024 - config.length + 1));
    expect(await runCli(['validate', '--config', justUnder])).toMatchObject({ code: 0 });
    const result = await runCli(['validate', '--config', over]);
    expectShortRefusal(result);
    expect(result.stderr).toMatch(/larger than 1 MiB/);
  });

  it('refuses "primary" written twice, naming its path and both places', async () => {
    const result = await runCli(['validate', '--config', `${CONFIGS_DIR}duplicate-primary.json`]);
    expectShortRefusal(result);
    expect(result.stderr).toContain(
      '  - primary: the key "primary" appears twice in one object (line 2, column 3 and line 4, column 3)',
    );
    expect(result.stderr).toContain('RFC 8259 §4');
  });

  it('refuses a duplicated key deep in the config, also when one spelling is escaped', async () => {
    const result = await runCli(['validate', '--config', `${CONFIGS_DIR}duplicate-nested.json`]);
    expectShortRefusal(result);
    expect(result.stderr).toMatch(/^ {2}- redirects\[1\]\.to: the key "to" appears twice/m);
  });

  it('shows control and bidi characters of a config key escaped in the error', async () => {
    const result = await runCli(['validate', '--config', `${CONFIGS_DIR}hostile-key.json`]);
    expectShortRefusal(result);
    expect(result.stderr).toContain('unknown key "\\x9b2J\\u001b]0;pwned\\u0007\\u202e"');
  });

  it('shows a config path with control characters escaped', async () => {
    const result = await runCli(['validate', '--config', join(dir, 'missing\u001b]0;pwned\u0007.json')]);
    expectShortRefusal(result);
    expect(result.stderr).toContain('missing\\x1b]0;pwned\\x07.json');
  });

  it('shows IDN labels that decode to C1 or bidi controls escaped in validate and records', async () => {
    const config = ['--config', `${CONFIGS_DIR}hostile-idn.json`];
    const validate = await runCli(['validate', ...config]);
    config.push('--resolver', resolver.address);
    expect(validate.code).toBe(0);
    expect(unsafeCharacters(validate.stdout)).toEqual([]);
    expect(validate.stdout).toContain('primary \\u202egro.example.com (xn--gro-4q0a.example.com)');
    expect(validate.stdout).toContain('\\x9b2jx.example.com (xn--2jx-dda.example.com)');
    for (const format of ['table', 'zone']) {
      const records = await runCli(['records', ...config, '--format', format]);
      expect(records.code).toBe(0);
      expect(unsafeCharacters(records.stdout.replace(/\t/g, ' '))).toEqual([]);
      expect(records.stdout).toContain('\\u202egro.example.com');
    }
    // JSON keeps the exact value.
    const json = await runCli(['records', ...config, '--format', 'json']);
    const parsed = JSON.parse(json.stdout) as { records: { unicode: string }[] };
    expect(parsed.records.map((record) => record.unicode)).toEqual(['\u202egro.example.com', '\u009b2jx.example.com']);
  });
});
