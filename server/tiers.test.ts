// The server's tiers (eslint.config.js SERVER_TIERS): every folder of server/ is in one, and no import runs against
// them. ESLint fails such an import where it is written; this checks the drawing `npm run tiers` prints agrees, and
// that a new folder is given a tier (a folder in none would silently count as the composition's).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fromAppRoot } from '../domain/app-root.js';

test('every folder of server/ has a tier and no import runs against the tiers', () => {
  const run = spawnSync(process.execPath, [fromAppRoot('scripts/tiers.mjs')], { encoding: 'utf8' });
  const summary = run.stdout.split('\n').filter((l) => l.startsWith('%%'));
  assert.match(summary[0] ?? '', /against the tiers: 0$/, run.stdout + run.stderr);
  assert.deepEqual(summary.slice(1), []);
  assert.equal(run.status, 0);
  // The drawing names the delivery sides and the capabilities it judges.
  for (const part of ['subgraph api', 'subgraph web', 'subgraph capability', 'subgraph infrastructure'])
    assert.ok(run.stdout.includes(part), part);
});
