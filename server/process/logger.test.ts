// Personal data never reaches a log line, even when an unexpected database error carries the query.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DatabaseError, UniqueConstraintError } from 'sequelize';
import { serializeError } from './logger.js';

test('a Sequelize error is logged without its SQL, bind parameters, detail or values', () => {
  const pgError = Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    detail: 'Key (email)=(hong@example.com) already exists.',
    sql: `SELECT * FROM "applications" WHERE "name" = '홍길동' AND "birth_date" = '1985-03-14'`,
    parameters: ['홍길동', '010-1234-5678'],
  });
  const err = new DatabaseError(pgError as Error & { sql: string; parameters: string[] });
  const unique = new UniqueConstraintError({
    parent: pgError as Error & { sql: string },
    fields: { email: 'hong@example.com' },
  });
  for (const e of [err, unique]) {
    const logged = JSON.stringify(serializeError(e));
    for (const secret of ['홍길동', '1985-03-14', '010-1234-5678', 'hong@example.com'])
      assert.ok(!logged.includes(secret), `${secret} in ${logged}`);
    assert.match(logged, /statement timeout|Validation error/);
    assert.match(logged, /57014/);
  }
});

test('a plain error keeps its message and stack', () => {
  const logged = serializeError(new TypeError('x is not a function')) as {
    type: string;
    message: string;
    stack: string;
  };
  assert.equal(logged.type, 'TypeError');
  assert.equal(logged.message, 'x is not a function');
  assert.match(logged.stack, /logger\.test/);
});
