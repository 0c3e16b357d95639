/**
 * One vector per CAA rule, each naming where the rule comes from: RFC 8659 / RFC 8657, or Boulder
 * (letsencrypt/boulder, the software behind letsencrypt.org) by file and function. The sets are served
 * by the in-process DNS server from fixtures/zones/caa-rules.com.zone, over real DNS messages on
 * loopback, and once more by NSD. Where Boulder and the strict RFC reading differ, the same records are checked both ways:
 * as letsencrypt.org (Boulder's reading) and as pki.goog (any other issuer: the strict RFC).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_HOST } from '../../scenarios/zone-files.ts';
import { IN_PROCESS_ONLY_ZONES, loadCurrentZones } from '../../support/fixture-zones.ts';
import { startNsd, type NsdServer } from '../../support/nsd.ts';
import { runCli } from '../../support/run-cli.ts';
import { checkDomains, startWorld, type World } from '../../support/world.ts';

interface Vector {
  /** The rule, as a sentence. */
  readonly rule: string;
  /** Where the rule comes from. */
  readonly source: string;
  /** The name under caa-rules.com that holds the set; the domain checked is docs.NAME. */
  readonly name: string;
  readonly ca?: string;
  readonly accountUri?: string;
  readonly method?: string;
  readonly status: 'pass' | 'warn' | 'fail';
  readonly code: string;
  /** Where the two readings differ: the status the other one gives, which the message must state. */
  readonly otherReading?: 'pass' | 'warn' | 'fail';
  /** The record (zone-file notation) the message must name as the one that decides. */
  readonly names?: string;
}

const LE = 'letsencrypt.org';
const OTHER = 'pki.goog';
const ACCOUNT = 'https://acme-v02.api.letsencrypt.org/acme/acct/123456';
const PARSE_CAA_RECORD = 'Boulder va/caa.go parseCAARecord';

const VECTORS: readonly Vector[] = [
  // The grammar of an issue value.
  {
    rule: 'a ";" after the last parameter makes the value malformed, which authorizes nobody',
    source: `RFC 8659 §4.2 (parameters); ${PARSE_CAA_RECORD}`,
    name: 'trailing-semicolon',
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  {
    rule: 'a parameter without "=" makes the value malformed',
    source: `RFC 8659 §4.2 (parameter = tag "=" value); ${PARSE_CAA_RECORD}`,
    name: 'no-equals',
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  {
    rule: 'a space inside a parameter value makes the value malformed',
    source: `RFC 8659 §4.2 (value = *(%x21-3A / %x3C-7E)); ${PARSE_CAA_RECORD}`,
    name: 'space-in-value',
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  {
    rule: 'a non-ASCII byte inside a parameter value makes the value malformed',
    source: `RFC 8659 §4.2 (value); ${PARSE_CAA_RECORD}`,
    name: 'non-ascii-value',
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  {
    rule: 'a control byte inside a parameter value makes the value malformed',
    source: `RFC 8659 §4.2 (value); ${PARSE_CAA_RECORD}`,
    name: 'control-byte',
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  {
    rule: 'a tag with a character other than letters, digits and hyphens makes the value malformed',
    source: `RFC 8659 §4.2 (tag); ${PARSE_CAA_RECORD}`,
    name: 'bad-tag',
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  {
    rule: 'a ";" right after the issuer with no parameter is well formed',
    source: `RFC 8659 §4.2 ([";" *WSP [parameters *WSP]]); ${PARSE_CAA_RECORD}`,
    name: 'bare-semicolon',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    names: '0 issue "letsencrypt.org;"',
  },
  {
    rule: 'spaces and tabs around the issuer, ";" and "=" are allowed',
    source: `RFC 8659 §4.2 (*WSP); ${PARSE_CAA_RECORD} (isWSP)`,
    name: 'white-space',
    method: 'http-01',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    names: '0 issue "  letsencrypt.org ;\\009validationmethods = http-01  "',
  },
  {
    rule: 'authorizations add up: a well-formed record allows the CA beside a malformed one',
    source: 'RFC 8659 §4.2 ("CAA authorizations are additive"); Boulder va/caa.go validateCAA',
    name: 'additive',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    names: '0 issue "letsencrypt.org"',
  },
  {
    rule: 'Boulder refuses a hyphen inside a parameter tag',
    source: `${PARSE_CAA_RECORD} (letters and digits only)`,
    name: 'hyphen-tag',
    status: 'fail',
    code: 'CAA_MALFORMED',
    otherReading: 'pass',
  },
  {
    rule: 'the strict RFC allows a hyphen inside a parameter tag',
    source: 'RFC 8659 §4.2 (tag = (ALPHA / DIGIT) *( *("-") (ALPHA / DIGIT)))',
    name: 'hyphen-tag',
    ca: OTHER,
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'Boulder accepts an empty parameter tag',
    source: `${PARSE_CAA_RECORD} (an empty tag has no character to refuse)`,
    name: 'empty-tag',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'the strict RFC refuses an empty parameter tag',
    source: 'RFC 8659 §4.2 (a tag has at least one character)',
    name: 'empty-tag',
    ca: OTHER,
    status: 'fail',
    code: 'CAA_MALFORMED',
    otherReading: 'pass',
  },
  // Comparing the issuer.
  {
    rule: 'Boulder compares the issuer byte for byte, so LetsEncrypt.org does not authorize it',
    source: 'Boulder va/caa.go caaDomainMatches',
    name: 'issuer-case',
    status: 'fail',
    code: 'CAA_ISSUER_NOT_EXACT',
    otherReading: 'pass',
  },
  {
    rule: 'the strict RFC compares the issuer without regard to case',
    source: 'RFC 4343 §2; RFC 8659 §4.2',
    name: 'issuer-case',
    ca: OTHER,
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'Boulder does not match an issuer written with a trailing dot',
    source: 'Boulder va/caa.go caaDomainMatches',
    name: 'issuer-dot',
    status: 'fail',
    code: 'CAA_ISSUER_NOT_EXACT',
  },
  {
    rule: 'the strict RFC reads an issuer with a trailing dot as malformed',
    source: 'RFC 8659 §4.2 (issuer-domain-name = label *("." label))',
    name: 'issuer-dot',
    ca: OTHER,
    status: 'fail',
    code: 'CAA_MALFORMED',
  },
  // Critical flags and known tags.
  {
    rule: 'Boulder treats flags 1 on an unknown tag as critical',
    source: 'Boulder va/caa.go filterCAA (Flag & (128 | 1))',
    name: 'flag-one',
    status: 'fail',
    code: 'CAA_CRITICAL_UNKNOWN_TAG',
    otherReading: 'pass',
  },
  {
    rule: 'the strict RFC ignores flag bit 1 as reserved',
    source: 'RFC 8659 §4.1 (only 128 is the Issuer Critical Flag)',
    name: 'flag-one',
    ca: OTHER,
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'Boulder knows issuemail, so a critical one does not stop it',
    source: 'Boulder va/caa.go filterCAA (case "issuemail")',
    name: 'critical-issuemail',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'the strict RFC 8659 does not define issuemail, so a critical one stops issuance',
    source: 'RFC 8659 §4.1, §4.2–4.4',
    name: 'critical-issuemail',
    ca: OTHER,
    status: 'fail',
    code: 'CAA_CRITICAL_UNKNOWN_TAG',
    otherReading: 'pass',
  },
  {
    rule: 'Boulder knows issuevmc, so a critical one does not stop it',
    source: 'Boulder va/caa.go filterCAA (case "issuevmc", letsencrypt/boulder#8374)',
    name: 'critical-issuevmc',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'the strict RFC 8659 does not define issuevmc, so a critical one stops issuance',
    source: 'RFC 8659 §4.1, §4.2–4.4',
    name: 'critical-issuevmc',
    ca: OTHER,
    status: 'fail',
    code: 'CAA_CRITICAL_UNKNOWN_TAG',
    otherReading: 'pass',
  },
  {
    rule: 'Boulder does not know contactemail, so a critical one stops it',
    source: 'Boulder va/caa.go filterCAA (default case)',
    name: 'critical-contactemail',
    status: 'fail',
    code: 'CAA_CRITICAL_UNKNOWN_TAG',
  },
  {
    rule: 'a critical iodef is known and does not stop issuance',
    source: 'RFC 8659 §4.4; Boulder va/caa.go filterCAA (case "iodef")',
    name: 'critical-iodef',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    names: '0 issue "letsencrypt.org"',
  },
  // RFC 8657 accounturi.
  {
    rule: 'accounturi with the platform account unknown is a warning that says what to confirm',
    source: 'RFC 8657 §3; Boulder va/caa.go caaAccountURIMatches',
    name: 'account',
    status: 'warn',
    code: 'CAA_ACCOUNTURI_UNCONFIRMED',
  },
  {
    rule: 'accounturi equal to the platform account allows the CA',
    source: 'RFC 8657 §3; Boulder va/caa.go caaAccountURIMatches (exact comparison)',
    name: 'account',
    accountUri: ACCOUNT,
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    names: `0 issue "letsencrypt.org; accounturi=${ACCOUNT}"`,
  },
  {
    rule: 'accounturi naming another account refuses the CA',
    source: 'RFC 8657 §3; Boulder va/caa.go caaAccountURIMatches',
    name: 'account',
    accountUri: 'https://acme-v02.api.letsencrypt.org/acme/acct/999',
    status: 'fail',
    code: 'CAA_ACCOUNTURI_MISMATCH',
  },
  {
    rule: 'an empty accounturi can be satisfied by nobody',
    source: 'RFC 8657 §3 (the value MUST be a URI); Boulder va/caa.go caaAccountURIMatches',
    name: 'account-empty',
    accountUri: ACCOUNT,
    status: 'fail',
    code: 'CAA_ACCOUNTURI_UNSATISFIABLE',
  },
  {
    rule: 'two accounturi in one record can be satisfied by nobody',
    source: 'RFC 8657 §3 ("multiple accounturi parameters is unsatisfiable"); Boulder va/caa.go caaAccountURIMatches',
    name: 'account-twice',
    accountUri: ACCOUNT,
    status: 'fail',
    code: 'CAA_ACCOUNTURI_UNSATISFIABLE',
  },
  // RFC 8657 validationmethods.
  {
    rule: 'validationmethods with the platform method unknown is a warning that names the methods',
    source: 'RFC 8657 §4; Boulder va/caa.go caaValidationMethodMatches',
    name: 'methods',
    status: 'warn',
    code: 'CAA_VALIDATIONMETHODS_UNCONFIRMED',
  },
  {
    rule: 'validationmethods listing the platform method allows the CA',
    source: 'RFC 8657 §4; Boulder va/caa.go caaValidationMethodMatches',
    name: 'methods',
    method: 'http-01',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    names: '0 issue "letsencrypt.org; validationmethods=http-01"',
  },
  {
    rule: 'validationmethods without the platform method refuses the CA',
    source: 'RFC 8657 §4; Boulder va/caa.go caaValidationMethodMatches',
    name: 'methods',
    method: 'dns-01',
    status: 'fail',
    code: 'CAA_VALIDATIONMETHODS_MISMATCH',
  },
  {
    rule: 'an empty validationmethods can be satisfied by nobody',
    source: 'RFC 8657 §4 (value = [*(label ",") label]); Boulder va/caa.go caaValidationMethodMatches',
    name: 'methods-empty',
    status: 'fail',
    code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
  },
  {
    rule: 'Boulder refuses a validationmethods that lists only methods it does not use (tls-sni-01)',
    source: 'Boulder va/caa.go caaValidationMethodMatches; core/objects.go AcmeChallenge.IsValid',
    name: 'methods-unknown',
    status: 'fail',
    code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
    otherReading: 'warn',
  },
  {
    rule: 'the strict RFC cannot tell which methods another CA uses, so it asks to confirm',
    source: 'RFC 8657 §4 (methods are ACME or CA-assigned names)',
    name: 'methods-unknown',
    ca: OTHER,
    status: 'warn',
    code: 'CAA_VALIDATIONMETHODS_UNCONFIRMED',
    otherReading: 'fail',
  },
  {
    rule: 'Boulder refuses a record with two validationmethods',
    source: 'Boulder va/caa.go caaValidationMethodMatches ("we make the conscious choice to fail")',
    name: 'methods-twice',
    method: 'http-01',
    status: 'fail',
    code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
    otherReading: 'warn',
  },
  {
    rule: 'the strict RFC does not define two validationmethods, so it is a warning',
    source: 'RFC 8657 §4 (silent on repeated parameters)',
    name: 'methods-twice',
    ca: OTHER,
    method: 'http-01',
    status: 'warn',
    code: 'CAA_VALIDATIONMETHODS_UNDEFINED',
    otherReading: 'fail',
  },
  {
    rule: 'Boulder reads method labels in order, so an empty label after the platform method is never read',
    source: 'Boulder va/caa.go caaValidationMethodMatches (returns at the first match)',
    name: 'methods-empty-label',
    method: 'http-01',
    status: 'pass',
    code: 'CAA_ALLOWS_ISSUER',
    otherReading: 'fail',
  },
  {
    rule: 'the strict RFC refuses a method list with an empty label',
    source: 'RFC 8657 §4 (label = 1*(ALPHA / DIGIT / "-"))',
    name: 'methods-empty-label',
    ca: OTHER,
    method: 'http-01',
    status: 'fail',
    code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
    otherReading: 'pass',
  },
];

let world: World;
let nsd: NsdServer;
beforeAll(async () => {
  world = await startWorld();
  nsd = await startNsd(loadCurrentZones().filter((zone) => !IN_PROCESS_ONLY_ZONES.has(zone.origin)));
}, 120_000);
afterAll(async () => {
  await Promise.all([world.close(), nsd.close()]);
});

function vectorFor(name: string, ca: string): Vector {
  const vector = VECTORS.find((v) => v.name === name && (v.ca ?? LE) === ca);
  if (!vector) throw new Error(`no vector ${name} for ${ca}`);
  return vector;
}

/** The in-process server, or NSD (authoritative, answering the resolver's queries too). */
async function caaFinding(vector: Vector, server: 'in-process' | 'nsd' = 'in-process') {
  const domain = `docs.${vector.name}.caa-rules.com`;
  const servers =
    server === 'nsd'
      ? { resolvers: [nsd.address], authoritative: [nsd.address] }
      : { resolvers: [world.resolver.address], authoritative: [world.authoritative.address] };
  const { report } = await checkDomains([domain], servers, {
    caIssuers: [vector.ca ?? LE],
    ...(vector.accountUri === undefined ? {} : { caaAccountUri: vector.accountUri }),
    ...(vector.method === undefined ? {} : { caaValidationMethod: vector.method }),
  });
  const finding = report.domains[0]?.checks.find((check) => check.id === 'caa');
  if (!finding) throw new Error(`no caa finding for ${domain}`);
  return finding;
}

describe('CAA as the certificate authority reads it', () => {
  for (const vector of VECTORS) {
    const setting = [vector.accountUri && 'account set', vector.method && `method ${vector.method}`].filter(Boolean);
    it(`${vector.ca ?? LE}: ${vector.rule}${setting.length > 0 ? ` (${setting.join(', ')})` : ''} [${vector.source}]`, async () => {
      const finding = await caaFinding(vector);
      expect({ status: finding.status, code: finding.code }).toEqual({ status: vector.status, code: vector.code });
      // Where Boulder and the strict RFC differ, the finding says what the other reading gives; else it is silent.
      if (vector.otherReading) expect(finding.message).toContain(`would be a ${vector.otherReading} (`);
      else expect(finding.message).not.toContain('would be a');
      if (vector.names) expect(finding.message).toContain(vector.names);
    });
  }

  it('gives every verdict again when NSD serves the same zone', async () => {
    for (const vector of VECTORS) {
      const finding = await caaFinding(vector, 'nsd');
      expect({ name: vector.name, status: finding.status, code: finding.code }).toEqual({
        name: vector.name,
        status: vector.status,
        code: vector.code,
      });
    }
  });

  it('says, where Boulder and the strict RFC differ, what the other reading would give', async () => {
    const boulder = await caaFinding(vectorFor('flag-one', LE));
    expect(boulder.message).toContain('The strict RFC 8659/8657 reading would be a pass (CAA_ALLOWS_ISSUER).');
    const strict = await caaFinding(vectorFor('empty-tag', OTHER));
    expect(strict.message).toContain('Let’s Encrypt’s reading would be a pass (CAA_ALLOWS_ISSUER).');
  });

  it('names the malformed record, escaped, and shows how to write it', async () => {
    const finding = await caaFinding({ name: 'trailing-semicolon', rule: '', source: '', status: 'fail', code: '' });
    expect(finding.message).toContain('0 issue "letsencrypt.org; validationmethods=http-01;"');
    expect(finding.fix).toContain('CAA 0 issue "letsencrypt.org; validationmethods=http-01"');
    const hostile = await caaFinding({ name: 'control-byte', rule: '', source: '', status: 'fail', code: '' });
    const shown = [hostile.message, hostile.fix ?? '', ...hostile.evidence.map((line) => line.data)].join(' ');
    expect(shown).toContain('policy=\\027[2J');
    // No byte below a space, nor DEL, reaches the terminal.
    expect(shown.split('').filter((char) => char < ' ' || char === '\u007f')).toEqual([]);
  });

  it('never lets a warning to confirm read as "nothing to check": the verdict and the next step say to confirm it first', async () => {
    const args = ['check', 'docs.account.caa-rules.com', '--platform-host', PLATFORM_HOST];
    const servers = ['--resolver', world.resolver.address, '--authoritative', world.authoritative.address];
    const result = await runCli([...args, ...servers, '--timeout', '30']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Ready: DNS is correct for every domain. Nothing failed, but a warning needs confirming.',
    );
    expect(result.stdout).toMatch(
      /Next: First confirm the warning above: Confirm with the platform that its ACME account is exactly \S+ .*Then: Click Verify/,
    );
  });

  it('says which ACME account to confirm, and how to give it', async () => {
    const finding = await caaFinding({ name: 'account', rule: '', source: '', status: 'warn', code: '' });
    expect(finding.message).toContain(`only for the ACME account ${ACCOUNT}`);
    expect(finding.fix).toContain(`is exactly ${ACCOUNT}`);
    expect(finding.fix).toContain('--acme-account-uri');
  });
});
