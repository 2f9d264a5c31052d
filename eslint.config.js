// ESLint flat config for the whole repository (`npm run lint`). CommonJS because the root package has no
// "type": "module" (an ES module here makes Node reparse the file, with a warning, on every run).
//
// - TypeScript: @eslint/js + typescript-eslint recommended, plus the type-aware rules that catch bugs
//   (floating and misused promises, needless assertions, `${object}`), about 30 s for the repository.
//   The no-unsafe-* family stays off: tests read JSON answers as `any` on purpose.
// - web/: the rules of hooks (eslint-plugin-react-hooks, including the React Compiler rules).
// - The web's GraphQL operations, plucked out of `graphql(`...`)` in web/src and checked against the SDL
//   (graphql-eslint): known fields, arguments and types, deprecations, operation naming, unused fragments.
// - schema/*.graphql: SDL rules (descriptions, naming, unreachable types).
// Formatting is Prettier's job (`prettier --check .`), so no stylistic rules here.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const graphqlPlugin = require('@graphql-eslint/eslint-plugin');
const globals = require('globals');

// graphql-eslint keeps the first GraphQL config it loads for the whole run, so every GraphQL block passes
// this same one (the SDL and the web's documents).
const graphQLConfig = { schema: 'schema/*.graphql', documents: 'web/src/**/*.{ts,tsx}' };

const TESTS = ['**/*.test.{ts,tsx}', 'gateway/test/**', 'gateway/bench/**', 'web/e2e/**', 'web/src/test/**'];

module.exports = tseslint.config(
  {
    // gateway/.previous-release: the release the gateway's tests check out and build while lint may be running beside
    // them (npm test); ESLint, unlike Prettier, does not read .gitignore, so it would lint files that vanish mid-run.
    ignores: [
      '**/__generated__/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/.scratch/**',
      'gateway/.previous-release/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // TypeScript and JavaScript sources.
  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names fail; a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        // The nearest tsconfig.json of each file; the few root and config files outside every project
        // get a default one.
        projectService: { allowDefaultProject: ['*.ts', 'gateway/vitest.config.ts', 'schema/vitest.config.ts'] },
        tsconfigRootDir: __dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // MikroORM's migrations and other interfaces are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers loosely (the harness types them `any`).
    files: TESTS,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The REST shim reshapes the untyped `data` of a GraphQL execution into the spec's envelope.
    files: ['gateway/src/rest/routes/**/*.ts', 'gateway/src/rest/router.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The web app: browser globals and the rules of hooks.
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // One useQuery: app/query.ts (answers render in a transition, not in one blocking task).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/query.ts', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/react',
              importNames: ['useQuery'],
              message: "Use useQuery from app/query.ts (the result is deferred, so answers don't block the main thread).",
            },
          ],
        },
      ],
    },
  },

  // The web's GraphQL operations: pluck the graphql(`...`) documents out of web/src...
  {
    files: ['web/src/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processors.graphql,
  },
  // ...and check each plucked document against the SDL.
  {
    files: ['web/src/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
    },
  },

  // The SDL.
  {
    files: ['schema/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // Short descriptions are "inline", long ones """block""": both read well.
      // Value and page types (Pricing, PageInfo, PanditPage, LocalizedName...) have no identity of their own.
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/description-style': 'off',
    },
  },
);
