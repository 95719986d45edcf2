// ESLint: typescript-eslint's type-aware rules for promises and `any`, and the layer rules of DESIGN.md
// (domain imports no part; db and server never import public-web at run time; public-web imports no server;
// admin imports neither). Formatting is Prettier's job (eslint-config-prettier turns the overlapping rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layer = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'test-results/', 'public-web/assets/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // node:test's test()/describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: ['test', 'describe', 'it', 'suite'], package: 'node:test' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Control characters in patterns are deliberate here: they are what input checks reject.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read API answers as loose JSON (`call<T = Record<string, any>>`); shipped code stays strict.
    files: ['**/*.test.ts', '**/fixtures.ts', 'server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        ['**/server/**', '**/db/**', '**/public-web/**', '**/admin/**'],
        'domain/ imports no part of the site',
      ),
    },
  },
  {
    files: ['db/**/*.ts', 'server/**/*.ts', 'server/**/*.tsx'],
    ignores: ['**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-imports': layer(['**/admin/**'], 'the server speaks to the admin over HTTP only'),
    },
  },
  {
    // Only the page rendering (server/pages/**) draws public-web templates; the API, auth, caches and CLIs share
    // through domain/.
    files: ['server/**/*.ts', 'server/**/*.tsx'],
    ignores: ['**/*.test.ts', 'server/test/**', 'server/pages/**'],
    rules: {
      'no-restricted-imports': layer(
        ['**/admin/**', '**/public-web/**'],
        'only server/pages renders public-web: share through domain/',
      ),
    },
  },
  {
    files: ['db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer(
        ['**/server/**', '**/public-web/**', '**/admin/**'],
        'db/ knows no HTTP and no views: share through domain/',
      ),
    },
  },
  {
    files: ['public-web/**/*.ts', 'public-web/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer(
        ['**/server/**', '**/db/**', '**/admin/**'],
        'public-web templates get data as props: share through domain/',
      ),
    },
  },
  {
    files: ['admin/**/*.ts', 'admin/**/*.tsx'],
    rules: {
      'no-restricted-imports': layer(
        ['**/server/**', '**/db/**', '**/public-web/**'],
        'the admin speaks to the server over HTTP only: share through domain/',
      ),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
