/**
 * The static checks of `npm test`, side by side, with each one's time: `node test/support/run-checks.ts`.
 *
 * ESLint's typed rules and `astro check` each build a TypeScript program of the whole project on one
 * core; one after the other they were most of the checks' time on this 2-core machine kind. Both
 * read the content collections' types that `astro sync` writes, so they start once it has run, beside
 * the two short checks (`astro check` syncs again, harmlessly). Output is kept per step and printed when the step ends, so two
 * steps never interleave their lines. Exits 1 when any step fails, after all have run.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
}

/** Each inner list runs after the one before it; its steps run side by side. */
const stages: Step[][] = [
  [
    { name: 'format:check', command: bin('prettier'), args: ['--check', '.'] },
    { name: 'lint:spec', command: process.execPath, args: [join(root, 'tools', 'spec-lint', 'lint-spec.ts')] },
    { name: 'astro sync', command: bin('astro'), args: ['sync'] },
  ],
  [
    { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
    { name: 'astro check', command: bin('astro'), args: ['check'] },
  ],
];

async function runStep(step: Step): Promise<boolean> {
  const started = performance.now();
  const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      output += `${String(error)}\n`;
      resolve(null);
    });
    child.on('close', resolve);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const verdict = code === 0 ? 'passed' : `FAILED (exit ${String(code)})`;
  process.stdout.write(`\n> ${step.name}\n${output.trimEnd()}\n${step.name}: ${verdict} in ${seconds} s\n`);
  return code === 0;
}

let failed = false;
for (const stage of stages) {
  const results = await Promise.all(stage.map(runStep));
  if (results.includes(false)) failed = true;
}
process.exitCode = failed ? 1 : 0;
