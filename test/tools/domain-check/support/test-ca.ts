/**
 * A certificate authority made by the tests, with openssl, in a temporary directory: a CA the runs
 * trust through `--ca-file`, and leaf certificates signed by it (valid, expired, for other names) or
 * by nobody (self-signed). EC P-256 keys keep it quick.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LeafCertificate {
  readonly key: string;
  readonly cert: string;
}

export interface TestCa {
  /** The CA certificate file, for `--ca-file` or NODE_EXTRA_CA_CERTS. */
  readonly caFile: string;
  readonly caPem: string;
  /**
   * A leaf for `names` (the first is the CN; an IPv4 address becomes an IP SAN), signed by the CA: valid
   * for `days` from now, or a `lifetimeDays` certificate with `daysLeft` of it left.
   */
  issue(
    names: readonly string[],
    options?: { days?: number } | { lifetimeDays: number; daysLeft: number },
  ): LeafCertificate;
  /** A leaf signed by the CA that expired long ago (2020). */
  issueExpired(names: readonly string[]): LeafCertificate;
  /** A leaf that signs itself: no CA vouches for it. */
  selfSigned(names: readonly string[]): LeafCertificate;
  remove(): void;
}

function openssl(args: readonly string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

const san = (names: readonly string[]): string =>
  `subjectAltName=${names.map((name) => (/^\d+\.\d+\.\d+\.\d+$/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',')}`;

const DAY_MS = 86_400_000;
/** openssl's YYYYMMDDHHMMSSZ. */
const opensslTime = (time: number): string => `${new Date(time).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

export function createTestCa(): TestCa {
  const dir = mkdtempSync(join(tmpdir(), 'domain-check-ca-'));
  mkdirSync(join(dir, 'issued'));
  writeFileSync(join(dir, 'index.txt'), '');
  // A first serial with its high bit set, so DER adds a leading zero (RFC 9773 §4.1 keeps it).
  writeFileSync(join(dir, 'serial'), '9A1000\n');
  // Our own config, so the system's openssl.cnf cannot add or clash with extensions.
  writeFileSync(
    join(dir, 'ca.cnf'),
    [
      '[ req ]',
      'distinguished_name = dn',
      'prompt = no',
      '[ dn ]',
      'CN = unused',
      '[ ca ]',
      'default_ca = test_ca',
      '[ test_ca ]',
      `dir = ${dir}`,
      'database = $dir/index.txt',
      'new_certs_dir = $dir/issued',
      'serial = $dir/serial',
      'default_md = sha256',
      'policy = any_name',
      'copy_extensions = copy',
      'unique_subject = no',
      'x509_extensions = leaf',
      '[ any_name ]',
      'commonName = supplied',
      '[ leaf ]',
      'basicConstraints = critical, CA:FALSE',
      'keyUsage = critical, digitalSignature',
      'extendedKeyUsage = serverAuth',
      // ACME Renewal Information names a certificate by its issuer's key identifier (RFC 9773 §4.1).
      'authorityKeyIdentifier = keyid:always',
      '[ ca_cert ]',
      'basicConstraints = critical, CA:TRUE',
      'keyUsage = critical, keyCertSign, cRLSign',
      'subjectKeyIdentifier = hash',
      '',
    ].join('\n'),
  );
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    ['req', '-config', 'ca.cnf', '-x509', ...ecKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '30'].concat([
      '-subj',
      '/CN=domain-check Test CA',
      '-extensions',
      'ca_cert',
    ]),
    dir,
  );
  openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-out', 'leaf.key'], dir);
  const leafKey = readFileSync(join(dir, 'leaf.key'), 'utf8');
  let count = 0;

  const sign = (names: readonly string[], dates: readonly string[]): LeafCertificate => {
    count += 1;
    const base = `leaf-${count}`;
    const subject = `/CN=${names[0] ?? 'leaf'}`;
    openssl(
      ['req', '-config', 'ca.cnf', '-new', '-key', 'leaf.key', '-subj', subject, '-addext', san(names)].concat([
        '-out',
        `${base}.csr`,
      ]),
      dir,
    );
    openssl(
      ['ca', '-batch', '-config', 'ca.cnf', '-cert', 'ca.pem', '-keyfile', 'ca.key', '-in', `${base}.csr`].concat([
        '-out',
        `${base}.pem`,
        '-notext',
        ...dates,
      ]),
      dir,
    );
    return { key: leafKey, cert: readFileSync(join(dir, `${base}.pem`), 'utf8') };
  };

  return {
    caFile: join(dir, 'ca.pem'),
    caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    issue(names, options = {}) {
      if (!('lifetimeDays' in options)) return sign(names, ['-days', String(options.days ?? 90)]);
      const notAfter = Date.now() + options.daysLeft * DAY_MS;
      const notBefore = notAfter - options.lifetimeDays * DAY_MS;
      return sign(names, ['-startdate', opensslTime(notBefore), '-enddate', opensslTime(notAfter)]);
    },
    issueExpired: (names) => sign(names, ['-startdate', '20200101000000Z', '-enddate', '20200401000000Z']),
    selfSigned(names) {
      count += 1;
      const file = `self-${count}.pem`;
      const subject = `/CN=${names[0] ?? 'leaf'}`;
      openssl(
        ['req', '-config', 'ca.cnf', '-x509', '-key', 'leaf.key', '-subj', subject, '-addext', san(names)].concat([
          '-days',
          '90',
          '-out',
          file,
        ]),
        dir,
      );
      return { key: leafKey, cert: readFileSync(join(dir, file), 'utf8') };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
