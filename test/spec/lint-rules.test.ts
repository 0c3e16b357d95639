import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';

import { readSourceSpec } from '../../spec-model/read-spec.ts';
import { lintSpec } from '../../tools/spec-lint/lint-spec.ts';

/** spec/openapi.yaml with getPet's x-sunset taken away, written to a temporary file. */
function specWithoutSunset(): string {
  const spec = readSourceSpec();
  delete spec.paths['/pets/{petId}']?.get?.['x-sunset'];
  const file = join(mkdtempSync(join(tmpdir(), 'spec-lint-')), 'openapi.yaml');
  writeFileSync(file, stringify(spec));
  return file;
}

describe('spec lint', () => {
  test('passes spec/openapi.yaml with zero problems of any severity', async () => {
    expect(await lintSpec('spec/openapi.yaml')).toEqual([]);
  });

  test('both linters fail a deprecated operation that has no x-sunset', async () => {
    const problems = await lintSpec(specWithoutSunset());
    expect(problems.map((problem) => `${problem.linter}:${problem.rule}:${problem.where}`).sort()).toEqual([
      'redocly:rule/deprecated-operation-has-sunset:#/paths/~1pets~1{petId}/get',
      'spectral:deprecated-operation-has-sunset:#/paths/~1pets~1{petId}/get',
    ]);
  });
});
