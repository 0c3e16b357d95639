/**
 * domain-check behind resolvers that do not tell the truth, in a DNS world of its own namespace: each
 * liar (dns-world/lying-resolvers.ts) in front of the world's validating resolver, each tried on a
 * correct and a broken domain. The control is the verdict the honest resolver gives: behind a liar
 * the verdict is the same (read from the zone's nameservers), or "inconclusive" naming the liar where
 * nothing else can be asked; never a definite verdict the honest resolver would not give, and never
 * a record to delete that only the liar shows. Needs root, unshare, nsd, unbound and bind9-utils.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../../tools/domain-check/engine/report.ts';
import { LYING_CASES, type LyingCase } from '../dns-world/lying-cases.ts';
import { INTERNAL_ADDRESS, LIAR_ADDRESSES, REWRITE_ADDRESS } from '../dns-world/lying-resolvers.ts';
import { noteProducedOutput } from '../support/produced-codes.ts';
import { problemCodes } from '../support/world.ts';

const PROGRAM = fileURLToPath(new URL('../dns-world/lying-resolvers-program.ts', import.meta.url));

interface CaseResult extends LyingCase {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly control: string;
}

let results: readonly CaseResult[] = [];

/** Runs the program in a network namespace of its own and reads the one JSON line it prints. */
function runInNamespace(): Promise<{ results: CaseResult[] }> {
  const child = spawn(
    'unshare',
    ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', process.execPath, PROGRAM],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 280_000,
      killSignal: 'SIGKILL',
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        resolve(JSON.parse(stdout) as { results: CaseResult[] });
      } catch {
        reject(new Error(`the lying resolvers' world exited ${String(code)}: ${stderr.slice(-2000)}`));
      }
    });
  });
}

beforeAll(async () => {
  ({ results } = await runInNamespace());
  for (const result of results) noteProducedOutput(result.stdout);
}, 300_000);

const LIE_ADDRESSES = /0\.0\.0\.0|(?<![\w:])::(?![\w:])|64:ff9b|10\.20\.30\.40|198\.51\.100\.250/;

const reportOf = (text: string): Report => JSON.parse(text) as Report;
const without = (codes: readonly string[], code: string) => codes.filter((entry) => entry !== code);

describe('domain-check behind a resolver that does not tell the truth', () => {
  for (const entry of LYING_CASES) {
    const liar = LIAR_ADDRESSES[entry.lie];
    const title =
      entry.lie === 'nxdomain-everything'
        ? `is inconclusive naming the resolver, never "unregistered", when it answers NXDOMAIN for every name (${entry.setup})`
        : `gives the honest resolver's verdict behind a resolver that ${entry.lie} (${entry.setup})`;
    it(title, () => {
      const result = results.find((candidate) => candidate.lie === entry.lie && candidate.domain === entry.domain);
      expect(result, 'the case ran').toBeDefined();
      if (!result) return;
      const report = reportOf(result.stdout);
      const control = reportOf(result.control);
      const findings = report.domains.find((domain) => domain.domain === entry.domain)?.checks ?? [];
      if (entry.lie === 'nxdomain-everything') {
        expect(report.status).toBe('inconclusive');
        expect(findings.map((finding) => finding.code)).not.toContain('ZONE_NOT_REGISTERED');
        expect(findings.find((finding) => finding.code === 'RESOLVER_NOT_RESOLVING')?.params).toMatchObject({
          resolver: liar,
          answer: 'nxdomain-root',
        });
        return;
      }
      expect({ status: report.status, problems: without(problemCodes(report, entry.domain), 'RESOLVER_LIES') }).toEqual(
        {
          status: control.status,
          problems: problemCodes(control, entry.domain),
        },
      );
      const lie = findings.find((finding) => finding.code === 'RESOLVER_LIES');
      expect(lie?.params).toMatchObject({ resolver: liar, lie: entry.lie });
      // Nothing only the liar shows is ever a record to change.
      for (const finding of findings) {
        if (finding.code === 'RESOLVER_LIES') continue;
        expect(`${finding.message} ${finding.fix ?? ''}`, finding.code).not.toMatch(LIE_ADDRESSES);
      }
    });
  }

  it('names each resolver’s traits in the report: validation, NXDOMAIN rewriting and the DNS64 prefix', () => {
    const traitsBehind = (lie: LyingCase['lie']) =>
      reportOf(results.find((result) => result.lie === lie)?.stdout ?? '{}').resolvers?.[0];
    const honest = reportOf(results[0]?.control ?? '{}').resolvers?.[0];
    expect(honest).toMatchObject({ validates: true, nxdomainRewrite: [], dns64Prefixes: [] });
    expect(traitsBehind('not-validating')).toMatchObject({ validates: false });
    expect(traitsBehind('rewrites-nxdomain')).toMatchObject({ nxdomainRewrite: [REWRITE_ADDRESS] });
    expect(traitsBehind('dns64')).toMatchObject({ dns64Prefixes: ['64:ff9b::/96'] });
    expect(INTERNAL_ADDRESS).toMatch(LIE_ADDRESSES);
  });
});
