// Errors that are bugs are logged: a not-null or check violation from PostgreSQL is our mistake (500, generic
// message, a log line through the redacting serializer); bad input PostgreSQL cannot read stays a quiet 400; a
// failing health check and a failing CLI say why in the log.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, mock, test } from 'node:test';
import express from 'express';
import { createSequelize } from '../../db/connect.js';
import { Board } from '../../db/models/index.js';
import { GENERIC_ERROR } from '../http/errors.js';
import { healthHandler } from '../health.js';
import { logger, serializeError } from '../process/logger.js';
import { call, startTestApp, type TestApp } from '../test/support.js';
import { apiErrorHandler } from './onerror.js';

let app: TestApp;
let probe: { baseUrl: string; close(): Promise<void> };

/** A small app with the real error exit whose routes make PostgreSQL (or a model validator) fail in one way each. */
async function listen(build: (a: express.Express) => void) {
  const a = express();
  build(a);
  a.use(apiErrorHandler);
  const server = http.createServer(a);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

before(async () => {
  app = await startTestApp();
  await app.sequelize.query(
    'CREATE TABLE bug_probe (name text NOT NULL, age int CHECK (age > 0), code varchar(3), born date)',
  );
  const q = (sql: string) => app.sequelize.query(sql, { replacements: { who: '홍길동' } });
  probe = await listen((a) => {
    a.get('/not-null', async () => void (await q('INSERT INTO bug_probe (name, code) VALUES (NULL, :who)')));
    a.get('/check', async () => void (await q('INSERT INTO bug_probe (name, age) VALUES (:who, -1)')));
    a.get('/invalid-text', async () => void (await q("INSERT INTO bug_probe (name, age) VALUES (:who, 'abc')")));
    a.get('/too-long', async () => void (await q("INSERT INTO bug_probe (name, code) VALUES (:who, 'abcdef')")));
    a.get('/model-validator', async () => void (await Board.create({} as never)));
  });
});
after(async () => {
  await probe.close();
  await app.close();
});

describe('PostgreSQL errors at the one error exit', () => {
  for (const [path, sqlstate] of [
    ['/not-null', '23502'],
    ['/check', '23514'],
  ] as const) {
    test(`${sqlstate} is a bug: 500 with the generic message, logged without the values`, async () => {
      const logged = mock.method(logger, 'error');
      try {
        const res = await call(probe, 'GET', path);
        assert.equal(res.status, 500);
        assert.deepEqual(res.body, { errorMessage: GENERIC_ERROR });
        assert.equal(logged.mock.callCount(), 1);
        const [fields] = logged.mock.calls[0].arguments as unknown as [{ err: unknown; path: string }];
        assert.equal(fields.path, path);
        // Logged under `err`, the key the logger serializes with serializeError.
        const line = JSON.stringify(serializeError(fields.err));
        assert.match(line, new RegExp(sqlstate));
        assert.ok(!line.includes('홍길동'), line);
      } finally {
        logged.mock.restore();
      }
    });
  }

  test('input PostgreSQL cannot read (22P02) or store (22001) stays a 400 and is not logged', async () => {
    const logged = mock.method(logger, 'error');
    try {
      for (const path of ['/invalid-text', '/too-long']) {
        const res = await call(probe, 'GET', path);
        assert.equal(res.status, 400, path);
        assert.equal(res.body.errorMessage, '입력값이 올바르지 않습니다.');
      }
      assert.equal(logged.mock.callCount(), 0);
    } finally {
      logged.mock.restore();
    }
  });

  test('a model validator that names the field answers 400 with that field, not logged', async () => {
    const logged = mock.method(logger, 'error');
    try {
      const res = await call(probe, 'GET', '/model-validator');
      assert.equal(res.status, 400);
      assert.ok(res.body.errors?.name, JSON.stringify(res.body));
      assert.match(res.body.errorMessage, /^\w+: 입력값이 올바르지 않습니다\.$/);
      assert.equal(logged.mock.callCount(), 0);
    } finally {
      logged.mock.restore();
    }
  });
});

test('a failing health check answers 503 and logs why, without the connection password', async () => {
  const dead = createSequelize(`postgres://probe:secret-pw-42@127.0.0.1:${await closedPort()}/nothing`, { poolMax: 1 });
  const health = await listen((a) => a.get('/healthz', healthHandler({ sequelize: dead })));
  const logged = mock.method(logger, 'error');
  try {
    const res = await call(health, 'GET', '/healthz');
    assert.equal(res.status, 503);
    assert.equal(logged.mock.callCount(), 1);
    const [fields, message] = logged.mock.calls[0].arguments as unknown as [{ err: unknown }, string];
    assert.match(message, /헬스 체크 실패/);
    const line = JSON.stringify(serializeError(fields.err));
    assert.match(line, /ECONNREFUSED|Connection/i);
    assert.ok(!line.includes('secret-pw-42'), line);
  } finally {
    logged.mock.restore();
    await health.close();
    await dead.close();
  }
});

describe('the CLIs log failures through the server logger', () => {
  const clis: [string, string[]][] = [
    ['db:migrate', ['server/cli/migrate.ts']],
    ['privacy:purge', ['server/cli/privacy-purge.ts']],
  ];
  for (const [name, args] of clis) {
    test(`${name}: a database that does not answer → exit 1 and one JSON error line with the error serialized`, async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: `postgres://probe:secret-pw-42@127.0.0.1:${await closedPort()}/nothing`,
        JWT_SECRET: 'x'.repeat(40),
        AUDIT_KEY: 'k'.repeat(40),
      };
      // The test runner's context and level would silence the logger in the child.
      delete env.NODE_TEST_CONTEXT;
      delete env.LOG_LEVEL;
      const r = spawnSync(process.execPath, ['--import', 'tsx', ...args], { env, encoding: 'utf8', timeout: 60_000 });
      assert.equal(r.status, 1, r.stderr);
      const lines = r.stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map(
          (l) =>
            JSON.parse(l) as { level: number; msg: string; err?: { type: string; message: string; cause?: unknown } },
        );
      const error = lines.find((l) => l.level === 50);
      assert.ok(error?.err?.type, r.stdout);
      assert.match(error.err.message, /데이터베이스에 연결하지 못했습니다/);
      // The cause (the driver's error) is kept, as serializeError writes it.
      assert.match(JSON.stringify(error.err), /"cause":\{"type":"\w+","message":"[^"]*(ECONNREFUSED|connect)/i);
      assert.ok(!r.stdout.includes('secret-pw-42') && !r.stderr.includes('secret-pw-42'));
    });
  }
});
