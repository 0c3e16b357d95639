/**
 * Properties over hostile input, with a fixed seed and few runs so they fit in `npm test`: config
 * text through the real CLI, and DNS answers (random bytes, truncated, wrong ID, oversized, TC set)
 * from a real loopback server through the DNS client and the whole engine. Never a crash, never a
 * hang past the deadline, never a raw control character on the terminal.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsClient, type QueryType } from '../../../../tools/domain-check/dns/client.ts';
import { parseServerAddress } from '../../../../tools/domain-check/dns/server-address.ts';
import { createUdpTcpTransport } from '../../../../tools/domain-check/dns/transports/udp-tcp.ts';
import { evidenceOf, type Finding } from '../../../../tools/domain-check/findings/finding.ts';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { runChecks } from '../../../../tools/domain-check/checks/run-checks.ts';
import { humanReporter } from '../../../../tools/domain-check/reporters/human.ts';
import { PLATFORM_HOST } from '../scenarios/zone-files.ts';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { runCli } from '../support/run-cli.ts';
import { unsafeCharacters } from '../support/terminal-safety.ts';
import {
  caaData,
  encodeResponse,
  readQuestion,
  txtData,
  TYPE,
  wireName,
  type Label,
  type WireRecord,
} from '../support/wire-message.ts';
import { TEST_DASHBOARD, TEST_PLATFORM } from '../support/platform.ts';

const SEED = 20261124;

/** Text a hostile zone or config would hold: terminal controls, bidi, dots and backslashes among letters. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u001b', '\u0007', '\u007f', '\u009b', '\u202e', '\u200b', '\n', '\r', '.', '\\', '"', '[', ';'),
    fc.constantFrom('a', 'b', 'x', '2', 'J', 'é'),
  ),
  maxLength: 24,
});

describe('config text through the CLI', () => {
  let dir: string;
  /** The resolver records asks for each zone's DNS host: on loopback, never the machine's own. */
  let resolver: DnsTestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'domain-check-fuzz-'));
    resolver = await startDnsTestServer({ zones: [], mode: 'resolver' });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await resolver.close();
  });

  const configText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.json().map((json) => json.slice(0, Math.max(1, json.length - 3))),
    fc
      .record({ primary: hostileText, key: hostileText, platformHost: hostileText })
      .map(({ primary, key, platformHost }) => JSON.stringify({ primary, [key]: 1, platformHost })),
    hostileText.map((primary) => `{"primary": ${JSON.stringify(primary)}, "primary": "docs.example.com"}`),
  );

  it('exits 0 or 2 with a short answer and no raw control character, whatever the text', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(configText, fc.constantFrom('validate', 'records'), async (text, command) => {
        const path = join(dir, `config-${(run += 1)}.json`);
        writeFileSync(path, text);
        // validate reads only the config; records also needs the platform host, and asks DNS for the zones' hosts.
        const platformHost =
          command === 'records' ? ['--platform-host', PLATFORM_HOST, '--resolver', resolver.address] : [];
        const result = await runCli([command, '--config', path, ...platformHost]);
        expect([0, 2]).toContain(result.code);
        expect(result.stderr).not.toMatch(/crashed|^\s+at /m);
        expect(unsafeCharacters(result.stdout.replace(/\t/g, ' '))).toEqual([]);
        expect(unsafeCharacters(result.stderr)).toEqual([]);
      }),
      { seed: SEED, numRuns: 8 },
    );
  });
});

/** One record of a hostile answer: its RDATA either shaped for its type from hostile text, or raw bytes. */
interface RecipeRecord {
  /** `null`: the type that was asked, so the client takes the record as the answer. */
  readonly type: number | null;
  /** `null`: the name that was asked. */
  readonly owner: readonly Label[] | null;
  readonly shaped: boolean;
  readonly raw: Uint8Array;
  readonly text: string;
  readonly labels: readonly Label[];
}

/** How the hostile server answers every query of one run. */
type Recipe =
  | { readonly kind: 'random'; readonly bytes: Uint8Array }
  | { readonly kind: 'silent' }
  | {
      readonly kind: 'answer';
      readonly records: readonly RecipeRecord[];
      readonly mutation: 'none' | 'wrong-id' | 'truncated' | 'oversized' | 'tc';
      readonly cut: number;
    };

const encoder = new TextEncoder();
const label: fc.Arbitrary<Label> = fc.oneof(
  fc.constantFrom<Label>('docs', 'example', 'com', 'sites.platform', 'platform', 'test'),
  hostileText.map((text) => encoder.encode(text || 'x').subarray(0, 63)),
  fc.uint8Array({ minLength: 1, maxLength: 12 }),
);
const recipeRecord: fc.Arbitrary<RecipeRecord> = fc.record({
  type: fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.constantFrom(TYPE.A, TYPE.CNAME, TYPE.CAA, TYPE.TXT, TYPE.SOA, TYPE.NS, TYPE.MX), weight: 2 },
  ),
  owner: fc.option(fc.array(label, { minLength: 1, maxLength: 4 }), { freq: 3 }),
  shaped: fc.boolean(),
  raw: fc.uint8Array({ maxLength: 40 }),
  text: hostileText,
  labels: fc.array(label, { minLength: 1, maxLength: 4 }),
});
const recipe: fc.Arbitrary<Recipe> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('random' as const), bytes: fc.uint8Array({ maxLength: 600 }) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'silent' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      records: fc.array(recipeRecord, { minLength: 1, maxLength: 6 }),
      mutation: fc.oneof(
        { arbitrary: fc.constant('none' as const), weight: 4 },
        {
          arbitrary: fc.constantFrom('wrong-id' as const, 'truncated' as const, 'oversized' as const, 'tc' as const),
          weight: 3,
        },
      ),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    weight: 5,
  },
);

/** RDATA for `type` made from hostile text and labels (RFC 1035 §3.3, RFC 8659 §4.1). */
function shapedData(type: number, record: RecipeRecord): Uint8Array {
  const name = wireName(record.labels);
  const text = encoder.encode(record.text).subarray(0, 255);
  switch (type) {
    case TYPE.A:
      return record.raw.subarray(0, 4).length === 4 ? record.raw.subarray(0, 4) : Uint8Array.from([192, 0, 2, 1]);
    case TYPE.CNAME:
    case TYPE.NS:
      return name;
    case TYPE.MX:
      return Uint8Array.from([0, 10, ...name]);
    case TYPE.SOA:
      return Uint8Array.from([...name, ...name, ...new Uint8Array(20)]);
    case TYPE.CAA:
      return caaData(0, 'issue', Uint8Array.from([...encoder.encode('letsencrypt.org'), ...text]));
    case TYPE.TXT:
      return txtData(text);
    default:
      return record.raw;
  }
}

/** The answer a recipe gives to one query; `null` sends nothing. */
function answer(recipe: Recipe, query: Buffer): Buffer | null {
  if (recipe.kind === 'silent') return null;
  if (recipe.kind === 'random') return Buffer.from(recipe.bytes);
  const question = readQuestion(query);
  const records: WireRecord[] = recipe.records.map((record) => {
    const type = record.type ?? question.type;
    return {
      owner: record.owner ?? question.name,
      type,
      data: record.shaped ? shapedData(type, record) : record.raw,
    };
  });
  if (recipe.mutation === 'oversized') {
    // Far beyond the 1232 bytes EDNS asked for: a UDP reply that large is fragmented or lost.
    for (let i = 0; i < 30; i += 1) records.push({ owner: question.name, type: TYPE.TXT, data: new Uint8Array(200) });
  }
  const flags = recipe.mutation === 'tc' ? 0x8380 : 0x8180;
  const bytes = encodeResponse(query, records, flags);
  if (recipe.mutation === 'wrong-id') bytes.writeUInt16BE(bytes.readUInt16BE(0) ^ 0x5a5a, 0);
  if (recipe.mutation === 'truncated') return bytes.subarray(0, Math.floor(bytes.length * recipe.cut));
  return bytes;
}

describe('DNS answers from a hostile server on loopback', () => {
  let server: DnsTestServer;
  let current: Recipe = { kind: 'silent' };
  beforeAll(async () => {
    server = await startDnsTestServer({
      zones: [],
      mode: 'resolver',
      host: '127.0.0.1',
      craft: (query) => answer(current, query),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const TYPES: readonly QueryType[] = ['A', 'AAAA', 'CNAME', 'CAA', 'TXT', 'SOA', 'NS', 'MX'];

  it('the client returns a result for every lookup by the deadline, and its evidence prints safely', async () => {
    await fc.assert(
      fc.asyncProperty(recipe, async (next) => {
        current = next;
        const deadlineMs = 300;
        const started = Date.now();
        // One attempt and short waits: most recipes are never accepted, so every lookup waits them out.
        const client = new DnsClient({
          transport: createUdpTcpTransport(),
          deadline: started + deadlineMs,
          queryTimeoutMs: 100,
          attempts: 1,
        });
        const results = await Promise.all(
          TYPES.map((type) =>
            client.lookup({ server: parseServerAddress(server.address), name: 'docs.example.com', type }),
          ),
        );
        const report: Report = {
          schemaVersion: 1,
          status: 'inconclusive',
          domains: [
            {
              domain: 'docs.example.com',
              role: 'primary',
              kind: 'subdomain',
              checks: results.map((result): Finding => ({
                id: 'cname',
                status: 'fail',
                code: 'CNAME_MISMATCH',
                // Whatever the servers sent, straight into the words, as no check would put it.
                message: `${result.finalName}: ${result.records.map((record) => record.data).join(', ')} ${result.detail}`,
                fix: null,
                params: { domain: result.finalName },
                evidence: evidenceOf(result),
              })),
            },
          ],
        };
        expect(unsafeCharacters(humanReporter(report, { color: false, ...TEST_DASHBOARD }))).toEqual([]);
      }),
      { seed: SEED, numRuns: 25 },
    );
  });

  it('a whole check ends by its deadline without a crashed check, and its report prints safely', async () => {
    await fc.assert(
      fc.asyncProperty(recipe, async (next) => {
        current = next;
        const deadlineMs = 400;
        const started = Date.now();
        const deadline = started + deadlineMs;
        const dns = new DnsClient({ transport: createUdpTcpTransport(), deadline, queryTimeoutMs: 100, attempts: 1 });
        const serverAddress = parseServerAddress(server.address);
        const report = await runChecks(
          {
            domains: [{ domain: 'docs.example.com', role: 'primary' }],
            platformHost: PLATFORM_HOST,
            caIssuers: ['letsencrypt.org'],
            platform: TEST_PLATFORM,
            resolvers: [serverAddress],
            authoritative: [serverAddress],
            deadline,
          },
          dns,
        );
        const codes = report.domains.flatMap((domain) => domain.checks.map((check) => check.code));
        expect(codes).not.toContain('CHECK_CRASHED');
        expect(unsafeCharacters(humanReporter(report, { color: false, ...TEST_DASHBOARD }))).toEqual([]);
      }),
      { seed: SEED, numRuns: 6 },
    );
  });
});
