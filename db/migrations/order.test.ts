// The migrations run in the order of their names (their timestamps): umzug runs them in the list's order, a database
// records them by name, and a restore migrates an empty database "up to" the last name a backup holds, so a list out
// of name order would stop short of a table the backup has (two branches merged, each adding its migration).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { migrations } from './index.js';

test('the migrations are listed in the order of their names, each once', () => {
  const names = migrations.map((m) => m.name);
  assert.deepEqual(names, [...names].sort());
  assert.equal(new Set(names).size, names.length);
});
