#!/usr/bin/env node
// Lints an OpenAPI file with Redocly CLI (`recommended` + redocly.yaml) and Spectral (`spectral:oas`
// + .spectral.yaml), offline, and fails on any problem of any severity: zero errors, zero warnings.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SpecProblem {
  linter: 'redocly' | 'spectral';
  rule: string;
  severity: string;
  message: string;
  where: string;
}

interface RedoclyReport {
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}
interface SpectralResult {
  code: string;
  severity: number;
  message: string;
  path: string[];
}

/** Runs a linter and returns its stdout, whether it exited 0 or reported problems with exit 1. */
async function stdoutOf(command: string, args: string[]): Promise<string> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  try {
    return (await run(command, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout, code } = error as { stdout?: string; code?: number };
    if (code === 1 && stdout) return stdout;
    throw error;
  }
}

export async function lintSpec(file: string): Promise<SpecProblem[]> {
  const [redocly, spectral] = await Promise.all([
    stdoutOf('redocly', ['lint', file, '--format=json']),
    stdoutOf('spectral', ['lint', file, '--format=json', '--fail-severity=hint', '--quiet']),
  ]);
  const spectralSeverities = ['error', 'warn', 'info', 'hint'];
  return [
    ...(JSON.parse(redocly) as RedoclyReport).problems.map((problem) => ({
      linter: 'redocly' as const,
      rule: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      where: problem.location[0]?.pointer ?? '',
    })),
    ...(spectral.trim() === '' ? [] : (JSON.parse(spectral) as SpectralResult[])).map((result) => ({
      linter: 'spectral' as const,
      rule: result.code,
      severity: spectralSeverities[result.severity] ?? String(result.severity),
      message: result.message,
      where: `#/${result.path.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`,
    })),
  ];
}

if (import.meta.main) {
  const file = process.argv[2] ?? 'spec/openapi.yaml';
  const problems = await lintSpec(file);
  for (const problem of problems) {
    console.log(
      `${problem.severity.padEnd(5)} ${problem.linter}/${problem.rule}  ${problem.where}\n      ${problem.message}`,
    );
  }
  console.log(
    problems.length === 0
      ? `${file}: clean under Redocly recommended and Spectral spectral:oas (0 errors, 0 warnings).`
      : `${file}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
