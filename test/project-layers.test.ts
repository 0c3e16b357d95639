/**
 * The project's layers (PROJECT_LAYERS in eslint.config.js): spec-model/ at the bottom, deployment/
 * on it, site/ and tools/ on both and never on each other. The rule is run alone here, on sources
 * written for the test and on the tree as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';

import { domainCheckLayerRules, projectLayerRules } from '../eslint.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  // The files' own `eslint-disable` comments name rules of the full config, which is not loaded here.
  allowInlineConfig: false,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['**/dist/', '**/node_modules/'] },
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...projectLayerRules,
  ],
});

/** The layer rule's messages for `source`, linted as if it were the file `file` of the project. */
async function layerProblems(file: string, source: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('the project layer rule', () => {
  test.each([
    [
      'tools/mock-api/mock-api.ts',
      "import { getPublication } from '../../site/lib/published-spec.ts';",
      'tools/',
      'site/',
    ],
    [
      'tools/mcp/docs/build-bundle.ts',
      "export * from '../../../site/lib/markdown/markdown-page.ts';",
      'tools/',
      'site/',
    ],
    [
      'site/lib/content-security-policy.ts',
      "import { MOCK_PORT } from '../../tools/mock-api/cli.ts';",
      'site/',
      'tools/',
    ],
    ['site/lib/try-it.ts', "const mock = await import('../../tools/mock-api/mock-api.ts');", 'site/', 'tools/'],
    [
      'deployment/settings.ts',
      "import { getPublication } from '../site/lib/published-spec.ts';",
      'deployment/',
      'site/',
    ],
    [
      'spec-model/spec-model.ts',
      "import { loadDeploymentSettings } from '../deployment/settings.ts';",
      'spec-model/',
      'deployment/',
    ],
    [
      'spec-model/spec-model.ts',
      "import { listBuiltPages } from '../test/support/built-pages.ts';",
      'spec-model/',
      'test/',
    ],
  ])('rejects an import from %s that runs up or across: %s', async (file, source, from, to) => {
    const problems = await layerProblems(file, source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`layers/one-way: The project's layers run one way: ${from} may not import ${to}`);
  });

  test.each([
    ['tools/mock-api/mock-api.ts', "import { createSpecModel } from '../../spec-model/spec-model.ts';"],
    ['tools/mock-api/cli.ts', "import { MOCK_PORT } from '../../deployment/mock-server-address.ts';"],
    ['site/lib/publication.ts', "import type { DeploymentSettings } from '../../deployment/settings.ts';"],
    ['site/lib/assistant-clients.ts', "import manifest from '@petstore-docs/mcp/package.json' with { type: 'json' };"],
    [
      'site/components/domain-check/form-request.ts',
      "import { runChecks } from '@petstore-docs/domain-check/browser';",
    ],
    ['site/components/guides/spec-facts.ts', "import { getPublication } from '../../lib/published-spec.ts';"],
    ['deployment/settings.ts', "import { readSourceSpec } from '../spec-model/read-spec.ts';"],
  ])('lets %s import its own folder or a layer below: %s', async (file, source) => {
    expect(await layerProblems(file, source)).toEqual([]);
  });

  test('finds no import across the layers in the tree as it is', async () => {
    const results = await eslint.lintFiles(['spec-model', 'deployment', 'site', 'tools']);
    const problems = results.flatMap((result) =>
      result.messages.map((message) => `${result.filePath.slice(root.length)}:${message.line}: ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

/** domain-check's own layer rules (`no-restricted-imports`, one per folder), run alone. */
const domainCheckLinter = new ESLint({
  cwd: root,
  allowInlineConfig: false,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...domainCheckLayerRules],
});

/** Each `see "Section" in FILE.md` of a message, as [section, file]. */
const sectionsNamed = (message: string): [string, string][] =>
  [...message.matchAll(/see [^"]*"([^"]+)" in ([\w./-]+\.md)/g)].map((match) => [match[1] ?? '', match[2] ?? '']);

describe('the layer rules’ messages', () => {
  test.each([
    [
      'the project’s',
      'tools/mock-api/mock-api.ts',
      "import { getPublication } from '../../site/lib/published-spec.ts';",
      eslint,
    ],
    [
      'domain-check’s',
      'tools/domain-check/core/memoise.ts',
      "import { check } from '../checks/ttl/check.ts';",
      domainCheckLinter,
    ],
  ])('%s name a section that exists in the file they point to', async (_rules, file, source, linter) => {
    const [problem = ''] = await layerProblems(file, source, linter);
    const named = sectionsNamed(problem);
    expect(named, problem).not.toEqual([]);
    for (const [section, document] of named) {
      const headings = readFileSync(join(root, document), 'utf8')
        .split('\n')
        .filter((line) => /^#+ /.test(line))
        .map((line) => line.replace(/^#+ /, ''));
      expect(headings, `${document} has no section "${section}"`).toContain(section);
    }
  });
});
