import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { renderWatchFrame } from '../../../../tools/domain-check/reporters/watch-screen.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { loadCurrentZones } from '../support/fixture-zones.ts';
import { CLI, collectOutput, runCli, type CliResult } from '../support/run-cli.ts';
import { unsafeCharacters, withoutOwnControls } from '../support/terminal-safety.ts';
import {
  caaData,
  cnameData,
  encodeResponse,
  questionName,
  readQuestion,
  TYPE,
  txtData,
  type Label,
  type WireRecord,
  wireName,
} from '../support/wire-message.ts';

/** Two labels, `sites.platform` and `test`: never the platform host `sites.platform.test`. */
const DOTTED_TARGET: Label[] = ['sites.platform', 'test'];
/** A label of terminal escapes: set the window title, BEL, clear the screen, C1 CSI (raw and UTF-8), RLO. */
const ESCAPING_LABEL = Uint8Array.from([
  ...Buffer.from('\u001b]0;pwned\u0007\u001b[2J'),
  0x9b,
  0xc2,
  0x9b,
  ...Buffer.from('\u202ex'),
]);
/** QR, RD, RA and RCODE 3 (NXDOMAIN). */
const NXDOMAIN_FLAGS = 0x8183;
const HOSTILE_TEXT = 'letsencrypt.org\u001b[8m hidden\u0007\u009b2J\u007f\u202e';
/** HOSTILE_TEXT as dig shows CAA data: bytes outside printable ASCII as \DDD (RFC 1035 §5.1). */
const CAA_PRESENTED = 'letsencrypt.org\\027[8m hidden\\007\\194\\1552J\\127\\226\\128\\174';

/** What the hostile DNS host answers, by name; other names come from the fixture zones. */
function craft(query: Buffer): Buffer | undefined {
  const name = questionName(query);
  const question = readQuestion(query);
  const { type } = question;
  // The hostile targets do not exist: NXDOMAIN, echoing the question byte for byte.
  // Names compare without regard to ASCII case (RFC 4343): the client asks for [2j, not [2J.
  const lower = (bytes: Uint8Array): Buffer =>
    Buffer.from(bytes.map((byte) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte)));
  const asked = lower(question.name);
  if ([DOTTED_TARGET, [ESCAPING_LABEL, 'platform', 'test']].some((target) => asked.equals(lower(wireName(target))))) {
    return encodeResponse(query, [], NXDOMAIN_FLAGS);
  }
  const owner = name.split('.');
  const answer = (...records: WireRecord[]): Buffer => encodeResponse(query, records);
  if (name === 'dotted.example.com') return answer({ owner, type: TYPE.CNAME, data: cnameData(DOTTED_TARGET) });
  if (name === 'escape.example.com') {
    return answer({ owner, type: TYPE.CNAME, data: cnameData([ESCAPING_LABEL, 'platform', 'test']) });
  }
  if (name === 'ok.example.com' && type === TYPE.CAA) {
    return answer({ owner, type: TYPE.CAA, data: caaData(0, 'issue', HOSTILE_TEXT) });
  }
  if (name === 'ok.example.com' && type === TYPE.TXT) {
    return answer({ owner, type: TYPE.TXT, data: txtData(HOSTILE_TEXT) });
  }
  return undefined;
}

let resolver: DnsTestServer;
let authoritative: DnsTestServer;
let servers: string[];
beforeAll(async () => {
  const zones = loadCurrentZones();
  authoritative = await startDnsTestServer({ zones, mode: 'authoritative', host: '127.0.0.2', craft });
  resolver = await startDnsTestServer({ zones, mode: 'resolver', host: '127.0.0.1', craft });
  // The suite's deadline for a hang (support/run-deadline.ts), not a speed budget.
  servers = ['--resolver', resolver.address, '--authoritative', authoritative.address, '--timeout', '30'];
});
afterAll(async () => {
  await Promise.all([resolver.close(), authoritative.close()]);
});

function check(domain: string, ...extra: string[]): Promise<CliResult> {
  return runCli(['check', domain, '--platform-host', PLATFORM_HOST, ...servers, ...extra]);
}

function jsonReport(result: CliResult): Report {
  return JSON.parse(result.stdout) as Report;
}

/** Every string of the report, to look for an exact value wherever a check put it. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('names from DNS are compared as labels', () => {
  it('never takes a CNAME to sites\\.platform.test (two labels) for the platform host', async () => {
    const human = await check('dotted.example.com');
    expect(human.code).not.toBe(0);
    expect(human.stdout).toContain('sites\\.platform.test');
    const report = jsonReport(await check('dotted.example.com', '--json'));
    const cname = report.domains[0]?.checks.find((finding) => finding.id === 'cname');
    expect(cname?.code).not.toBe('CNAME_OK');
    expect(cname?.status).not.toBe('pass');
    expect(cname?.evidence.some((line) => line.data === 'sites\\.platform.test.')).toBe(true);
  });
});

describe('text from DNS never reaches the terminal raw', () => {
  it('shows a CNAME target made of terminal escapes in presentation form, in human and JSON output', async () => {
    const human = await check('escape.example.com');
    expect(unsafeCharacters(human.stdout)).toEqual([]);
    // Names compare without regard to ASCII case (RFC 4343), so they are shown lower-cased: [2J is [2j.
    expect(human.stdout).toContain('\\027]0;pwned\\007\\027[2j\\155\\194\\155\\226\\128\\174x.platform.test');
    const report = jsonReport(await check('escape.example.com', '--json'));
    expect(allStrings(report).some((text) => text.includes('\\027]0;pwned\\007'))).toBe(true);
  });

  it('escapes control and bidi characters of CAA and TXT values, and JSON keeps them losslessly', async () => {
    const human = await check('ok.example.com');
    expect(unsafeCharacters(human.stdout)).toEqual([]);
    // CAA record data is shown as dig shows it: bytes outside printable ASCII as \DDD (RFC 1035 §5.1).
    expect(human.stdout).toContain(`"${CAA_PRESENTED}"`);
    const report = jsonReport(await check('ok.example.com', '--json'));
    const strings = allStrings(report);
    // CAA data in JSON is dig's presentation form too: every byte of the value, and no raw control byte.
    expect(strings.some((text) => text.includes(CAA_PRESENTED))).toBe(true);
  });

  it('keeps only its own colour codes with --color', async () => {
    const human = await check('ok.example.com', '--color');
    expect(human.stdout).toContain('\u001b[');
    expect(unsafeCharacters(withoutOwnControls(human.stdout))).toEqual([]);
  });

  it('escapes them on the watch screen too', async () => {
    // `script` gives watch a terminal, so it draws its live screen rather than JSON lines; once a
    // frame shows what the domain waits for, Ctrl-C typed into that terminal ends it.
    const command = `"${process.execPath}" "${CLI}" watch escape.example.com --platform-host ${PLATFORM_HOST} ${servers.join(' ')} --until 60s --https-port 1 --http-port 1`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => undefined);
    let seen = '';
    const interrupt = (data: Buffer): void => {
      seen += data.toString();
      if (!seen.includes('Next try in')) return;
      child.stdout.off('data', interrupt);
      child.stdin.write('\u0003');
    };
    child.stdout.on('data', interrupt);
    const { stdout: output } = await collectOutput(child);
    const shown = withoutOwnControls(output);
    expect(shown).toMatch(/✗ escape\.example\.com +waiting for a change \(cname\)/);
    // The report after Ctrl-C wraps at the terminal's width: the escaped name may start a row.
    expect(shown.replace(/\s+/g, ' ')).toContain('points to \\027]0;pwned\\007');
    expect(unsafeCharacters(shown)).toEqual([]);
  });
});

describe('the watch screen', () => {
  it('escapes what a domain waits for and its name, and measures the escaped text', () => {
    const lines = renderWatchFrame(
      {
        run: 2,
        status: 'inconclusive',
        at: new Date('2026-01-01T12:00:00Z'),
        domains: [
          {
            domain: 'docs.example.com\u001b[2J',
            state: 'inconclusive',
            waitingFor: 'an answer (caa): The CAA set at \u009b2J\u202eexample.com\u0007 failed.',
          },
        ],
        footer: 'Next try in 5 s\u001b]0;pwned\u0007',
      },
      false,
    );
    expect(lines.flatMap(unsafeCharacters)).toEqual([]);
    expect(lines[1]).toBe(
      '  ? docs.example.com\\x1b[2J  waiting for an answer (caa): The CAA set at \\x9b2J\\u202eexample.com\\x07 failed.',
    );
    expect(lines[2]).toBe('Next try in 5 s\\x1b]0;pwned\\x07');
  });
});
