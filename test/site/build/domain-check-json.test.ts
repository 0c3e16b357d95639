/**
 * The `--json` output of domain-check is stable and documented. The findings page
 * documents it; this test runs the real CLI (check, watch, remove-plan, validate) against the test platform on
 * loopback and holds the documented fields to the keys and values the CLI prints.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { CONFIGS_DIR } from '../../tools/domain-check/support/fixture-zones.ts';
import { startLiveWorld, type LiveWorld } from '../../tools/domain-check/support/live-world.ts';
import { runCli } from '../../tools/domain-check/support/run-cli.ts';
import { renderedPage } from '../../support/rendered-page.ts';

const findings = renderedPage(inject('distDir'), '/tools/domain-check/findings/');

interface DocumentedField {
  path: string;
  /** The JSON types the Type cell allows: `string or null` → string, null. */
  types: string[];
  /** The values the Meaning cell lists after "One of:" or "Always", if any. */
  values?: unknown[];
}

/** The documented fields of one output, read from its table's cells. */
function documented(tableName: string): DocumentedField[] {
  const [header, ...rows] = findings.table(tableName).rows;
  if (header?.join() !== 'Field,Type,Meaning') throw new Error(`${tableName} has the columns ${String(header)}`);
  return rows.map(([path = '', type = '', meaning = '']) => {
    const listed = /(?:One of:|Always) (.*)\.$/.exec(meaning)?.[1];
    return {
      path,
      types: type.split(' or '),
      ...(listed === undefined ? {} : { values: listed.split(', ').map((value) => JSON.parse(value) as unknown) }),
    };
  });
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;

/** A finding's `params` are documented per code, not as fields: their keys are not read. */
const isParams = (path: string) => /(^|\.)params$/.test(path);

/** Every field of a JSON value with the values found there: `domains[].checks[].code` → ['CNAME_OK', …]. */
function fieldsOf(value: unknown, prefix = '', into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (isParams(prefix)) return into;
  if (Array.isArray(value)) {
    for (const element of value) fieldsOf(element, `${prefix}[]`, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      into.set(path, [...(into.get(path) ?? []), field]);
      fieldsOf(field, path, into);
    }
  }
  return into;
}

/** Fails unless the real fields are exactly the documented ones, with documented types and values. */
function expectDocumented(real: Map<string, unknown[]>, fields: DocumentedField[]): void {
  expect([...real.keys()].sort()).toEqual(fields.map((field) => field.path).sort());
  for (const field of fields) {
    for (const value of real.get(field.path) ?? []) {
      expect(field.types, `${field.path} = ${JSON.stringify(value)}`).toContain(typeOf(value));
      if (field.values) expect(field.values, field.path).toContain(value);
    }
  }
}

const only = (fields: Map<string, unknown[]>, keep: (path: string) => boolean) =>
  new Map([...fields].filter(([path]) => keep(path)));

let live: LiveWorld;
let cli: (args: string[]) => Promise<unknown[]>;

beforeAll(async () => {
  live = await startLiveWorld();
  cli = async (args) => {
    const result = await runCli([...args, '--json', ...live.cliOptions, '--timeout', '30']);
    expect(result.stderr).not.toMatch(/internal error/i);
    // watch writes one JSON object per line; the others one object.
    return args[0] === 'watch'
      ? result.stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as unknown)
      : [JSON.parse(result.stdout) as unknown];
  };
}, 120_000);

afterAll(async () => {
  await live.close();
});

const config = (name: string) => ['--config', `${CONFIGS_DIR}${name}`];
/** A config with a problem of shape and one between fields, and one that is not JSON. */
const INVALID_CONFIG = fileURLToPath(
  new URL('../../tools/domain-check/fixtures/configs/invalid/shape-and-self-redirect.json', import.meta.url),
);
const BROKEN_CONFIG = fileURLToPath(
  new URL('../../tools/domain-check/fixtures/configs/broken-json/comment.txt', import.meta.url),
);

describe('the documented domain-check --json output', () => {
  const check = documented('Fields of check --json');

  test('check --live --json prints exactly the documented fields, with their types and values', async () => {
    // Live checks too: a report with DNS, TLS and HTTP evidence, passes and failures.
    const reports = await cli(['check', ...config('live.json'), '--live']);
    expectDocumented(
      fieldsOf(reports),
      check.map((field) => ({ ...field, path: `[].${field.path}` })),
    );
  });

  test('watch --json adds exactly the documented watch fields to the fields of check', async () => {
    const lines = await cli(['watch', ...config('live-ready.json'), '--until', '1s']);
    expect(lines.length).toBeGreaterThan(0);
    const real = fieldsOf(lines);
    const watch = documented('Fields watch --json adds');
    expectDocumented(
      only(real, (path) => /^\[\]\.watch\b/.test(path)),
      watch.map((field) => ({ ...field, path: `[].${field.path}` })),
    );
    expectDocumented(
      only(real, (path) => !/^\[\]\.watch\b/.test(path)),
      check.map((field) => ({ ...field, path: `[].${field.path}` })),
    );
  });

  test('remove-plan --json prints the documented fields, with the domains of check', async () => {
    const [plan] = await cli(['remove-plan', 'found.live.test', ...config('live.json')]);
    const real = fieldsOf(plan);
    expectDocumented(
      only(real, (path) => !path.startsWith('domains[]')),
      documented('Fields of remove-plan --json'),
    );
    expectDocumented(
      only(real, (path) => path.startsWith('domains[]')),
      check.filter((field) => field.path.startsWith('domains[]')),
    );
  });

  test('validate --json prints exactly the documented fields, for a valid config and one with problems', async () => {
    const outputs = await Promise.all(
      [`${CONFIGS_DIR}live.json`, INVALID_CONFIG, BROKEN_CONFIG].map(async (file) => {
        const result = await runCli(['validate', '--config', file, '--json']);
        expect(result.stderr).toBe('');
        return JSON.parse(result.stdout) as unknown;
      }),
    );
    const real = fieldsOf(outputs);
    expect(real.get('[].valid')).toEqual([true, false, false]);
    expectDocumented(
      real,
      documented('Fields of validate --json').map((field) => ({ ...field, path: `[].${field.path}` })),
    );
  });

  test('the example is check --json output with the documented fields', () => {
    const [example = ''] = findings.codeBlocks(findings.sectionHtml('check --json'));
    const fields = fieldsOf(JSON.parse(example));
    expect(fields.size).toBeGreaterThan(0);
    expectDocumented(fields, check);
  });
});
