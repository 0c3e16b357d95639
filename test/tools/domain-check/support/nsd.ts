/**
 * Runs NSD (the Debian package) unprivileged on a loopback high port, serving the fixture zones.
 * It throws when nsd is missing: the interop suite must fail, never skip (install with install-dns-tools.sh).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DnsClient } from '../../../../tools/domain-check/dns/client.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import type { Zone } from './zone-file.ts';

export interface NsdServer {
  readonly address: string;
  close(): Promise<void>;
}

function findNsd(): string {
  for (const candidate of ['nsd', '/usr/sbin/nsd']) {
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (!probe.error) return candidate;
  }
  throw new Error(
    'nsd is not installed: run test/tools/domain-check/support/install-dns-tools.sh (apt-get install -y nsd)',
  );
}

async function freePort(host: string): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, host, () => resolve()));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

export async function startNsd(zones: readonly Zone[], host = '127.0.0.4'): Promise<NsdServer> {
  const nsd = findNsd();
  const dir = mkdtempSync(join(tmpdir(), 'domain-check-nsd-'));
  const port = await freePort(host);
  const config = [
    'server:',
    `  ip-address: ${host}@${port}`,
    '  username: ""',
    '  database: ""',
    '  chroot: ""',
    `  zonesdir: "${dir}"`,
    `  pidfile: "${join(dir, 'nsd.pid')}"`,
    `  zonelistfile: "${join(dir, 'zone.list')}"`,
    `  xfrdfile: "${join(dir, 'xfrd.state')}"`,
    `  xfrdir: "${dir}"`,
    `  logfile: "${join(dir, 'nsd.log')}"`,
    '  server-count: 1',
    '  verbosity: 1',
    'remote-control:',
    '  control-enable: no',
    ...zones.flatMap((zone) => ['zone:', `  name: "${zone.origin}"`, `  zonefile: "${zone.file}"`]),
  ].join('\n');
  writeFileSync(join(dir, 'nsd.conf'), `${config}\n`);
  const child: ChildProcess = spawn(nsd, ['-d', '-c', join(dir, 'nsd.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const address = `${host}:${port}`;
  const close = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Wait until NSD answers an SOA query for the first zone.
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`nsd exited with ${child.exitCode}: ${stderr}`);
    }
    const client = new DnsClient({
      transport: createUdpTcpTransport(),
      deadline: Date.now() + 500,
      queryTimeoutMs: 200,
      attempts: 1,
    });
    const probe = await client.lookup({
      server: { host, port },
      name: zones[0]?.origin ?? '.',
      type: 'SOA',
      recursion: false,
    });
    if (probe.status === 'answer') return { address, close };
    if (Date.now() - started > 10_000) {
      await close();
      throw new Error(`nsd did not answer within 10 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
