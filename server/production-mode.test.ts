// One production mode: what Heroku runs (the Procfile) and what the npm scripts run is built JavaScript in dist/,
// never TypeScript compiled at run time; tsx is only for development and tests.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { before, test } from 'node:test';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

before(() => {
  if (!existsSync('dist/cli/migrate.js'))
    spawnSync(process.execPath, ['scripts/build.mjs', '--node'], { stdio: 'inherit' });
});

test('every Procfile process runs a built bundle with plain node', () => {
  const lines = readFileSync('Procfile', 'utf8').trim().split('\n');
  assert.deepEqual(
    lines.map((l) => l.split(':')[0]),
    ['web', 'release'],
  );
  for (const line of lines) {
    const m = /^\w+: node (dist\/\S+\.js)\b/.exec(line);
    assert.ok(m, line);
    assert.ok(existsSync(m[1]!), `${m[1]} is built by scripts/build.mjs`);
  }
});

test('the npm scripts production uses build first and run node on dist/', () => {
  for (const name of ['start', 'db:migrate', 'privacy:purge']) {
    assert.match(pkg.scripts[name]!, /build.*&& (exec )?node dist\/\S+\.js/, name);
    assert.doesNotMatch(pkg.scripts[name]!, /tsx|\.ts\b/, name);
  }
  assert.equal(pkg.dependencies.tsx, undefined, 'tsx is a development dependency');
  assert.ok(pkg.devDependencies.tsx);
});
