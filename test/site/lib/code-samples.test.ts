import { execFileSync } from 'node:child_process';

import { parse as parseJavaScript } from 'acorn';
import { describe, expect, test } from 'vitest';

import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import type { CodeSample } from '../../../site/lib/code-samples.ts';
import { sampleLanguages } from '../../../site/lib/sample-languages.ts';
import { renderSpec } from '../../../site/lib/rendered-spec.ts';
import { createSpecModel, readSourceSpecModel } from '../../../spec-model/spec-model.ts';

const settings = loadDeploymentSettings({ PETSTORE_BASE_URL: 'https://api.acme.test/v1' });
const { operations } = createSpecModel(renderSpec(settings));
const samplesOf = (operationId: string) =>
  operations.find((operation) => operation.operationId === operationId)?.operation['x-codeSamples'] as
    CodeSample[] | undefined;
const allSamples = operations.flatMap(({ operationId, operation }) =>
  (operation['x-codeSamples'] as CodeSample[]).map((sample) => [operationId, sample] as const),
);

describe('generated code samples', () => {
  test('every operation has a sample in each of the ten languages, curl first', () => {
    const labels = sampleLanguages.map((language) => language.label);
    expect(labels).toEqual([
      'curl',
      'JavaScript (fetch)',
      'Node.js (undici)',
      'Python (requests)',
      'Go (net/http)',
      'Java (HttpClient)',
      'C# (HttpClient)',
      'Ruby (Net::HTTP)',
      'PHP (cURL)',
      'HTTPie',
    ]);
    for (const { operation } of operations) {
      expect((operation['x-codeSamples'] as CodeSample[]).map((sample) => sample.label)).toEqual(labels);
    }
  });

  test.each(allSamples)('%s: %o uses the configured production base URL and the bearer header', (_, sample) => {
    expect(sample.source).toContain('https://api.acme.test/v1/pets');
    expect(sample.source).toMatch(/Authorization.{1,45}Bearer/);
  });

  test.each(allSamples)('%s: %o reads the key from the environment and shows no other', (_, sample) => {
    const language = sampleLanguages.find((candidate) => candidate.label === sample.label);
    expect(sample.source).toContain(language?.keyLookup);
    expect(sample.source).not.toMatch(/PLACEHOLDER/);
  });

  test('createPet sends the spec example as its JSON body, which holds the required fields', () => {
    const example: unknown =
      readSourceSpecModel().operation('createPet').operation.requestBody?.content['application/json']?.example;
    expect(Object.keys(example as object).sort()).toEqual(['categoryId', 'name']);
    for (const sample of samplesOf('createPet') ?? []) expect(sample.source).toMatch(/name.{1,6}Rex/);
    const curl = samplesOf('createPet')?.[0]?.source ?? '';
    expect(JSON.parse(/--data '([^']*)'/.exec(curl)?.[1] ?? '')).toEqual(example);
  });

  test('getPet reads a numeric identifier in its path', () => {
    expect(samplesOf('getPet')?.[0]?.source).toContain('https://api.acme.test/v1/pets/1');
  });

  test.each(allSamples.filter(([, sample]) => sample.lang === 'sh'))(
    '%s: the curl sample is valid shell',
    (_, sample) => {
      expect(() => execFileSync('bash', ['-n'], { input: sample.source })).not.toThrow();
    },
  );

  test.each(allSamples.filter(([, sample]) => sample.lang === 'js'))(
    '%s: the fetch sample is valid JavaScript',
    (_, sample) => {
      expect(() => parseJavaScript(sample.source, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    },
  );

  test.each(allSamples.filter(([, sample]) => sample.lang === 'python'))(
    '%s: the Python sample is valid Python',
    (_, sample) => {
      expect(() =>
        execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: sample.source }),
      ).not.toThrow();
    },
  );
});
