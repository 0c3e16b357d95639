// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The project's layers, bottom first. spec-model/ reads the API description; deployment/ holds the
 * deployment's settings (their API addresses default to the spec's servers); site/ and tools/ both
 * stand on those two and never import each other's files: the site uses a tool as a package
 * (`@petstore-docs/domain-check/browser`, `@petstore-docs/mcp/package.json`), and a tool takes what
 * the site builds as files (the MCP bundle reads dist/), never its modules. A top folder may import
 * its own files and the layers below it; test/, bench/ and the root's config files sit above all.
 */
const PROJECT_LAYERS = [['spec-model'], ['deployment'], ['site', 'tools']];

const projectRoot = import.meta.dirname;
const layerRank = new Map(PROJECT_LAYERS.flatMap((folders, rank) => folders.map((folder) => [folder, rank])));
/** The top folder of a path, relative to the project: `site`, `tools`, `test`… */
const topFolderOf = (/** @type {string} */ path) => relative(projectRoot, path).split(sep)[0] ?? '';

/**
 * `layers/one-way`: a relative import may not reach a top folder beside or above its own.
 * @type {import('eslint').ESLint.Plugin}
 */
export const projectLayersPlugin = {
  rules: {
    'one-way': {
      meta: {
        type: 'problem',
        docs: { description: 'Imports run down the project layers (PROJECT_LAYERS in eslint.config.js).' },
        schema: [],
        messages: {
          upward: `The project's layers run one way: {{from}}/ may not import {{to}}/ (it sits beside or above it; see PROJECT_LAYERS in eslint.config.js and "Layers of the project" in ARCHITECTURE.md).`,
        },
      },
      create(/** @type {import('eslint').Rule.RuleContext} */ context) {
        const from = topFolderOf(context.filename);
        const rank = layerRank.get(from);
        if (rank === undefined) return {};
        /** @param {{ source?: import('estree').Node | null } & import('estree').Node} node */
        const check = (node) => {
          const { source } = node;
          if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = topFolderOf(resolve(dirname(context.filename), source.value));
          const target = layerRank.get(to);
          if (to === from || (target !== undefined && target < rank)) return;
          context.report({ node: source, messageId: 'upward', data: { from, to } });
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportAllDeclaration: check,
          ExportNamedDeclaration: check,
        };
      },
    },
  },
};

/**
 * The project layer rule, for every file of a layer (JavaScript and TypeScript alike).
 * @type {import('eslint').Linter.Config[]}
 */
export const projectLayerRules = [
  {
    files: PROJECT_LAYERS.flat().map((folder) => `${folder}/**/*.{ts,js,mjs,cjs}`),
    plugins: { layers: projectLayersPlugin },
    rules: { 'layers/one-way': 'error' },
  },
];

/**
 * domain-check's layers, bottom first. A folder may import its own layer and the layers below it,
 * never one above: the shared core knows nothing of DNS, the engine is handed its checks, diagnosis
 * (why a lookup failed) stands on the engine's lookups and serves the checks, the checks
 * know no reporter, planners return data that the reporters render, the commands know nothing of
 * how the command line is parsed, and only the CLI and the package entries (index.ts, browser.ts,
 * catalogue.ts) sit on top. ARCHITECTURE.md's "Its layers" draws the same picture.
 */
const DOMAIN_CHECK_LAYERS = [
  ['core'],
  ['config', 'settings', 'dns-hosts', 'dns', 'live', 'platform'],
  ['findings'],
  ['engine'],
  ['diagnosis'],
  ['checks'],
  ['planners'],
  ['reporters'],
  ['commands'],
  ['cli'],
];

/** @type {import('eslint').Linter.Config[]} */
export const domainCheckLayerRules = DOMAIN_CHECK_LAYERS.flatMap((folders, rank) => {
  const above = DOMAIN_CHECK_LAYERS.slice(rank + 1).flat();
  if (above.length === 0) return [];
  return folders.map((folder) => ({
    files: [`tools/domain-check/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${above.join('|')})/`,
              message: `domain-check's layers run one way: ${folder}/ may not import ${above.join('/, ')}/ (they sit above it; see "Its layers" in ARCHITECTURE.md).`,
            },
          ],
        },
      ],
    },
  }));
});

/**
 * The platform profile is passed in: only the entries that hand a deployment's profile to a run (the
 * CLI, the package's main entry for programs such as the MCP server, the catalogue entry for the
 * pages and answers that document the findings on their examples) name the default built into the
 * package, so no check, word or command can freeze it when its module loads.
 * @type {import('eslint').Linter.Config}
 */
const platformPassedIn = {
  files: ['tools/domain-check/**/*.ts'],
  ignores: [
    'tools/domain-check/platform/**',
    'tools/domain-check/cli/main.ts',
    'tools/domain-check/index.ts',
    'tools/domain-check/catalogue.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportDeclaration[source.value=/platform\\/default-profile\\.ts$/]',
        message: 'The platform profile is passed in (the run input, the command io), not imported: see platform/.',
      },
      {
        selector:
          "ImportSpecifier[imported.name='DEFAULT_PLATFORM_PROFILE'], ExportSpecifier[local.name='DEFAULT_PLATFORM_PROFILE']",
        message: 'The platform profile is passed in (the run input, the command io), not imported: see platform/.',
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'tools/domain-check/dist/', 'tools/mcp/dist/', '.astro/', 'node_modules/', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'tools/domain-check/bin/*.cjs', 'tools/mcp/bin/*.cjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `a || b` on strings treats an empty environment variable as unset, which is what we mean.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...projectLayerRules,
  ...domainCheckLayerRules,
  platformPassedIn,
  {
    // The MCP server uses domain-check through its package entries (`.`, `…/catalogue`) only.
    // (The site may not import a file of tools/ at all: see PROJECT_LAYERS.)
    files: ['tools/mcp/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+domain-check/',
              message: 'Import @petstore-docs/domain-check or …/catalogue, not a file of the tool.',
            },
          ],
        },
      ],
    },
  },
  {
    // Config files outside the TypeScript program are linted without type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The package's bin stub: a CommonJS script that must parse on old Node.js (ES2020: Node 12+).
    files: ['tools/domain-check/bin/*.cjs', 'tools/mcp/bin/*.cjs'],
    languageOptions: { sourceType: 'commonjs', ecmaVersion: 2020, globals: { process: 'readonly' } },
  },
);
