/**
 * The finding codes that the reports made during one test run carry, gathered for the test that
 * proves every catalogued code is produced by some test (finding-codes.test.ts). Each test worker
 * appends the codes of each report it sees to a file of its own in the run's folder; that test,
 * which runs after the others, reads them all. A code counts only when a report or plan carried it:
 * naming it in a test proves nothing.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that names the run's folder (set once per run by the global setup). */
export const PRODUCED_CODES_DIR = 'DOMAIN_CHECK_PRODUCED_CODES_DIR';

/** Every `code` that an object of this value (a report, a removal plan, their JSON) holds. */
function codesIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) codesIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'code' && typeof inner === 'string') into.add(inner);
      else codesIn(inner, into);
    }
  }
  return into;
}

/** Notes the codes a report or plan carries, where the run keeps them; outside such a run, nothing. */
export function noteProduced(value: unknown): void {
  const dir = process.env[PRODUCED_CODES_DIR];
  if (!dir) return;
  const codes = [...codesIn(value, new Set())];
  if (codes.length === 0) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${String(process.pid)}-${process.env.VITEST_POOL_ID ?? '0'}.txt`), `${codes.join('\n')}\n`);
}

/**
 * Notes the codes of a CLI's output: each JSON document in it (`--json` prints one, `watch` one a
 * line), or the code that ends each finding's "Docs:" line of a human report.
 */
export function noteProducedOutput(stdout: string): void {
  const codes: unknown[] = [];
  for (const line of stdout.split('\n')) {
    const human = /Docs: .* \(([A-Z][A-Z0-9_]+)\)$/.exec(line.trimEnd());
    if (human) codes.push({ code: human[1] });
  }
  const text = stdout.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      codes.push(JSON.parse(text));
    } catch {
      for (const line of text.split('\n')) {
        try {
          codes.push(JSON.parse(line));
        } catch {
          // Not JSON: a line of another kind carries no report.
        }
      }
    }
  }
  noteProduced(codes);
}

/** Every code noted in this run so far, by every worker. */
export function producedCodes(): ReadonlySet<string> {
  const dir = process.env[PRODUCED_CODES_DIR];
  const codes = new Set<string>();
  if (!dir) return codes;
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return codes;
  }
  for (const file of files) {
    for (const code of readFileSync(join(dir, file), 'utf8').split('\n')) if (code) codes.add(code);
  }
  return codes;
}
