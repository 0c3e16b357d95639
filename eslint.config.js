// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * domain-check's layers, bottom first. A folder may import its own layer and the layers below it,
 * never one above: the shared core knows nothing of DNS, the engine is handed its checks, the checks
 * know no reporter, and only the CLI and the package entries (index.ts, browser.ts, catalogue.ts)
 * sit on top. The README's layout section draws the same picture.
 */
const DOMAIN_CHECK_LAYERS = [
  ['core'],
  ['config', 'dns-hosts', 'dns', 'live'],
  ['findings'],
  ['engine'],
  ['checks'],
  ['reporters'],
  ['planners'],
  ['cli', 'commands'],
];

const domainCheckLayerRules = DOMAIN_CHECK_LAYERS.flatMap((folders, rank) => {
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
              message: `domain-check's layers run one way: ${folder}/ may not import ${above.join('/, ')}/ (they sit above it; see "Layers" in the README).`,
            },
          ],
        },
      ],
    },
  }));
});

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
  ...domainCheckLayerRules,
  {
    // The site uses domain-check through its package entries (…/browser, …/catalogue) only.
    files: ['site/**/*.ts', 'site/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'tools/domain-check/',
              message: 'Import @petstore-docs/domain-check/browser or …/catalogue, not a file of the tool.',
            },
          ],
        },
      ],
    },
  },
  {
    // The MCP server uses domain-check through its package entries (`.`, `…/catalogue`) only, and
    // never reads the site's source at run time: the docs reach it as the bundle its build writes.
    files: ['tools/mcp/**/*.ts'],
    ignores: ['tools/mcp/build.ts', 'tools/mcp/docs/build-bundle.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'tools/domain-check/|^\\.\\./\\.\\./domain-check/',
              message: 'Import @petstore-docs/domain-check or …/catalogue, not a file of the tool.',
            },
            {
              regex: '(^|/)site/',
              message:
                "The server reads the docs from its bundle (docs/bundle.ts); only the build reads the site's modules.",
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
