// The documents keep up with the code: README.md's map has a line for every folder of server/ and admin/src/ (and
// every top-level folder), README.md stays one screen or two, and docs/api.md names every /api resource the app
// mounts.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { appRoot } from '../domain/app-root.js';
import { createApp } from './app.js';
import { PageCache } from './cache/page-cache.js';
import { listRoutes } from './test/routes.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './test/support.js';

const root = appRoot();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const foldersOf = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => statSync(path.join(root, dir, name)).isDirectory())
    .map((name) => `${dir ? `${dir}/` : ''}${name}/`);

/** The folders a newcomer meets: those of the repository (not the installed, built or local ones). */
const NOT_OURS = new Set(['node_modules/', 'dist/', 'test-results/', '.git/', '.data/']);

test('README.md’s map has a line for every folder of server/, admin/src/ and the top level, and fits 150 lines', () => {
  const readme = read('README.md');
  const lines = readme.split('\n');
  assert.ok(lines.length <= 150, `README.md has ${lines.length} lines`);
  const mapLines = lines.filter((l) => l.startsWith('- `'));
  const named = (folder: string) => mapLines.some((l) => l.startsWith(`- \`${folder}\``));
  const folders = [
    ...foldersOf('').filter((f) => !NOT_OURS.has(f) && (!f.startsWith('.') || f === '.ci/')),
    ...foldersOf('server'),
    ...foldersOf('admin/src'),
  ];
  assert.ok(folders.length > 60, `${folders.length} folders`);
  assert.deepEqual(
    folders.filter((f) => !named(f)),
    [],
    'README.md’s map needs one line “- `folder/` what it holds” for each',
  );
  // Every document it sends the reader to is there.
  for (const [, link] of readme.matchAll(/\]\(((?:docs\/)?[\w-]+\.md)\)/g))
    assert.ok(existsSync(path.join(root, link!)), `${link} exists`);
});

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('docs/api.md names every /api resource the app mounts', () => {
  const express = createApp(
    {
      sequelize: app.sequelize,
      events: app.events,
      config: { jwtSecret: TEST_JWT_SECRET, distDir: 'dist', trustProxy: 0 },
    },
    new PageCache(app.events),
  );
  const routes = listRoutes(express, '/api');
  assert.ok(routes.length > 100, `${routes.length} routes`);
  const api = read('docs/api.md');
  const prefixes = [...new Set(routes.map((r) => /^\/api\/[^/{]+/.exec(r.path)?.[0] ?? r.path))];
  const missing = prefixes.filter((p) => !new RegExp(`\`${p}[\`/{ ]`).test(api));
  assert.deepEqual(
    missing.map(
      (p) =>
        `${p}: ${routes
          .filter((r) => r.path.startsWith(p))
          .map((r) => `${r.method} ${r.path}`)
          .join(', ')}`,
    ),
    [],
    'docs/api.md needs a line for each (`/api/<resource>` in backquotes)',
  );
});
