// ESLint: typescript-eslint's type-aware rules for promises and `any`, the layer rules of DESIGN.md (domain imports
// no part; db and server never import public-web at run time; public-web imports no server; admin imports neither),
// and the server's tiers (eslint-plugin-boundaries, below: SERVER_TIERS). Formatting is Prettier's job
// (eslint-config-prettier turns the overlapping rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

// The tiers inside server/, top to bottom; each imports only its own tier and those below it (tests excepted: a test
// may reach any part it checks). A file belongs to the first tier whose folder holds it; server/tiers.test.ts checks
// that every folder of server/ is named in one.
export const SERVER_TIERS = [
  // Delivery: the JSON routers under /api, one folder per resource.
  { type: 'api', partialMatch: false, pattern: 'server/api' },
  // Delivery: the public page routes (server-rendered HTML, feeds, SEO files, file downloads).
  { type: 'web', partialMatch: false, pattern: 'server/web' },
  // The capabilities: each owns its tables' SQL and its rules, and both delivery sides use it.
  {
    type: 'capability',
    partialMatch: false,
    pattern:
      'server/{applications,boards,stored-pages,auth,audit,mail,search,retention,trash,popups,rounds,presenters,visits,metrics,backups,destruction,forms,questions,campaigns,interviews,edit-conflicts,redirects,import,sample-content,privacy-requests,approvals,link-check}',
  },
  // The infrastructure: caches and the publish step, HTTP plumbing (errors, headers, content coding), stored files,
  // the HTML policy, middleware, and the process's own (configuration, logging, the drain, the outage signal).
  { type: 'infrastructure', partialMatch: false, pattern: 'server/{cache,http,files,html,middleware,process}' },
  // The process's composition: start-up, the app's assembly and the HTTP shell around it (the files at the top of
  // server/), the cluster primary, the CLIs and the sample content. It wires everything; nothing imports it.
  { type: 'composition', partialMatch: false, pattern: 'server/{cli,cluster,sample}' },
  { type: 'composition', partialMatch: false, pattern: 'server' },
];
const tier = (type) => ({ to: { element: { type } } });

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
    // Only the page rendering (server/web/**) draws public-web templates; the API, auth, caches and CLIs share
    // through domain/.
    files: ['server/**/*.ts', 'server/**/*.tsx'],
    // server/http/security-headers.ts reads the fixed <style> texts of the templates (public-web/inline-styles.ts) to hash them
    // into the CSP; it draws nothing.
    ignores: ['**/*.test.ts', 'server/test/**', 'server/web/**', 'server/http/security-headers.ts'],
    rules: {
      'no-restricted-imports': layer(
        ['**/admin/**', '**/public-web/**'],
        'only server/web renders public-web: share through domain/',
      ),
    },
  },
  {
    // The server's tiers (SERVER_TIERS above): an arrow against them is an error.
    files: ['server/**/*.ts', 'server/**/*.tsx'],
    ignores: ['**/*.test.ts', 'server/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': SERVER_TIERS,
      'boundaries/include': ['server/**/*'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'api' } },
              disallow: [tier('web'), tier('composition')],
              message: 'the JSON API and the public pages never import each other: share through a capability',
            },
            {
              from: { element: { type: 'web' } },
              disallow: [tier('api'), tier('composition')],
              message: 'the public pages and the JSON API never import each other: share through a capability',
            },
            {
              from: { element: { type: 'capability' } },
              disallow: [tier('api'), tier('web'), tier('composition')],
              message: 'a capability serves both delivery sides: it imports no router and nothing of the composition',
            },
            {
              from: { element: { type: 'infrastructure' } },
              disallow: [tier('capability'), tier('api'), tier('web'), tier('composition')],
              message: 'infrastructure knows no capability and no route: pass what it needs as arguments',
            },
          ],
        },
      ],
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
