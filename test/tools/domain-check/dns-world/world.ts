/**
 * A DNS world on loopback, as a CA's resolver sees the Internet: a signed root and `test.` TLD, the
 * customer zones on several NSD instances and on one handmade server (for what NSD refuses to serve),
 * and a validating Unbound whose only trust anchor is this root's key. Every server listens on port
 * 53 of its own 127.53.x.y address, so domain-check finds each nameserver itself from the resolver.
 * Needs root (port 53) and the Debian packages nsd, unbound and bind9-utils (install-dns-tools.sh).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DnsClient, type LookupResult } from '../../../../tools/domain-check/dns/client.ts';
import type { QueryType } from '../../../../tools/domain-check/dns/codec.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { parseZoneFile } from '../support/zone-file.ts';
import { geoSteeringCraft } from '../support/geo-steering.ts';
import type { DnsHostName, DnsWorldRow } from '../scenarios/scenario.ts';

export const RESOLVER_ADDRESS = '127.53.0.53';
/** The same validating resolver without Extended DNS Errors (`ede: no`). */
export const RESOLVER_WITHOUT_EDE_ADDRESS = '127.53.0.54';
/**
 * A resolver that does not validate DNSSEC (Unbound with `module-config: "iterator"`), as many home
 * routers and some company resolvers: it answers a bogus zone as if it were fine, without AD.
 */
export const NON_VALIDATING_RESOLVER_ADDRESS = '127.53.0.55';
export const PLATFORM_HOST = 'cname.platform.test';
/**
 * A platform host in a zone of its own whose signatures have expired: every validating resolver
 * answers SERVFAIL for it, whatever the customer's zone does.
 */
export const PLATFORM_HOST_BOGUS = 'cname.bogusplatform.test';
const BOGUS_PLATFORM_ZONE = 'bogusplatform.test';
/** A platform host with an IPv4 address only. */
export const PLATFORM_HOST_V4_ONLY = 'v4only.platform.test';
export const PLATFORM_ADDRESSES = { v4: '192.0.2.10', v6: '2001:db8::10', v4Only: '192.0.2.20' } as const;

export const ROOT = { name: 'ns.root-servers.test', address: '127.53.0.1' };
const TLD = { name: 'ns1.nic.test', address: '127.53.0.2' };
export const DNS_HOSTS: Record<DnsHostName, { readonly name: string; readonly address: string }> = {
  alpha: { name: 'ns1.alpha-dns.test', address: '127.53.1.1' },
  beta: { name: 'ns1.beta-dns.test', address: '127.53.1.2' },
  gamma: { name: 'ns1.gamma-dns.test', address: '127.53.1.3' },
  udponly: { name: 'ns1.udponly-dns.test', address: '127.53.3.1' },
  handmade: { name: 'ns1.handmade-dns.test', address: '127.53.2.1' },
  silent: { name: 'ns1.silent-dns.test', address: '127.53.9.9' },
};
const NSD_HOSTS = ['alpha', 'beta', 'gamma', 'udponly'] as const;
/** Where the UDP-only host's NSD listens; its address's port 53 is a relay that answers over UDP only. */
const UDP_ONLY_BACKEND_PORT = 5300;
/** Keys published beside the signing key in a `large-dnskey-set` zone: 17 DNSKEY records of 80 octets pass 1232. */
const EXTRA_PUBLISHED_KEYS = 16;

/** Long enough that nothing expires during a run; the resolver caches what the move scenario primes. */
const TTL = 3600;

export interface DnsWorld {
  readonly resolver: string;
  /** The root's NS and address, as a root hints file: what points a tool at this world instead of the Internet's. */
  readonly rootHints: string;
  /** The root's DNSKEY records in zone-file lines: this world's only trust anchor. */
  readonly rootTrustAnchor: string;
  /** The file that holds them, for domain-check's --trust-anchor as for Unbound's trust-anchor-file. */
  readonly trustAnchorFile: string;
  /** The resolver's log (val-log-level 2 says why an answer is bogus). */
  resolverLog(): string;
  close(): Promise<void>;
}

function requireTool(name: string): string {
  for (const candidate of [name, `/usr/sbin/${name}`, `/usr/bin/${name}`]) {
    const probe = spawnSync(candidate, ['-h'], { encoding: 'utf8' });
    if (!probe.error) return candidate;
  }
  throw new Error(`${name} is missing: run test/tools/domain-check/support/install-dns-tools.sh`);
}

function soaAndNs(zone: string, ns: readonly string[], serial: number): string {
  return [
    `$ORIGIN ${zone === '.' ? '.' : `${zone}.`}`,
    `$TTL ${TTL}`,
    `@ SOA ${ns[0] ?? ROOT.name}. hostmaster.${zone === '.' ? 'test' : zone}. ${serial} 3600 900 604800 300`,
    ...ns.map((name) => `@ NS ${name}.`),
  ].join('\n');
}

/** Keys, signing and DS records, all from bind9-utils, in one working folder. */
class Signer {
  readonly #dir: string;
  readonly #keygen = requireTool('dnssec-keygen');
  readonly #signzone = requireTool('dnssec-signzone');
  readonly #dsfromkey = requireTool('dnssec-dsfromkey');

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** A new key-signing key (also signing every RRset, as a combined signing key). Returns its base name. */
  newKey(zone: string): string {
    return execFileSync(
      this.#keygen,
      ['-q', '-K', this.#dir, '-a', 'ECDSAP256SHA256', '-f', 'KSK', '-n', 'ZONE', zone],
      {
        encoding: 'utf8',
      },
    ).trim();
  }

  dnskey(key: string): string {
    return readFileSync(join(this.#dir, `${key}.key`), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith(';'))
      .join('\n');
  }

  /**
   * DNSKEY records of keys published but signing nothing (their private halves kept in another
   * folder), as beside the active key during a rollover (RFC 6781 §4.1.1).
   */
  publishedOnly(zone: string, count: number): string[] {
    const folder = join(this.#dir, 'published-only');
    mkdirSync(folder, { recursive: true });
    return Array.from({ length: count }, () => {
      const key = execFileSync(this.#keygen, ['-q', '-K', folder, '-a', 'ECDSAP256SHA256', '-n', 'ZONE', zone], {
        encoding: 'utf8',
      }).trim();
      return readFileSync(join(folder, `${key}.key`), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith(';'))
        .join('\n');
    });
  }

  ds(key: string): string {
    return execFileSync(this.#dsfromkey, ['-2', join(this.#dir, `${key}.key`)], { encoding: 'utf8' }).trim();
  }

  /** Signs `text` with `key`; `validity` moves the signatures' window (RFC 4034 §3.1.5). */
  sign(zone: string, text: string, key: string, validity?: { start: string; end: string }): string {
    const unsigned = join(this.#dir, `${zone === '.' ? 'root' : zone}.${key}.zone`);
    const signed = `${unsigned}.signed`;
    writeFileSync(unsigned, `${text}\n${this.dnskey(key)}\n`);
    execFileSync(
      this.#signzone,
      [
        '-q',
        '-z',
        '-P',
        '-O',
        'full',
        '-K',
        this.#dir,
        '-o',
        zone,
        '-f',
        signed,
        ...(validity ? ['-s', validity.start, '-e', validity.end] : []),
        unsigned,
        key,
      ],
      { cwd: this.#dir, encoding: 'utf8' },
    );
    return readFileSync(signed, 'utf8');
  }
}

interface ZoneToServe {
  readonly origin: string;
  readonly text: string;
}

/**
 * Signs and serves a scenario's child zone; returns the lines its parent holds for it: the delegation
 * and the DS (RFC 4035 §2.4).
 */
function buildChildZone(
  parent: string,
  child: NonNullable<DnsWorldRow['childZone']>,
  signer: Signer,
  serve: (host: DnsHostName, zone: ZoneToServe) => void,
): string[] {
  const origin = `${child.label}.${parent}`;
  const nsName = DNS_HOSTS[child.host].name;
  const key = signer.newKey(origin);
  const dsKey = child.ds === 'matches-no-key' ? signer.newKey(origin) : key;
  const text = `${soaAndNs(origin, [nsName], 1)}\n${child.records}`;
  const signed = (): string => {
    if (child.signing === 'expired') {
      return signer.sign(origin, text, key, { start: '20200101000000', end: '20200201000000' });
    }
    const fresh = signer.sign(origin, text, key);
    if (child.signing === 'caa-unsigned') return dropSignatures(fresh, 'CAA');
    return child.signing === 'damaged' ? damageSignatures(fresh) : fresh;
  };
  serve(child.host, { origin, text: child.signing === 'none' ? text : signed() });
  return [`${origin}. NS ${nsName}.`, ...(child.ds === 'stale-denial' ? [] : [signer.ds(dsKey)])];
}

/** The lines of a signed zone (`-O full`) that hold the NSEC at `owner` or its RRSIG. */
function nsecLinesAt(owner: string): RegExp {
  const escaped = owner.replace(/[.*]/g, (char) => `\\${char}`);
  return new RegExp(`^${escaped}\\.\\s+\\d+\\s+IN\\s+(NSEC|RRSIG\\s+NSEC)\\s`);
}

/** The address a stale-denial child's name held before it was delegated. */
const STALE_CHILD_ADDRESS = '192.0.2.99';

/**
 * The parent's NSEC at `owner` and its signature as `before` has them (signed when the name held only
 * an address), in place of the current ones: a stale denial whose signature still verifies.
 */
function withStaleNsec(signed: string, before: string, owner: string): string {
  const nsecAt = nsecLinesAt(owner);
  const stale = before.split('\n').filter((line) => nsecAt.test(line));
  if (stale.length !== 2) throw new Error(`no NSEC and RRSIG at ${owner} in the earlier signing`);
  return [...signed.split('\n').filter((line) => !nsecAt.test(line)), ...stale].join('\n');
}

/** Zone texts per host, and the delegation lines for `test.`, before and after any move. */
function buildCustomerZones(scenarios: readonly DnsWorldRow[], signer: Signer) {
  const served = new Map<DnsHostName, ZoneToServe[]>();
  /** `com.` lines for the nameserver names of real DNS hosts that scenarios give (`nsNamesAt`). */
  const vendorNames = new Map<string, string>();
  const delegationNow: string[] = [];
  const delegationBefore: string[] = [];
  const serve = (host: DnsHostName, zone: ZoneToServe): void => {
    served.set(host, [...(served.get(host) ?? []), zone]);
  };
  const built = new Set<string>();
  for (const scenario of scenarios) {
    if (built.has(scenario.zone)) continue;
    built.add(scenario.zone);
    const zoneNs = scenario.zoneNs ?? scenario.delegation;
    const hosts = scenario.servedBy ?? [...new Set([...zoneNs, ...scenario.delegation])];
    // Nameservers named inside the zone: their names, and the A records that go with them.
    const inZone = scenario.inZoneNs
      ? scenario.delegation.map((host, index) => ({
          host,
          name: `ns${index + 1}.${scenario.zone}`,
          address: DNS_HOSTS[host].address,
        }))
      : undefined;
    const nsNames = (host: DnsHostName): readonly string[] =>
      scenario.nsNamesAt?.[host] ?? [inZone?.find((entry) => entry.host === host)?.name ?? DNS_HOSTS[host].name];
    for (const [host, names] of Object.entries(scenario.nsNamesAt ?? {}) as [DnsHostName, readonly string[]][]) {
      for (const name of names) vendorNames.set(name, DNS_HOSTS[host].address);
    }
    const addressLines = (inZone ?? []).map((entry) => `${entry.name}. A ${entry.address}`);
    let dsLines: string[] = [];
    let key: string | undefined;
    if (scenario.dnssec) {
      key = signer.newKey(scenario.zone);
      const dsKey = scenario.dnssec === 'ds-matches-no-key' ? signer.newKey(scenario.zone) : key;
      dsLines = [signer.ds(dsKey)];
      if (scenario.dnssec === 'ds-digest-wrong') dsLines = dsLines.map(damageDigest);
    }
    // The same published keys at every host of the zone, as one signer's zone transferred.
    const publishedKeys =
      scenario.dnssec === 'large-dnskey-set' ? signer.publishedOnly(scenario.zone, EXTRA_PUBLISHED_KEYS) : undefined;
    const childLines = scenario.childZone ? buildChildZone(scenario.zone, scenario.childZone, signer, serve) : [];
    for (const host of hosts) {
      const records = [scenario.recordsAt?.[host] ?? scenario.records, ...addressLines, ...childLines].join('\n');
      let text = `${soaAndNs(
        scenario.zone,
        (scenario.zoneNsAt?.[host] ?? zoneNs).flatMap(nsNames),
        scenario.serialAt?.[host] ?? 1,
      )}\n${records}`;
      if (key && scenario.dnssec !== 'ds-for-unsigned-zone') {
        const validity =
          scenario.dnssec === 'expired-signatures' ? { start: '20200101000000', end: '20200201000000' } : undefined;
        if (scenario.dnssec === 'large-dnskey-set') text = [text, ...(publishedKeys ?? [])].join('\n');
        const signedBefore = (): string =>
          signer.sign(
            scenario.zone,
            `${text.replace(childLines.join('\n'), '')}\n${scenario.childZone?.label ?? ''} A ${STALE_CHILD_ADDRESS}`,
            key,
            validity,
          );
        const before = scenario.childZone?.ds === 'stale-denial' ? signedBefore() : undefined;
        text = signer.sign(scenario.zone, text, key, validity);
        if (before) text = withStaleNsec(text, before, `${scenario.childZone?.label ?? ''}.${scenario.zone}`);
        if (scenario.dnssec === 'bad-signature') text = damageSignatures(text);
        if (scenario.dnssec === 'caa-unsigned') text = dropSignatures(text, 'CAA');
        if (scenario.dnssec === 'aaaa-unsigned') text = dropSignatures(text, 'AAAA');
        if (scenario.dnssec === 'nodata-without-nsec') text = dropNsecAt(text, scenario.zone);
        if (scenario.dnssec === 'wildcard-nsec-dropped') text = dropNsecAt(text, `*.${scenario.zone}`);
        if (scenario.dnssec === 'cname-unsigned') text = dropSignatures(text, 'CNAME');
        if (scenario.dnssec === 'unknown-algorithm') {
          const renumbered = renumberAlgorithm(text, scenario.zone, UNKNOWN_ALGORITHM);
          text = renumbered.text;
          dsLines = [renumbered.ds];
        }
      }
      serve(host, { origin: scenario.zone, text });
    }
    const delegate = (hostsAtParent: readonly DnsHostName[]): string[] => [
      ...hostsAtParent.flatMap(nsNames).map((name) => `${scenario.zone}. NS ${name}.`),
      ...(scenario.inZoneNs?.glue ? addressLines : []),
      ...dsLines,
    ];
    delegationNow.push(...delegate(scenario.delegation));
    delegationBefore.push(...delegate(scenario.delegationBefore ?? scenario.delegation));
  }
  return { served, delegationNow, delegationBefore, vendorNames };
}

/**
 * `com.`, unsigned (the root holds no DS for it: an insecure delegation, RFC 4035 §5.2), with the
 * addresses of the nameserver names that real DNS hosts use, pointing at the world's hosts.
 */
function comZone(vendorNames: ReadonlyMap<string, string>): string {
  return [soaAndNs('com', [TLD.name], 1), ...[...vendorNames].map(([name, address]) => `${name}. A ${address}`)].join(
    '\n',
  );
}

/**
 * Removes the RRSIGs over one type (a signer that skipped it): that RRset alone is bogus to a
 * validating resolver (RFC 4035 §5.3), every other one validates.
 */
function dropSignatures(signed: string, type: string): string {
  const covers = new RegExp(`\\sRRSIG\\s+${type}\\s`);
  return signed
    .split('\n')
    .filter((line) => !covers.test(line))
    .join('\n');
}

/**
 * Removes the NSEC record at `owner` and its signature (a signer that lost it). At the apex, a NODATA
 * answer there then comes without the proof that the type does not exist (RFC 4035 §3.1.3.1); at the
 * wildcard, an answer synthesized from it comes without the proof that the name asked does not
 * (RFC 4035 §3.1.3.3). A validating resolver rejects either as bogus (RFC 4035 §5.4, §5.3.4).
 */
function dropNsecAt(signed: string, owner: string): string {
  const nsecAt = nsecLinesAt(owner);
  return signed
    .split('\n')
    .filter((line) => !nsecAt.test(line))
    .join('\n');
}

/** The DS with one hex digit of its digest changed: its key tag and algorithm still name the key. */
function damageDigest(dsLine: string): string {
  const last = dsLine.at(-1) === '0' ? '1' : '0';
  return `${dsLine.slice(0, -1)}${last}`;
}

/**
 * An algorithm number no validator implements, in the range the DNSSEC algorithm registry reserves
 * (123–251, RFC 4034 Appendix A.1, RFC 6014): a zone signed only with it is insecure, not bogus
 * (RFC 4035 §5.2).
 */
const UNKNOWN_ALGORITHM = 200;

/** RFC 4034 Appendix B. */
function keyTagOf(rdata: Buffer): number {
  let sum = 0;
  for (const [index, byte] of rdata.entries()) sum += index % 2 === 0 ? byte << 8 : byte;
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

/**
 * The signed zone as if its key's algorithm were `algorithm`: the DNSKEY's and each RRSIG's algorithm
 * and key tag rewritten (the signatures stay those of the real algorithm), and the DS that matches
 * the rewritten key (RFC 4034 §5.1.4), so that only the algorithm is unknown.
 */
function renumberAlgorithm(signed: string, zone: string, algorithm: number): { text: string; ds: string } {
  const keyLine = /^(\S+)\s+(\d+)\s+IN\s+DNSKEY\s+(\d+)\s+3\s+(\d+)\s+(.+)$/m.exec(signed);
  if (!keyLine) throw new Error(`no DNSKEY in the signed ${zone}`);
  const [, , , flags = '257', oldAlgorithm = '13', keyText = ''] = keyLine;
  const key = Buffer.from((keyText.split(';')[0] ?? '').replace(/\s/g, ''), 'base64');
  const rdataOf = (alg: number) =>
    Buffer.concat([Buffer.from([Number(flags) >> 8, Number(flags) & 0xff, 3, alg]), key]);
  const oldTag = keyTagOf(rdataOf(Number(oldAlgorithm)));
  const newTag = keyTagOf(rdataOf(algorithm));
  const text = signed
    .split('\n')
    .map((line) =>
      line
        .replace(/(\sDNSKEY\s+\d+\s+3\s+)\d+/, `$1${algorithm}`)
        .replace(
          new RegExp(`(\\sRRSIG\\s+\\S+\\s+)${oldAlgorithm}(\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+)${oldTag}(\\s)`),
          `$1${algorithm}$2${newTag}$3`,
        ),
    )
    .join('\n');
  const owner = Buffer.concat([
    ...`${zone}.`
      .split('.')
      .filter(Boolean)
      .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label.toLowerCase())])),
    Buffer.from([0]),
  ]);
  const digest = createHash('sha256').update(owner).update(rdataOf(algorithm)).digest('hex').toUpperCase();
  return { text, ds: `${zone}. IN DS ${newTag} ${algorithm} 2 ${digest}` };
}

/** Flips one character of every RRSIG over address and CNAME data: the signatures no longer verify. */
function damageSignatures(signed: string): string {
  return signed
    .split('\n')
    .map((line) => {
      if (!/\sRRSIG\s+(A|AAAA|CNAME)\s/.test(line)) return line;
      const at = line.length - 6;
      const flipped = line[at] === 'A' ? 'B' : 'A';
      return `${line.slice(0, at)}${flipped}${line.slice(at + 1)}`;
    })
    .join('\n');
}

const PLATFORM_ZONE = `cname A ${PLATFORM_ADDRESSES.v4}
cname AAAA ${PLATFORM_ADDRESSES.v6}
v4only A ${PLATFORM_ADDRESSES.v4Only}`;

function tldZone(delegations: readonly string[]): string {
  return [
    soaAndNs('test', [TLD.name], 1),
    `${ROOT.name}. A ${ROOT.address}`,
    `${TLD.name}. A ${TLD.address}`,
    ...Object.values(DNS_HOSTS).map((host) => `${host.name}. A ${host.address}`),
    `platform.test. NS ${DNS_HOSTS.alpha.name}.`,
    ...delegations,
  ].join('\n');
}

class Processes {
  readonly #children: ChildProcess[] = [];
  readonly #servers: Pick<DnsTestServer, 'close'>[] = [];

  start(command: string, args: readonly string[], label: string): ChildProcess {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) process.stderr.write(`${label} exited with ${code}: ${stderr}\n`);
    });
    this.#children.push(child);
    return child;
  }

  track(server: Pick<DnsTestServer, 'close'>): void {
    this.#servers.push(server);
  }

  async stop(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#children.map((child) => this.stop(child)), ...this.#servers.map((s) => s.close())]);
  }
}

function writeNsdConfig(dir: string, name: string, address: string, zones: readonly ZoneToServe[], port = 53): string {
  const folder = join(dir, name);
  execFileSync('mkdir', ['-p', folder]);
  const lines = [
    'server:',
    `  ip-address: ${address}@${String(port)}`,
    '  username: ""',
    '  database: ""',
    '  chroot: ""',
    `  zonesdir: "${folder}"`,
    `  pidfile: "${join(folder, 'nsd.pid')}"`,
    `  zonelistfile: "${join(folder, 'zone.list')}"`,
    `  xfrdfile: "${join(folder, 'xfrd.state')}"`,
    `  xfrdir: "${folder}"`,
    `  logfile: "${join(folder, 'nsd.log')}"`,
    '  server-count: 1',
    '  verbosity: 1',
    'remote-control:',
    '  control-enable: no',
  ];
  for (const zone of zones) {
    const file = join(folder, `${zone.origin === '.' ? 'root' : zone.origin}.zone`);
    writeFileSync(file, `${zone.text}\n`);
    lines.push('zone:', `  name: "${zone.origin}"`, `  zonefile: "${file}"`);
  }
  const config = join(folder, 'nsd.conf');
  writeFileSync(config, `${lines.join('\n')}\n`);
  return config;
}

/**
 * Answers over UDP on port 53 of `address` what NSD answers on `backendPort`, and nothing over TCP (no
 * listener: a connection is refused), as a DNS host behind a firewall that lets DNS through over UDP only.
 */
async function startUdpOnlyRelay(address: string, backendPort: number): Promise<Pick<DnsTestServer, 'close'>> {
  const front = createSocket('udp4');
  const pending = new Set<Socket>();
  front.on('message', (query, asker) => {
    const back = createSocket('udp4');
    pending.add(back);
    const done = (): void => {
      clearTimeout(timer);
      pending.delete(back);
      back.close();
    };
    // NSD on loopback answers at once; a query it never answers is let go, as a firewall would.
    const timer = setTimeout(done, 5000);
    back.once('message', (answer) => {
      front.send(answer, asker.port, asker.address);
      done();
    });
    back.send(query, backendPort, address);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.bind(53, address, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const back of pending) back.close();
        front.close(() => resolve());
      }),
  };
}

/** Waits until `address` answers `name type` (an authoritative server once it has loaded its zones). */
async function waitForAnswer(address: string, name: string, type: QueryType, recursion: boolean): Promise<void> {
  const started = Date.now();
  for (;;) {
    const lookup = await askOnce(address, name, type, recursion);
    if (lookup.status === 'answer') return;
    if (Date.now() - started > 10_000)
      throw new Error(`${address} did not answer ${name} ${type}: ${lookup.status} ${lookup.detail}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function askOnce(address: string, name: string, type: QueryType, recursion: boolean): Promise<LookupResult> {
  const client = new DnsClient({
    transport: createUdpTcpTransport(),
    deadline: Date.now() + 2000,
    queryTimeoutMs: 500,
    attempts: 1,
  });
  return client.lookup({ server: { host: address, port: 53 }, name, type, recursion, followCnames: false });
}

export async function startDnsWorld(scenarios: readonly DnsWorldRow[]): Promise<DnsWorld> {
  const nsd = requireTool('nsd');
  const unbound = requireTool('unbound');
  const dir = mkdtempSync(join(tmpdir(), 'domain-check-dns-world-'));
  const processes = new Processes();
  try {
    const signer = new Signer(dir);
    const { served, delegationNow, delegationBefore, vendorNames } = buildCustomerZones(scenarios, signer);
    const com = { origin: 'com', text: comZone(vendorNames) };
    const bogusPlatformKey = signer.newKey(BOGUS_PLATFORM_ZONE);
    const bogusPlatform = signer.sign(
      BOGUS_PLATFORM_ZONE,
      `${soaAndNs(BOGUS_PLATFORM_ZONE, [DNS_HOSTS.alpha.name], 1)}\n${PLATFORM_ZONE}`,
      bogusPlatformKey,
      { start: '20200101000000', end: '20200201000000' },
    );
    served.set('alpha', [
      ...(served.get('alpha') ?? []),
      { origin: 'platform.test', text: `${soaAndNs('platform.test', [DNS_HOSTS.alpha.name], 1)}\n${PLATFORM_ZONE}` },
      { origin: BOGUS_PLATFORM_ZONE, text: bogusPlatform },
    ]);
    const bogusPlatformDelegation = [
      `${BOGUS_PLATFORM_ZONE}. NS ${DNS_HOSTS.alpha.name}.`,
      signer.ds(bogusPlatformKey),
    ];
    delegationNow.push(...bogusPlatformDelegation);
    delegationBefore.push(...bogusPlatformDelegation);

    // The TLD's key signs both versions of `test.` (before and after a move); the root holds its DS.
    const tldKey = signer.newKey('test');
    const tldBefore = signer.sign('test', tldZone(delegationBefore), tldKey);
    const tldNow = signer.sign('test', tldZone(delegationNow), tldKey);
    const rootKey = signer.newKey('.');
    const root = signer.sign(
      '.',
      [
        soaAndNs('.', [ROOT.name], 1),
        `test. NS ${TLD.name}.`,
        `com. NS ${TLD.name}.`,
        `${TLD.name}. A ${TLD.address}`,
        `${ROOT.name}. A ${ROOT.address}`,
        signer.ds(tldKey),
      ].join('\n'),
      rootKey,
    );

    const startNsd = (name: string, address: string, zones: readonly ZoneToServe[], port = 53): ChildProcess =>
      processes.start(nsd, ['-d', '-c', writeNsdConfig(dir, name, address, zones, port)], `nsd ${name}`);
    startNsd('root', ROOT.address, [{ origin: '.', text: root }]);
    const hasMove = scenarios.some((scenario) => scenario.delegationBefore);
    let tld = startNsd('tld-before', TLD.address, [{ origin: 'test', text: hasMove ? tldBefore : tldNow }, com]);
    for (const host of NSD_HOSTS) {
      const port = host === 'udponly' ? UDP_ONLY_BACKEND_PORT : 53;
      startNsd(host, DNS_HOSTS[host].address, served.get(host) ?? [], port);
    }
    processes.track(await startUdpOnlyRelay(DNS_HOSTS.udponly.address, UDP_ONLY_BACKEND_PORT));
    const handmadeZones = (served.get('handmade') ?? []).map((zone) =>
      parseZoneFile(zone.text, `${zone.origin}.zone`, zone.origin),
    );
    const handmade = await startDnsTestServer({
      zones: handmadeZones,
      mode: 'authoritative',
      host: DNS_HOSTS.handmade.address,
      port: 53,
      // As a real DNS host does: an answer too large for the asker's UDP size is truncated (TC=1).
      truncateToPayloadSize: true,
      faults: scenarios.flatMap((scenario) => scenario.faults ?? []),
      craft: geoSteeringCraft(
        scenarios.flatMap((scenario) => {
          const zone = handmadeZones.find((served) => served.origin === scenario.zone);
          return scenario.answersByRegion && zone ? [{ zone, ...scenario.answersByRegion }] : [];
        }),
      ),
    });
    processes.track(handmade);

    const rootHints = `. ${TTL} NS ${ROOT.name}.\n${ROOT.name}. ${TTL} A ${ROOT.address}\n`;
    const rootTrustAnchor = `${signer.dnskey(rootKey)}\n`;
    writeFileSync(join(dir, 'root.hints'), rootHints);
    writeFileSync(join(dir, 'root.anchor'), rootTrustAnchor);
    const unboundConfig = (name: string, address: string, ede: boolean, validating = true): string => {
      const file = join(dir, `${name}.conf`);
      writeFileSync(
        file,
        [
          'server:',
          `  interface: ${address}`,
          '  port: 53',
          '  do-ip6: no',
          '  access-control: 127.0.0.0/8 allow',
          '  username: ""',
          '  chroot: ""',
          `  directory: "${dir}"`,
          `  pidfile: "${join(dir, `${name}.pid`)}"`,
          '  use-syslog: no',
          `  logfile: "${join(dir, `${name}.log`)}"`,
          '  num-threads: 1',
          `  root-hints: "${join(dir, 'root.hints')}"`,
          `  trust-anchor-file: "${join(dir, 'root.anchor')}"`,
          // The world lives on loopback, which Unbound refuses to ask by default.
          '  do-not-query-localhost: no',
          // Extended DNS Errors (RFC 8914): why an answer is SERVFAIL.
          `  ede: ${ede ? 'yes' : 'no'}`,
          '  val-log-level: 2',
          '  rrset-roundrobin: no',
          '  qname-minimisation: no',
          // Unbound answers the special-use name test. (RFC 6761 §6.2) itself unless told not to.
          '  local-zone: "test." nodefault',
          '  minimal-responses: no',
          // Without the validator module, Unbound resolves and never validates, as a home router does.
          ...(validating ? [] : ['  module-config: "iterator"']),
          'remote-control:',
          '  control-enable: no',
        ].join('\n') + '\n',
      );
      return file;
    };
    await Promise.all([
      waitForAnswer(ROOT.address, '.', 'SOA', false),
      waitForAnswer(TLD.address, 'test', 'SOA', false),
      ...NSD_HOSTS.filter((host) => served.get(host)?.length).map((host) =>
        waitForAnswer(DNS_HOSTS[host].address, served.get(host)?.[0]?.origin ?? '', 'SOA', false),
      ),
    ]);
    processes.start(unbound, ['-d', '-c', unboundConfig('unbound', RESOLVER_ADDRESS, true)], 'unbound');
    processes.start(
      unbound,
      ['-d', '-c', unboundConfig('unbound-without-ede', RESOLVER_WITHOUT_EDE_ADDRESS, false)],
      'unbound without EDE',
    );
    processes.start(
      unbound,
      ['-d', '-c', unboundConfig('unbound-non-validating', NON_VALIDATING_RESOLVER_ADDRESS, true, false)],
      'unbound, not validating',
    );
    await Promise.all([
      waitForAnswer(RESOLVER_ADDRESS, 'test', 'SOA', true),
      waitForAnswer(RESOLVER_WITHOUT_EDE_ADDRESS, 'test', 'SOA', true),
      waitForAnswer(NON_VALIDATING_RESOLVER_ADDRESS, 'test', 'SOA', true),
    ]);

    await Promise.all(
      scenarios.flatMap((scenario) =>
        (scenario.askedBefore ?? []).map((type) => askOnce(RESOLVER_ADDRESS, scenario.domain, type, true)),
      ),
    );
    if (hasMove) {
      // The resolver learns the old hosts' NS set; then the registry delegates to the new hosts.
      await Promise.all(
        scenarios
          .filter((scenario) => scenario.delegationBefore)
          .flatMap((scenario) => [
            waitForAnswer(RESOLVER_ADDRESS, scenario.zone, 'NS', true),
            waitForAnswer(RESOLVER_ADDRESS, scenario.zone, 'SOA', true),
            waitForAnswer(RESOLVER_ADDRESS, scenario.domain, 'CNAME', true),
          ]),
      );
      await processes.stop(tld);
      tld = startNsd('tld-now', TLD.address, [{ origin: 'test', text: tldNow }, com]);
      await waitForAnswer(TLD.address, 'test', 'SOA', false);
    }
    return {
      resolver: RESOLVER_ADDRESS,
      rootHints,
      rootTrustAnchor,
      trustAnchorFile: join(dir, 'root.anchor'),
      resolverLog: () => readFileSync(join(dir, 'unbound.log'), 'utf8'),
      async close() {
        await processes.stopAll();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await processes.stopAll();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
