/**
 * A network namespace of a test's own (`unshare -n`, as root): loopback only, so every address but
 * 127.0.0.0/8 and ::1 has no route, and ports never collide with other runs. Its first process is
 * the fault lab (support/fault-lab.ts); the CLI and scripts join it with `nsenter --net`, and the
 * test changes its routes and links (`ip …`) the same way. A namespace that cannot be made fails the
 * test with the reason: the fault tests are never skipped.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CLI, cliEnvironment, collectOutput, type CliResult } from './run-cli.ts';
import type { LabAddresses } from './fault-lab.ts';

const LAB = fileURLToPath(new URL('./fault-lab.ts', import.meta.url));
const KILL_AFTER_MS = 60_000;

export interface Namespace {
  readonly lab: LabAddresses;
  /** Runs the CLI from its source inside the namespace. */
  spawnCli(args: readonly string[]): ChildProcessByStdio<null, Readable, Readable>;
  cli(args: readonly string[]): Promise<CliResult>;
  /** Runs a Node script (TypeScript) inside the namespace. */
  node(script: string, args: readonly string[]): Promise<CliResult>;
  /** `ip ARGS…` inside the namespace; rejects with its stderr when it fails. */
  ip(...args: string[]): Promise<void>;
  close(): Promise<void>;
}

export interface NamespaceOptions {
  /** Turn IPv6 off in the namespace, as on a host without it (an IPv6 connect: EADDRNOTAVAIL). */
  readonly ipv6?: boolean;
}

function inside(pid: number, command: string, args: readonly string[]) {
  return spawn('nsenter', [`--target=${pid}`, '--net', command, ...args], {
    env: cliEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: KILL_AFTER_MS,
    killSignal: 'SIGKILL',
  });
}

export async function startNamespace(options: NamespaceOptions = {}): Promise<Namespace> {
  const noIpv6 = options.ipv6 === false ? 'sysctl -qw net.ipv6.conf.all.disable_ipv6=1 && ' : '';
  const lab: ChildProcessByStdio<Writable, Readable, Readable> = spawn(
    'unshare',
    ['-n', 'sh', '-c', `ip link set lo up && ${noIpv6}exec "$0" "$1"`, process.execPath, LAB],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const addresses = await new Promise<LabAddresses>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    lab.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    lab.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve(JSON.parse(stdout.slice(0, newline)) as LabAddresses);
    });
    const fail = (reason: string): void =>
      reject(
        new Error(`could not make a network namespace for the fault tests (they need root and unshare -n): ${reason}`),
      );
    lab.on('error', (error) => fail(error.message));
    lab.on('exit', (code) => fail(`exit ${code ?? 'signal'}: ${stderr.trim()}`));
  });
  const pid = lab.pid ?? 0;
  const namespace: Namespace = {
    lab: addresses,
    spawnCli: (args) => inside(pid, process.execPath, [CLI, ...args]),
    cli: (args) => collectOutput(namespace.spawnCli(args)),
    node: (script, args) => collectOutput(inside(pid, process.execPath, [script, ...args])),
    async ip(...args) {
      const result = await collectOutput(inside(pid, 'ip', args));
      if (result.code !== 0) throw new Error(`ip ${args.join(' ')} failed: ${result.stderr}`);
    },
    async close() {
      const exited = new Promise((resolve) => lab.once('exit', resolve));
      lab.stdin.end();
      await exited;
    },
  };
  return namespace;
}
