import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { sslOptionFor } from './connect.js';

afterEach(() => {
  delete process.env.PGSSLMODE;
});

test('TLS only when the URL or PGSSLMODE asks for it; verify-* also verifies the chain', () => {
  assert.equal(sslOptionFor('postgres://u@h/db'), false);
  assert.equal(sslOptionFor('postgres://u@h/db?sslmode=disable'), false);
  assert.deepEqual(sslOptionFor('postgres://u@h/db?sslmode=require'), { rejectUnauthorized: false });
  assert.deepEqual(sslOptionFor('postgres://u@h/db?sslmode=verify-full'), { rejectUnauthorized: true });
  process.env.PGSSLMODE = 'require';
  assert.deepEqual(sslOptionFor('postgres://u@h/db'), { rejectUnauthorized: false });
  assert.equal(sslOptionFor('postgres://u@h/db?sslmode=disable'), false, 'the URL wins over the environment');
});
